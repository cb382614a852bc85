import { ALL_PERMISSION, LIVE_SOCKET_CLOSE, ResultCode } from '@venus/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedWithin, connectLive } from '../../test/live-socket.ts';
import { API, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { ROLES, type RoleKey } from '../db/seed/roles.seed.ts';
import { DEMO_LOGINS } from '../db/seed/users.seed.ts';
import { menus } from '../modules/menus/menus.tables.ts';
import { roleMenus, roles } from '../modules/roles/roles.tables.ts';
import { SIGNED_IN } from '../platform/http/route-access.ts';
import { PUBLIC, ROUTE_MATRIX } from './route-matrix.ts';

/**
 * ASVS 8.2.1 / 8.3.1: every registered route × every role, the expected answer derived from the
 * route's declared permission and what the role is granted in the database. A dummy id or an
 * empty body keeps every allowed call harmless: it ends in 400 or 404, never in a change.
 */

type Caller = RoleKey | 'anonymous';
const CALLERS: readonly Caller[] = ['anonymous', ...ROLES.map((role) => role.roleKey)];
const SOCKET_ROUTE = 'GET /websocket';
/** Ends the session it is called with, so it gets a throwaway one. */
const LOGOUT_ROUTE = 'POST /logout';

/** Values for path parameters that name nothing in the demo firm. */
const PARAM_VALUES: Record<string, string> = {
  dictType: 'no_such_dict_type',
  // A key every signed-in person may read; the others need the config permission (system-config tests).
  configKey: 'file-size-limit',
  key: 'no.such.key',
  type: 'no_such_type',
  clientKind: 'no_such_kind',
  businessType: 'no_such_type',
  day: '2099-12-31',
};

let t: TestApp;
const tokens = new Map<Caller, string>();
const userIds = new Map<Caller, number>();
const granted = new Map<Caller, ReadonlySet<string>>();

/** What a role holds, read straight from the role and menu tables, not through the server. */
async function grantsOf(roleKey: RoleKey): Promise<Set<string>> {
  if (roleKey === 'admin') return new Set([ALL_PERMISSION]);
  const rows = await t.db
    .select({ perms: menus.perms })
    .from(roles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.roleId))
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(
      and(eq(roles.roleKey, roleKey), eq(roles.status, '0'), eq(menus.status, '0'), ne(menus.perms, '')),
    );
  return new Set(rows.map((row) => row.perms));
}

beforeAll(async () => {
  t = await createTestApp();
  const logins = DEMO_LOGINS as { role: RoleKey; userName: string }[];
  const rows = await t.db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.userName,
        logins.map((login) => login.userName),
      ),
    );
  for (const { role, userName } of logins) {
    tokens.set(role, await signIn(t.app, userName));
    userIds.set(role, rows.find((row) => row.userName === userName)!.userId);
    granted.set(role, await grantsOf(role));
  }
});
afterAll(() => t.close());

function expectedAllowed(declared: string, caller: Caller): boolean {
  if (declared === PUBLIC) return true;
  if (caller === 'anonymous') return false;
  if (declared === SIGNED_IN) return true;
  const held = granted.get(caller)!;
  return held.has(ALL_PERMISSION) || held.has(declared);
}

/** The registered API routes as `METHOD /path`, HEAD left out: Fastify derives it from GET. */
function registeredRoutes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const route of t.app.routeAccess) {
    for (const method of route.method.split(',')) {
      if (method === 'HEAD') continue;
      const declared = route.public ? PUBLIC : (route.permission ?? '');
      found.set(`${method} ${route.url.slice(API.length)}`, declared);
    }
  }
  return found;
}

function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? '999999').replace('*', 'none.js');
}

/** Allowed means the access check let the call through: any answer but 401 and 403. */
async function httpAllowed(route: string, caller: Caller): Promise<{ allowed: boolean; code: number }> {
  const [method, path] = route.split(' ') as [string, string];
  let token = tokens.get(caller);
  if (route === LOGOUT_ROUTE && caller !== 'anonymous') {
    token = await signIn(t.app, DEMO_LOGINS.find((login) => login.role === caller)!.userName);
  }
  const response = await t.app.inject({
    method: method as 'GET',
    url: `${API}${concretePath(path)}`,
    headers: token ? bearer(token) : {},
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  // Refusals are always JSON envelopes; a file, a page or a script is an allowed answer.
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  const code = isJson ? (response.json() as { code: number }).code : response.statusCode;
  return { allowed: code !== ResultCode.UNAUTHORIZED && code !== ResultCode.FORBIDDEN, code };
}

async function socketAllowed(caller: Caller): Promise<{ allowed: boolean; code: number }> {
  const userId = userIds.get(caller) ?? 1;
  const client = await connectLive(t.app, `?userId=${userId}`, tokens.get(caller));
  const outcome = await closedWithin(client, 400).then(
    ({ code }) => ({ allowed: false, code }),
    () => ({ allowed: true, code: 0 }),
  );
  client.socket.close();
  return outcome;
}

describe('route inventory', () => {
  it('knows every registered route, with the access it declares', () => {
    const registered = registeredRoutes();
    const unknown = [...registered].filter(([key, declared]) => ROUTE_MATRIX[key] !== declared);
    expect(
      unknown.map(([key, declared]) => `'${key}': '${declared}'`),
      'routes missing from route-matrix.ts or declaring something else',
    ).toEqual([]);
  });

  it('lists no route that is not registered', () => {
    const registered = registeredRoutes();
    expect(Object.keys(ROUTE_MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives every HEAD route the same access as its GET', () => {
    const byUrl = new Map(t.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]));
    for (const route of t.app.routeAccess.filter((r) => r.method === 'HEAD')) {
      const get = byUrl.get(`GET ${route.url}`);
      expect(get, route.url).toBeDefined();
      expect({ permission: route.permission, public: route.public }).toEqual({
        permission: get?.permission,
        public: get?.public,
      });
    }
  });

  it('has a signed-in demo user for every role and grants a non-admin role some permission', () => {
    for (const role of ROLES) {
      expect(tokens.get(role.roleKey), role.roleKey).toBeDefined();
      if (role.roleKey !== 'admin') expect(granted.get(role.roleKey)?.has(ALL_PERMISSION)).toBe(false);
    }
  });
});

describe('permission matrix', () => {
  it.each(Object.entries(ROUTE_MATRIX))('%s (%s)', async (route, declared) => {
    const surprises: string[] = [];
    for (const caller of CALLERS) {
      const outcome = route === SOCKET_ROUTE ? await socketAllowed(caller) : await httpAllowed(route, caller);
      const expected = expectedAllowed(declared, caller);
      if (outcome.allowed !== expected) {
        surprises.push(`${caller}: expected ${expected ? 'allow' : 'deny'}, answered ${outcome.code}`);
      }
      if (outcome.code === ResultCode.ERROR) surprises.push(`${caller}: answered 500`);
    }
    expect(surprises).toEqual([]);
  });

  it('closes the socket of an anonymous caller as unauthorised', async () => {
    const client = await connectLive(t.app, '?userId=1');
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });
});
