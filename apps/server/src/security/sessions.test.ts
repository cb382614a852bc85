import { LIVE_SOCKET_CLOSE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedWithin, connectLive, type LiveClient, socketBase } from '../../test/live-socket.ts';
import { API, bearer, callApi, createTestApp, json, signIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { hashToken, SESSION_COOKIE } from '../platform/auth/session.service.ts';
import { sessions } from '../platform/auth/session.tables.ts';
import { isAllowedOrigin } from '../platform/http/socket-origin.ts';

/**
 * ASVS 7.2.4, 7.3.1, 7.3.2, 7.4.1, 7.4.2 and 4.4.2: what ends a session, over HTTP and over the
 * live-message socket, and who may open a socket at all.
 */

let t: TestApp;
let admin: string;
const open: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterEach(() => {
  for (const client of open.splice(0)) client.socket.terminate();
});
afterAll(() => t.close());

async function userIdOf(userName: string): Promise<number> {
  const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return row!.userId;
}

const signedIn = async (token: string) => (await callApi(t.app, 'GET', '/getInfo', token)).code === 200;

async function socketOf(token: string, userId: number, origin?: string): Promise<LiveClient> {
  const client = await connectLive(t.app, `?userId=${userId}`, token, origin ? { origin } : {});
  open.push(client);
  return client;
}

/** Still open after a moment: a refused socket is closed at once after the handshake. */
async function staysOpen(client: LiveClient): Promise<boolean> {
  return closedWithin(client, 400).then(
    () => false,
    () => true,
  );
}

/** Two HTTP sessions and a socket on each, for one user. */
async function twoSessionsOf(userName: string) {
  const userId = await userIdOf(userName);
  const tokens = [await signIn(t.app, userName), await signIn(t.app, userName)];
  const sockets = [await socketOf(tokens[0]!, userId), await socketOf(tokens[1]!, userId)];
  return { userId, tokens, sockets };
}

async function expectAllEnded(world: Awaited<ReturnType<typeof twoSessionsOf>>) {
  for (const client of world.sockets) {
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  }
  for (const token of world.tokens) expect(await signedIn(token)).toBe(false);
}

describe('session tokens (7.2.4)', () => {
  it('never adopts a token the client brings to the sign-in', async () => {
    const planted = 'attacker-chosen-token-0123456789abcdefghijklmnop';
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { username: 'sunyue', password: 'Venus@2026!' },
      cookies: { [SESSION_COOKIE]: planted },
    });
    const token = (json(response).data as { token: string }).token;
    expect(token).not.toBe(planted);
    expect(await signedIn(planted)).toBe(false);
    expect(await signedIn(token)).toBe(true);
  });

  it('gives each sign-in its own session, so ending one leaves the other', async () => {
    const [first, second] = [await signIn(t.app, 'guojing'), await signIn(t.app, 'guojing')];
    expect(first).not.toBe(second);
    await callApi(t.app, 'POST', '/logout', first);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(true);
  });
});

