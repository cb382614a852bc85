import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LOGINS } from '../../db/seed/demo-firm.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { dictData, dictTypes } from './dictionaries.tables.ts';

interface DictTypeRow {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
}
interface DictDataRow {
  dictCode: number;
  dictType: string;
  dictLabel: string;
  dictLabelEn: string;
  dictValue: string;
  dictSort: number;
  status: string;
}

const loginOf = (role: string) => DEMO_LOGINS.find((login) => login.role === role)!.userName;

let t: TestApp;
let admin: string;
let lawyer: string;
/** The administration role may list and view dictionaries but not change them. */
let clerk: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer, clerk] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, loginOf('lawyer')),
    signIn(t.app, loginOf('administration')),
  ]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

let sequence = 0;
/** A fresh dictionary type for one test, with the given entries added in order. */
async function newType(entries: { dictLabel: string; dictValue?: string; dictSort?: number }[] = []) {
  sequence += 1;
  const dictType = `test_kind_${sequence}`;
  const created = await call('POST', '/system/dict/type', admin, {
    dictName: `测试类型${sequence}`,
    dictType,
  });
  expect(created.code).toBe(200);
  const rows: DictDataRow[] = [];
  for (const entry of entries) {
    const added = await call('POST', '/system/dict/data', admin, { dictType, ...entry });
    expect(added.code).toBe(200);
    rows.push(added.data as DictDataRow);
  }
  return { type: created.data as DictTypeRow, rows };
}

async function auditsOf(entity: string, entityId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
}

/** Row counts of everything a dictionary request could write. */
async function footprint() {
  const [[types], [entries], [audits]] = await Promise.all([
    t.db.select({ n: count() }).from(dictTypes),
    t.db.select({ n: count() }).from(dictData),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { types: types!.n, entries: entries!.n, audits: audits!.n };
}

describe('GET /system/dict/data/type/:dictType', () => {
  it('lists the active entries of a type in sort order, with both labels', async () => {
    const body = await call('GET', '/system/dict/data/type/sys_normal_disable', admin);
    expect(body.code).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ dictValue: '0', dictLabel: '正常', dictLabelEn: 'Normal', disabled: false }),
      expect.objectContaining({
        dictValue: '1',
        dictLabel: '停用',
        dictLabelEn: 'Disabled',
        disabled: false,
      }),
    ]);
  });

  it('leaves disabled entries out', async () => {
    const { type } = await newType([{ dictLabel: '甲' }]);
    await call('POST', '/system/dict/data', admin, { dictType: type.dictType, dictLabel: '乙', status: '1' });
    const body = await call('GET', `/system/dict/data/type/${type.dictType}`, admin);
    expect((body.data as DictDataRow[]).map((row) => row.dictLabel)).toEqual(['甲']);
  });

  it('answers any signed-in user', async () => {
    const body = await call('GET', '/system/dict/data/type/sys_yes_no', lawyer);
    expect(body.code).toBe(200);
    expect((body.data as DictDataRow[]).map((row) => row.dictValue)).toEqual(['Y', 'N']);
  });

  it('answers an empty list for an unknown type', async () => {
    const body = await call('GET', '/system/dict/data/type/no_such_type', lawyer);
    expect(body).toMatchObject({ code: 200, data: [] });
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/system/dict/data/type/sys_yes_no')).code).toBe(401);
  });
});

