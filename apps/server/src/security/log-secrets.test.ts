import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswer } from '../../test/captcha-answer.ts';
import { closedWithin, connectLive } from '../../test/live-socket.ts';
import { codeIn, parseMail } from '../../test/mail-capture.ts';
import { API, bearer, callApi, createTestApp, json, signIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-firm.ts';

/**
 * ASVS 16.2.5 / issue 8 item 8: no password, session token, captcha answer, e-mail code or
 * unlock token ever reaches a log line. The app logs at `trace`, its most talkative, while the
 * flows that carry each secret run, failures included; then every line is searched for each.
 */

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const WRONG_PASSWORD = 'Wr0ng-Secret!pass';
const NEW_PASSWORD = 'Courtroom#2027x';
const RESET_PASSWORD = 'Venus@Reset2027';
const CREATED_PASSWORD = 'Created#Pass2027';
const PRIVACY_PASSWORD = 'Privacy#2027';

let t: TestApp;
// No SMTP server: mail goes to files and is logged, the path on which a code could reach the log.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-log-secrets-'));
const mailDir = path.join(dataDir, 'mail');
const secrets = new Set<string>([
  DEMO_PASSWORD,
  WRONG_PASSWORD,
  NEW_PASSWORD,
  RESET_PASSWORD,
  CREATED_PASSWORD,
]);

beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: '', DATA_DIR: dataDir }, { logger: { level: 'trace', stream: sink } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The next mail file written after `seen` files, read as its recipient would. */
async function nextMailFile(seen: number): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const files = fs.existsSync(mailDir)
      ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
      : [];
    if (files.length > seen)
      return parseMail(fs.readFileSync(path.join(mailDir, files.sort().at(-1)!), 'utf8')).text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail written');
}

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload, headers, remoteAddress: '10.9.9.9' });

async function mailedCode(token: string, purpose: 'password' | 'privacy') {
  const seen = fs.existsSync(mailDir)
    ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')).length
    : 0;
  const sent = await callApi(t.app, 'POST', '/system/user/verificationCode', token, { purpose });
  expect(sent.code, sent.msg).toBe(200);
  const code = codeIn({ text: await nextMailFile(seen) });
  secrets.add(code);
  return code;
}

async function userIdOf(userName: string) {
  const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return row!.userId;
}

describe('secrets in logs', () => {
  it('logs none of the passwords, tokens, captcha answers, codes or unlock tokens it handles', async () => {
    // Failed sign-ins until the captcha is asked for, then its answer, then a success.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login({ username: 'sumei', password: WRONG_PASSWORD });
    }
    const captcha = json(await t.app.inject({ url: `${API}/captchaImage` })).data as { uuid: string };
    const answer = await captchaAnswer(t, captcha.uuid);
    secrets.add(captcha.uuid);
    const signed = json(
      await login({ username: 'sumei', password: DEMO_PASSWORD, uuid: captcha.uuid, code: answer }),
    );
    expect(signed.code, signed.msg).toBe(200);
    const token = (signed.data as { token: string }).token;
    secrets.add(token);

    // The token in the header, in the cookie, on a socket, on a request that fails.
    expect((await callApi(t.app, 'GET', '/getInfo', token)).code).toBe(200);
    await t.app.inject({ url: `${API}/getInfo`, cookies: { venus_token: token } });
    await t.app.inject({ url: `${API}/no/such/route`, headers: bearer(token) });
    await t.app.inject({
      method: 'POST',
      url: `${API}/system/user/profile/updatePwd`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"nasPassword": "${NEW_PASSWORD}", broken`,
    });
    const socket = await connectLive(t.app, `?userId=${await userIdOf('sumei')}`, token);
    socket.socket.close();
    await closedWithin(socket);

    // The e-mailed code and the password change it allows.
    const code = await mailedCode(token, 'password');
    const changed = await callApi(t.app, 'PUT', '/system/user/profile/updatePwd', token, {
      nasPassword: NEW_PASSWORD,
      againNasPassword: NEW_PASSWORD,
      verificationCode: code,
      userId: await userIdOf('sumei'),
      flag: 1,
    });
    expect(changed.code, changed.msg).toBe(200);

    // The privacy password and its unlock token.
    const privacyCode = await mailedCode(token, 'privacy');
    const saved = await callApi(t.app, 'PUT', '/system/user/privacy', token, {
      passwd: PRIVACY_PASSWORD,
      againPasswd: PRIVACY_PASSWORD,
      verificationCode: privacyCode,
    });
    expect(saved.code, saved.msg).toBe(200);
    secrets.add(PRIVACY_PASSWORD);
    const unlocked = await callApi(t.app, 'POST', '/system/user/privacy/verify', token, {
      passwd: PRIVACY_PASSWORD,
      passwd2: 'r4nd0m',
    });
    expect(unlocked.code, unlocked.msg).toBe(200);
    for (const value of Object.values((unlocked.data ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string' && value.length >= 8) secrets.add(value);
    }

    // An administrator sets passwords: a new user's and a reset.
    const admin = await signIn(t.app, 'admin');
    secrets.add(admin);
    const created = await callApi(t.app, 'POST', '/system/user', admin, {
      userName: 'logcheck',
      nickName: '日志检查',
      password: CREATED_PASSWORD,
    });
    expect(created.code, created.msg).toBe(200);
    const reset = await callApi(t.app, 'PUT', '/system/user/resetPwd', admin, {
      userId: await userIdOf('jiangtao'),
      password: RESET_PASSWORD,
    });
    expect(reset.code, reset.msg).toBe(200);
    await callApi(t.app, 'POST', '/logout', token);

    expect(lines.some((line) => line.includes('mail written to a file'))).toBe(true);
    // The requests themselves are logged, so a secret in a URL or a logged body would show.
    expect(lines.filter((line) => line.includes('/venus-api/login')).length).toBeGreaterThan(3);
    const leaks = [...secrets].flatMap((secret) =>
      lines
        .filter((line) => line.includes(secret))
        .map((line) => `${secret.slice(0, 4)}…: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
  });

  it('never logs an Authorization or Cookie header', () => {
    expect(lines.filter((line) => /authorization|"cookie"|venus_token=/i.test(line))).toEqual([]);
  });
});
