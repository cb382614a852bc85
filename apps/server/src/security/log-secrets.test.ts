import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswer } from '../../test/captcha-answer.ts';
import { closedWithin, connectLive } from '../../test/live-socket.ts';
import { codeIn, parseMail } from '../../test/mail-capture.ts';
import { API, bearer, callApi, createTestApp, json, signIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-firm.ts';

/**
 * ASVS 16.2.5 / issue 8 item 8: no password, session token, captcha answer, e-mail code,
 * unlock token, TOTP secret or code, recovery code or sign-in challenge ever reaches a log line. The app logs at `trace`, its most talkative, while the
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

const totpCodes = new Set<string>();
const mfaLogin = (payload: object) =>
  t.app.inject({ method: 'POST', url: `${API}/login/mfa`, payload, remoteAddress: '10.9.9.10' });

/** The authenticator's code for now, or `steps` steps away; remembered as a secret. */
function totp(secret: string, steps = 0) {
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
  totpCodes.add(code);
  return code;
}

/**
 * The TOTP second factor: enrolment with its secret and recovery codes, sign-in challenges, a
 * wrong, a right and a recovery code, turning it off, enrolment required by a role at sign-in,
 * and an administrator's reset.
 */
async function exerciseSecondFactor(admin: string) {
  const token = await signIn(t.app, 'zenghui');
  const started = await callApi(t.app, 'POST', '/system/user/mfa/start', token);
  const { secret } = started.data as { secret: string };
  secrets.add(secret);
  const confirmed = await callApi(t.app, 'POST', '/system/user/mfa/confirm', token, {
    code: totp(secret, -1),
  });
  expect(confirmed.code, confirmed.msg).toBe(200);
  const { recoveryCodes } = confirmed.data as { recoveryCodes: string[] };
  for (const code of recoveryCodes) secrets.add(code);

  const challengeOf = async (userName: string) => {
    const body = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/login`,
        payload: { username: userName, password: DEMO_PASSWORD },
        remoteAddress: '10.9.9.10',
      }),
    );
    const { challenge } = body.data as { challenge: string };
    secrets.add(challenge);
    return challenge;
  };
  const challenge = await challengeOf('zenghui');
  const wrong = totp(secret, -1) === '000000' ? '111111' : '000000';
  expect(json(await mfaLogin({ challenge, code: wrong })).code).toBe(400);
  const signed = json(await mfaLogin({ challenge, code: totp(secret) }));
  expect(signed.code, signed.msg).toBe(200);
  secrets.add((signed.data as { token: string }).token);
  const recovered = json(await mfaLogin({ challenge: await challengeOf('zenghui'), code: recoveryCodes[0] }));
  expect(recovered.code, recovered.msg).toBe(200);
  secrets.add((recovered.data as { token: string }).token);
  const off = await callApi(t.app, 'POST', '/system/user/mfa/disable', token, { code: recoveryCodes[1] });
  expect(off.code, off.msg).toBe(200);

  // Required of secretaries: xiaoying enrols at sign-in; then the administrator resets her.
  const list = await callApi(t.app, 'GET', '/system/config/list?configKey=mfaRequiredRoles', admin);
  const row = list.rows?.[0] as object;
  const setRequired = async (value: string) => {
    const put = await callApi(t.app, 'PUT', '/system/config', admin, { ...row, configValue: value });
    expect(put.code, put.msg).toBe(200);
  };
  await setRequired('secretary');
  const enrolling = await challengeOf('xiaoying');
  const enrolment = json(
    await t.app.inject({
      method: 'POST',
      url: `${API}/login/mfa/enrol`,
      payload: { challenge: enrolling },
      remoteAddress: '10.9.9.10',
    }),
  );
  expect(enrolment.code, enrolment.msg).toBe(200);
  const second = (enrolment.data as { secret: string }).secret;
  secrets.add(second);
  const enrolled = json(await mfaLogin({ challenge: enrolling, code: totp(second) }));
  expect(enrolled.code, enrolled.msg).toBe(200);
  const answer = enrolled.data as { token: string; recoveryCodes: string[] };
  secrets.add(answer.token);
  for (const code of answer.recoveryCodes) secrets.add(code);
  await setRequired('');
  const reset = await callApi(t.app, 'PUT', '/system/user/resetMfa', admin, {
    userId: await userIdOf('xiaoying'),
  });
  expect(reset.code, reset.msg).toBe(200);
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

    await exerciseSecondFactor(admin);

    expect(lines.some((line) => line.includes('mail written to a file'))).toBe(true);
    // The requests themselves are logged, so a secret in a URL or a logged body would show.
    expect(lines.filter((line) => line.includes('/venus-api/login')).length).toBeGreaterThan(3);
    const leaks = [...secrets].flatMap((secret) =>
      lines
        .filter((line) => line.includes(secret))
        .map((line) => `${secret.slice(0, 4)}…: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
    // Six-digit TOTP codes, matched as whole numbers: a timestamp may contain any six digits.
    const codeLeaks = [...totpCodes].flatMap((code) =>
      lines
        .filter((line) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(line))
        .map((line) => line.slice(0, 300)),
    );
    expect(codeLeaks).toEqual([]);
  });

  it('never logs an Authorization or Cookie header', () => {
    expect(lines.filter((line) => /authorization|"cookie"|venus_token=/i.test(line))).toEqual([]);
  });
});
