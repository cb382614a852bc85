import type { Envelope, FieldError, PageEnvelope } from '@venus/shared';
import { PRIVACY_HEADER, ResultCode } from '@venus/shared';
import { currentLanguage, i18n } from '../../i18n/index.ts';
import { applyErrorAction } from './api-effects.ts';
import { ApiError, ClientCode } from './api-error.ts';
import { currentDelegateUser } from './delegate-user.ts';
import { decideErrorAction } from './error-policy.ts';
import { currentPrivacyToken, requestPrivacyUnlock } from './privacy-unlock.ts';
import { readJsonBody } from './read-json-body.ts';
import { type DownloadProgress, readWithProgress } from './read-with-progress.ts';
import { requestHeaders } from './request-headers.ts';
import { noteResponseDate, noteServerTime, protect, staleRefusalTime } from './request-protection.ts';
import { buildRequestUrl, type QueryParams } from './request-url.ts';
import { currentTimeoutOverrides } from './timeout-overrides.ts';
import { type RequestKind, timeoutFor } from './timeout-policy.ts';
import { reportTimeout } from './timeout-report.ts';

export { DEFAULT_TIMEOUT_MS, DOWNLOAD_TIMEOUT_MS } from './timeout-policy.ts';

export interface RequestOptions {
  params?: QueryParams;
  /** Overrides the path's timeout (dictionary `interface_timeout`, else 30 s; downloads 600 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * 'caller' turns off toasts, dialogs and the 401 redirect: the caller (a form) shows the
   * error itself. The ApiError is thrown either way.
   */
  errorHandling?: 'global' | 'caller';
  /** Downloads only: called as the body arrives (export progress). */
  onDownloadProgress?: DownloadProgress;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RawEnvelope = Envelope & Partial<PageEnvelope> & { errors?: FieldError[] };

interface Call {
  method: Method;
  path: string;
  body: unknown;
  kind: RequestKind;
  options: RequestOptions;
}

function fail(error: ApiError, options: RequestOptions): never {
  if (options.errorHandling !== 'caller') applyErrorAction(decideErrorAction(error.code, error.msg), error);
  throw error;
}

function clientError(code: number, key: string): ApiError {
  return new ApiError(code, i18n.t(key));
}

async function fetchWithTimeout(call: Call, accept: string): Promise<Response> {
  const { method, path, body, kind, options } = call;
  const headers = requestHeaders({
    language: currentLanguage(),
    delegateUserId: currentDelegateUser(),
    // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
    hasJsonBody: body !== undefined && !(body instanceof FormData),
  });
  headers.Accept = accept;
  // Spec §7 passwd header: the privacy unlock token (never the password), when one is held.
  const privacyToken = currentPrivacyToken();
  if (privacyToken) headers[PRIVACY_HEADER] = privacyToken;
  const url = buildRequestUrl(path, options.params);
  // Spec §7: signed (and, when the session says so, encrypted) with the session's key.
  const multipart = body instanceof FormData;
  const sealed = protect(method, url, multipart ? undefined : body, multipart);
  Object.assign(headers, sealed.headers);
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = multipart ? body : sealed.body;

  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      timeout.abort();
    },
    options.timeoutMs ?? timeoutFor(path, currentTimeoutOverrides(), kind),
  );
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    // A timed-out download stops at its body too, so the body is read before the timer is cleared.
    const response = await fetch(url, { ...init, signal });
    noteResponseDate(response.headers.get('date'));
    if (kind !== 'download') return response;
    const blob = options.onDownloadProgress
      ? await readWithProgress(response, options.onDownloadProgress)
      : await response.blob();
    return new Response(blob, response);
  } catch (cause) {
    if (timedOut) {
      reportTimeout(path, method);
      return fail(clientError(ClientCode.TIMEOUT, 'request.timeout'), options);
    }
    if (options.signal?.aborted) throw new ApiError(ClientCode.CANCELLED, '');
    console.error('[venus] network error', cause);
    return fail(clientError(ClientCode.NETWORK, 'request.network'), options);
  } finally {
    clearTimeout(timer);
  }
}

