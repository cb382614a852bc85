import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, type MailCapture, startMailCapture } from '../../../test/mail-capture.ts';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { DEMO_EMAIL_DOMAIN } from '../../db/seed/users.seed.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../users/users.tables.ts';

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
const send = (token: string, body: object, lang?: string) =>
  call('POST', '/system/user/verificationCode', token, body, lang);
const addressOf = (userName: string) => `${userName}@${DEMO_EMAIL_DOMAIN}`;
const userIdOf = async (userName: string) =>
  (await t.db.select().from(users).where(eq(users.userName, userName)))[0]!.userId;

describe('POST /system/user/verificationCode', () => {
  it("mails six digits to the caller's own address, in Chinese, and says so", async () => {
    const token = await signIn(t.app, 'lihuimin');
    const body = await send(token, { purpose: 'password' });
    expect(body).toMatchObject({ code: 200, msg: '邮箱验证码发送成功！', data: { resendSeconds: 60 } });
    const message = await mail.nextMailTo(addressOf('lihuimin'));
    expect(message.subject).toBe('【Venus】修改登录密码验证码');
    expect(message.text).toContain('李慧敏');
    expect(codeIn(message)).toMatch(/^\d{6}$/);
  });

  it('writes the mail and the answer in English for an English caller', async () => {
    const token = await signIn(t.app, 'zhangzhiqiang');
    const body = await send(token, { purpose: 'privacy' }, 'en');
    expect(body).toMatchObject({ code: 200, msg: 'Email verification code sent successfully!' });
    const message = await mail.nextMailTo(addressOf('zhangzhiqiang'));
    expect(message.subject).toBe('[Venus] Verification code to set your privacy password');
    expect(message.text).toContain('Hello Zhang Zhiqiang');
  });

  it('refuses a second send within 60 seconds, telling how long to wait, and mails nothing', async () => {
    const token = await signIn(t.app, 'chenlixin');
    expect((await send(token, { purpose: 'password' })).code).toBe(200);
    await mail.nextMailTo(addressOf('chenlixin'));
    const again = await send(token, { purpose: 'password' });
    expect(again.code).toBe(429);
    expect(again.msg).toMatch(/^验证码已发送，请(\d+)秒后再试$/);
    const seconds = Number(/(\d+)/.exec(again.msg)![1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(mail.nextMailTo(addressOf('chenlixin'), 500)).rejects.toThrow(/no mail/);
  });

  it("refuses to send to someone else's userId", async () => {
    const token = await signIn(t.app, 'liuwanqing');
    const other = await userIdOf('huangguodong');
    expect((await send(token, { purpose: 'password', userId: other })).code).toBe(403);
    await expect(mail.nextMailTo(addressOf('huangguodong'), 300)).rejects.toThrow(/no mail/);
    await expect(mail.nextMailTo(addressOf('liuwanqing'), 300)).rejects.toThrow(/no mail/);
  });

  it('accepts the caller naming their own userId', async () => {
    const token = await signIn(t.app, 'zhaomin');
    expect((await send(token, { purpose: 'password', userId: await userIdOf('zhaomin') })).code).toBe(200);
    await mail.nextMailTo(addressOf('zhaomin'));
  });

  it('tells a user without an e-mail address clearly, in cn and en', async () => {
    await t.db.update(users).set({ email: '' }).where(eq(users.userName, 'zhouhaitao'));
    const token = await signIn(t.app, 'zhouhaitao');
    const cn = await send(token, { purpose: 'password' });
    expect(cn).toMatchObject({ code: 400, msg: '您的账户没有登记邮箱，无法发送验证码，请联系管理员' });
    const en = await send(token, { purpose: 'password' }, 'en');
    expect(en.msg).toContain('Your account has no e-mail address');
  });

  it('audits each send with its purpose and a masked address, never the code', async () => {
    const token = await signIn(t.app, 'majunjie');
    await send(token, { purpose: 'privacy' });
    const code = codeIn(await mail.nextMailTo(addressOf('majunjie')));
    const userId = await userIdOf('majunjie');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'verificationCode'), eq(auditLog.entityId, String(userId))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'sendVerificationCode',
      userName: 'majunjie',
      after: { purpose: 'privacy', to: `m***@${DEMO_EMAIL_DOMAIN}` },
    });
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });

  it('refuses an unknown purpose and an anonymous caller', async () => {
    const token = await signIn(t.app, 'yangfan');
    expect((await send(token, { purpose: 'everything' })).code).toBe(400);
    expect(
      (await call('POST', '/system/user/verificationCode', undefined, { purpose: 'password' })).code,
    ).toBe(401);
  });
});
