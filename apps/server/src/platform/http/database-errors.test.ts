import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, json, signIn, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../modules/users/users.tables.ts';

/**
 * Issue 27 items 18 and 19: a body nested thousands deep is a clear 400 before anything walks
 * it, signed in or not; a unique violation is a 409 wherever the race lands; and the log of such
 * a failure names the constraint, never the statement's parameters.
 */

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream: sink } });
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

/** A connection of the test's own, outside the app's pool, to hold a row uncommitted. */
async function ownConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.db.$client.options.connectionString });
  // Ended by the database's forced drop if a test fails before it ends it.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Waits until one of the app's statements is waiting for a lock on this database. */
async function someoneWaitsForALock(client: pg.Client): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const { rows } = await client.query(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no statement came to wait for the lock');
}

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('answers 3,000 nested arrays on the unsigned sign-in with a 400 that says so, in either language', async () => {
    for (const [language, message] of [
      ['cn', '请求内容嵌套过深：最多 32 层'],
      ['en', 'The request body is nested too deeply: at most 32 levels'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/login`,
        headers: { 'content-type': 'application/json', language: language! },
        payload: `{"username": "admin", "password": ${nested(3_000)}}`,
      });
      expect(json(response)).toEqual({ code: 400, msg: message });
    }
  });

  it('answers 3,000 nested arrays on a signed route with the same 400, and 100,000 nested objects too', async () => {
    for (const payload of [
      `{"configName": "x", "configKey": "x", "configValue": ${nested(3_000)}}`,
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/system/config`,
        headers: { ...bearer(admin), 'content-type': 'application/json', language: 'en' },
        payload,
      });
      expect(json(response)).toEqual({
        code: 400,
        msg: 'The request body is nested too deeply: at most 32 levels',
      });
    }
  });

  it('counts brackets inside strings as text, so a deep-looking string value is taken', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/json', language: 'en' },
      payload: JSON.stringify({ username: 'nobody-here', password: nested(50) }),
    });
    // Past the parser and validation: refused for the credentials, not for the shape.
    expect(json(response)).toMatchObject({ code: 400, msg: 'Wrong username or password' });
  });
});

describe('two requests creating the same thing at once', () => {
  const payload = {
    userName: 'twin',
    nickName: '双胞胎甲',
    email: 'twin.private@venus-demo.cn',
    phonenumber: '13912345678',
    password: 'Created#Pass2027',
    roleIds: [],
  };

  it('answers the one that lost the race at the unique index 409, and logs no parameter of its statement', async () => {
    // The other request's row, inserted but not committed: the app's check before its insert
    // does not see it, its insert waits on the unique index, and loses when this commits.
    const other = await ownConnection();
    try {
      await other.query('begin');
      await other.query(
        `insert into sys_user (user_name, nick_name, password_hash) values ('twin', '双胞胎乙', 'x')`,
      );
      const answer = t.app.inject({
        method: 'POST',
        url: `${API}/system/user`,
        headers: bearer(admin),
        payload,
      });
      await someoneWaitsForALock(other);
      await other.query('commit');
      expect(json(await answer)).toEqual({
        code: 409,
        msg: '该记录已存在（可能刚被他人同时创建），请刷新后查看',
      });
    } finally {
      await other.end();
    }
    const [kept] = await t.db.select().from(users).where(eq(users.userName, 'twin'));
    expect(kept!.nickName).toBe('双胞胎乙');

    const logged = lines.join('');
    // The failure is in the log, by its constraint; none of the values the statement carried is.
    expect(logged).toContain('sys_user_name_uq');
    for (const secret of ['$argon2', payload.email, payload.phonenumber, payload.nickName, 'params:'])
      expect(logged, secret).not.toContain(secret);
  });

  it('answers twenty simultaneous creations of one user with one success and nineteen 409s', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/system/user`,
          headers: bearer(admin),
          payload: { ...payload, userName: 'twin20' },
        }),
      ),
    );
    const codes = answers.map((answer) => json(answer).code).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(lines.join('')).not.toContain('$argon2');
  });
});
