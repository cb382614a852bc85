import { ResultCode } from '@venus/shared';
import { ClientCode } from './api-error.ts';

/**
 * What the interface does about a failed call (spec §8). `text` is the server's message;
 * `messageKey` is the translated text shown instead, or when the server sent none.
 */
export type ErrorAction =
  | { kind: 'logout' }
  | { kind: 'toast'; messageKey: string; text?: string; throttled?: boolean }
  | { kind: 'alertThenCloseTab'; messageKey: string; text?: string }
  | { kind: 'passwordPrompt' }
  | { kind: 'silent' };

const SYSTEM_ERROR = 'error.system';

export function decideErrorAction(code: number, msg?: string): ErrorAction {
  const text = msg?.trim() || undefined;
  switch (code) {
    case ResultCode.UNAUTHORIZED:
      return { kind: 'logout' };
    case ResultCode.FORBIDDEN:
      return { kind: 'toast', messageKey: 'error.forbidden' };
    case ResultCode.NOT_FOUND:
      return { kind: 'toast', messageKey: 'error.notFound' };
    case ResultCode.CLOSE_TAB:
      return { kind: 'alertThenCloseTab', messageKey: SYSTEM_ERROR, text };
    case ResultCode.PASSWORD_PROMPT:
      return { kind: 'passwordPrompt' };
    // The catalogue rejects these without telling the user.
    case 204:
    case 501:
    case ClientCode.CANCELLED:
      return { kind: 'silent' };
    case ClientCode.TIMEOUT:
      return { kind: 'toast', messageKey: 'request.timeout', throttled: true };
    case ClientCode.NETWORK:
      return { kind: 'toast', messageKey: 'request.network', throttled: true };
    case ClientCode.HTTP_FAILURE:
    case ClientCode.BAD_RESPONSE:
      return { kind: 'toast', messageKey: SYSTEM_ERROR, throttled: true };
    default:
      return { kind: 'toast', messageKey: SYSTEM_ERROR, text };
  }
}
