import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaAnswer } from '../../../test/captcha-answer.ts';
import {
  API,
  bearer,
  callApi,
  createTestApp,
  json,
  type Method,
  type TestApp,
} from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-firm.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { loginLog } from '../auth/login-log.tables.ts';
import { userMfa } from './account-security.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 10;
/** A fresh client address, so per-address failure counts of one test do not reach another. */
const freshIp = () => `10.8.0.${ipCounter++}`;

const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(t.app, method, url, token, payload);

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, remoteAddress: ip });

const passwordStep = async (username: string, ip = freshIp()) =>
  json(await post('/login', { username, password: DEMO_PASSWORD }, ip));

interface Challenge {
  mfa: 'verify' | 'enrol';
  challenge: string;
  expiresIn: number;
}

/** Signs in with the password and expects the second step rather than a session. */
async function challengeFor(username: string, ip = freshIp()): Promise<Challenge> {
  const body = await passwordStep(username, ip);
  expect(body.code, body.msg).toBe(200);
  const data = body.data as Challenge & { token?: string };
  expect(data.token).toBeUndefined();
  return data;
}

const STEP_MS = 30_000;
/** The authenticator's code, now or `steps` time steps away (a phone clock fast or slow). */
const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

/**
 * Waits out the last seconds of a time step, so a code computed here is judged by the server
 * within the same step (a code one step old would otherwise turn two steps old in between).
 */
