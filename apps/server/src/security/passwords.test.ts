import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, type MailCapture, startMailCapture } from '../../test/mail-capture.ts';
import { API, callApi, createTestApp, json, signIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-firm.ts';
import { DEMO_EMAIL_DOMAIN } from '../db/seed/users.seed.ts';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../platform/auth/common-passwords.ts';

/**
 * ASVS 6.2.4: a password being set is checked against the 3,000 most used ones, wherever it is
 * set (a new user, an administrator's reset, one's own change). Each password below meets the
 * character-class policy, so only this check can refuse it.
 */

/** Ranked 228, 272 and 795 in the list: capitals do not make them safe. */
const COMMON = ['Password1', 'Passw0rd', 'PassWord123'];
const UNCOMMON = 'Courtroom#2027x';

let t: TestApp;
let mail: MailCapture;
let admin: string;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ SMTP_URL: mail.url });
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function accountOf(userName: string) {
  const [row] = await t.db.select().from(users).where(eq(users.userName, userName));
  return row!;
}

async function signsIn(userName: string, password: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { username: userName, password },
  });
  return json(response).code === 200;
}

describe('the common-password list', () => {
  it('holds the top 3,000 and compares without case', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(3000);
    for (const password of [...COMMON, '123456', 'qwerty', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [UNCOMMON, DEMO_PASSWORD, 'Zq7!mVb2#Lp9']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('setting a common password', () => {
  it('refuses it for a new user, naming the field, and creates nobody', async () => {
    for (const password of COMMON) {
      const answer = await callApi(t.app, 'POST', '/system/user', admin, {
        userName: 'commonpw',
        nickName: '常见密码',
        password,
      });
      expect(answer.code, password).toBe(400);
      expect(answer.msg).toBe('该密码过于常见，很容易被猜中，请换一个');
      expect(answer.errors?.[0]?.field).toBe('password');
    }
    expect(await t.db.select().from(users).where(eq(users.userName, 'commonpw'))).toEqual([]);
    const created = await callApi(t.app, 'POST', '/system/user', admin, {
      userName: 'commonpw',
      nickName: '常见密码',
      password: UNCOMMON,
    });
    expect(created.code, created.msg).toBe(200);
  });

  it('refuses it in an administrator’s reset, in the caller’s language, and keeps the old password', async () => {
    const { userId } = await accountOf('jiangtao');
    const token = await signIn(t.app, 'jiangtao');
    const answer = await callApi(
      t.app,
      'PUT',
      '/system/user/resetPwd',
      admin,
      { userId, password: 'Password1' },
      'en',
    );
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('This password is too common and easy to guess; please choose another');
    expect(await signsIn('jiangtao', DEMO_PASSWORD)).toBe(true);
    // A refused reset ends nobody's session.
    expect((await callApi(t.app, 'GET', '/getInfo', token)).code).toBe(200);
  });

  it('refuses it in one’s own change without using up the e-mailed code', async () => {
    const token = await signIn(t.app, 'sumei');
    const { userId } = await accountOf('sumei');
    const sent = await callApi(t.app, 'POST', '/system/user/verificationCode', token, {
      purpose: 'password',
    });
    expect(sent.code, sent.msg).toBe(200);
    const code = codeIn(await mail.nextMailTo(`sumei@${DEMO_EMAIL_DOMAIN}`));
    const form = (password: string) => ({
      nasPassword: password,
      againNasPassword: password,
      verificationCode: code,
      userId,
      flag: 1,
    });
    const refused = await callApi(t.app, 'PUT', '/system/user/profile/updatePwd', token, form('Passw0rd'));
    expect(refused.code).toBe(400);
    expect(refused.errors?.[0]?.field).toBe('nasPassword');
    expect(await signsIn('sumei', 'Passw0rd')).toBe(false);
    // The same code still works for a good password.
    const changed = await callApi(t.app, 'PUT', '/system/user/profile/updatePwd', token, form(UNCOMMON));
    expect(changed.code, changed.msg).toBe(200);
    expect(await signsIn('sumei', UNCOMMON)).toBe(true);
  });
});

describe('long passwords (6.2.9)', () => {
  it('sets and signs in with passphrases of 64 and 128 characters, kept exactly as typed', async () => {
    // The policy refuses whitespace, so a passphrase is joined by hyphens.
    const passphrase = 'Correct-horse-battery-staple-stapled-to-the-2027-filing-cabinet!';
    for (const [userName, password] of [
      ['longpw64', passphrase],
      ['longpw128', `${'Ab1!'.repeat(31)}Zz9#`],
    ] as const) {
      expect(password.length).toBe(userName === 'longpw64' ? 64 : 128);
      const created = await callApi(t.app, 'POST', '/system/user', admin, {
        userName,
        nickName: '长密码',
        password,
      });
      expect(created.code, created.msg).toBe(200);
      expect(await signsIn(userName, password)).toBe(true);
      expect(await signsIn(userName, password.slice(0, -1))).toBe(false);
    }
  });
});
