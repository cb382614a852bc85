import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, type MailCapture, startMailCapture } from '../../../test/mail-capture.ts';
import {
  API,
  callApi,
  createTestApp,
  json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-firm.ts';
import { DEMO_EMAIL_DOMAIN } from '../../db/seed/users.seed.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../users/users.tables.ts';

const NEW_PASSWORD = 'Courtroom#2027';

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

async function accountOf(userName: string) {
  const [row] = await t.db.select().from(users).where(eq(users.userName, userName));
  return row!;
}

/** Signs in, sends a code for the purpose and reads it from the captured mail. */
async function withCode(userName: string, purpose: 'password' | 'privacy' = 'password') {
  const token = await signIn(t.app, userName);
  const sent = await call('POST', '/system/user/verificationCode', token, { purpose });
  expect(sent.code, sent.msg).toBe(200);
  const code = codeIn(await mail.nextMailTo(`${userName}@${DEMO_EMAIL_DOMAIN}`));
  return { token, code, userId: (await accountOf(userName)).userId };
}

const form = (userId: number, verificationCode: string, password = NEW_PASSWORD) => ({
  nasPassword: password,
  againNasPassword: password,
  verificationCode,
  userId,
  flag: 1,
});
const change = (token: string, body: object, lang?: string) =>
  call('PUT', '/system/user/profile/updatePwd', token, body, lang);

async function signsIn(userName: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { username: userName, password },
  });
  return json(response).code === 200;
}

async function changeAudits(userId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'changePassword'), eq(auditLog.entityId, String(userId))));
}

describe('PUT /system/user/profile/updatePwd', () => {
  it('changes the password with the mailed code, keeps this session and ends the others, audited', async () => {
    const other = await signIn(t.app, 'huangguodong');
    const { token, code, userId } = await withCode('huangguodong');
    const body = await change(token, form(userId, code));
    expect(body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(await signsIn('huangguodong', DEMO_PASSWORD)).toBe(false);
    expect(await signsIn('huangguodong', NEW_PASSWORD)).toBe(true);
    expect((await call('GET', '/getInfo', token)).code).toBe(200);
    expect((await call('GET', '/getInfo', other)).code).toBe(401);
    const audits = await changeAudits(userId);
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(NEW_PASSWORD);
  });

  it("refuses someone else's userId, writing nothing and keeping the code", async () => {
    const { token, code, userId } = await withCode('gaoxiang');
    const victim = await accountOf('hubin');
    expect((await change(token, form(victim.userId, code))).code).toBe(403);
    expect((await accountOf('hubin')).passwordHash).toBe(victim.passwordHash);
    expect(await changeAudits(victim.userId)).toHaveLength(0);
    // The refusal did not use up the code: the caller's own change still works with it.
    expect((await change(token, form(userId, code))).code).toBe(200);
  });

  it('refuses a password against the policy, with the spec message in cn and en, writing nothing', async () => {
    const { token, code, userId } = await withCode('guojing');
    const before = await accountOf('guojing');
    const cn = await change(token, form(userId, code, 'abcdefgh'));
    expect(cn.code).toBe(400);
    expect(cn.msg).toBe('新密码长度不能少于8位，且必须包含小写字母、大写字母、数字和特殊字符中的三种！');
    expect(cn.errors?.[0]?.field).toBe('nasPassword');
    const en = await change(token, form(userId, code, 'Ab1 cdefg'), 'en');
    expect(en.msg).toBe(
      'New password length cannot be less than 8 characters, and must contain three of lowercase letters, uppercase letters, digits and special characters!',
    );
    const short = await change(token, form(userId, code, 'aB3!xyz'));
    expect(short.errors?.[0]?.key).toBe('password.policy');
    expect((await accountOf('guojing')).passwordHash).toBe(before.passwordHash);
    expect(await changeAudits(userId)).toHaveLength(0);
  });

  it('refuses a confirmation that differs, an empty password and a missing code, in both languages', async () => {
    const { token, code, userId } = await withCode('hezhenyu');
    const mismatch = await change(token, { ...form(userId, code), againNasPassword: 'Courtroom#2028' });
    expect(mismatch).toMatchObject({ code: 400, msg: '新密码和确认密码不一致' });
    expect(mismatch.errors?.[0]?.field).toBe('againNasPassword');
    const mismatchEn = await change(token, { ...form(userId, code), againNasPassword: 'x' }, 'en');
    expect(mismatchEn.msg).toBe('New password and confirmation do not match');
    const empty = await change(token, { ...form(userId, code), nasPassword: '' });
    expect(empty.msg).toContain('新密码不能为空');
    const noCode = await change(token, form(userId, ''), 'en');
    expect(noCode.msg).toBe('The verification code is required');
    expect((await change(token, { ...form(userId, code), flag: 2 })).code).toBe(400);
  });

  it('refuses the current password as the new one', async () => {
    const { token, code, userId } = await withCode('linxiaofeng');
    const body = await change(token, form(userId, code, DEMO_PASSWORD));
    expect(body).toMatchObject({ code: 400, msg: '新密码不能与旧密码相同' });
  });

  it('refuses a wrong code, and kills the code after five wrong entries', async () => {
    const { token, code, userId } = await withCode('wupeiqi');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await change(token, form(userId, wrong))).msg).toBe('验证码错误');
    }
    expect((await change(token, form(userId, wrong))).msg).toBe('验证码错误次数过多，已失效，请重新获取');
    const right = await change(token, form(userId, code));
    expect(right).toMatchObject({ code: 400, msg: '验证码错误次数过多，已失效，请重新获取' });
    expect(await signsIn('wupeiqi', DEMO_PASSWORD)).toBe(true);
  });

  it('refuses a code used once already', async () => {
    const { token, code, userId } = await withCode('luoxue');
    expect((await change(token, form(userId, code))).code).toBe(200);
    const again = await change(token, form(userId, code, 'Courtroom#2029'), 'en');
    expect(again).toMatchObject({
      code: 400,
      msg: 'The verification code has expired; please request a new one',
    });
    expect(await signsIn('luoxue', NEW_PASSWORD)).toBe(true);
  });

  it('refuses a code sent for the privacy password', async () => {
    const { token, code, userId } = await withCode('liangjiaxin', 'privacy');
    expect((await change(token, form(userId, code))).msg).toBe('验证码已失效，请重新获取');
  });

  it('refuses an expired code (validity from system config)', async () => {
    const admin = await signIn(t.app, 'admin');
    const list = await call('GET', '/system/config/list?configKey=sys.verificationCode.ttlSeconds', admin);
    const row = list.rows![0] as Record<string, unknown>;
    const { createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...editable } = row;
    expect((await call('PUT', '/system/config', admin, { ...editable, configValue: '1' })).code).toBe(200);
    try {
      const { token, code, userId } = await withCode('songwenbo');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await change(token, form(userId, code))).msg).toBe('验证码已失效，请重新获取');
    } finally {
      await call('PUT', '/system/config', admin, { ...editable, configValue: '600' });
    }
  });
});
