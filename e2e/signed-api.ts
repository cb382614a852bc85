import { protectRequest } from '@venus/shared';
import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.ts';

/** What a sign-in hands the client for signing its requests (decision 0028). */
interface Protection {
  signKey?: string;
  encryptBodies?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiCallOptions {
  method?: Method;
  data?: unknown;
  params?: Record<string, string | number>;
  /** A multipart upload (Playwright's form fields); its body is not hashed, as in the browser. */
  multipart?: Parameters<APIRequestContext['fetch']>[1] extends infer O
    ? O extends { multipart?: infer M }
      ? M
      : never
    : never;
}

/**
 * The journeys' direct API calls, signed as the web client signs them: with the key of the
 * session whose cookie the request context carries.
 */
export interface SignedApi {
  /** Sets it apart from Playwright's own request context, whose `fetch` would go unsigned. */
  readonly signed: true;
  fetch(path: string, options?: ApiCallOptions): Promise<APIResponse>;
}

export function signedApi(request: APIRequestContext, protection: Protection | null): SignedApi {
  return {
    signed: true,
    fetch(path, { method = 'GET', data, params, multipart } = {}) {
      const query = params
        ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`
        : '';
      const url = `/venus-api${path}${query}`;
      if (!protection?.signKey) return request.fetch(url, { method, data, multipart });
      const sealed = protectRequest(protection.signKey, {
        method,
        url,
        ...(data === undefined ? {} : { json: data }),
        multipart: multipart !== undefined,
        encrypt: protection.encryptBodies === true,
      });
      const headers =
        sealed.body === undefined
          ? sealed.headers
          : { ...sealed.headers, 'content-type': 'application/json' };
      return request.fetch(url, {
        method,
        headers,
        ...(sealed.body === undefined ? {} : { data: sealed.body }),
        multipart,
      });
    },
  };
}

/** Signs in through the API on this request context (its cookie) and signs what follows. */
export async function signInApi(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<SignedApi & { token: string }> {
  const response = await request.post('/venus-api/login', { data: { username, password } });
  const body = (await response.json()) as { code: number; msg: string; data: Protection & { token: string } };
  if (body.code !== 200) throw new Error(`sign-in of ${username} failed: ${body.msg}`);
  return { ...signedApi(request, body.data), token: body.data.token };
}

/** The API as the page's signed-in session: its cookie, and the key the page keeps. */
export async function pageApi(page: Page): Promise<SignedApi> {
  const stored = await page.evaluate(() => localStorage.getItem('venus.requestProtection'));
  return signedApi(page.request, stored ? (JSON.parse(stored) as Protection) : null);
}

let signIns = 0;

export interface SignInOptions {
  /** The page to open once signed in; home by default. */
  path?: string;
  /** The language the browser keeps (`lang`), set before the app first loads. */
  language?: 'cn' | 'en';
  password?: string;
}

/**
 * Signs a person in as the sign-in page does (its API call, the session cookie, the signing key
 * kept in the browser's storage) without drawing that page, then opens home or the page given:
 * the journeys that are not about signing in skip two screens each time. The sign-in page has
 * journeys of its own (sign-in, captcha, second factor, CSP, request signing).
 */
export async function signInAs(page: Page, username: string, options: SignInOptions = {}): Promise<void> {
  const { path = '/index', language, password = DEMO_PASSWORD } = options;
  const response = await page.request.post('/venus-api/login', { data: { username, password } });
  const body = (await response.json()) as {
    code: number;
    msg: string;
    data: (Protection & { token?: string }) | null;
  };
  if (body.code !== 200 || !body.data?.token) throw new Error(`sign-in of ${username} failed: ${body.msg}`);
  const protection = JSON.stringify({
    signKey: body.data.signKey,
    encryptBodies: body.data.encryptBodies === true,
  });
  // The page may not be on the app yet: the storage is written as the app's next document starts,
  // once for this sign-in (a later sign-in in the same tab writes its own).
  signIns += 1;
  await page.addInitScript(
    ([stored, lang, mark]) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      localStorage.setItem('venus.requestProtection', stored);
      if (lang) localStorage.setItem('lang', lang);
    },
    [protection, language ?? '', `venus.e2e.signIn.${Date.now()}.${signIns}`] as const,
  );
  await page.goto(path);
}
