import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, type MailCapture, startMailCapture } from '../../../test/mail-capture.ts';
import {
  API,
  bearer,
  callApi,
  createTestApp,
  json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { DEMO_EMAIL_DOMAIN } from '../../db/seed/users.seed.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { hashPassword } from '../../platform/auth/password-hasher.ts';
import { userPrivacy } from './account-security.tables.ts';

const PRIVACY = 'Private#2026';
const HISTORY = '/system/user/profile/logininfor';

let t: TestApp;
let mail: MailCapture;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

async function mailedCode(token: string, userName: string) {
  const sent = await call('POST', '/system/user/verificationCode', token, { purpose: 'privacy' });
  expect(sent.code, sent.msg).toBe(200);
  return codeIn(await mail.nextMailTo(`${userName}@${DEMO_EMAIL_DOMAIN}`));
}

/** A signed-in user with a privacy password set through the real endpoints. */
async function withPrivacy(userName: string) {
  const token = await signIn(t.app, userName);
  const code = await mailedCode(token, userName);
  const saved = await call('PUT', '/system/user/privacy', token, {
    passwd: PRIVACY,
    againPasswd: PRIVACY,
    verificationCode: code,
  });
  expect(saved.code, saved.msg).toBe(200);
  return token;
}

const verify = (token: string, passwd: string, lang?: string) =>
  call('POST', '/system/user/privacy/verify', token, { passwd, passwd2: 'r4nd0m' }, lang);

async function history(token: string, unlock?: string, lang?: string) {
  const headers: Record<string, string> = { ...bearer(token) };
  if (unlock !== undefined) headers.passwd = unlock;
  if (lang) headers.language = lang;
  return json(await t.app.inject({ method: 'GET', url: `${API}${HISTORY}`, headers }));
}

async function unlockToken(token: string) {
  const body = await verify(token, PRIVACY);
  expect(body.code, body.msg).toBe(200);
  return (body.data as { token: string }).token;
}

const privacyAudits = (userName: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'privacyPassword'), eq(auditLog.userName, userName)))
    .orderBy(auditLog.auditId);

