import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, json, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { assertRouteDeclared } from './route-access.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const configPayload = (key: string, extra: object = {}) => ({
  configName: `名称 ${key}`,
  configKey: key,
  configValue: 'v',
  ...extra,
});

describe('route declarations', () => {
  it('has a permission or public declaration on every registered API route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(20);
    for (const route of t.app.routeAccess) {
      expect(route.public || typeof route.permission === 'string', `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('refuses to register a route that declares neither', async () => {
    const probe = Fastify();
    probe.addHook('onRoute', (route) => {
      assertRouteDeclared(route);
    });
    expect(() => probe.get('/venus-api/undeclared', async () => 'x')).toThrow(/declares neither/);
    await probe.close();
  });

  it('refuses a malformed permission string', () => {
    expect(() =>
      assertRouteDeclared({ method: 'GET', url: '/x', config: { permission: 'drop table' } }),
    ).toThrow(/malformed/);
  });
});

describe('envelope and errors', () => {
  it('answers an unknown API path with the 404 envelope', async () => {
    const response = await t.app.inject({ url: `${API}/no/such/thing`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ code: 404, msg: '接口不存在：/venus-api/no/such/thing' });
  });

  it('answers anonymous callers of an unknown path with 404 too', async () => {
    expect(json(await t.app.inject({ url: `${API}/nothing-here` })).code).toBe(404);
  });

  it('refuses a 10 MB JSON body with 413 and writes nothing', async () => {
    const before = await t.db.$count(auditLog);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/system/config`,
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: JSON.stringify(configPayload('big.body', { configValue: 'x'.repeat(10 * 1024 * 1024) })),
    });
    expect(json(response)).toMatchObject({ code: 413, msg: '请求内容过大' });
    expect(await t.db.$count(auditLog)).toBe(before);
  });

  it('refuses a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/system/config`,
      headers: { ...bearer(admin), 'content-type': 'application/xml' },
      payload: '<config/>',
    });
    expect(json(response).code).toBe(415);
  });

  it('refuses broken JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/system/config`,
      headers: { ...bearer(admin), 'content-type': 'application/json', language: 'en' },
      payload: '{"configKey": ',
    });
    expect(json(response)).toMatchObject({ code: 400, msg: 'The request body is not valid JSON' });
  });

  it('names the invalid field in the caller language', async () => {
    const post = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/system/config`,
        headers: { ...bearer(admin), language },
        payload: { configKey: 'k', configValue: 'v' },
      });
    const cn = json(await post('cn'));
    expect(cn.code).toBe(400);
    expect(cn.msg).toBe('参数名称不能为空');
    expect(cn.errors).toEqual([
      { field: 'configName', key: 'validation.required', message: '参数名称不能为空' },
    ]);
    expect(json(await post('en')).msg).toBe('Config name is required');
    const browser = await t.app.inject({
      method: 'POST',
      url: `${API}/system/config`,
      headers: { ...bearer(admin), 'accept-language': 'en-GB,en;q=0.9' },
      payload: { configKey: 'k', configValue: 'v' },
    });
    expect(json(browser).msg).toBe('Config name is required');
  });

  it('accepts the client timestamp parameter on any route', async () => {
    const response = await t.app.inject({
      url: `${API}/getInfo?timestamp=1732240000000`,
      headers: bearer(admin),
    });
    expect(json(response).code).toBe(200);
  });

  it('puts a request id on every answer', async () => {
    const response = await t.app.inject({ url: `${API}/health` });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('input handling', () => {
  it('trims strings, except the fields a route keeps as sent', async () => {
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/system/config`,
        headers: bearer(admin),
        payload: { configName: '  带空格  ', configKey: '  trim.test ', configValue: '  kept  ' },
      }),
    );
    expect(created.data).toMatchObject({
      configName: '带空格',
      configKey: 'trim.test',
      configValue: '  kept  ',
    });
  });

  it('stores SQL fragments in string fields as plain text', async () => {
    const evil = "x'); drop table sys_user; --";
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/system/config`,
        headers: bearer(admin),
        payload: configPayload('sql.text', { configName: evil, remark: evil }),
      }),
    );
    expect(created.data).toMatchObject({ configName: evil, remark: evil });
    const search = json(
      await t.app.inject({
        url: `${API}/system/config/list?configName=${encodeURIComponent("' or 1=1 --")}`,
        headers: bearer(admin),
      }),
    );
    expect(search).toMatchObject({ code: 200, total: 0 });
    expect(json(await t.app.inject({ url: `${API}/system/user/list`, headers: bearer(admin) })).code).toBe(
      200,
    );
  });

  it('treats % and _ in a search as literal characters', async () => {
    const search = json(
      await t.app.inject({ url: `${API}/system/config/list?configKey=%25`, headers: bearer(admin) }),
    );
    expect(search.total).toBe(0);
  });

  it('refuses unknown sort columns and directions with 400', async () => {
    const column = json(
      await t.app.inject({
        url: `${API}/system/user/list?orderByColumn=${encodeURIComponent('user_name;drop table sys_user')}`,
        headers: bearer(admin),
      }),
    );
    expect(column.code).toBe(400);
    expect(column.msg).toBe('排序字段的值不在允许范围内');
    const direction = json(
      await t.app.inject({
        url: `${API}/system/user/list?orderByColumn=userName&isAsc=asc,1`,
        headers: bearer(admin),
      }),
    );
    expect(direction.code).toBe(400);
  });

  it('sorts by a known column in both directions', async () => {
    const list = async (isAsc: string) =>
      (
        json(
          await t.app.inject({
            url: `${API}/system/user/list?orderByColumn=userName&isAsc=${isAsc}&pageSize=100`,
            headers: bearer(admin),
          }),
        ).rows as { userName: string }[]
      ).map((row) => row.userName);
    const ascending = await list('asc');
    expect(ascending.length).toBeGreaterThan(30);
    expect(ascending).toEqual([...ascending].sort());
    expect(await list('desc')).toEqual([...ascending].reverse());
  });
});

describe('permissions', () => {
  it('answers 403 to a signed-in user without the permission', async () => {
    const lawyer = await signIn(t.app, 'sunyue');
    expect(json(await t.app.inject({ url: `${API}/system/user/list`, headers: bearer(lawyer) })).code).toBe(
      403,
    );
    expect(
      json(await t.app.inject({ url: `${API}/monitor/operlog/list`, headers: bearer(lawyer) })).code,
    ).toBe(403);
  });

  it('lets a role through exactly the permissions its menus grant', async () => {
    const hr = await signIn(t.app, 'panling');
    expect(json(await t.app.inject({ url: `${API}/system/user/list`, headers: bearer(hr) })).code).toBe(200);
    expect(
      json(await t.app.inject({ method: 'DELETE', url: `${API}/system/user/999`, headers: bearer(hr) })).code,
    ).toBe(403);
  });

  it('checks the permission before reading the body', async () => {
    const lawyer = await signIn(t.app, 'sunyue');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/system/config`,
      headers: bearer(lawyer),
      payload: { nonsense: true },
    });
    expect(json(response).code).toBe(403);
  });
});