describe('timeouts (7.3.1, 7.3.2)', () => {
  it('ends the session at its absolute end, fixed at sign-in and never moved by activity', async () => {
    const token = await signIn(t.app, 'hubin');
    const row = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!;
    const before = await row();
    expect(before.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(before.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
    // Active two minutes ago: the next request refreshes last-seen, but never the absolute end.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.sessionId, before.sessionId));
    expect(await signedIn(token)).toBe(true);
    const after = await row();
    expect(after.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });

  it('closes a socket at the heartbeat once its session is past its absolute end', async () => {
    const userId = await userIdOf('hezhenyu');
    const token = await signIn(t.app, 'hezhenyu');
    const client = await socketOf(token, userId);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await t.app.services.liveSockets.heartbeat();
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });
});

describe('ending every session of a user (7.4.1, 7.4.2)', () => {
  it('ends the HTTP session and the socket signed out from, and clears the cookie', async () => {
    const userId = await userIdOf('majunjie');
    const token = await signIn(t.app, 'majunjie');
    const client = await socketOf(token, userId);
    const out = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(token) });
    const cleared = out.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
    expect(await signedIn(token)).toBe(false);
  });

  it('ends every HTTP session and socket of a user an administrator disables', async () => {
    const world = await twoSessionsOf('yangfan');
    const disabled = await callApi(t.app, 'PUT', '/system/user/disable', admin, { userId: world.userId });
    expect(disabled.code, disabled.msg).toBe(200);
    await expectAllEnded(world);
  });

  it('ends every HTTP session and socket of a user who is deleted', async () => {
    const world = await twoSessionsOf('zhulihua');
    const removed = await callApi(t.app, 'DELETE', `/system/user/${world.userId}`, admin);
    expect(removed.code, removed.msg).toBe(200);
    await expectAllEnded(world);
  });

  it('ends every HTTP session and socket of a user whose password an administrator resets', async () => {
    const world = await twoSessionsOf('linxiaofeng');
    const reset = await callApi(t.app, 'PUT', '/system/user/resetPwd', admin, {
      userId: world.userId,
      password: 'Venus@2027!reset',
    });
    expect(reset.code, reset.msg).toBe(200);
    await expectAllEnded(world);
  });
});

describe('cookie flags (3.3.x)', () => {
  it('marks the session cookie Secure behind HTTPS', async () => {
    const secure = await createTestApp({ SECURE_COOKIES: 'true' });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: `${API}/login`,
        payload: { username: 'luoxue', password: 'Venus@2026!' },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    } finally {
      await secure.close();
    }
  });

  it('leaves Secure off on plain HTTP, where the browser would drop such a cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { username: 'luoxue', password: 'Venus@2026!' },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
  });
});

describe('socket handshakes (4.4.2)', () => {
  it('refuses a handshake from a page of another origin, even with a live session', async () => {
    const userId = await userIdOf('liangjiaxin');
    const token = await signIn(t.app, 'liangjiaxin');
    const client = await socketOf(token, userId, 'https://evil.example.com');
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.forbidden);
  });

  it('accepts a page of this server, and a client that sends no Origin', async () => {
    const userId = await userIdOf('songwenbo');
    const token = await signIn(t.app, 'songwenbo');
    const noOrigin = await socketOf(token, userId);
    expect(await staysOpen(noOrigin)).toBe(true);
    const page = (await socketBase(t.app)).replace(/^ws:\/\/([^/]+).*$/, 'http://$1');
    const sameOrigin = await socketOf(token, userId, page);
    expect(await staysOpen(sameOrigin)).toBe(true);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    const other = await createTestApp({
      ALLOWED_ORIGINS: 'https://venus.firm.example',
    });
    try {
      const userId = await userIdOf('songwenbo');
      const token = await signIn(other.app, 'songwenbo');
      const client = await connectLive(other.app, `?userId=${userId}`, token, {
        origin: 'https://venus.firm.example',
      });
      open.push(client);
      expect(await staysOpen(client)).toBe(true);
      const stranger = await connectLive(other.app, `?userId=${userId}`, token, {
        origin: 'https://other.firm.example',
      });
      open.push(stranger);
      expect((await closedWithin(stranger)).code).toBe(LIVE_SOCKET_CLOSE.forbidden);
    } finally {
      for (const client of open.splice(0)) client.socket.terminate();
      await other.close();
    }
  });

  it('refuses a handshake without a session or with an ended one', async () => {
    const userId = await userIdOf('zhengkailin');
    const token = await signIn(t.app, 'zhengkailin');
    await callApi(t.app, 'POST', '/logout', token);
    const client = await socketOf(token, userId);
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });
});

describe('which origins may open a socket', () => {
  it('tells this host, loopback development pages, listed origins and garbage apart', () => {
    expect(isAllowedOrigin(undefined, 'venus.firm.cn', [])).toBe(true);
    expect(isAllowedOrigin('https://venus.firm.cn', 'venus.firm.cn', [])).toBe(true);
    expect(isAllowedOrigin('https://venus.firm.cn.evil.com', 'venus.firm.cn', [])).toBe(false);
    expect(isAllowedOrigin('https://wiki.firm.cn', 'venus.firm.cn', [])).toBe(false);
    expect(isAllowedOrigin('https://wiki.firm.cn', 'venus.firm.cn', ['https://wiki.firm.cn'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:8080', [])).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'venus.firm.cn', [])).toBe(false);
    expect(isAllowedOrigin('null', 'venus.firm.cn', [])).toBe(false);
  });
});
