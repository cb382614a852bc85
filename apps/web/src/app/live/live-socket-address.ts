import { LIVE_SOCKET_PATH } from '@venus/shared';

/**
 * The socket's address from config `system-socket-prod` (spec §7): empty means this server's
 * own socket; a path is taken on this server; a full ws(s):// or http(s):// address is used as it
 * is (http becomes ws). The query carries the user id, as the spec says.
 */
export function liveSocketAddress(
  configured: string,
  page: { protocol: string; host: string },
  userId: number,
): string {
  const base = `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}`;
  const url = new URL(configured.trim() || LIVE_SOCKET_PATH, `${base}/`);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  url.searchParams.set('userId', String(userId));
  return url.toString();
}