describe('dictionary types', () => {
  it('lists types page by page', async () => {
    const body = await call('GET', '/system/dict/type/list?pageNum=1&pageSize=25', admin);
    expect(body.code).toBe(200);
    expect(body.rows!.length).toBeGreaterThan(0);
    expect(body.rows!.length).toBeLessThanOrEqual(25);
    expect(body.total).toBeGreaterThanOrEqual(body.rows!.length);
  });

  it('filters types by name, code and status', async () => {
    const byCode = await call('GET', '/system/dict/type/list?dictType=sys_yes', admin);
    expect((byCode.rows as DictTypeRow[]).map((row) => row.dictType)).toEqual(['sys_yes_no']);
    const byName = await call(
      'GET',
      `/system/dict/type/list?dictName=${encodeURIComponent('系统开关')}`,
      admin,
    );
    expect((byName.rows as DictTypeRow[]).map((row) => row.dictType)).toEqual(['sys_normal_disable']);
    const disabled = await call('GET', '/system/dict/type/list?status=1', admin);
    expect((disabled.rows as DictTypeRow[]).every((row) => row.status === '1')).toBe(true);
  });

  it('refuses to sort by a column outside the list', async () => {
    const body = await call('GET', '/system/dict/type/list?orderByColumn=remark', admin);
    expect(body.code).toBe(400);
    expect(body.msg).toContain('排序字段');
  });

  it('refuses a user without system:dict:list', async () => {
    expect((await call('GET', '/system/dict/type/list', lawyer)).code).toBe(403);
  });

  it('shows one type', async () => {
    const { type } = await newType();
    const body = await call('GET', `/system/dict/type/${type.dictId}`, admin);
    expect(body).toMatchObject({ code: 200, data: { dictId: type.dictId, dictType: type.dictType } });
  });

  it('answers 404 for a type that does not exist', async () => {
    const body = await call('GET', '/system/dict/type/999999', admin);
    expect(body).toMatchObject({ code: 404, msg: '字典类型不存在' });
  });

  it('offers every type to any signed-in user for the type picker', async () => {
    const body = await call('GET', '/system/dict/type/optionselect', lawyer);
    expect(body.code).toBe(200);
    expect((body.data as DictTypeRow[]).map((row) => row.dictType)).toContain('hk_currency');
  });

  it('adds a type and audits it', async () => {
    const body = await call('POST', '/system/dict/type', admin, {
      dictName: '案件阶段',
      dictType: 'hk_case_stage',
      remark: 'stages',
    });
    expect(body).toMatchObject({
      code: 200,
      data: { dictName: '案件阶段', dictType: 'hk_case_stage', status: '0' },
    });
    const [audit] = await auditsOf('dictType', (body.data as DictTypeRow).dictId);
    expect(audit).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ dictType: 'hk_case_stage' }),
    });
  });

  it('refuses a type code already in use, writing nothing', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/dict/type', admin, {
      dictName: '另一个',
      dictType: 'sys_yes_no',
    });
    expect(body).toMatchObject({ code: 409, msg: '字典类型 sys_yes_no 已存在' });
    expect(await footprint()).toEqual(before);
  });

  it('requires a dictionary name, naming the field in the caller language', async () => {
    const before = await footprint();
    const cn = await call('POST', '/system/dict/type', admin, { dictName: ' ', dictType: 'hk_empty_name' });
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('字典名称');
    const en = await call('POST', '/system/dict/type', admin, { dictType: 'hk_empty_name' }, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Dictionary name');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a type code that is not lower-case letters, digits and underscores', async () => {
    const body = await call('POST', '/system/dict/type', admin, { dictName: '坏', dictType: 'Bad-Code' });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('字典类型');
  });

  it('refuses a user without system:dict:add', async () => {
    const body = await call('POST', '/system/dict/type', clerk, {
      dictName: '无权',
      dictType: 'hk_no_right',
    });
    expect(body.code).toBe(403);
  });

  it('refuses an anonymous add', async () => {
    const body = await call('POST', '/system/dict/type', undefined, {
      dictName: '匿名',
      dictType: 'hk_anon',
    });
    expect(body.code).toBe(401);
  });

  it('renames the entries of a type along with it, and audits the change', async () => {
    const { type, rows } = await newType([{ dictLabel: '一' }, { dictLabel: '二' }]);
    const renamed = `${type.dictType}_renamed`;
    const body = await call('PUT', '/system/dict/type', admin, {
      ...type,
      dictName: '改名',
      dictType: renamed,
    });
    expect(body).toMatchObject({ code: 200, data: { dictType: renamed, dictName: '改名' } });
    const options = await call('GET', `/system/dict/data/type/${renamed}`, admin);
    expect((options.data as DictDataRow[]).map((row) => row.dictCode)).toEqual(
      rows.map((row) => row.dictCode),
    );
    const old = await call('GET', `/system/dict/data/type/${type.dictType}`, admin);
    expect(old.data).toEqual([]);
    const [audit] = (await auditsOf('dictType', type.dictId)).filter((row) => row.action === 'update');
    expect(audit).toMatchObject({
      before: expect.objectContaining({ dictType: type.dictType }),
      after: expect.objectContaining({ dictType: renamed }),
    });
  });

  it('refuses renaming a type onto one that exists, writing nothing', async () => {
    const { type } = await newType([{ dictLabel: '一' }]);
    const before = await footprint();
    const body = await call('PUT', '/system/dict/type', admin, { ...type, dictType: 'sys_yes_no' });
    expect(body.code).toBe(409);
    expect(await footprint()).toEqual(before);
    expect((await call('GET', `/system/dict/type/${type.dictId}`, admin)).data).toMatchObject({
      dictType: type.dictType,
    });
  });

  it('answers 404 when editing a type that does not exist', async () => {
    const body = await call('PUT', '/system/dict/type', admin, {
      dictId: 999999,
      dictName: '无',
      dictType: 'hk_none',
    });
    expect(body.code).toBe(404);
  });

  it('deletes types with their entries, auditing each', async () => {
    const first = await newType([{ dictLabel: '一' }, { dictLabel: '二' }]);
    const second = await newType([{ dictLabel: '三' }]);
    const body = await call('DELETE', `/system/dict/type/${first.type.dictId},${second.type.dictId}`, admin);
    expect(body.code).toBe(200);
    const [left] = await t.db
      .select({ n: count() })
      .from(dictData)
      .where(eq(dictData.dictType, first.type.dictType));
    expect(left!.n).toBe(0);
    const [audit] = (await auditsOf('dictType', first.type.dictId)).filter((row) => row.action === 'delete');
    expect((audit!.before as { entries: unknown[] }).entries).toHaveLength(2);
    expect(await auditsOf('dictType', second.type.dictId)).toHaveLength(2);
  });

  it('deletes nothing when one of the types does not exist', async () => {
    const { type } = await newType([{ dictLabel: '一' }]);
    const before = await footprint();
    const body = await call('DELETE', `/system/dict/type/${type.dictId},999999`, admin);
    expect(body.code).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a user without system:dict:remove', async () => {
    const { type } = await newType();
    expect((await call('DELETE', `/system/dict/type/${type.dictId}`, clerk)).code).toBe(403);
  });
});

