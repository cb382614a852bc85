import { protectRequest, signatureHeaders, UNSIGNED_PAYLOAD } from '@venus/shared';
import { DEMO_PASSWORD } from '../src/db/seed/demo-firm.ts';

/**
 * A session on a Venus server running as its own process, called over real HTTP as the web
 * client calls it: the bearer token, and each request signed with the session's key (decision
 * 0028), its JSON encrypted when the session says so.
 */
export interface HttpSession {
  baseUrl: string;
  token: string;
  signKey?: string;
  encryptBodies?: boolean;
}

export interface HttpEnvelope {
  code: number;
  msg: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
}

/** A raw body (a multipart upload) rather than JSON. */
export interface RawBody {
  raw: Buffer;
  contentType: string;
}

export async function signInOverHttp(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<HttpSession> {
  const response = await fetch(`${baseUrl}/venus-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as HttpEnvelope;
  if (body.code !== 200) throw new Error(`sign-in of ${username} failed: ${body.msg}`);
  const data = body.data as { token: string; signKey?: string; encryptBodies?: boolean };
  return { baseUrl, token: data.token, signKey: data.signKey, encryptBodies: data.encryptBodies };
}

export interface CallOptions {
  language?: string;
  signal?: AbortSignal;
  /** More headers (a Content-Range of a chunk). */
  headers?: Record<string, string>;
}

/** One signed request; `url` is under /venus-api. Nothing waits for ever: 30 s unless `signal`. */
export async function fetchOverHttp(
  session: HttpSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object | RawBody,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}`, ...options.headers };
  if (options.language) headers.language = options.language;
  const target = `/venus-api${url}`;
  let payload: string | Buffer | undefined;
  if (body && 'raw' in body) {
    headers['content-type'] = body.contentType;
    payload = body.raw;
    if (session.signKey)
      Object.assign(
        headers,
        signatureHeaders(session.signKey, { method, url: target, body: UNSIGNED_PAYLOAD }),
      );
  } else {
    if (body) headers['content-type'] = 'application/json';
    if (session.signKey) {
      const signed = protectRequest(session.signKey, {
        method,
        url: target,
        ...(body ? { json: body } : {}),
        encrypt: session.encryptBodies === true,
      });
      Object.assign(headers, signed.headers);
      payload = signed.body;
    } else if (body) {
      payload = JSON.stringify(body);
    }
  }
  return fetch(`${session.baseUrl}${target}`, {
    method,
    headers,
    body:
      payload === undefined
        ? undefined
        : new Uint8Array(Buffer.isBuffer(payload) ? payload : Buffer.from(payload)),
    signal: options.signal ?? AbortSignal.timeout(30_000),
  });
}

/** One signed call answering the envelope. */
export async function callOverHttp(
  session: HttpSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object | RawBody,
  options: CallOptions = {},
): Promise<HttpEnvelope> {
  return (await (await fetchOverHttp(session, method, url, body, options)).json()) as HttpEnvelope;
}
