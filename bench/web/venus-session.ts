/**
 * A signed-in session of the benchmarks' node scripts, and the one function every authenticated
 * call goes through (`callVenus`): the place where request signing is added.
 */
import { protectRequest } from '@venus/shared';
import { DEMO_PASSWORD } from './venus-server.ts';

export interface VenusSession {
  baseUrl: string;
  token: string;
  /** The per-session key of the request signature (POST /login's data.signKey), once it exists. */
  signKey?: string;
  /** Whether JSON bodies travel AES-GCM sealed (POST /login's data.encryptBodies). */
  encryptBodies?: boolean;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** Signs in through the real endpoint, as the web client does. */
export async function signIn(
  baseUrl: string,
  username = 'admin',
  password = DEMO_PASSWORD,
): Promise<VenusSession> {
  const response = await fetch(`${baseUrl}/venus-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as Envelope<{
    token?: string;
    signKey?: string;
    encryptBodies?: boolean;
  }>;
  if (body.code !== 200 || !body.data?.token) throw new Error(`sign-in of ${username} failed: ${body.msg}`);
  const { token, signKey, encryptBodies } = body.data;
  return { baseUrl, token, ...(signKey ? { signKey, encryptBodies: encryptBodies === true } : {}) };
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** A JSON value, or raw bytes sent as they are (a multipart body). */
  body?: unknown;
}

/**
 * One authenticated call to `/venus-api<path>`: the bearer token and, when the session has a
 * signing key, the request signature of '@venus/shared' (JSON bodies sealed when the session
 * says so; a multipart body is sent unsigned, as the web client sends it).
 */
export async function callVenus(
  session: VenusSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const url = `/venus-api${path}`;
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}`, ...options.headers };
  const multipart = Buffer.isBuffer(options.body);
  let body: Buffer | string | undefined = multipart ? (options.body as Buffer) : undefined;
  if (!multipart && options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (session.signKey) {
    const sealed = protectRequest(session.signKey, {
      method,
      url,
      ...(multipart || options.body === undefined ? {} : { json: options.body }),
      multipart,
      encrypt: session.encryptBodies === true,
    });
    Object.assign(headers, sealed.headers);
    if (sealed.body !== undefined) body = sealed.body;
  }
  return fetch(`${session.baseUrl}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: body as RequestInit['body'] }),
  });
}

export async function callVenusJson<T>(
  session: VenusSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  return (await (await callVenus(session, method, path, options)).json()) as Envelope<T>;
}