describe('dictionary entries', () => {
  it('lists the entries of one type in sort order', async () => {
    const { type } = await newType([
      { dictLabel: '后', dictSort: 5 },
      { dictLabel: '前', dictSort: 1 },
    ]);
    const body = await call('GET', `/system/dict/data/list?dictType=${type.dictType}`, clerk);
    expect(body.code).toBe(200);
    expect(body.total).toBe(2);
    expect((body.rows as DictDataRow[]).map((row) => row.dictLabel)).toEqual(['前', '后']);
  });

  it('filters entries by label in either language and by status', async () => {
    const { type } = await newType([{ dictLabel: '港币' }, { dictLabel: '美元' }]);
    await call('POST', '/system/dict/data', admin, {
      dictType: type.dictType,
      dictLabel: '欧元',
      dictLabelEn: 'Euro',
      status: '1',
    });
    const byLabel = await call(
      'GET',
      `/system/dict/data/list?dictType=${type.dictType}&dictLabel=euro`,
      admin,
    );
    expect((byLabel.rows as DictDataRow[]).map((row) => row.dictLabel)).toEqual(['欧元']);
    const active = await call('GET', `/system/dict/data/list?dictType=${type.dictType}&status=0`, admin);
    expect(active.total).toBe(2);
  });

  it('requires the type to list entries of', async () => {
    const body = await call('GET', '/system/dict/data/list', admin);
    expect(body.code).toBe(400);
    expect(body.msg).toContain('字典类型');
  });

  it('shows one entry, and answers 404 for one that does not exist', async () => {
    const { rows } = await newType([{ dictLabel: '一' }]);
    expect((await call('GET', `/system/dict/data/${rows[0]!.dictCode}`, clerk)).data).toMatchObject({
      dictLabel: '一',
    });
    expect(await call('GET', '/system/dict/data/999999', admin)).toMatchObject({
      code: 404,
      msg: '字典数据不存在',
    });
  });

  it('gives a new entry the largest numeric value plus one', async () => {
    const { type } = await newType([
      { dictLabel: '三', dictValue: '3' },
      { dictLabel: '十', dictValue: '10' },
      { dictLabel: '九', dictValue: '9' },
    ]);
    const body = await call('POST', '/system/dict/data', admin, { dictType: type.dictType, dictLabel: '新' });
    expect(body.data).toMatchObject({ dictValue: '11' });
  });

  it('ignores non-numeric values when deriving a value', async () => {
    const { type } = await newType([
      { dictLabel: '二', dictValue: '2' },
      { dictLabel: '字母', dictValue: 'z99' },
      { dictLabel: '代码', dictValue: '100abc' },
    ]);
    const body = await call('POST', '/system/dict/data', admin, { dictType: type.dictType, dictLabel: '新' });
    expect(body.data).toMatchObject({ dictValue: '3' });
  });

  it('gives the first numeric value 1 when a type has none', async () => {
    const body = await call('POST', '/system/dict/data', admin, {
      dictType: 'sys_yes_no',
      dictLabel: '未定',
    });
    expect(body.data).toMatchObject({ dictValue: '1' });
  });

  it('treats an empty value as missing', async () => {
    const { type } = await newType([{ dictLabel: '一', dictValue: '1' }]);
    const body = await call('POST', '/system/dict/data', admin, {
      dictType: type.dictType,
      dictLabel: '二',
      dictValue: '',
    });
    expect(body.data).toMatchObject({ dictValue: '2' });
  });

  it('gives a new entry the largest sort plus one', async () => {
    const { type } = await newType([
      { dictLabel: '一', dictSort: 7 },
      { dictLabel: '二', dictSort: 3 },
    ]);
    const body = await call('POST', '/system/dict/data', admin, { dictType: type.dictType, dictLabel: '新' });
    expect(body.data).toMatchObject({ dictSort: 8 });
    const { type: empty } = await newType();
    const first = await call('POST', '/system/dict/data', admin, {
      dictType: empty.dictType,
      dictLabel: '首',
    });
    expect(first.data).toMatchObject({ dictSort: 1, dictValue: '1' });
  });

  it('keeps a value and sort the caller gives', async () => {
    const { type } = await newType([{ dictLabel: '一', dictValue: '1', dictSort: 1 }]);
    const body = await call('POST', '/system/dict/data', admin, {
      dictType: type.dictType,
      dictLabel: '港币',
      dictLabelEn: 'HKD',
      dictValue: 'HKD',
      dictSort: 0,
    });
    expect(body.data).toMatchObject({ dictValue: 'HKD', dictSort: 0, dictLabelEn: 'HKD' });
  });

  it('gives two concurrent adds to one type distinct values and sorts', async () => {
    const { type } = await newType([{ dictLabel: '一', dictValue: '1' }]);
    const add = (dictLabel: string) =>
      call('POST', '/system/dict/data', admin, { dictType: type.dictType, dictLabel });
    const results = await Promise.all([add('甲'), add('乙'), add('丙')]);
    expect(results.map((result) => result.code)).toEqual([200, 200, 200]);
    const rows = results.map((result) => result.data as DictDataRow);
    expect(rows.map((row) => row.dictValue).sort()).toEqual(['2', '3', '4']);
    expect(new Set(rows.map((row) => row.dictSort)).size).toBe(3);
  });

  it('adds an entry and audits it', async () => {
    const { type } = await newType();
    const body = await call('POST', '/system/dict/data', admin, { dictType: type.dictType, dictLabel: '新' });
    const row = body.data as DictDataRow;
    const [audit] = await auditsOf('dictData', row.dictCode);
    expect(audit).toMatchObject({ action: 'create', after: expect.objectContaining({ dictLabel: '新' }) });
  });

  it('requires a label, naming the field in the caller language, writing nothing', async () => {
    const { type } = await newType();
    const before = await footprint();
    const cn = await call('POST', '/system/dict/data', admin, { dictType: type.dictType, dictLabel: '  ' });
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('字典标签');
    const en = await call('POST', '/system/dict/data', admin, { dictType: type.dictType }, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Dictionary label');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a label already used in the type, writing nothing', async () => {
    const { type } = await newType([{ dictLabel: '港币' }]);
    const before = await footprint();
    const body = await call('POST', '/system/dict/data', admin, {
      dictType: type.dictType,
      dictLabel: '港币',
    });
    expect(body).toMatchObject({ code: 409, msg: '字典标签「港币」已存在' });
    expect(body.errors?.[0]?.field).toBe('dictLabel');
    expect(await footprint()).toEqual(before);
  });

  it('allows a label used in another type', async () => {
    const { type } = await newType();
    const body = await call('POST', '/system/dict/data', admin, {
      dictType: type.dictType,
      dictLabel: '正常',
    });
    expect(body.code).toBe(200);
  });

  it('refuses a value already used in the type, writing nothing', async () => {
    const { type } = await newType([{ dictLabel: '一', dictValue: '1' }]);
    const before = await footprint();
    const body = await call('POST', '/system/dict/data', admin, {
      dictType: type.dictType,
      dictLabel: '另一',
      dictValue: '1',
    });
    expect(body.code).toBe(409);
    expect(body.msg).toContain('字典键值');
    expect(body.errors?.[0]?.field).toBe('dictValue');
    expect(await footprint()).toEqual(before);
  });

  it('refuses an entry for a type that does not exist', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/dict/data', admin, {
      dictType: 'no_such_type',
      dictLabel: '孤儿',
    });
    expect(body).toMatchObject({ code: 400, msg: '字典类型不存在' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a user without system:dict:add', async () => {
    const body = await call('POST', '/system/dict/data', clerk, {
      dictType: 'sys_yes_no',
      dictLabel: '无权',
    });
    expect(body.code).toBe(403);
  });

  it('edits an entry and audits before and after', async () => {
    const { type, rows } = await newType([{ dictLabel: '旧', dictValue: '1', dictSort: 1 }]);
    const body = await call('PUT', '/system/dict/data', admin, {
      ...rows[0],
      dictLabel: '新',
      dictLabelEn: 'New',
      dictSort: 4,
      status: '1',
    });
    expect(body).toMatchObject({
      code: 200,
      data: { dictLabel: '新', dictLabelEn: 'New', dictSort: 4, status: '1' },
    });
    expect(body.data).toMatchObject({ dictType: type.dictType });
    const [audit] = (await auditsOf('dictData', rows[0]!.dictCode)).filter((row) => row.action === 'update');
    expect(audit).toMatchObject({
      before: expect.objectContaining({ dictLabel: '旧' }),
      after: expect.objectContaining({ dictLabel: '新' }),
    });
  });

  it('requires a value and a sort on edit', async () => {
    const { rows } = await newType([{ dictLabel: '一' }]);
    const { dictValue: _value, ...withoutValue } = rows[0]!;
    const body = await call('PUT', '/system/dict/data', admin, withoutValue, 'en');
    expect(body.code).toBe(400);
    expect(body.msg).toContain('Dictionary value');
  });

  it('refuses an edit that repeats another label of the type, writing nothing', async () => {
    const { rows } = await newType([{ dictLabel: '一' }, { dictLabel: '二' }]);
    const before = await footprint();
    const body = await call('PUT', '/system/dict/data', admin, { ...rows[1], dictLabel: '一' });
    expect(body.code).toBe(409);
    expect(await footprint()).toEqual(before);
    expect((await call('GET', `/system/dict/data/${rows[1]!.dictCode}`, admin)).data).toMatchObject({
      dictLabel: '二',
    });
  });

  it('keeps an entry label and value when saved unchanged', async () => {
    const { rows } = await newType([{ dictLabel: '一' }]);
    expect((await call('PUT', '/system/dict/data', admin, { ...rows[0], remark: '备注' })).code).toBe(200);
  });

  it('refuses moving an entry to a type that does not exist', async () => {
    const { rows } = await newType([{ dictLabel: '一' }]);
    const body = await call('PUT', '/system/dict/data', admin, { ...rows[0], dictType: 'no_such_type' });
    expect(body).toMatchObject({ code: 400, msg: '字典类型不存在' });
  });

  it('answers 404 when editing an entry that does not exist', async () => {
    const body = await call('PUT', '/system/dict/data', admin, {
      dictCode: 999999,
      dictType: 'sys_yes_no',
      dictLabel: '无',
      dictValue: 'X',
      dictSort: 1,
    });
    expect(body.code).toBe(404);
  });

  it('refuses a user without system:dict:edit', async () => {
    const { rows } = await newType([{ dictLabel: '一' }]);
    expect((await call('PUT', '/system/dict/data', lawyer, rows[0])).code).toBe(403);
  });

  it('deletes entries and audits each', async () => {
    const { type, rows } = await newType([{ dictLabel: '一' }, { dictLabel: '二' }, { dictLabel: '三' }]);
    const body = await call('DELETE', `/system/dict/data/${rows[0]!.dictCode},${rows[1]!.dictCode}`, admin);
    expect(body.code).toBe(200);
    const left = await call('GET', `/system/dict/data/type/${type.dictType}`, admin);
    expect((left.data as DictDataRow[]).map((row) => row.dictLabel)).toEqual(['三']);
    const [audit] = (await auditsOf('dictData', rows[0]!.dictCode)).filter((row) => row.action === 'delete');
    expect(audit).toMatchObject({ before: expect.objectContaining({ dictLabel: '一' }) });
  });

  it('deletes nothing when one of the entries does not exist', async () => {
    const { rows } = await newType([{ dictLabel: '一' }]);
    const before = await footprint();
    const body = await call('DELETE', `/system/dict/data/${rows[0]!.dictCode},999999`, admin);
    expect(body.code).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a malformed id list', async () => {
    expect((await call('DELETE', '/system/dict/data/1;drop', admin)).code).toBe(400);
  });

  it('refuses an anonymous delete', async () => {
    expect((await call('DELETE', '/system/dict/data/1')).code).toBe(401);
  });
});
