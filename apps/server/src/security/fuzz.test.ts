import { ADMIN_ROLE_KEY, USER_STATUS } from '@venus/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, callApi, createTestApp, type TestApp } from '../../test/test-app.ts';
import { userRoles, users } from '../db/schema.ts';
import { roles } from '../modules/roles/roles.tables.ts';
import { ROUTE_MATRIX } from './route-matrix.ts';

/**
 * Issue 8 item 6 (ASVS 1.x, 16.5.1): requests generated from each operation's OpenAPI schemas,
 * mostly well-shaped with hostile values, some plain garbage, sent as the administrator so they
 * pass the permission check and reach validation and the services. Never a 5xx, never a stack
 * trace or database error text in an answer, and the firm still works afterwards.
 * FUZZ_RUNS sets the runs per operation (50 here; the nightly-sized run uses 1,000).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

/** Routes that end the caller's session or are not API operations. */
const SKIPPED = new Set(['POST /logout', 'GET /websocket']);

/** Internals that must never reach a client: stack frames and PostgreSQL or driver errors. */
const LEAKS =
  /\n\s+at \S+ \(|\.ts:\d+:\d+|node_modules|syntax error at or near|violates \S+ constraint|duplicate key value|relation "[^"]+" does not exist|invalid input syntax for|out of range for type|PostgresError|Failed query:/i;

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** Strings that have broken systems like ours: SQL, paths, markup, odd Unicode, huge numbers. */
const HOSTILE = fc.constantFrom(
  "' OR '1'='1",
  '1; DROP TABLE sys_user; --',
  'user_name desc, (select 1)',
  '../../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  '\u0000',
  '\uD800',
  '😀'.repeat(40),
  'a'.repeat(5000),
  '-1',
  '2147483648',
  '9999999999999999999999',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  ' ',
  '',
);

const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  HOSTILE,
  fc.integer(),
  fc.constantFrom(null, true, -1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308),
);

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const shaped: fc.Arbitrary<string>[] = [fc.string({ maxLength: schema.maxLength ?? 40 })];
  if (schema.format === 'date')
    shaped.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (schema.format === 'date-time')
    shaped.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.pattern) {
    try {
      shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the other shapes still run.
    }
  }
  return fc.oneof(...shaped, HOSTILE);
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, -2_147_483_648);
  const max = Math.min(schema.maximum ?? 1_000_000, 2_147_483_647);
  const edges = fc.constantFrom(min, max, 0, -1, 1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER);
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(fc.integer({ min: 1, max: 50 }), inRange, edges);
}

/** A value the schema allows in shape, hostile in content; deeper levels give up to garbage. */
function arbitraryOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return garbage;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const shaped = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(arbitraryOf(schema.items, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      default: {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, depth + 1)]),
        );
        return fc.record(model, {
          requiredKeys: (schema.required ?? []).filter((name) => name in properties),
        });
      }
    }
  });
  if (schema.nullable) shaped.push(fc.constant(null));
  return fc.oneof(...shaped);
}

/** Mostly shaped like the schema, sometimes anything at all. */
const wellOrIll = (schema: Schema | undefined) =>
  fc.oneof({ weight: 4, arbitrary: arbitraryOf(schema) }, { weight: 1, arbitrary: garbage });

/** As sent in a URL: a lone surrogate cannot be percent-encoded, so it goes as U+FFFD. */
const asText = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

interface Generated {
  url: string;
  body?: unknown;
}

function requestsFor(path: string, operation: Operation): fc.Arbitrary<Generated> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const schema = operation.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, wellOrIll(p.schema)]))),
      query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, wellOrIll(p.schema)])), {
        requiredKeys: [],
      }),
      body: schema ? wellOrIll(schema) : fc.constant(undefined),
    })
    .map(({ path: values, query, body }) => {
      const filled = path.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(asText(values[name]) || 'x'),
      );
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, asText(value)]));
      return { url: `${API}${filled}${search.size ? `?${search}` : ''}`, body };
    });
}

let t: TestApp;
let admin = '';
let operations: Record<string, Record<string, Operation>>;
let sent = 0;

/**
 * The fuzzer acts as the administrator, who may reset their own password, rename themselves or
 * strip their own roles: before each operation, and whenever a call ends its session, the
 * administrator is put back (named admin, in service, holding the admin role) and given a new
 * session, minted without a password.
 */
let adminId = 0;

async function freshAdmin(): Promise<string> {
  // By id: an edit may have renamed the administrator (fuzzed ids are small, like theirs).
  if (adminId === 0) {
    const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'admin'));
    adminId = row!.userId;
  }
  const userId = adminId;
  const [role] = await t.db
    .select({ roleId: roles.roleId })
    .from(roles)
    .where(eq(roles.roleKey, ADMIN_ROLE_KEY));
  await t.db.update(roles).set({ status: '0' }).where(eq(roles.roleId, role!.roleId));
  await t.db
    .update(users)
    .set({ userName: 'admin', status: USER_STATUS.inService, deletedAt: null })
    .where(eq(users.userId, userId));
  const held = await t.db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role!.roleId)));
  if (held.length === 0) await t.db.insert(userRoles).values({ userId, roleId: role!.roleId });
  const { sessions } = t.app.services;
  return (await sessions.save(t.db, await sessions.issue(userId, '127.0.0.1', 'fuzz'))).token;
}

