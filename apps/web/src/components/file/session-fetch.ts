import { currentDelegateUser } from '../../app/api/delegate-user.ts';
import { requestHeaders } from '../../app/api/request-headers.ts';
import { protect } from '../../app/api/request-protection.ts';
import { buildRequestUrl, type QueryParams } from '../../app/api/request-url.ts';
import { currentLanguage } from '../../i18n/index.ts';

/**
 * A GET whose answer is read by its headers and raw body (a preview, an image), so it does not
 * go through the envelope client; it carries the same language and delegate headers.
 */
export function fetchWithSession(path: string, params: QueryParams): Promise<Response> {
  const headers = requestHeaders({
    language: currentLanguage(),
    delegateUserId: currentDelegateUser(),
    hasJsonBody: false,
  });
  headers.Accept = '*/*';
  const url = buildRequestUrl(path, params);
  return fetch(url, { headers: { ...headers, ...protect('GET', url).headers }, credentials: 'same-origin' });
}
