export const API_BASE = '/venus-api';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/**
 * Builds `/venus-api<path>?…&timestamp=<now>`. Empty values are left out so an untouched
 * search field does not become a filter; the timestamp defeats intermediary caches.
 */
export function buildRequestUrl(path: string, params: QueryParams = {}, now: number = Date.now()): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text === '') continue;
    search.append(key, text);
  }
  search.set('timestamp', String(now));
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const separator = normalised.includes('?') ? '&' : '?';
  return `${API_BASE}${normalised}${separator}${search.toString()}`;
}
