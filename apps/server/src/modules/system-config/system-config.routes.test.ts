import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { countChangeAudits } from '../../platform/audit/audit.test-support.ts';
import { systemConfig } from './system-config.tables.ts';

interface ConfigRow {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  remark: string;
}

let t: TestApp;
let admin: string;
let administration: string;
let lawyer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, administration, lawyer] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'chengpeng'),
    signIn(t.app, 'sunyue'),
  ]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

const lookup = (key: string, token = lawyer) => call('GET', `/system/config/configKey/${key}`, token);

async function rowByKey(configKey: string): Promise<ConfigRow | undefined> {
  const [row] = await t.db.select().from(systemConfig).where(eq(systemConfig.configKey, configKey));
  return row;
}

/** What a refused request must leave untouched: the config rows and the audit trail. */
async function footprint() {
  const [rows, audits] = await Promise.all([
    t.db.select().from(systemConfig).orderBy(systemConfig.configId),
    countChangeAudits(t.db),
  ]);
  return { rows, audits };
}

async function auditsOf(configId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'config'),
        eq(auditLog.entityId, String(configId)),
        eq(auditLog.action, action),
      ),
    );
}

let sequence = 0;
async function newConfig(extra: object = {}): Promise<ConfigRow> {
  sequence += 1;
  const body = await call('POST', '/system/config', admin, {
    configName: `测试参数${sequence}`,
    configKey: `test.key.${sequence}`,
    configValue: `value-${sequence}`,
    ...extra,
  });
  expect(body.code, body.msg).toBe(200);
  return body.data as ConfigRow;
}

const editOf = (row: ConfigRow, changes: Partial<ConfigRow> = {}) => {
  const { configId, configName, configKey, configValue, configType, remark } = row;
  return { configId, configName, configKey, configValue, configType, remark, ...changes };
};

describe('GET /system/config/configKey/:configKey', () => {
  it('answers a seeded key with its value in msg and code 200', async () => {
    expect(await lookup('file-size-limit')).toEqual({ code: 200, msg: '10240' });
    expect((await lookup('file-type-limit')).msg).toContain('docx');
  });

  it('answers the built-in default for a known key that has no row', async () => {
    await t.db.delete(systemConfig).where(eq(systemConfig.configKey, 'file-chunk'));
    expect(await lookup('file-chunk')).toEqual({ code: 200, msg: '1000-10' });
  });

  it('answers an empty value for a key that is neither stored nor known', async () => {
    expect(await lookup('no.such.key', admin)).toEqual({ code: 200, msg: '' });
  });

  it('answers an empty value for names of the defaults object’s prototype (found by the fuzz test)', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(await lookup(key, admin)).toEqual({ code: 200, msg: '' });
  });

  it('reads the public keys to everyone signed in: upload limits, watermark, tab text, socket, export cap', async () => {
    for (const key of ['file-type-limit', 'SystemWatermarkSize', 'BrowserTabText1', 'system-socket-prod'])
      expect((await lookup(key)).code, key).toBe(200);
    expect((await lookup('sys.export.maxRows')).msg).toBe('10000');
  });

  it('refuses any other key without the config permission, stored, built in or unknown alike', async () => {
    const own = await newConfig({ configValue: 'secret-value' });
    for (const key of [
      'sys.account.mfaRequiredRoles',
      'sys.web.url',
      own.configKey,
      'no.such.key',
      '__proto__',
    ]) {
      const body = await lookup(key);
      expect(body.code, key).toBe(403);
      expect(JSON.stringify(body), key).not.toContain('secret-value');
    }
    expect((await lookup(own.configKey, admin)).msg).toBe('secret-value');
  });

  it('is open to every signed-in user, not to an anonymous caller', async () => {
    expect((await lookup('file-size-limit', administration)).msg).toBe('10240');
    expect((await call('GET', '/system/config/configKey/file-size-limit')).code).toBe(401);
  });
});

