import type { Envelope, PageEnvelope } from '@venus/shared';
import { ResultCode } from '@venus/shared';
import { currentLanguage, i18n } from '../../i18n/index.ts';
import { acceptLanguageOf } from '../../i18n/language.ts';
import { applyErrorAction } from './api-effects.ts';
import { ApiError, ClientCode } from './api-error.ts';
import { decideErrorAction } from './error-policy.ts';
import { buildRequestUrl, type QueryParams } from './request-url.ts';

/** Spec §9 Timeouts: 30 s by default, overridable per call. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  params?: QueryParams;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * 'caller' turns off toasts, dialogs and the 401 redirect: the caller (a form) shows the
   * error itself. The ApiError is thrown either way.
   */
  errorHandling?: 'global' | 'caller';
}

export interface Page<T> {
  rows: T[];
  total: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RawEnvelope = Envelope & Partial<PageEnvelope>;

function fail(error: ApiError, options: RequestOptions): never {
  if (options.errorHandling !== 'caller') applyErrorAction(decideErrorAction(error.code, error.msg), error);
  throw error;
}

function clientError(code: number, key: string): ApiError {
  return new ApiError(code, i18n.t(key));
}

async function fetchWithTimeout(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    return await fetch(url, { ...init, signal });
  } catch (cause) {
    if (timedOut) return fail(clientError(ClientCode.TIMEOUT, 'request.timeout'), options);
    if (options.signal?.aborted) throw new ApiError(ClientCode.CANCELLED, '');
    console.error('[venus] network error', cause);
    return fail(clientError(ClientCode.NETWORK, 'request.network'), options);
  } finally {
    clearTimeout(timer);
  }
}

async function readEnvelope(response: Response, options: RequestOptions): Promise<RawEnvelope> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    const code = response.ok ? ClientCode.BAD_RESPONSE : ClientCode.HTTP_FAILURE;
    return fail(clientError(code, 'error.system'), options);
  }
  // A proxy or gateway failure can answer without the envelope; that is a status-code failure.
  if (typeof body !== 'object' || body === null || typeof (body as RawEnvelope).code !== 'number') {
    return fail(clientError(ClientCode.HTTP_FAILURE, 'error.system'), options);
  }
  return body as RawEnvelope;
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<RawEnvelope> {
  const language = currentLanguage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: language,
    'Accept-Language': acceptLanguageOf(language),
    'Cache-Control': 'no-cache',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetchWithTimeout(buildRequestUrl(path, options.params), init, options);
  const envelope = await readEnvelope(response, options);
  if (envelope.code !== ResultCode.SUCCESS) {
    return fail(new ApiError(envelope.code, envelope.msg ?? '', envelope.data), options);
  }
  return envelope;
}

/** Calls returning `{code, msg, data}`; resolve with `data`. */
export const api = {
  async get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await send('GET', path, undefined, options)).data as T;
  },
  async post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return (await send('POST', path, body ?? {}, options)).data as T;
  },
  async put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return (await send('PUT', path, body ?? {}, options)).data as T;
  },
  async delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await send('DELETE', path, undefined, options)).data as T;
  },
  /** Paged lists answer `{code, msg, rows, total}`. */
  async page<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
    const envelope = await send('GET', path, undefined, options);
    return { rows: (envelope.rows ?? []) as T[], total: envelope.total ?? 0 };
  },
};
