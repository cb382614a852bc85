import type { Language } from '@venus/shared';
import { acceptLanguageOf } from '../../i18n/language.ts';

export interface HeaderInputs {
  language: Language;
  delegateUserId: number | null;
  hasJsonBody: boolean;
}

/**
 * Spec §7 "every request carries": the language twice (`Language: cn|en` for our server,
 * `Accept-Language` for anything in between), no caching, and the delegate when one is set.
 * No bearer header: the session travels in an HttpOnly cookie (decision 0002).
 */
export function requestHeaders({
  language,
  delegateUserId,
  hasJsonBody,
}: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: language,
    'Accept-Language': acceptLanguageOf(language),
    'Cache-Control': 'no-cache',
  };
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  if (delegateUserId !== null) headers.delegateUser = String(delegateUserId);
  return headers;
}
