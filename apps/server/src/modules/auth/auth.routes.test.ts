import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswer } from '../../../test/captcha-answer.ts';
import { API, bearer, createTestApp, json, signIn, type TestApp } from '../../../test/test-app.ts';
import { hashToken } from '../../platform/auth/session.service.ts';
import { sessions } from '../../platform/auth/session.tables.ts';
import { loginLog } from './login-log.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 10;
/** A fresh client address, so per-IP failure counts of one test do not leak into another. */
const freshIp = () => `10.0.0.${ipCounter++}`;

const login = (payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload, remoteAddress: ip, headers });

describe('POST /login', () => {
  it('signs the demo admin in with a token and an HttpOnly, SameSite=Lax cookie', async () => {
    const response = await login({ username: 'admin', password: 'Venus@2026!' });
    const body = json(response);
    expect(body.code).toBe(200);
    const token = (body.data as { token: string }).token;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const cookie = response.cookies.find((c) => c.name === 'venus_token');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(t.app, 'admin');
    const [byHash] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(byHash).toBeDefined();
    const [byToken] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(byToken).toBeUndefined();
  });

  it('issues a new token at every sign-in', async () => {
    expect(await signIn(t.app, 'admin')).not.toBe(await signIn(t.app, 'admin'));
  });

  it('trims the username but not the password', async () => {
    expect(json(await login({ username: '  admin ', password: 'Venus@2026!' })).code).toBe(200);
    expect(json(await login({ username: 'wangjianguo', password: ' Venus@2026! ' })).code).toBe(400);
  });

  it('answers a wrong password with the same message as an unknown user, in the caller language', async () => {
    const wrong = json(await login({ username: 'admin', password: 'nope' }));
    const unknown = json(await login({ username: 'nobody-here', password: 'nope' }));
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('用户名或密码错误');
    expect(unknown.msg).toBe(wrong.msg);
    const english = json(await login({ username: 'admin', password: 'nope' }, freshIp(), { language: 'en' }));
    expect(english.msg).toBe('Wrong username or password');
  });

  it('refuses an empty or 65-character username naming the field', async () => {
    const empty = json(await login({ username: '', password: 'x' }));
    expect(empty.code).toBe(400);
    expect(empty.msg).toBe('用户名不能为空');
    const long = json(
      await login({ username: 'a'.repeat(65), password: 'x' }, freshIp(), { language: 'en' }),
    );
    expect(long.msg).toBe('Username must be at most 64 characters');
    expect(long.errors?.[0]?.field).toBe('username');
  });

  it('refuses a disabled account', async () => {
    const body = json(await login({ username: 'hanlei', password: 'Venus@2026!' }));
    expect(body.msg).toBe('账户已停用，请联系管理员');
  });

  it('writes the sign-in log for success and failure with IP and user agent', async () => {
    const ip = freshIp();
    await login({ username: 'sunyue', password: 'bad' }, ip, { 'user-agent': 'journey-agent' });
    await login({ username: 'sunyue', password: 'Venus@2026!' }, ip, { 'user-agent': 'journey-agent' });
    const rows = await t.db.select().from(loginLog).where(eq(loginLog.ipaddr, ip));
    expect(rows.map((row) => row.status).sort()).toEqual(['0', '1']);
    expect(rows.every((row) => row.userAgent === 'journey-agent' && row.userName === 'sunyue')).toBe(true);
  });
});