async function awayFromStepEdge() {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 4000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

/** A user who signed in with the password and turned the factor on from the personal settings. */
async function enrolled(userName: string) {
  const signed = await passwordStep(userName);
  expect(signed.code, signed.msg).toBe(200);
  const token = (signed.data as { token: string }).token;
  const started = await call('POST', '/system/user/mfa/start', token);
  expect(started.code, started.msg).toBe(200);
  const { secret } = started.data as { secret: string };
  // One step old: the sign-ins of the test can then use this step and the next one.
  await awayFromStepEdge();
  const confirmed = await call('POST', '/system/user/mfa/confirm', token, { code: codeAt(secret, -1) });
  expect(confirmed.code, confirmed.msg).toBe(200);
  const { recoveryCodes } = confirmed.data as { recoveryCodes: string[] };
  return { token, secret, recoveryCodes };
}

async function userIdOf(userName: string) {
  const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return row!.userId;
}

const mfaRowOf = async (userName: string) => {
  const [row] = await t.db
    .select()
    .from(userMfa)
    .where(eq(userMfa.userId, await userIdOf(userName)));
  return row;
};

/** Everything a test saw that must never reach the audit trail. */
const secretsSeen = new Set<string>();

describe('enrolment from the personal settings', () => {
  it('answers a secret and its otpauth URI, keeps the secret encrypted and the factor off until confirmed', async () => {
    const token = json(await post('/login', { username: 'hubin', password: DEMO_PASSWORD })).data as {
      token: string;
    };
    const started = await call('POST', '/system/user/mfa/start', token.token);
    expect(started.code, started.msg).toBe(200);
    const { secret, otpauthUri } = started.data as { secret: string; otpauthUri: string };
    secretsSeen.add(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Venus:hubin');
    expect(uri.searchParams.get('issuer')).toBe('Venus');
    expect(uri.searchParams.get('secret')).toBe(secret);

    const row = await mfaRowOf('hubin');
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secret).not.toContain(secret);
    secretsSeen.add(row!.secret);
    // Not in use yet: the password alone still signs in, and the settings say off.
    expect((await passwordStep('hubin')).data).toHaveProperty('token');
    expect((await call('GET', '/system/user/mfa', token.token)).data).toMatchObject({
      enabled: false,
      required: false,
    });
  });

  it('refuses a wrong first code, then turns on with a right one and shows ten recovery codes once', async () => {
    const token = (await passwordStep('gaoxiang')).data as { token: string };
    const { secret } = (await call('POST', '/system/user/mfa/start', token.token)).data as { secret: string };
    const wrong = await call('POST', '/system/user/mfa/confirm', token.token, {
      code: codeAt(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('动态验证码错误');
    expect((await mfaRowOf('gaoxiang'))?.confirmedAt).toBeNull();

    const confirmed = await call('POST', '/system/user/mfa/confirm', token.token, { code: codeAt(secret) });
    expect(confirmed.code, confirmed.msg).toBe(200);
    const { recoveryCodes } = confirmed.data as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
    for (const code of recoveryCodes) secretsSeen.add(code);

    const row = await mfaRowOf('gaoxiang');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.recoveryCodeHashes).toHaveLength(10);
    // Only hashes are kept: no code, in any spelling, is in the row.
    const stored = JSON.stringify(row);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
    for (const hash of row!.recoveryCodeHashes) secretsSeen.add(hash);
    expect((await call('GET', '/system/user/mfa', token.token)).data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // On: a second start is refused rather than replacing the secret in use.
    const again = await call('POST', '/system/user/mfa/start', token.token);
    expect(again.code).toBe(409);
    expect((await mfaRowOf('gaoxiang'))?.secret).toBe(row?.secret);
  });
});

describe('signing in with the second factor', () => {
  it('answers a challenge instead of a session, then opens the session for the right code', async () => {
    const { secret } = await enrolled('linxiaofeng');
    const response = await post('/login', { username: 'linxiaofeng', password: DEMO_PASSWORD });
    const body = json(response);
    expect(body.code, body.msg).toBe(200);
    const { mfa, challenge, expiresIn } = body.data as Challenge & { token?: string };
    expect(body.data).not.toHaveProperty('token');
    expect(mfa).toBe('verify');
    expect(expiresIn).toBe(300);
    expect(response.cookies.find((cookie) => cookie.name === 'venus_token')).toBeUndefined();
    // The challenge is no session.
    expect((await call('GET', '/getInfo', challenge)).code).toBe(401);

    const done = await post('/login/mfa', { challenge, code: codeAt(secret) });
    const answer = json(done);
    expect(answer.code, answer.msg).toBe(200);
    const { token } = answer.data as { token: string };
    expect(done.cookies.find((cookie) => cookie.name === 'venus_token')).toMatchObject({
      value: token,
      httpOnly: true,
    });
    expect((await call('GET', '/getInfo', token)).code).toBe(200);
    // Used up: the same challenge opens no second session, even with a fresh right code.
    const reused = json(await post('/login/mfa', { challenge, code: codeAt(secret, 1) }));
    expect(reused.code).toBe(400);
    expect(reused.msg).toBe('登录验证已过期，请重新输入用户名和密码');
  });

  it('accepts one step of clock drift either way, refuses two', async () => {
    const { secret } = await enrolled('wupeiqi');
    await awayFromStepEdge();
    const behind = codeAt(secret, -2);
    const ahead = codeAt(secret, 1);
    const tooFar = json(
      await post('/login/mfa', { challenge: (await challengeFor('wupeiqi')).challenge, code: behind }),
    );
    expect(tooFar.msg).toBe('动态验证码错误');
    const fast = json(
      await post('/login/mfa', { challenge: (await challengeFor('wupeiqi')).challenge, code: ahead }),
    );
    expect(fast.code, fast.msg).toBe(200);
  });

  it('refuses a code already used, in its own step or an earlier one', async () => {
    const { secret } = await enrolled('zhengkailin');
    await awayFromStepEdge();
    const code = codeAt(secret);
    const first = json(
      await post('/login/mfa', { challenge: (await challengeFor('zhengkailin')).challenge, code }),
    );
    expect(first.code, first.msg).toBe(200);
    const replay = json(
      await post('/login/mfa', { challenge: (await challengeFor('zhengkailin')).challenge, code }),
    );
    expect(replay.code).toBe(400);
    expect(replay.msg).toBe('此验证码已使用过，请等待验证器显示下一个验证码');
    // The enrolment's code (a step back, still inside the drift window) is refused as well.
    const older = json(
      await post('/login/mfa', {
        challenge: (await challengeFor('zhengkailin')).challenge,
        code: codeAt(secret, -1),
      }),
    );
    expect(older.msg).toBe('此验证码已使用过，请等待验证器显示下一个验证码');
  });

  it('lets two requests racing with one code open one session only', async () => {
    const { secret } = await enrolled('liangjiaxin');
    await awayFromStepEdge();
    const code = codeAt(secret);
    const [a, b] = await Promise.all([challengeFor('liangjiaxin'), challengeFor('liangjiaxin')]);
    const answers = await Promise.all([
      post('/login/mfa', { challenge: a.challenge, code }).then(json),
      post('/login/mfa', { challenge: b.challenge, code }).then(json),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const { token, recoveryCodes } = await enrolled('xieyutong');
    const [first, second] = recoveryCodes;
    const typed = first!.toLowerCase().replaceAll('-', ' ');
    const used = json(
      await post('/login/mfa', { challenge: (await challengeFor('xieyutong')).challenge, code: typed }),
    );
    expect(used.code, used.msg).toBe(200);
    const again = json(
      await post('/login/mfa', { challenge: (await challengeFor('xieyutong')).challenge, code: first! }),
    );
    expect(again.code).toBe(400);
    expect(again.msg).toBe('动态验证码错误');
    expect((await call('GET', '/system/user/mfa', token)).data).toMatchObject({ recoveryCodesLeft: 9 });
    const other = json(
      await post('/login/mfa', { challenge: (await challengeFor('xieyutong')).challenge, code: second! }),
    );
    expect(other.code, other.msg).toBe(200);
    expect((await mfaRowOf('xieyutong'))?.recoveryCodeHashes).toHaveLength(8);
  });

  it('refuses a challenge after its five minutes', async () => {
    const { secret } = await enrolled('tangsiyuan');
    const { challenge } = await challengeFor('tangsiyuan');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 301_000);
      const late = json(await post('/login/mfa', { challenge, code: codeAt(secret) }));
      expect(late.code).toBe(400);
      expect(late.msg).toBe('登录验证已过期，请重新输入用户名和密码');
    } finally {
      vi.useRealTimers();
    }
    expect(json(await post('/login/mfa', { challenge: 'made-up', code: '123456' })).msg).toBe(
      '登录验证已过期，请重新输入用户名和密码',
    );
  });

  it('counts wrong codes as failed sign-ins: logged, and the fifth locks the account and ends the challenge', async () => {
    const { secret } = await enrolled('fengjia');
    const { challenge } = await challengeFor('fengjia');
    const wrongCode = () => (codeAt(secret) === '000000' ? '111111' : '000000');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = json(await post('/login/mfa', { challenge, code: wrongCode() }));
      expect(refused.msg).toBe('动态验证码错误');
    }
    const failures = await t.db
      .select()
      .from(loginLog)
      .where(and(eq(loginLog.userName, 'fengjia'), eq(loginLog.status, '1')));
    expect(failures.map((row) => row.msg)).toEqual(Array(4).fill('动态验证码错误'));
    // A right password now does not clear the count: the captcha is asked for after three.
    expect(json(await post('/login', { username: 'fengjia', password: DEMO_PASSWORD })).msg).toBe(
      '请输入验证码',
    );

    const fifth = json(await post('/login/mfa', { challenge, code: wrongCode() }));
    expect(fifth.msg).toBe('登录失败次数过多，账户已锁定，请10分钟后再试');
    const afterLock = json(await post('/login/mfa', { challenge, code: codeAt(secret) }));
    expect(afterLock.msg).toBe('登录验证已过期，请重新输入用户名和密码');
    const captcha = json(await t.app.inject({ url: `${API}/captchaImage` })).data as { uuid: string };
    const locked = json(
      await post('/login', {
        username: 'fengjia',
        password: DEMO_PASSWORD,
        uuid: captcha.uuid,
        code: await captchaAnswer(t, captcha.uuid),
      }),
    );
    expect(locked.msg).toBe('登录失败次数过多，账户已锁定，请10分钟后再试');
  });
});

describe('turning it off', () => {
  it('needs a current code or a recovery code, and pauses after five wrong ones', async () => {
    const { token, secret, recoveryCodes } = await enrolled('songwenbo');
    const wrong = await call('POST', '/system/user/mfa/disable', token, {
      code: codeAt(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('动态验证码错误');
    expect((await mfaRowOf('songwenbo'))?.confirmedAt).toBeInstanceOf(Date);
    const off = await call('POST', '/system/user/mfa/disable', token, { code: recoveryCodes[0]! });
    expect(off.code, off.msg).toBe(200);
    expect(await mfaRowOf('songwenbo')).toBeUndefined();
    expect((await passwordStep('songwenbo')).data).toHaveProperty('token');

    const second = await enrolled('zhulihua');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await call('POST', '/system/user/mfa/disable', second.token, { code: 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA' });
    const paused = await call('POST', '/system/user/mfa/disable', second.token, {
      code: codeAt(second.secret),
    });
    expect(paused.code).toBe(429);
    expect(await mfaRowOf('zhulihua')).toBeDefined();
  });
});

describe('required by role', () => {
  it('makes a holder of a listed role enrol at sign-in before any session, and keeps it on', async () => {
    const admin = (await passwordStep('admin')).data as { token: string };
    const list = json(
      await t.app.inject({
        url: `${API}/system/config/list?configKey=mfaRequiredRoles`,
        headers: bearer(admin.token),
      }),
    );
    const row = list.rows?.[0] as { configId: number; configName: string; configKey: string };
    expect(row.configKey).toBe('sys.account.mfaRequiredRoles');
    const put = (value: string) =>
      call('PUT', '/system/config', admin.token, { ...row, configValue: value, configType: 'Y' });
    expect((await put('finance, hr')).code).toBe(200);
    try {
      const { mfa, challenge } = await challengeFor('lvjianhua');
      expect(mfa).toBe('enrol');
      // Nothing to verify yet, and a code alone cannot skip the enrolment.
      const early = json(await post('/login/mfa', { challenge, code: '123456' }));
      expect(early.code).toBe(400);
      const enrolment = json(await post('/login/mfa/enrol', { challenge }));
      expect(enrolment.code, enrolment.msg).toBe(200);
      const { secret, otpauthUri } = enrolment.data as { secret: string; otpauthUri: string };
      secretsSeen.add(secret);
      expect(otpauthUri).toContain('Venus:lvjianhua');
      await awayFromStepEdge();
      const done = json(await post('/login/mfa', { challenge, code: codeAt(secret) }));
      expect(done.code, done.msg).toBe(200);
      const { token, recoveryCodes } = done.data as { token: string; recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      for (const code of recoveryCodes) secretsSeen.add(code);
      expect((await call('GET', '/system/user/mfa', token)).data).toMatchObject({
        enabled: true,
        required: true,
      });
      const off = await call('POST', '/system/user/mfa/disable', token, { code: recoveryCodes[0]! });
      expect(off.msg).toBe('您的角色要求使用两步验证，不能关闭');
      // From now on the code is asked for, not the enrolment.
      expect((await challengeFor('lvjianhua')).mfa).toBe('verify');
      // A verify challenge cannot be used to replace the secret.
      const { challenge: verifying } = await challengeFor('lvjianhua');
      expect(json(await post('/login/mfa/enrol', { challenge: verifying })).code).toBe(400);
      // Roles not listed sign in as before.
      expect((await passwordStep('sunyue')).data).toHaveProperty('token');
    } finally {
      expect((await put('')).code).toBe(200);
    }
  });
});

describe('administrator reset', () => {
  it('clears the factor of a person who lost their phone and ends their sessions', async () => {
    const { token } = await enrolled('caoli');
    const other = await passwordStep('caoli');
    expect((other.data as Challenge).mfa).toBe('verify');
    const hr = (await passwordStep('panling')).data as { token: string };
    const reset = await call('PUT', '/system/user/resetMfa', hr.token, { userId: await userIdOf('caoli') });
    expect(reset.code, reset.msg).toBe(200);
    expect(await mfaRowOf('caoli')).toBeUndefined();
    expect((await call('GET', '/getInfo', token)).code).toBe(401);
    expect((await passwordStep('caoli')).data).toHaveProperty('token');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mfa'), eq(auditLog.userName, 'panling')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'delete', entityId: String(await userIdOf('caoli')) });
    // Nothing to reset: said so, and nobody is signed out.
    const none = await call('PUT', '/system/user/resetMfa', hr.token, { userId: await userIdOf('caoli') });
    expect(none.msg).toBe('尚未开启两步验证');
  });

  it('lets only an administrator reset an administrator', async () => {
    await enrolled('admin');
    const hr = (await passwordStep('panling')).data as { token: string };
    const refused = await call('PUT', '/system/user/resetMfa', hr.token, { userId: await userIdOf('admin') });
    expect(refused.code).toBe(403);
    expect(await mfaRowOf('admin')).toBeDefined();
    const lawyer = (await passwordStep('sunyue')).data as { token: string };
    expect(
      (await call('PUT', '/system/user/resetMfa', lawyer.token, { userId: await userIdOf('caoli') })).code,
    ).toBe(403);
  });
});

describe('audit', () => {
  it('records every change of the factor, and never a secret, a code or a hash', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'mfa'));
    const actions = new Set(rows.map((row) => row.action));
    expect(actions).toEqual(new Set(['create', 'update', 'delete']));
    // The enrolment at sign-in is written in the name of the person enrolling.
    expect(rows.some((row) => row.userName === 'lvjianhua' && row.action === 'create')).toBe(true);
    for (const row of await t.db.select().from(userMfa)) {
      secretsSeen.add(row.secret);
      for (const hash of row.recoveryCodeHashes) secretsSeen.add(hash);
    }
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    const leaks = [...secretsSeen].filter((secret) => everything.includes(secret));
    expect(secretsSeen.size).toBeGreaterThan(30);
    expect(leaks).toEqual([]);
  });
});
