import { currentLanguage } from '../../i18n/index.ts';
import { currentDelegateUser } from './delegate-user.ts';
import { requestHeaders } from './request-headers.ts';
import { protect } from './request-protection.ts';
import { buildRequestUrl } from './request-url.ts';
import { normalisePath, shouldReportTimeout, TIMEOUT_REPORT_PATH } from './timeout-policy.ts';

/**
 * Tells the server which call timed out (spec §8), so slow endpoints show up in the timeout log.
 * Sent with plain fetch, not through the client: a failed report must not toast or report again.
 */
export function reportTimeout(path: string, method: string): void {
  if (!shouldReportTimeout(path)) return;
  const headers = requestHeaders({
    language: currentLanguage(),
    delegateUserId: currentDelegateUser(),
    hasJsonBody: true,
  });
  const url = buildRequestUrl(TIMEOUT_REPORT_PATH);
  const sealed = protect('POST', url, { url: normalisePath(path), method });
  void fetch(url, {
    method: 'POST',
    headers: { ...headers, ...sealed.headers },
    credentials: 'same-origin',
    body: sealed.body ?? '{}',
  }).catch((cause: unknown) => console.error('[venus] could not report a timeout', cause));
}