describe('captcha and lockout', () => {
  const captchaFor = async () => {
    const body = json(await t.app.inject({ method: 'GET', url: `${API}/captchaImage` }));
    const { uuid, img } = body.data as { uuid: string; img: string };
    return { uuid, img };
  };

  it('requires the captcha after 3 failures for a username', async () => {
    const name = 'xuqing';
    const needs = async () =>
      json(
        await t.app.inject({
          method: 'GET',
          url: `${API}/needCaptcha?username=${name}`,
          remoteAddress: freshIp(),
        }),
      ).data;
    expect(await needs()).toBe(false);
    for (let i = 0; i < 3; i += 1) await login({ username: name, password: 'wrong' });
    expect(await needs()).toBe(true);
    const refused = json(await login({ username: name, password: 'Venus@2026!' }));
    expect(refused.msg).toBe('请输入验证码');
    expect(refused.data).toEqual({ captchaRequired: true });
  });

  it('requires the captcha after 3 failures from one IP, whatever the username', async () => {
    const ip = freshIp();
    for (const name of ['a1', 'a2', 'a3']) await login({ username: name, password: 'wrong' }, ip);
    expect(json(await login({ username: 'panling', password: 'Venus@2026!' }, ip)).msg).toBe('请输入验证码');
    expect(json(await login({ username: 'panling', password: 'Venus@2026!' })).code).toBe(200);
  });

  it('refuses an expired captcha and a wrong answer, accepts the right one in any case', async () => {
    const ip = freshIp();
    for (const name of ['b1', 'b2', 'b3']) await login({ username: name, password: 'wrong' }, ip);
    const attempt = (uuid: string, code: string) =>
      login({ username: 'lvjianhua', password: 'Venus@2026!', uuid, code }, ip).then(json);
    const first = await captchaFor();
    expect(first.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await attempt('unknown-uuid', 'abcd')).msg).toBe('验证码已失效，请刷新后重试');
    const rightAnswer = await captchaAnswer(t, first.uuid);
    expect((await attempt(first.uuid, 'zzzz')).msg).toBe('验证码错误');
    // A captcha can be tried once: the right answer after a wrong one finds it gone.
    expect((await attempt(first.uuid, rightAnswer)).msg).toBe('验证码已失效，请刷新后重试');
    const second = await captchaFor();
    expect((await attempt(second.uuid, (await captchaAnswer(t, second.uuid)).toUpperCase())).code).toBe(200);
  });

  it('locks a username for 10 minutes after 5 failures, even with the right password', async () => {
    const name = 'chengpeng';
    for (let i = 0; i < 5; i += 1) {
      const ip = freshIp();
      const needs = json(
        await t.app.inject({ method: 'GET', url: `${API}/needCaptcha?username=${name}`, remoteAddress: ip }),
      );
      const payload: Record<string, string> = { username: name, password: 'wrong' };
      if (needs.data === true) {
        const { uuid } = await captchaFor();
        payload.uuid = uuid;
        payload.code = await captchaAnswer(t, uuid);
      }
      await login(payload, ip);
    }
    const { uuid } = await captchaFor();
    const code = await captchaAnswer(t, uuid);
    const locked = json(await login({ username: name, password: 'Venus@2026!', uuid, code }));
    expect(locked.msg).toBe('登录失败次数过多，账户已锁定，请10分钟后再试');
  });

  it('locks an unknown username the same way, revealing nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      const ip = freshIp();
      const payload: Record<string, string> = { username: 'ghost', password: 'wrong' };
      const needs = json(
        await t.app.inject({ method: 'GET', url: `${API}/needCaptcha?username=ghost`, remoteAddress: ip }),
      );
      if (needs.data === true) {
        const { uuid } = await captchaFor();
        payload.uuid = uuid;
        payload.code = await captchaAnswer(t, uuid);
      }
      await login(payload, ip);
    }
    expect(json(await login({ username: 'ghost', password: 'x' })).msg).toBe(
      '登录失败次数过多，账户已锁定，请10分钟后再试',
    );
  });

  it('always requires the captcha when the system config says so', async () => {
    const admin = await signIn(t.app, 'admin');
    const list = json(
      await t.app.inject({
        url: `${API}/system/config/list?configKey=captchaEnabled`,
        headers: bearer(admin),
      }),
    );
    const row = list.rows?.[0] as { configId: number; configName: string; configKey: string };
    const put = (value: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/system/config`,
        headers: bearer(admin),
        payload: { ...row, configValue: value, configType: 'Y' },
      });
    expect(json(await put('true')).code).toBe(200);
    try {
      const needs = json(
        await t.app.inject({ url: `${API}/needCaptcha?username=admin`, remoteAddress: freshIp() }),
      );
      expect(needs.data).toBe(true);
      expect(json(await login({ username: 'admin', password: 'Venus@2026!' })).msg).toBe('请输入验证码');
    } finally {
      expect(json(await put('false')).code).toBe(200);
    }
  });
});

describe('session', () => {
  it('returns the user, roles and permissions from /getInfo', async () => {
    const token = await signIn(t.app, 'admin');
    const body = json(await t.app.inject({ url: `${API}/getInfo`, headers: bearer(token) }));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      user: { userName: 'admin', nickName: '系统管理员' },
      roles: ['admin'],
      permissions: ['*:*:*'],
    });
  });

  it('accepts the token from the cookie as well as the bearer header', async () => {
    const token = await signIn(t.app, 'admin');
    const body = json(await t.app.inject({ url: `${API}/getInfo`, cookies: { venus_token: token } }));
    expect(body.code).toBe(200);
  });

  it('answers 401 without a session and with an unknown token', async () => {
    expect(json(await t.app.inject({ url: `${API}/getInfo` })).code).toBe(401);
    expect(json(await t.app.inject({ url: `${API}/getInfo`, headers: bearer('forged') })).code).toBe(401);
  });

  it('revokes the session on the server at logout', async () => {
    const token = await signIn(t.app, 'admin');
    const out = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(token) });
    expect(json(out).code).toBe(200);
    expect(json(await t.app.inject({ url: `${API}/getInfo`, headers: bearer(token) })).code).toBe(401);
  });

  it('ends a session idle longer than the idle timeout', async () => {
    const token = await signIn(t.app, 'admin');
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(json(await t.app.inject({ url: `${API}/getInfo`, headers: bearer(token) })).code).toBe(401);
  });

  it('ends a session past its absolute lifetime however active', async () => {
    const token = await signIn(t.app, 'admin');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(json(await t.app.inject({ url: `${API}/getInfo`, headers: bearer(token) })).code).toBe(401);
  });

  it('gives a user with no role the default role and no permissions', async () => {
    const admin = await signIn(t.app, 'admin');
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/system/user`,
        headers: bearer(admin),
        payload: { userName: 'norole', nickName: '无角色', password: 'Venus@2026!' },
      }),
    );
    expect(created.code).toBe(200);
    const token = await signIn(t.app, 'norole');
    const info = json(await t.app.inject({ url: `${API}/getInfo`, headers: bearer(token) }));
    expect(info.data).toMatchObject({ roles: ['ROLE_DEFAULT'], permissions: [] });
  });
});