describe('audit log', () => {
  it('writes who, what, before and after with the change', async () => {
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/system/config`,
        headers: bearer(admin),
        payload: configPayload('audited'),
      }),
    ).data as { configId: number };
    await t.app.inject({
      method: 'PUT',
      url: `${API}/system/config`,
      headers: bearer(admin),
      payload: { ...configPayload('audited'), configId: created.configId, configValue: 'changed' },
    });
    const trail = json(
      await t.app.inject({
        url: `${API}/monitor/operlog/list?entity=config&entityId=${created.configId}`,
        headers: bearer(admin),
      }),
    );
    expect(trail.rows).toHaveLength(2);
    expect(trail.rows?.[0]).toMatchObject({
      userName: 'admin',
      action: 'update',
      before: { configValue: 'v' },
      after: { configValue: 'changed' },
    });
    expect(trail.rows?.[1]).toMatchObject({
      action: 'create',
      before: null,
      after: { configKey: 'audited' },
    });
  });

  it('writes nothing when the change fails', async () => {
    const before = await t.db.$count(auditLog);
    const clash = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/system/config`,
        headers: bearer(admin),
        payload: configPayload('audited'),
      }),
    );
    expect(clash.code).toBe(409);
    expect(await t.db.$count(auditLog)).toBe(before);
  });

  it('never records a password hash', async () => {
    const trail = await t.db.select().from(auditLog);
    expect(JSON.stringify(trail)).not.toMatch(/passwordHash|\$argon2/);
  });
});

describe('service endpoints', () => {
  it('reports database reachability at /health', async () => {
    expect(json(await t.app.inject({ url: `${API}/health` }))).toMatchObject({
      code: 200,
      data: { database: 'up' },
    });
  });

  it('serves OpenAPI generated from the route schemas', async () => {
    const doc = (await t.app.inject({ url: `${API}/docs/json` })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([`${API}/login`, `${API}/getRouters`]));
    expect(JSON.stringify(doc.paths[`${API}/login`])).toContain('username');
  });

  // Last: it breaks this file's own database on purpose.
  it('answers an unexpected failure with a generic 500 and no internals', async () => {
    await t.db.execute(sql`drop table sys_config`);
    const body = json(await t.app.inject({ url: `${API}/system/config/list`, headers: bearer(admin) }));
    expect(body).toEqual({ code: 500, msg: '系统错误，请联系管理员' });
  });
});