describe('GET /system/config/list and /system/config/:id', () => {
  it('lists config entries page by page, filtered by name, key and type', async () => {
    const all = await call('GET', '/system/config/list?pageNum=1&pageSize=25', admin);
    expect(all.code).toBe(200);
    expect(all.total).toBe(await t.db.$count(systemConfig));
    const byKey = await call('GET', '/system/config/list?configKey=file-size', admin);
    expect((byKey.rows as ConfigRow[]).map((row) => row.configKey)).toEqual(['file-size-limit']);
    const byName = await call(
      'GET',
      `/system/config/list?configName=${encodeURIComponent('水印颜色')}`,
      admin,
    );
    expect((byName.rows as ConfigRow[]).map((row) => row.configKey)).toEqual(['SystemWatermarkColor']);
    const added = await newConfig();
    const custom = await call('GET', '/system/config/list?configType=N', admin);
    expect((custom.rows as ConfigRow[]).map((row) => row.configKey)).toContain(added.configKey);
    expect((custom.rows as ConfigRow[]).every((row) => row.configType === 'N')).toBe(true);
  });

  it('refuses a page size other than 25, 50, 100 or 200', async () => {
    expect((await call('GET', '/system/config/list?pageSize=30', admin)).code).toBe(400);
  });

  it('shows one entry, and answers 404 for one that does not exist', async () => {
    const row = (await rowByKey('file-size-limit'))!;
    const body = await call('GET', `/system/config/${row.configId}`, admin);
    expect(body).toMatchObject({ code: 200, data: { configKey: 'file-size-limit', configValue: '10240' } });
    expect(await call('GET', '/system/config/999999', admin)).toMatchObject({ code: 404, msg: '参数不存在' });
  });
});

describe('POST /system/config', () => {
  it('adds an entry, audited, that the key lookup answers at once', async () => {
    expect((await lookup('test.new.entry', admin)).msg).toBe('');
    const body = await call('POST', '/system/config', admin, {
      configName: '新参数',
      configKey: 'test.new.entry',
      configValue: '  spaced value  ',
    });
    expect(body).toMatchObject({ code: 200, data: { configKey: 'test.new.entry', configType: 'N' } });
    const row = body.data as ConfigRow;
    expect((await lookup('test.new.entry', admin)).msg).toBe('  spaced value  ');
    const [audit] = await auditsOf(row.configId, 'create');
    expect(audit!.after).toMatchObject({ configKey: 'test.new.entry', configValue: '  spaced value  ' });
  });

  it('refuses a key already in use with 409, writing nothing', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/config', admin, {
      configName: '重复',
      configKey: 'file-size-limit',
      configValue: '1',
    });
    expect(body).toMatchObject({ code: 409, msg: '参数键名 file-size-limit 已存在' });
    expect(body.errors?.[0]?.field).toBe('configKey');
    const en = await call(
      'POST',
      '/system/config',
      admin,
      { configName: 'dup', configKey: 'file-size-limit', configValue: '1' },
      'en',
    );
    expect(en.msg).toBe('Config key file-size-limit already exists');
    expect(await footprint()).toEqual(before);
  });

  it('requires a name and a well-formed key, naming the field', async () => {
    const before = await footprint();
    const nameless = await call('POST', '/system/config', admin, { configKey: 'k.1', configValue: 'v' });
    expect(nameless).toMatchObject({ code: 400, msg: '参数名称不能为空' });
    const badKey = await call('POST', '/system/config', admin, {
      configName: '坏键',
      configKey: 'bad key!',
      configValue: 'v',
    });
    expect(badKey).toMatchObject({ code: 400, msg: '参数键名格式不正确' });
    expect(await footprint()).toEqual(before);
  });
});

