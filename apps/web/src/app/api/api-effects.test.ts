import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiUiHandlers,
  applyErrorAction,
  setApiUiHandlers,
  setCurrentTabCloser,
} from './api-effects.ts';
import { ApiError, ClientCode } from './api-error.ts';
import { currentDelegateUser, setDelegateUser } from './delegate-user.ts';
import { decideErrorAction } from './error-policy.ts';

/** The interface as the client sees it: what was shown, in order. */
function recordingUi() {
  const shown: string[] = [];
  let alertClose: (() => void) | undefined;
  const ui: ApiUiHandlers = {
    translate: (key) => `t:${key}`,
    showError: (text) => shown.push(`error:${text}`),
    showAlert: (text, onClose) => {
      shown.push(`alert:${text}`);
      alertClose = onClose;
    },
    onUnauthorized: () => shown.push('login'),
    closeCurrentTab: () => shown.push('leave page'),
  };
  return { ui, shown, closeAlert: () => alertClose?.() };
}

const act = (code: number, msg = '') =>
  applyErrorAction(decideErrorAction(code, msg), new ApiError(code, msg));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
  setApiUiHandlers(undefined);
  setCurrentTabCloser(undefined);
});

describe('applyErrorAction', () => {
  it('shows network toasts at most once per 5 seconds, other errors every time', () => {
    const { ui, shown } = recordingUi();
    setApiUiHandlers(ui);
    act(ClientCode.NETWORK);
    act(ClientCode.TIMEOUT);
    act(500, '保存失败');
    vi.setSystemTime(1_004_999);
    act(ClientCode.NETWORK);
    vi.setSystemTime(1_005_000);
    act(ClientCode.TIMEOUT);
    expect(shown).toEqual(['error:t:request.network', 'error:保存失败', 'error:t:request.timeout']);
  });

  it('closes the current tab through the tab strip after the 10001 alert is dismissed', () => {
    const { ui, shown, closeAlert } = recordingUi();
    setApiUiHandlers(ui);
    setCurrentTabCloser(() => shown.push('close tab'));
    act(10001, '该案件已结案');
    expect(shown).toEqual(['alert:该案件已结案']);
    closeAlert();
    expect(shown).toEqual(['alert:该案件已结案', 'close tab']);
  });

  it('leaves the page when no tab strip is mounted', () => {
    const { ui, shown, closeAlert } = recordingUi();
    setApiUiHandlers(ui);
    act(10001);
    closeAlert();
    expect(shown).toEqual(['alert:t:error.system', 'leave page']);
  });

  it('signs out on 401 and forgets the delegate', () => {
    const { ui, shown } = recordingUi();
    setApiUiHandlers(ui);
    setDelegateUser(12);
    act(401);
    expect(shown).toEqual(['login']);
    expect(currentDelegateUser()).toBeNull();
  });

  it('says nothing for 204 and 501', () => {
    const { ui, shown } = recordingUi();
    setApiUiHandlers(ui);
    act(204, 'x');
    act(501, 'y');
    expect(shown).toEqual([]);
  });
});
