import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, callApi, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { DEMO_LOGINS } from '../db/seed/users.seed.ts';

/**
 * ASVS 16.3.2: a refused authorisation of a signed-in caller is logged with who, which route,
 * which permission and why; whether the route's permission refused it or the service refused
 * the record. The app's own log is read, as an operator's log shipper would.
 */

interface Line {
  security?: string;
  userName?: string;
  userId?: number;
  route?: string;
  permission?: string | null;
  reason?: string;
  level: number;
}

const lines: Line[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
    done();
  },
});
const denials = () => lines.filter((line) => line.security === 'access-denied');
const loginOf = (role: string) => DEMO_LOGINS.find((login) => login.role === role)!.userName;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: sink } });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

describe('refused authorisations', () => {
  it('logs a route refused for want of its permission, naming the user, route and permission', async () => {
    const lawyer = await signIn(t.app, loginOf('lawyer'));
    expect((await callApi(t.app, 'GET', '/system/user/list', lawyer)).code).toBe(403);
    expect(denials()).toEqual([
      expect.objectContaining({
        userName: loginOf('lawyer'),
        route: `GET ${API}/system/user/list`,
        permission: 'system:user:list',
        reason: 'error.forbidden',
        level: 40,
      }),
    ]);
  });

  it('logs a record the service refuses to a caller who holds the permission', async () => {
    const hr = await signIn(t.app, loginOf('hr'));
    const [admin] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    const answer = await callApi(t.app, 'PUT', '/system/user/resetPwd', hr, {
      userId: admin!.userId,
      password: 'Courtroom#2027x',
    });
    expect(answer.code).toBe(403);
    expect(denials()).toEqual([
      expect.objectContaining({
        userName: loginOf('hr'),
        route: `PUT ${API}/system/user/resetPwd`,
        permission: 'system:user:resetPwd',
      }),
    ]);
  });

  it('logs nothing of the kind for an allowed call, an anonymous one or a mere mistake', async () => {
    const hr = await signIn(t.app, loginOf('hr'));
    expect((await callApi(t.app, 'GET', '/system/user/list', hr)).code).toBe(200);
    expect((await callApi(t.app, 'GET', '/system/user/list')).code).toBe(401);
    expect((await callApi(t.app, 'GET', '/system/user/999999', hr)).code).toBe(404);
    expect(denials()).toEqual([]);
  });
});