describe('privacy password', () => {
  it('opens the guarded page without a prompt while no privacy password is set', async () => {
    const token = await signIn(t.app, 'xieyutong');
    expect((await call('GET', '/system/user/privacy', token)).data).toEqual({ enabled: false });
    const body = await history(token);
    expect(body.code).toBe(200);
    expect((body.rows as { userName: string }[]).every((row) => row.userName === 'xieyutong')).toBe(true);
    expect(body.total).toBeGreaterThan(0);
  });

  it('is set with a mailed code, stored as argon2id, and audited without the hash', async () => {
    const token = await withPrivacy('lihuimin');
    expect((await call('GET', '/system/user/privacy', token)).data).toEqual({ enabled: true });
    const rows = await t.db.select().from(userPrivacy);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const audits = await privacyAudits('lihuimin');
    expect(audits.map((audit) => audit.action)).toEqual(['create']);
    expect(JSON.stringify(audits)).not.toContain('argon2');
  });

  it('answers 10016 on the guarded page without the passwd header or with a made-up one', async () => {
    const token = await withPrivacy('tangsiyuan');
    expect(await history(token)).toMatchObject({ code: 10016, msg: '此页面受隐私密码保护，请输入隐私密码' });
    expect((await history(token, 'not-a-token', 'en')).msg).toBe(
      'This page is protected by your privacy password; please enter it',
    );
  });

  it('says 密码错误！ (Wrong password!) for a wrong privacy password and gives no token', async () => {
    const token = await withPrivacy('fengjia');
    const cn = await verify(token, 'Wrong#2026');
    expect(cn).toMatchObject({ code: 400, msg: '密码错误！' });
    expect(cn.data).toBeUndefined();
    expect((await verify(token, 'Wrong#2026', 'en')).msg).toBe('Wrong password!');
    expect((await history(token)).code).toBe(10016);
  });

  it('opens the guarded page with the token from a right password, for this session only', async () => {
    const token = await withPrivacy('dengting');
    const body = await verify(token, PRIVACY);
    expect(body.data).toMatchObject({ passwd2: 'r4nd0m' });
    const unlock = (body.data as { token: string }).token;
    expect(unlock).not.toContain(PRIVACY);
    const opened = await history(token, unlock);
    expect(opened.code).toBe(200);
    expect((opened.rows as { userName: string }[]).every((row) => row.userName === 'dengting')).toBe(true);
    const otherSession = await signIn(t.app, 'dengting');
    expect((await history(otherSession, unlock)).code).toBe(10016);
  });

  it("does not let one user's token open another user's page", async () => {
    const mine = await withPrivacy('pengfang');
    const unlock = await unlockToken(mine);
    const theirs = await withPrivacy('caoli');
    expect((await history(theirs, unlock)).code).toBe(10016);
  });

  it('pauses the prompt after five wrong passwords, even for the right one', async () => {
    const token = await withPrivacy('xiaoying');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await verify(token, 'Wrong#2026')).code).toBe(400);
    const paused = await verify(token, PRIVACY);
    expect(paused).toMatchObject({ code: 429, msg: '隐私密码错误次数过多，请10分钟后再试' });
  });

  it('is changed with a new code, which ends earlier unlocks, audited as an update', async () => {
    const token = await withEarlierPrivacy('zenghui');
    const unlock = await unlockToken(token);
    const code = await mailedCode(token, 'zenghui');
    const changed = await call('PUT', '/system/user/privacy', token, {
      passwd: 'Another#2027',
      againPasswd: 'Another#2027',
      verificationCode: code,
    });
    expect(changed.code, changed.msg).toBe(200);
    expect((await history(token, unlock)).code).toBe(10016);
    expect((await verify(token, PRIVACY)).msg).toBe('密码错误！');
    expect((await verify(token, 'Another#2027')).code).toBe(200);
    expect((await privacyAudits('zenghui')).map((audit) => audit.action)).toEqual(['update']);
  });

  it('is closed with a code: the page opens without a prompt again, audited as a delete', async () => {
    const token = await withEarlierPrivacy('xuqing');
    const code = await mailedCode(token, 'xuqing');
    expect((await call('POST', '/system/user/privacy/close', token, { verificationCode: code })).code).toBe(
      200,
    );
    expect((await history(token)).code).toBe(200);
    expect((await call('GET', '/system/user/privacy', token)).data).toEqual({ enabled: false });
    expect((await privacyAudits('xuqing')).map((audit) => audit.action)).toEqual(['delete']);
  });

  it('refuses to set, change or close without a right code, writing nothing', async () => {
    const token = await signIn(t.app, 'yuanfang');
    const noCode = await call('PUT', '/system/user/privacy', token, {
      passwd: PRIVACY,
      againPasswd: PRIVACY,
      verificationCode: '',
    });
    expect(noCode).toMatchObject({ code: 400, msg: '验证码不能为空' });
    const unsent = await call('PUT', '/system/user/privacy', token, {
      passwd: PRIVACY,
      againPasswd: PRIVACY,
      verificationCode: '123456',
    });
    expect(unsent.msg).toBe('验证码已失效，请重新获取');
    const weak = await call('PUT', '/system/user/privacy', token, {
      passwd: 'weak',
      againPasswd: 'weak',
      verificationCode: '123456',
    });
    expect(weak.errors?.[0]).toMatchObject({ field: 'passwd', key: 'password.policy' });
    expect(
      (await call('POST', '/system/user/privacy/close', token, { verificationCode: '123456' })).msg,
    ).toBe('尚未设置隐私密码');
    expect(await privacyAudits('yuanfang')).toHaveLength(0);
    expect((await call('GET', '/system/user/privacy', token)).data).toEqual({ enabled: false });
  });

  it('refuses an anonymous caller everywhere', async () => {
    expect((await call('GET', HISTORY)).code).toBe(401);
    expect((await call('POST', '/system/user/privacy/verify', undefined, { passwd: PRIVACY })).code).toBe(
      401,
    );
  });
});

/**
 * A user whose privacy password was set earlier (written directly, as a previous visit would have
 * left it), so the test's one code in the 60-second window goes to the change or close under test.
 */
async function withEarlierPrivacy(userName: string) {
  const token = await signIn(t.app, userName);
  const info = (await call('GET', '/getInfo', token)).data as { user: { userId: number } };
  await t.db
    .insert(userPrivacy)
    .values({ userId: info.user.userId, passwordHash: await hashPassword(PRIVACY) });
  return token;
}
