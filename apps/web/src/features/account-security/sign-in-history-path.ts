/** The caller's own sign-in history: a constant page, guarded by the privacy password. */
export const SIGN_IN_HISTORY_PATH = '/user/loginHistory';
export const SIGN_IN_HISTORY_COMPONENT = 'user/loginHistory/index';
