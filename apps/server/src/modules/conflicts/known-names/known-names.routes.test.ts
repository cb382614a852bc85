import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_LOGINS } from '../../../db/seed/demo-firm.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { readKnownNameSeed } from './known-names.seed.ts';
import { knownNames } from './known-names.tables.ts';

interface Row {
  knownNameId: number;
  names: string[];
  formerNames: string[];
  source: string;
  remark: string;
}
interface Hit {
  matched: string;
  reason: string;
  via?: string | null;
}

const loginOf = (role: string) => DEMO_LOGINS.find((login) => login.role === role)!.userName;

let t: TestApp;
let admin: string;
let lawyer: string;
/** The administration role (the intake team) may read the dictionary but not change it. */
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

async function footprint() {
  const [[entries], [audits]] = await Promise.all([
    t.db.select({ n: count() }).from(knownNames),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { entries: entries!.n, audits: audits!.n };
}

const auditsOf = (entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'knownName'), eq(auditLog.entityId, String(entityId))));

async function adHocHits(name: string): Promise<Hit[]> {
  const body = await call('POST', '/hankun/project/matchProject', admin, {
    names: [{ name, registrationNumber: '' }],
  });
  expect(body.code, body.msg).toBe(200);
  return (body.data as { hits: Hit[] }).hits;
}

describe('the seeded dictionary', () => {
  it('holds every company of the seed file with the public list it is from', async () => {
    const seed = readKnownNameSeed();
    const rows = (await t.db.select().from(knownNames)).filter((row) => row.source !== 'firm');
    expect(rows).toHaveLength(seed.length);
    const icbc = rows.find((row) => row.names[0] === '中国工商银行股份有限公司');
    expect(icbc).toMatchObject({ source: 'F500', names: expect.arrayContaining(['工行', 'ICBC']) });
    const former = seed.find((group) => group.names.some((name) => name.former))!;
    const row = rows.find((r) => r.names[0] === former.names[0]!.name)!;
    expect(row.formerNames).toEqual(former.names.filter((n) => n.former).map((n) => n.name));
  });
});

describe('GET /system/knownName/list', () => {
  it('finds an entry by any of its names, short or former', async () => {
    const body = await call('GET', `/system/knownName/list?name=${encodeURIComponent('工行')}`, clerk);
    expect(body.code).toBe(200);
    expect((body.rows as Row[]).map((row) => row.names[0])).toContain('中国工商银行股份有限公司');
  });

  it('filters by source', async () => {
    const body = await call('GET', '/system/knownName/list?source=HKEX&pageSize=100', admin);
    expect(body.total).toBeGreaterThan(0);
    expect((body.rows as Row[]).every((row) => row.source === 'HKEX')).toBe(true);
    // The demo firm's own entries, the names two of its clients trade under.
    const firm = await call('GET', '/system/knownName/list?source=firm', admin);
    expect((firm.rows as Row[]).map((row) => row.names[0]).sort()).toEqual([
      '上海星河云计算有限公司',
      '深圳前海鼎盛投资管理有限公司',
    ]);
  });

  it('refuses a user without system:knownName:list', async () => {
    expect((await call('GET', '/system/knownName/list', lawyer)).code).toBe(403);
  });

  it('refuses an unknown source, in the caller language', async () => {
    expect((await call('GET', '/system/knownName/list?source=WIKI', admin)).code).toBe(400);
  });
});

