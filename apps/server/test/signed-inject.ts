import { protectRequest, SIGNATURE_HEADERS, signatureHeaders, UNSIGNED_PAYLOAD } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';
import { hashToken, SESSION_COOKIE } from '../src/platform/auth/session.service.ts';
import { sessions } from '../src/platform/auth/session.tables.ts';
import type { Database } from '../src/platform/db/database.ts';

type Protection = { signKey: string; encryptBodies: boolean } | null;

function sessionTokenOf(options: InjectOptions): string | null {
  const headers = (options.headers ?? {}) as Record<string, string | undefined>;
  const authorization = headers.authorization ?? headers.Authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  const cookies = options.cookies as Record<string, string> | undefined;
  if (cookies?.[SESSION_COOKIE]) return cookies[SESSION_COOKIE];
  const cookieHeader = headers.cookie ?? headers.Cookie;
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`));
  return match?.[1] ?? null;
}

function withQuery(url: string, query: InjectOptions['query']): string {
  if (!query || typeof query === 'string')
    return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

const isPlainJson = (payload: unknown) =>
  payload !== null &&
  typeof payload === 'object' &&
  !Buffer.isBuffer(payload) &&
  !(payload instanceof Uint8Array) &&
  typeof (payload as { pipe?: unknown }).pipe !== 'function';

/**
 * The tests call the app as the web client does: every request of a session that holds a
 * signing key is signed (and its JSON encrypted when the session says so), the key looked up
 * from the session the token names. A test that writes its own signature headers is left alone.
 */
export function signInjectedRequests(app: App, db: Database): void {
  const protections = new Map<string, Protection>();
  const protectionOf = async (token: string): Promise<Protection> => {
    if (!protections.has(token)) {
      const [row] = await db
        .select({ signKey: sessions.signKey, encryptBodies: sessions.encryptBodies })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      protections.set(
        token,
        row?.signKey ? { signKey: row.signKey, encryptBodies: row.encryptBodies } : null,
      );
    }
    return protections.get(token) ?? null;
  };
  const inject = app.inject.bind(app) as (options: InjectOptions) => ReturnType<App['inject']>;

  const signed = async (given: InjectOptions | string) => {
    const options: InjectOptions = typeof given === 'string' ? { url: given } : given;
    const headers = { ...((options.headers ?? {}) as Record<string, string>) };
    const token = sessionTokenOf(options);
    const protection = token ? await protectionOf(token) : null;
    if (!protection || SIGNATURE_HEADERS.signature in headers) return inject(options);

    const method = (options.method ?? 'GET').toUpperCase();
    const url = withQuery(typeof options.url === 'string' ? options.url : String(options.url), options.query);
    const payload = options.payload ?? options.body;
    const contentType = String(headers['content-type'] ?? headers['Content-Type'] ?? '');
    const multipart = contentType.startsWith('multipart/');
    const json = isPlainJson(payload) && !multipart;
    let added: Record<string, string>;
    let body: unknown = payload;
    if (json) {
      const sealed = protectRequest(protection.signKey, {
        method,
        url,
        json: payload,
        encrypt: protection.encryptBodies,
      });
      added = sealed.headers;
      body = sealed.body;
    } else {
      // Text and bytes are signed as they are; a multipart body is not hashed, as in the browser.
      const exact = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
      added = signatureHeaders(protection.signKey, {
        method,
        url,
        body: multipart ? UNSIGNED_PAYLOAD : exact,
      });
    }
    if (json && !contentType) headers['content-type'] = 'application/json';
    const { query: _query, body: _body, payload: _payload, ...rest } = options;
    return inject({
      ...rest,
      method: method as InjectOptions['method'],
      url,
      headers: { ...headers, ...added },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
  };
  (app as { inject: unknown }).inject = signed;
}