beforeAll(async () => {
  t = await createTestApp();
  operations = (await t.app.inject({ url: `${API}/docs/json` })).json().paths;
});
afterAll(() => t.close());

const fuzzed = Object.keys(ROUTE_MATRIX).filter(
  (route) => !SKIPPED.has(route) && !route.startsWith('GET /docs'),
);

describe(`fuzzing every operation (${RUNS} runs each)`, () => {
  it.each(fuzzed)(
    '%s',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      const openApiPath = `${API}${path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = operations[openApiPath]?.[method.toLowerCase()] ?? {};
      admin = await freshAdmin();
      await fc.assert(
        fc.asyncProperty(requestsFor(path, operation), async (request) => {
          const withBody = method !== 'GET' && request.body !== undefined;
          const response = await t.app.inject({
            // Each from its own address: failed sign-ins per address would soon ask for a captcha.
            remoteAddress: `10.77.${(sent >> 8) & 255}.${sent++ & 255}`,
            method: method as 'GET',
            url: request.url,
            headers: withBody ? { ...bearer(admin), 'content-type': 'application/json' } : bearer(admin),
            ...(withBody ? { payload: JSON.stringify(request.body) } : {}),
          });
          const text = response.body;
          const code = String(response.headers['content-type'] ?? '').includes('application/json')
            ? (JSON.parse(text) as { code: number }).code
            : response.statusCode;
          expect(response.statusCode, text.slice(0, 300)).toBeLessThan(500);
          expect(code, text.slice(0, 300)).not.toBe(500);
          expect(text).not.toMatch(LEAKS);
          if (code === 401) admin = await freshAdmin();
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    Math.max(30_000, RUNS * 300),
  );

  it('leaves the firm working: whatever was stored reads back, and the database answers', async () => {
    const token = await freshAdmin();
    expect((await callApi(t.app, 'GET', '/health')).code).toBe(200);
    for (const list of [
      '/system/user/list',
      '/system/role/list',
      '/system/menu/list',
      '/system/dept/list',
      '/system/dict/type/list',
      '/system/config/list',
      '/system/version/list',
      '/getRouters',
    ]) {
      const answer = await callApi(t.app, 'GET', list, token);
      expect(answer.code, `${list}: ${answer.msg}`).toBe(200);
    }
  });

  it('leaves the database consistent: no dangling links, trees whole, the audit chain intact', async () => {
    const orphans = await t.db.execute(sql`
      select 'user_role' as link, count(*)::int as n from sys_user_role ur
        where not exists (select 1 from sys_user u where u.user_id = ur.user_id)
           or not exists (select 1 from sys_role r where r.role_id = ur.role_id)
      union all
      select 'role_menu', count(*)::int from sys_role_menu rm
        where not exists (select 1 from sys_role r where r.role_id = rm.role_id)
           or not exists (select 1 from sys_menu m where m.menu_id = rm.menu_id)
      union all
      select 'menu_parent', count(*)::int from sys_menu m
        where m.parent_id <> 0 and not exists (select 1 from sys_menu p where p.menu_id = m.parent_id)
      union all
      select 'dept_parent', count(*)::int from sys_dept d
        where d.parent_id <> 0 and not exists (select 1 from sys_dept p where p.dept_id = d.parent_id)
      union all
      select 'session_user', count(*)::int from sys_session s
        where not exists (select 1 from sys_user u where u.user_id = s.user_id)`);
    expect(orphans.rows).toEqual([
      { link: 'user_role', n: 0 },
      { link: 'role_menu', n: 0 },
      { link: 'menu_parent', n: 0 },
      { link: 'dept_parent', n: 0 },
      { link: 'session_user', n: 0 },
    ]);
    const chain = await callApi(t.app, 'GET', '/monitor/operlog/verify', await freshAdmin());
    expect(chain.code, chain.msg).toBe(200);
    expect(chain.data).toMatchObject({ unsealed: 0, broken: null });
    expect((chain.data as { sealed: number }).sealed).toBeGreaterThan(0);
  });
});

describe('values the database cannot hold (found by the fuzzer)', () => {
  it('answers an id past the integer range with 400, not 500', async () => {
    const token = await freshAdmin();
    for (const url of [
      '/system/user/2147483648',
      '/system/role/9007199254740991',
      '/system/menu/2147483648',
    ]) {
      const answer = await callApi(t.app, 'GET', url, token);
      expect(answer, url).toEqual({ code: 400, msg: '请求参数错误' });
    }
  });

  it('answers a NUL character in text with 400, storing nothing', async () => {
    const token = await freshAdmin();
    const answer = await callApi(t.app, 'PUT', '/system/user/profile', token, { nameEn: 'Ad\u0000min' });
    expect(answer.code, answer.msg).toBe(400);
    const [row] = await t.db.select({ nameEn: users.nameEn }).from(users).where(eq(users.userName, 'admin'));
    expect(row!.nameEn).not.toContain('\u0000');
  });
});