describe('changing the dictionary', () => {
  it('lets only those with the button permissions add, edit and delete', async () => {
    const before = await footprint();
    const entry = { names: ['甲乙丙丁有限公司', 'JYBD'] };
    expect((await call('POST', '/system/knownName', clerk, entry)).code).toBe(403);
    expect((await call('POST', '/system/knownName', lawyer, entry)).code).toBe(403);
    expect((await call('PUT', '/system/knownName', clerk, { ...entry, knownNameId: 1 })).code).toBe(403);
    expect((await call('DELETE', '/system/knownName/1', clerk)).code).toBe(403);
    // Refusals are in the access audit; the dictionary itself is untouched.
    expect((await footprint()).entries).toBe(before.entries);
    expect((await call('GET', '/system/knownName/1', clerk)).code).toBe(200);
  });

  it('an alias an administrator adds is used by the next conflict check', async () => {
    // 北京星河智能科技有限公司 is a demo client; "XHAI" is nothing like its name.
    expect((await adHocHits('XHAI')).some((hit) => hit.matched === '北京星河智能科技有限公司')).toBe(false);
    const added = await call('POST', '/system/knownName', admin, {
      names: ['北京星河智能科技有限公司', 'XHAI'],
      formerNames: ['北京星河人工智能研究所有限公司'],
      remark: '客户常用简称',
    });
    expect(added).toMatchObject({
      code: 200,
      data: { source: 'firm', names: ['北京星河智能科技有限公司', 'XHAI'] },
    });
    const row = added.data as Row;
    const hits = await adHocHits('XHAI');
    expect(hits.find((hit) => hit.matched === '北京星河智能科技有限公司')).toMatchObject({
      reason: 'knownName',
      via: '北京星河智能科技有限公司',
    });
    const [audit] = await auditsOf(row.knownNameId);
    expect(audit).toMatchObject({ action: 'create', after: expect.objectContaining({ names: row.names }) });

    // Removing the alias takes it out of the very next check.
    const edited = await call('PUT', '/system/knownName', admin, {
      knownNameId: row.knownNameId,
      names: ['北京星河智能科技有限公司', '星河智能'],
    });
    expect(edited).toMatchObject({
      code: 200,
      data: { names: ['北京星河智能科技有限公司', '星河智能'], formerNames: [] },
    });
    expect((await adHocHits('XHAI')).some((hit) => hit.matched === '北京星河智能科技有限公司')).toBe(false);
    expect((await auditsOf(row.knownNameId)).map((a) => a.action).sort()).toEqual(['create', 'update']);

    expect((await call('DELETE', `/system/knownName/${row.knownNameId}`, admin)).code).toBe(200);
    expect((await call('GET', `/system/knownName/${row.knownNameId}`, admin)).code).toBe(404);
    expect((await auditsOf(row.knownNameId)).map((a) => a.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
  });

  it('keeps a seeded entry credited to its list when an administrator edits it', async () => {
    const [bocom] = (await call('GET', `/system/knownName/list?name=${encodeURIComponent('交行')}`, admin))
      .rows as Row[];
    const body = await call('PUT', '/system/knownName', admin, {
      knownNameId: bocom!.knownNameId,
      names: [...bocom!.names, 'BoComm'],
      formerNames: bocom!.formerNames,
    });
    expect(body, body.msg).toMatchObject({ code: 200, data: { source: 'BANKS' } });
  });

  it('refuses an entry of one name, in both languages, writing nothing', async () => {
    const before = await footprint();
    const cn = await call('POST', '/system/knownName', admin, { names: ['甲乙丙丁有限公司'] });
    expect(cn).toMatchObject({ code: 400 });
    expect(cn.msg).toContain('至少需要两个名称');
    const en = await call('POST', '/system/knownName', admin, { names: ['甲乙丙丁有限公司'] }, 'en');
    expect(en.msg).toContain('at least two names');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a name another entry already has, even written differently, writing nothing', async () => {
    const before = await footprint();
    const cn = await call('POST', '/system/knownName', admin, { names: ['某某银行', 'icbc'] });
    expect(cn).toMatchObject({ code: 409 });
    expect(cn.msg).toBe('“icbc”已是中国工商银行股份有限公司的名称');
    const en = await call('POST', '/system/knownName', admin, { names: ['某某银行', 'ＩＣＢＣ'] }, 'en');
    expect(en.msg).toBe('"ＩＣＢＣ" is already a name of 中国工商银行股份有限公司');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a name with nothing to match on', async () => {
    const body = await call('POST', '/system/knownName', admin, { names: ['甲乙丙丁有限公司', '（）'] });
    expect(body).toMatchObject({ code: 400, msg: '“（）”中没有可用于比对的文字' });
  });

  it('refuses too long a name and an unknown entry', async () => {
    const long = await call('POST', '/system/knownName', admin, { names: ['甲'.repeat(201), 'JY'] });
    expect(long.code).toBe(400);
    const missing = await call('PUT', '/system/knownName', admin, {
      knownNameId: 999999,
      names: ['甲乙', '丙丁'],
    });
    expect(missing).toMatchObject({ code: 404, msg: '知名名称条目不存在' });
    expect((await call('DELETE', '/system/knownName/999999', admin)).code).toBe(404);
  });
});
