import { currentLanguage } from '../../i18n/index.ts';
import { currentDelegateUser } from './delegate-user.ts';
import { requestHeaders } from './request-headers.ts';
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
  void fetch(buildRequestUrl(TIMEOUT_REPORT_PATH), {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ url: normalisePath(path), method }),
  }).catch((cause: unknown) => console.error('[venus] could not report a timeout', cause));
}