async function readEnvelope(response: Response, options: RequestOptions): Promise<RawEnvelope> {
  const read = await readJsonBody(response, options.signal);
  if (!read.read) {
    // Given up by the caller mid-body (a query whose page moved on): nothing to tell anyone.
    if (read.cancelled) throw new ApiError(ClientCode.CANCELLED, '');
    const code = response.ok ? ClientCode.BAD_RESPONSE : ClientCode.HTTP_FAILURE;
    return fail(clientError(code, 'error.system'), options);
  }
  const body = read.body;
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
  retriedStale = false,
): Promise<RawEnvelope> {
  const response = await fetchWithTimeout({ method, path, body, kind: 'call', options }, 'application/json');
  const envelope = await readEnvelope(response, options);
  const serverTime = staleRefusalTime(envelope.code, envelope.data);
  if (serverTime !== null && !retriedStale) {
    noteServerTime(serverTime);
    return send(method, path, body, options, true);
  }
  if (envelope.code !== ResultCode.SUCCESS) {
    const error = new ApiError(envelope.code, envelope.msg ?? '', envelope.data, envelope.errors ?? []);
    // Spec §8 10016: ask for the privacy password, then send the same call again.
    if (envelope.code === ResultCode.PASSWORD_PROMPT && options.errorHandling !== 'caller') {
      const outcome = await requestPrivacyUnlock();
      if (outcome === 'unlocked') return send(method, path, body, options);
      if (outcome === 'cancelled') throw error;
    }
    return fail(error, options);
  }
  return envelope;
}

/**
 * A file from the server (spec §9: 600 s). The server answers a refusal as a JSON envelope
 * instead of the file; that envelope goes through the error catalogue like any other call.
 */
async function download(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Blob> {
  const response = await fetchWithTimeout({ method, path, body, kind: 'download', options }, '*/*');
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = await readEnvelope(response, options);
    return fail(
      new ApiError(
        envelope.code === ResultCode.SUCCESS ? ResultCode.ERROR : envelope.code,
        envelope.msg ?? '',
      ),
      options,
    );
  }
  if (!response.ok) return fail(clientError(ClientCode.HTTP_FAILURE, 'error.system'), options);
  return response.blob();
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
  /** Calls that answer in `msg`, such as the config lookup by key (spec §7). */
  async message(path: string, options: RequestOptions = {}): Promise<string> {
    return (await send('GET', path, undefined, options)).msg ?? '';
  },
  /** Paged lists answer `{code, msg, rows, total}`. */
  async page<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
    const envelope = await send('GET', path, undefined, options);
    return { rows: (envelope.rows ?? []) as T[], total: envelope.total ?? 0 };
  },
  /** A paged list answering more beside its rows (a bill list's sums), each field as the server sent it. */
  async pageWith<T, Extra extends object>(
    path: string,
    options: RequestOptions = {},
  ): Promise<Page<T> & Partial<Extra>> {
    const envelope = await send('GET', path, undefined, options);
    return {
      ...(envelope as unknown as Partial<Extra>),
      rows: (envelope.rows ?? []) as T[],
      total: envelope.total ?? 0,
    };
  },
  /** A multipart upload (an import); the answer is an ordinary envelope. */
  async upload<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
    return (await send('POST', path, form, options)).data as T;
  },
  /** A multipart upload whose success message is worth saying as the server words it (an import's count). */
  async uploadWithMessage<T>(
    path: string,
    form: FormData,
    options: RequestOptions = {},
  ): Promise<{ data: T; msg: string }> {
    const envelope = await send('POST', path, form, options);
    return { data: envelope.data as T, msg: envelope.msg ?? '' };
  },
  /** A file by GET (query in `params`) or POST (e.g. an export with the list's filters as body). */
  async download(path: string, options: RequestOptions & { body?: unknown } = {}): Promise<Blob> {
    const { body, ...rest } = options;
    return download(body === undefined ? 'GET' : 'POST', path, body, rest);
  },
};