describe('PUT /system/config', () => {
  it('edits an entry, auditing before and after, and the key lookup answers the new value at once', async () => {
    const row = await newConfig();
    expect((await lookup(row.configKey, admin)).msg).toBe(row.configValue);
    const body = await call('PUT', '/system/config', admin, editOf(row, { configValue: 'changed' }));
    expect(body).toMatchObject({ code: 200, data: { configValue: 'changed' } });
    expect((await lookup(row.configKey, admin)).msg).toBe('changed');
    const [audit] = await auditsOf(row.configId, 'update');
    expect(audit!.before).toMatchObject({ configValue: row.configValue });
    expect(audit!.after).toMatchObject({ configValue: 'changed' });
  });

  it('edits a built-in value', async () => {
    const row = (await rowByKey('file-count-limit'))!;
    const body = await call('PUT', '/system/config', admin, editOf(row, { configValue: '50' }));
    expect(body.code).toBe(200);
    expect((await lookup('file-count-limit')).msg).toBe('50');
  });

  it('keeps a built-in entry built in, so it cannot be re-flagged and then deleted', async () => {
    const row = (await rowByKey('file-type-limit'))!;
    expect((await call('PUT', '/system/config', admin, editOf(row, { configType: 'N' }))).code).toBe(200);
    expect((await rowByKey('file-type-limit'))!.configType).toBe('Y');
    const body = await call('DELETE', `/system/config/${row.configId}`, admin);
    expect(body).toMatchObject({ code: 400, msg: '内置参数 file-type-limit 不能删除' });
  });

  it('refuses renaming a built-in key, which the product reads by name, writing nothing', async () => {
    const row = (await rowByKey('file-size-limit'))!;
    const before = await footprint();
    const body = await call(
      'PUT',
      '/system/config',
      admin,
      editOf(row, { configKey: 'file-size-limit-old' }),
    );
    expect(body).toMatchObject({ code: 400, msg: '内置参数 file-size-limit 的键名不能修改' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a key another entry uses with 409, writing nothing', async () => {
    const row = await newConfig();
    const before = await footprint();
    const body = await call('PUT', '/system/config', admin, editOf(row, { configKey: 'file-type-limit' }));
    expect(body).toMatchObject({ code: 409, msg: '参数键名 file-type-limit 已存在' });
    expect(await footprint()).toEqual(before);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const body = await call('PUT', '/system/config', admin, {
      configId: 999999,
      configName: '无',
      configKey: 'nothing.here',
      configValue: '',
    });
    expect(body).toMatchObject({ code: 404, msg: '参数不存在' });
  });
});

describe('DELETE /system/config/:ids', () => {
  it('deletes entries, auditing each, and the lookup falls back', async () => {
    const first = await newConfig();
    const second = await newConfig();
    expect((await lookup(first.configKey, admin)).msg).toBe(first.configValue);
    const body = await call('DELETE', `/system/config/${first.configId},${second.configId}`, admin);
    expect(body.code).toBe(200);
    expect(await rowByKey(first.configKey)).toBeUndefined();
    expect(await rowByKey(second.configKey)).toBeUndefined();
    expect((await lookup(first.configKey, admin)).msg).toBe('');
    const [audit] = await auditsOf(first.configId, 'delete');
    expect(audit!.before).toMatchObject({ configKey: first.configKey });
    expect(await auditsOf(second.configId, 'delete')).toHaveLength(1);
  });

  it('refuses to delete a built-in entry, deleting nothing', async () => {
    const builtin = (await rowByKey('file-size-limit'))!;
    const custom = await newConfig();
    const before = await footprint();
    const body = await call('DELETE', `/system/config/${custom.configId},${builtin.configId}`, admin);
    expect(body).toMatchObject({ code: 400, msg: '内置参数 file-size-limit 不能删除' });
    const en = await call('DELETE', `/system/config/${builtin.configId}`, admin, undefined, 'en');
    expect(en.msg).toBe('Built-in config file-size-limit cannot be deleted');
    expect(await footprint()).toEqual(before);
  });

  it('deletes nothing when one of the entries does not exist', async () => {
    const row = await newConfig();
    const before = await footprint();
    expect((await call('DELETE', `/system/config/${row.configId},999999`, admin)).code).toBe(404);
    expect(await footprint()).toEqual(before);
  });
});

describe('permissions', () => {
  it('lets the administration role list and view entries', async () => {
    const row = (await rowByKey('file-size-limit'))!;
    expect((await call('GET', '/system/config/list', administration)).code).toBe(200);
    expect((await call('GET', `/system/config/${row.configId}`, administration)).code).toBe(200);
  });

  it('refuses the administration role adding, editing or deleting, writing nothing', async () => {
    const row = await newConfig();
    const before = await footprint();
    const add = await call('POST', '/system/config', administration, {
      configName: '越权',
      configKey: 'sneaky',
      configValue: 'x',
    });
    expect(add.code).toBe(403);
    const edit = await call('PUT', '/system/config', administration, editOf(row, { configValue: 'x' }));
    expect(edit).toMatchObject({ code: 403, msg: '没有权限进行此操作' });
    expect((await call('DELETE', `/system/config/${row.configId}`, administration)).code).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a lawyer listing and an anonymous caller', async () => {
    expect((await call('GET', '/system/config/list', lawyer)).code).toBe(403);
    expect((await call('GET', '/system/config/list')).code).toBe(401);
    expect(
      (await call('POST', '/system/config', undefined, { configName: 'a', configKey: 'b', configValue: 'c' }))
        .code,
    ).toBe(401);
  });
});
