/**
 * The bench's HTTP client of the Venus API: sign-in, and the one function that prepares every
 * authenticated request (its headers and body), so request signing lives in one place.
 */
import { protectRequest } from '@venus/shared';

export interface Session {
  userName: string;
  token: string;
  /** The session's request-signing key, handed out at sign-in (decision 0028). */
  signKey?: string;
  /** The server asks this session to send its JSON bodies encrypted. */
  encryptBodies?: boolean;
}

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, e.g. `/venus-api/getInfo`. */
  url: string;
  json?: unknown;
}

export interface PreparedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Headers and body of one request of `session`, signed with the session's key through the shared
 * `protectRequest` (the web client's own): fresh per request, as a signature's nonce is single-use.
 */
export function prepareRequest(session: Session, request: BenchRequest): PreparedRequest {
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}` };
  let body = request.json === undefined ? undefined : JSON.stringify(request.json);
  if (session.signKey) {
    const signed = protectRequest(session.signKey, {
      method: request.method,
      url: request.url,
      ...(request.json === undefined ? {} : { json: request.json }),
      encrypt: session.encryptBodies === true,
    });
    Object.assign(headers, signed.headers);
    body = signed.body;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  return body === undefined
    ? { method: request.method, path: request.url, headers }
    : { method: request.method, path: request.url, headers, body };
}

export const DEMO_PASSWORD = 'Venus@2026!';

export const loginRequest = (userName: string): BenchRequest => ({
  method: 'POST',
  url: '/venus-api/login',
  json: { username: userName, password: DEMO_PASSWORD },
});

/** The session a sign-in answer opens. */
export function sessionOf(
  userName: string,
  data: { token: string; signKey?: string; encryptBodies?: boolean },
): Session {
  return {
    userName,
    token: data.token,
    ...(data.signKey ? { signKey: data.signKey } : {}),
    ...(data.encryptBodies ? { encryptBodies: true } : {}),
  };
}

/** Signs in over HTTP; throws unless the envelope says 200 and carries a token. */
export async function signIn(baseUrl: string, userName: string): Promise<Session> {
  const { json } = loginRequest(userName);
  const response = await fetch(`${baseUrl}/venus-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  const answer = (await response.json()) as {
    code: number;
    msg: string;
    data?: { token?: string; signKey?: string; encryptBodies?: boolean };
  };
  if (answer.code !== 200 || !answer.data?.token)
    throw new Error(`sign-in of ${userName}: ${answer.code} ${answer.msg}`);
  return sessionOf(userName, answer.data as { token: string });
}
