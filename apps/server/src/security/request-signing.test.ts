import { Writable } from 'node:stream';
import {
  encryptBody,
  protectRequest,
  REQUEST_SIGNING_LIMITS,
  SIGNATURE_HEADERS,
  signatureHeaders,
  UNSIGNED_PAYLOAD,
} from '@venus/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-firm.ts';
import { personal, pngBytes, multipart as uploadBody } from '../modules/files/files.test-support.ts';
import { systemConfig } from '../modules/system-config/system-config.tables.ts';
import { sessions } from '../platform/auth/session.tables.ts';

/**
 * Issue 8 item 5 / spec §7 (decision 0028): every request of a session is signed with the key
 * handed out at its sign-in; stale, replayed, altered and unsigned requests are refused. The app
 * here is called without the tests' signing helper, so each request is exactly as written.
 */

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream: sink }, unsignedInject: true });
});
afterAll(() => t.close());

interface Session {
  token: string;
  signKey: string;
  encryptBodies?: boolean;
}

let ipCounter = 0;
async function signIn(username = 'guojing'): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { username, password: DEMO_PASSWORD },
    remoteAddress: `10.8.0.${++ipCounter}`,
  });
  const body = json(response);
  expect(body.code).toBe(200);
  return body.data as Session;
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A shortcut's body: a small change whose effect can be read back. */
const shortcut = (title: string) => ({
  menuName: title,
  searchContent: {},
  type: 'monitor/operlog/index',
  path: '/monitor/operlog',
});

function send(options: InjectOptions) {
  return t.app.inject(options).then(json);
}

function signed(
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  overrides: { timestamp?: number; nonce?: string } = {},
) {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const headers = {
    ...auth(session),
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...signatureHeaders(session.signKey, { method, url: `${API}${url}`, body, ...overrides }),
  };
  return { method, url: `${API}${url}`, headers, ...(body ? { payload: body } : {}) } as InjectOptions;
}

async function shortcutTitles(session: Session): Promise<string[]> {
  const body = await send(signed(session, 'GET', '/hankun/shortcut/list'));
  expect(body.code).toBe(200);
  return (body.data as { menuName: string }[]).map((row) => row.menuName);
}

describe('the signing key', () => {
  it('is handed out at every sign-in, a new one each time, and kept on the session', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(first.signKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.signKey).not.toBe(first.signKey);
    const keys = await t.db.select({ signKey: sessions.signKey }).from(sessions);
    expect(keys.map((row) => row.signKey)).toEqual(expect.arrayContaining([first.signKey, second.signKey]));
  });
});

describe('a signed request', () => {
  it('is served', async () => {
    const session = await signIn();
    const body = await send(signed(session, 'POST', '/hankun/shortcut', shortcut('Signed one')));
    expect(body.code).toBe(200);
    expect(await shortcutTitles(session)).toContain('Signed one');
  });

  it('is served with the query in any order and any escaping', async () => {
    const session = await signIn();
    const options = signed(session, 'GET', '/hankun/history/list?kind=route&keyword=%E9%83%AD+%E6%99%B6');
    const reordered = {
      ...options,
      url: `${API}/hankun/history/list?keyword=${encodeURIComponent('郭 晶')}&kind=route`,
    };
    expect((await send(reordered)).code).toBe(200);
  });
});

describe('an unsigned request of a signed session', () => {
  it('is refused for a change, by bearer or by cookie, and changes nothing', async () => {
    const session = await signIn();
    const byBearer = await send({
      method: 'POST',
      url: `${API}/hankun/shortcut`,
      headers: auth(session),
      payload: shortcut('Unsigned bearer'),
    });
    expect(byBearer.code).toBe(401);
    expect(byBearer.msg).toBe('请求缺少签名，请重新登录');
    const byCookie = await send({
      method: 'POST',
      url: `${API}/hankun/shortcut`,
      cookies: { venus_token: session.token },
      headers: { language: 'en' },
      payload: shortcut('Unsigned cookie'),
    });
    expect(byCookie.code).toBe(401);
    expect(byCookie.msg).toBe('The request is not signed; please sign in again');
    expect(await shortcutTitles(session)).not.toContain('Unsigned bearer');
    expect(await shortcutTitles(session)).not.toContain('Unsigned cookie');
  });

  it('is refused for a read by bearer, and served for a browser-made read by cookie alone', async () => {
    const session = await signIn();
    const byBearer = await send({ url: `${API}/getInfo`, headers: auth(session) });
    expect(byBearer.code).toBe(401);
    // A download link, an image or the socket cannot carry headers; reads only.
    const byCookie = await send({ url: `${API}/getInfo`, cookies: { venus_token: session.token } });
    expect(byCookie.code).toBe(200);
  });
});

