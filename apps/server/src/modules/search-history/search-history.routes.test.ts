import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { searchHistory } from './search-history.tables.ts';

interface HistoryRow {
  id: number;
  kind: string;
  value: string;
  payload: unknown;
}

let t: TestApp;
let lawyer: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  [lawyer, partner] = await Promise.all([signIn(t.app, 'sunyue'), signIn(t.app, 'wangjianguo')]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

async function add(token: string, kind: string, value: string, payload?: object): Promise<HistoryRow> {
  const body = await call('POST', '/hankun/history', token, { kind, value, payload });
  expect(body.code, body.msg).toBe(200);
  return body.data as HistoryRow;
}

async function list(token: string, kind: string): Promise<HistoryRow[]> {
  const body = await call('GET', `/hankun/history/list?kind=${kind}`, token);
  expect(body.code, body.msg).toBe(200);
  return body.data as HistoryRow[];
}

const valuesOf = async (token: string, kind: string) => (await list(token, kind)).map((row) => row.value);

async function footprint() {
  const [rows, audits] = await Promise.all([
    t.db.select().from(searchHistory).orderBy(searchHistory.id),
    t.db.$count(auditLog),
  ]);
  return { rows, audits };
}

const auditsOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'searchHistory'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, action),
      ),
    );

describe('POST /hankun/history and GET /hankun/history/list', () => {
  it('lists entries newest first, trimmed, with their payload, audited', async () => {
    await add(lawyer, 'project', 'P-001', { id: 1, name: '并购', number: 'P-001', numberName: 'P-001:并购' });
    const row = await add(lawyer, 'project', '  P-002  ');
    expect(row.value).toBe('P-002');
    const rows = await list(lawyer, 'project');
    expect(rows.map((item) => item.value)).toEqual(['P-002', 'P-001']);
    expect(rows[1]!.payload).toEqual({ id: 1, name: '并购', number: 'P-001', numberName: 'P-001:并购' });
    expect(rows[0]!.payload).toBeNull();
    expect(await auditsOf(row.id, 'create')).toHaveLength(1);
  });

  it('moves a repeated value to the front instead of duplicating it', async () => {
    for (const value of ['a', 'b', 'c']) await add(lawyer, 'route', value);
    const moved = await add(lawyer, 'route', 'a');
    expect(await valuesOf(lawyer, 'route')).toEqual(['a', 'c', 'b']);
    expect(await auditsOf(moved.id, 'update')).toHaveLength(1);
  });

  it('keeps only the latest 10, auditing what it drops', async () => {
    for (let i = 1; i <= 11; i += 1) await add(lawyer, 'keep', `v${i}`);
    const rows = await t.db.select().from(searchHistory).where(eq(searchHistory.kind, 'keep'));
    expect(rows).toHaveLength(10);
    const values = await valuesOf(lawyer, 'keep');
    expect(values[0]).toBe('v11');
    expect(values).not.toContain('v1');
    const deletions = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'searchHistory'), eq(auditLog.action, 'delete')));
    expect(deletions.map((audit) => (audit.before as { value: string }).value)).toContain('v1');
  });

  it('keeps each search box separate', async () => {
    await add(lawyer, 'user', '孙悦', { id: 2, name: '孙悦', allName: '孙悦（北京）' });
    expect(await valuesOf(lawyer, 'user')).toEqual(['孙悦']);
    expect(await valuesOf(lawyer, 'route')).not.toContain('孙悦');
  });

  it('refuses text over 64 characters, naming the field in cn and en, writing nothing', async () => {
    const before = await footprint();
    const cn = await call('POST', '/hankun/history', lawyer, { kind: 'route', value: 'x'.repeat(65) });
    expect(cn).toMatchObject({ code: 400, msg: '搜索内容长度不能超过64个字符' });
    expect(cn.errors?.[0]?.field).toBe('value');
    const en = await call('POST', '/hankun/history', lawyer, { kind: 'route', value: 'x'.repeat(65) }, 'en');
    expect(en.msg).toBe('Search text must be at most 64 characters');
    expect(await footprint()).toEqual(before);
  });

  it('refuses an empty or whitespace-only value, writing nothing', async () => {
    const before = await footprint();
    const blank = await call('POST', '/hankun/history', lawyer, { kind: 'route', value: '   ' });
    expect(blank).toMatchObject({ code: 400, msg: '搜索内容不能为空' });
    expect((await call('POST', '/hankun/history', lawyer, { kind: 'route', value: '' })).code).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a malformed payload or kind', async () => {
    expect(
      (await call('POST', '/hankun/history', lawyer, { kind: 'user', value: 'x', payload: { id: 1 } })).code,
    ).toBe(400);
    expect((await call('POST', '/hankun/history', lawyer, { kind: 'Not A Kind', value: 'x' })).code).toBe(
      400,
    );
    expect((await call('GET', '/hankun/history/list', lawyer)).code).toBe(400);
  });

  it("never shows one user's history to another", async () => {
    await add(lawyer, 'private', 'lawyer search');
    expect(await list(partner, 'private')).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/hankun/history/list?kind=route')).code).toBe(401);
    expect((await call('POST', '/hankun/history', undefined, { kind: 'route', value: 'x' })).code).toBe(401);
    expect((await call('DELETE', '/hankun/history?kind=route')).code).toBe(401);
  });
});

describe('DELETE /hankun/history/:id', () => {
  it('deletes an own entry, audited', async () => {
    const row = await add(lawyer, 'remove', 'gone');
    expect((await call('DELETE', `/hankun/history/${row.id}`, lawyer)).code).toBe(200);
    expect(await valuesOf(lawyer, 'remove')).toEqual([]);
    expect(await auditsOf(row.id, 'delete')).toHaveLength(1);
  });

  it("answers 404 for another user's entry exactly as for a missing one, leaving it untouched", async () => {
    const row = await add(lawyer, 'mine', 'kept');
    const before = await footprint();
    const theirs = await call('DELETE', `/hankun/history/${row.id}`, partner);
    const missing = await call('DELETE', '/hankun/history/999999', partner);
    expect(theirs).toMatchObject({ code: 404, msg: '搜索历史不存在' });
    expect(theirs).toEqual(missing);
    expect(await footprint()).toEqual(before);
  });
});

describe('DELETE /hankun/history', () => {
  it("clears one search box of the caller's own history, audited", async () => {
    await add(lawyer, 'clear', 'one');
    await add(lawyer, 'clear-other', 'two');
    await add(partner, 'clear', 'theirs');
    expect((await call('DELETE', '/hankun/history?kind=clear', lawyer)).code).toBe(200);
    expect(await list(lawyer, 'clear')).toEqual([]);
    expect(await valuesOf(lawyer, 'clear-other')).toEqual(['two']);
    expect(await valuesOf(partner, 'clear')).toEqual(['theirs']);
  });

  it("clears every search box of the caller's own when no kind is given", async () => {
    await add(partner, 'all-a', 'x');
    await add(partner, 'all-b', 'y');
    expect((await call('DELETE', '/hankun/history', partner)).code).toBe(200);
    expect(await list(partner, 'all-a')).toEqual([]);
    expect(await list(partner, 'all-b')).toEqual([]);
    expect(await list(lawyer, 'mine')).not.toEqual([]);
  });
});
