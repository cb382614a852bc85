import type { ApiError } from './api-error.ts';
import { setDelegateUser } from './delegate-user.ts';
import type { ErrorAction } from './error-policy.ts';
import { createThrottle, NETWORK_TOAST_INTERVAL_MS } from './toast-throttle.ts';

/** The interface pieces the client needs; registered by the providers once antd's App exists. */
export interface ApiUiHandlers {
  translate(key: string): string;
  showError(text: string): void;
  showAlert(text: string, onClose: () => void): void;
  onUnauthorized(): void;
  closeCurrentTab(): void;
  /** Set by the privacy-password feature; until then the message is shown. */
  openPasswordPrompt?: (error: ApiError) => void;
}

let handlers: ApiUiHandlers | undefined;
let tabCloser: (() => void) | undefined;
const networkGate = createThrottle(NETWORK_TOAST_INTERVAL_MS);

export function setApiUiHandlers(next: ApiUiHandlers | undefined): void {
  handlers = next;
}

/**
 * Spec §8 code 10001 closes the current tab. The tab strip registers how while it is mounted;
 * outside the shell (no tabs) the handlers' fallback leaves the page instead.
 */
export function setCurrentTabCloser(next: (() => void) | undefined): void {
  tabCloser = next;
}

export function applyErrorAction(action: ErrorAction, error: ApiError): void {
  if (!handlers) {
    console.error('[venus] request failed before the interface was ready', error);
    return;
  }
  const ui = handlers;
  switch (action.kind) {
    case 'silent':
      return;
    case 'logout':
      // Acting for someone else ends with the session.
      setDelegateUser(null);
      ui.onUnauthorized();
      return;
    case 'passwordPrompt':
      if (ui.openPasswordPrompt) ui.openPasswordPrompt(error);
      else ui.showError(error.msg || ui.translate('error.system'));
      return;
    case 'alertThenCloseTab':
      ui.showAlert(action.text ?? ui.translate(action.messageKey), () => (tabCloser ?? ui.closeCurrentTab)());
      return;
    case 'toast':
      if (action.throttled && !networkGate()) return;
      ui.showError(action.text ?? ui.translate(action.messageKey));
      return;
  }
}