describe('a refused signature', () => {
  it('refuses a timestamp more than five minutes off, either way, and tells the client the time', async () => {
    const session = await signIn();
    const skew = REQUEST_SIGNING_LIMITS.maxSkewMs + 5_000;
    for (const timestamp of [Date.now() - skew, Date.now() + skew]) {
      const body = await send(signed(session, 'POST', '/hankun/shortcut', shortcut('Stale'), { timestamp }));
      expect(body.code).toBe(401);
      expect(body.data).toMatchObject({ reason: 'stale' });
      expect(Math.abs((body.data as { serverTime: number }).serverTime - Date.now())).toBeLessThan(5_000);
    }
    const late = Date.now() - REQUEST_SIGNING_LIMITS.maxSkewMs + 30_000;
    const inTime = await send(
      signed(session, 'POST', '/hankun/shortcut', shortcut('Late'), { timestamp: late }),
    );
    expect(inTime.code).toBe(200);
    expect(await shortcutTitles(session)).not.toContain('Stale');
  });

  it('refuses a nonce used before on the session, and counts it only for a valid signature', async () => {
    const session = await signIn();
    const nonce = 'a1b2c3d4e5f6a7b8c9d0';
    // A forged request with the nonce must not use it up for its owner.
    const forged = signed(session, 'POST', '/hankun/shortcut', shortcut('Forged'), { nonce });
    const wrongKey = { ...session, signKey: 'f'.repeat(64) };
    const forgedHeaders = signed(wrongKey, 'POST', '/hankun/shortcut', shortcut('Forged'), { nonce }).headers;
    expect((await send({ ...forged, headers: forgedHeaders })).code).toBe(401);

    const first = signed(session, 'POST', '/hankun/shortcut', shortcut('Once'), { nonce });
    expect((await send(first)).code).toBe(200);
    const replay = await send(first);
    expect(replay.code).toBe(401);
    expect(replay.data).toMatchObject({ reason: 'replayed' });
    expect((await shortcutTitles(session)).filter((title) => title === 'Once')).toHaveLength(1);
  });

  it('refuses a request signed with another key, or altered in its path, query or body', async () => {
    const session = await signIn();
    const other = await signIn('luoxue');
    const base = signed(session, 'POST', '/hankun/shortcut', shortcut('Original'));
    const attempts: InjectOptions[] = [
      { ...base, headers: { ...base.headers, ...auth(other) } },
      { ...base, payload: JSON.stringify(shortcut('Altered')) },
      { ...base, url: `${API}/hankun/shortcut?extra=1` },
      {
        ...signed(session, 'GET', '/hankun/history/list?kind=route'),
        url: `${API}/hankun/history/list?kind=search`,
      },
      { ...base, method: 'PUT' },
      { ...base, headers: { ...base.headers, [SIGNATURE_HEADERS.signature]: 'zz' } },
    ];
    for (const attempt of attempts) {
      const body = await send(attempt);
      expect(body.code).toBe(401);
      expect(body.data).toMatchObject({ reason: 'invalid' });
    }
    expect(await shortcutTitles(session)).not.toContain('Altered');
    expect(await shortcutTitles(other)).not.toContain('Altered');
  });

  it('leaves a multipart body unhashed, and only a multipart body', async () => {
    const session = await signIn();
    const me = (await send(signed(session, 'GET', '/getInfo'))).data as { user: { userId: number } };
    const upload = uploadBody(personal(me.user.userId), [{ name: 'seal.png', content: pngBytes() }]);
    const url = `${API}/files/add`;
    const accepted = await send({
      method: 'POST',
      url,
      headers: {
        ...auth(session),
        ...upload.headers,
        ...signatureHeaders(session.signKey, { method: 'POST', url, body: UNSIGNED_PAYLOAD }),
      },
      payload: upload.payload,
    });
    expect(accepted.code).toBe(200);
    const jsonClaimingMultipart = signed(session, 'POST', '/hankun/shortcut', shortcut('Unhashed'));
    const headers = {
      ...jsonClaimingMultipart.headers,
      ...signatureHeaders(session.signKey, {
        method: 'POST',
        url: `${API}/hankun/shortcut`,
        body: UNSIGNED_PAYLOAD,
      }),
    };
    expect((await send({ ...jsonClaimingMultipart, headers })).code).toBe(401);
  });

  it('keeps the key and the signatures out of every log line', async () => {
    const session = await signIn();
    const good = signed(session, 'POST', '/hankun/shortcut', shortcut('Logged'));
    await send(good);
    await send(good);
    const signature = (good.headers as Record<string, string>)[SIGNATURE_HEADERS.signature];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(session.signKey);
      expect(line).not.toContain(signature);
    }
  });
});

