export const LOGIN_PATH = '/login';
export const HOME_PATH = '/index';

/**
 * The page to open after signing in. Only same-site paths are followed, so a crafted
 * `redirect=https://…` or `//host` link cannot send the user elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path === LOGIN_PATH || path === '/') return HOME_PATH;
  return value;
}

/** `/login?redirect=<path and query>`, the target of an expired or missing session. */
export function loginPathFor(pathname: string, search = ''): string {
  if (pathname === LOGIN_PATH || pathname === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