describe('system config', () => {
  async function setConfig(key: string, value: string) {
    await t.db
      .insert(systemConfig)
      .values({ configKey: key, configValue: value, configName: key, configType: 'Y' })
      .onConflictDoUpdate({ target: systemConfig.configKey, set: { configValue: value } });
  }

  it('with signing off, opens sessions without a key whose requests need no signature', async () => {
    const before = await signIn();
    await setConfig('sys.security.signRequests', 'false');
    try {
      await waitForConfig(async () => (await signIn()).signKey === undefined);
      const session = await signIn();
      const body = await send({
        method: 'POST',
        url: `${API}/hankun/shortcut`,
        headers: auth(session),
        payload: shortcut('No signing'),
      });
      expect(body.code).toBe(200);
      // A session opened while signing was on still must sign.
      const older = await send({ url: `${API}/getInfo`, headers: auth(before) });
      expect(older.code).toBe(401);
    } finally {
      await setConfig('sys.security.signRequests', 'true');
    }
  });

  it('with encryption on, takes only encrypted JSON bodies, each sealed for its own request', async () => {
    await setConfig('sys.security.encryptBodies', 'true');
    try {
      await waitForConfig(async () => (await signIn()).encryptBodies === true);
      const session = await signIn();
      const plain = await send(signed(session, 'POST', '/hankun/shortcut', shortcut('Plain')));
      expect(plain.code).toBe(401);
      expect(plain.data).toMatchObject({ reason: 'encryptionRequired' });

      const url = `${API}/hankun/shortcut`;
      const sealed = protectRequest(session.signKey, {
        method: 'POST',
        url,
        json: shortcut('Sealed'),
        encrypt: true,
      });
      expect(sealed.body).not.toContain('Sealed');
      const request = {
        method: 'POST' as const,
        url,
        headers: { ...auth(session), 'content-type': 'application/json', ...sealed.headers },
        payload: sealed.body,
      };
      expect((await send(request)).code).toBe(200);
      expect(await shortcutTitles(session)).toContain('Sealed');

      // The same ciphertext, signed afresh for another request, does not open: it was sealed
      // for the first request's nonce.
      const moved = JSON.stringify(JSON.parse(sealed.body ?? '{}'));
      const resigned = {
        ...request,
        payload: moved,
        headers: {
          ...request.headers,
          ...signatureHeaders(session.signKey, { method: 'POST', url, body: moved }),
        },
      };
      const refused = await send(resigned);
      expect(refused.code).toBe(401);
      expect(refused.data).toMatchObject({ reason: 'undecryptable' });

      // Garbage in the envelope is refused the same way, never a 500.
      const garbage = JSON.stringify({ payload: 'not-base64-%%%' });
      const garbageHeaders = {
        ...request.headers,
        ...signatureHeaders(session.signKey, { method: 'POST', url, body: garbage }),
      };
      expect((await send({ ...request, payload: garbage, headers: garbageHeaders })).code).toBe(401);
      expect(encryptBody(session.signKey, 'POST', url, 'n'.repeat(16), '{}')).not.toBe('{}');
    } finally {
      await setConfig('sys.security.encryptBodies', 'false');
    }
  });
});

async function waitForConfig(ready: () => Promise<boolean>) {
  // System config is remembered for a few seconds; wait until the app reads the new value.
  for (let waited = 0; waited < 15_000; waited += 250) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the config change never reached sign-in');
}
