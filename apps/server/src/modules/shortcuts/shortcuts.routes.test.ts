import { SHORTCUT_COLOURS, SHORTCUT_ICONS } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { shortcut } from './shortcuts.tables.ts';

interface ShortcutView {
  id: number;
  menuName: string;
  reserveInt: number;
  reserve: number;
  searchContent: Record<string, unknown>;
  type: string;
  defineType: number;
  path: string;
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

const valid = {
  menuName: '本月待审账单',
  reserveInt: 3,
  reserve: 2,
  searchContent: { status: '1', partnerIds: [4, 7], range: ['2026-01-01', '2026-01-31'] },
  type: 'monitor/operlog/index',
  path: '/monitor/operlog',
};

async function create(token: string, input: object = valid): Promise<ShortcutView> {
  const body = await call('POST', '/hankun/shortcut', token, input);
  expect(body.code, body.msg).toBe(200);
  return body.data as ShortcutView;
}

async function mine(token: string): Promise<ShortcutView[]> {
  const body = await call('GET', '/hankun/shortcut/list', token);
  expect(body.code, body.msg).toBe(200);
  return body.data as ShortcutView[];
}

async function footprint() {
  const [rows, audits] = await Promise.all([
    t.db.select().from(shortcut).orderBy(shortcut.id),
    t.db.$count(auditLog),
  ]);
  return { rows, audits };
}

const auditsOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'shortcut'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)),
    );

/** Posts a bad shortcut in both languages; answers the two messages, checking nothing was written. */
async function refused(input: object, method: Method = 'POST'): Promise<[string, string]> {
  const before = await footprint();
  const cn = await call(method, '/hankun/shortcut', lawyer, input);
  const en = await call(method, '/hankun/shortcut', lawyer, input, 'en');
  expect(cn.code).toBe(400);
  expect(en.code).toBe(400);
  expect(await footprint()).toEqual(before);
  return [cn.msg, en.msg];
}

describe('POST /hankun/shortcut', () => {
  it('saves the caller’s shortcut with its form as JSON, defineType 1, audited', async () => {
    const saved = await create(lawyer);
    expect(saved).toMatchObject({ ...valid, defineType: 1 });
    const [row] = await t.db.select().from(shortcut).where(eq(shortcut.id, saved.id));
    expect(JSON.parse(row!.searchContent)).toEqual(valid.searchContent);
    expect(await auditsOf(saved.id, 'create')).toHaveLength(1);
    expect((await mine(lawyer)).map((item) => item.id)).toContain(saved.id);
  });

  it('refuses an empty name: 快捷方式名称不能为空', async () => {
    expect(await refused({ ...valid, menuName: '  ' })).toEqual([
      '快捷方式名称不能为空',
      'The shortcut name cannot be empty',
    ]);
    const { menuName: _name, ...unnamed } = valid;
    expect((await refused(unnamed))[0]).toBe('快捷方式名称不能为空');
  });

  it('refuses a name over 40 characters and keeps one of exactly 40', async () => {
    expect(await refused({ ...valid, menuName: '名'.repeat(41) })).toEqual([
      '快捷方式名称不能超过40个字符',
      'The shortcut name must be at most 40 characters',
    ]);
    expect((await create(lawyer, { ...valid, menuName: '名'.repeat(40) })).menuName).toHaveLength(40);
  });

  it('answers 参数错误！ without form data or type', async () => {
    const { searchContent: _form, ...formless } = valid;
    expect(await refused(formless)).toEqual(['参数错误！', 'Invalid parameters!']);
    const { type: _type, ...typeless } = valid;
    expect(await refused(typeless)).toEqual(['参数错误！', 'Invalid parameters!']);
  });

  it('refuses form content over 3000 characters: Form content too long, cannot add!', async () => {
    expect(await refused({ ...valid, searchContent: { q: 'x'.repeat(3000) } })).toEqual([
      '表单内容过长，无法添加！',
      'Form content too long, cannot add!',
    ]);
  });

  it('keeps icon and colour inside their palettes', async () => {
    const [cn, en] = await refused({ ...valid, reserveInt: SHORTCUT_ICONS.length });
    expect(cn).toBe('图标的值不在允许范围内');
    expect(en).toContain('Icon');
    expect((await refused({ ...valid, reserve: SHORTCUT_COLOURS.length }))[0]).toBe('颜色的值不在允许范围内');
  });

  it('refuses a target outside the app', async () => {
    await refused({ ...valid, path: 'https://elsewhere.example/steal' });
  });

  it('needs a signed-in caller', async () => {
    expect((await call('POST', '/hankun/shortcut', undefined, valid)).code).toBe(401);
  });
});

describe('another person’s shortcuts', () => {
  it('are neither listed, read, edited nor deleted, and answer as missing', async () => {
    const own = await create(lawyer, { ...valid, menuName: '只属于孙悦' });
    expect((await mine(partner)).map((item) => item.id)).not.toContain(own.id);
    const before = await footprint();
    expect((await call('GET', `/hankun/shortcut/${own.id}`, partner)).code).toBe(404);
    const edit = await call('PUT', '/hankun/shortcut', partner, { ...valid, id: own.id, menuName: '改掉' });
    expect(edit).toMatchObject({ code: 404, msg: '快捷方式不存在' });
    expect((await call('DELETE', `/hankun/shortcut/${own.id}`, partner)).code).toBe(404);
    expect(await footprint()).toEqual(before);
  });
});

describe('PUT and DELETE /hankun/shortcut', () => {
  it('edits the caller’s shortcut, audited with before and after', async () => {
    const own = await create(lawyer);
    const body = await call('PUT', '/hankun/shortcut', lawyer, {
      ...valid,
      id: own.id,
      menuName: '新名字',
      reserve: 5,
    });
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({ id: own.id, menuName: '新名字', reserve: 5 });
    const [audit] = await auditsOf(own.id, 'update');
    expect(audit?.before).toMatchObject({ menuName: valid.menuName });
    expect(audit?.after).toMatchObject({ menuName: '新名字' });
  });

  it('refuses a bad edit, writing nothing', async () => {
    const own = await create(lawyer);
    expect(await refused({ ...valid, id: own.id, menuName: '' }, 'PUT')).toEqual([
      '快捷方式名称不能为空',
      'The shortcut name cannot be empty',
    ]);
  });

  it('deletes all named shortcuts or none', async () => {
    const [a, b] = [await create(lawyer), await create(lawyer)];
    const other = await create(partner);
    const before = await footprint();
    expect((await call('DELETE', `/hankun/shortcut/${a.id},${other.id}`, lawyer)).code).toBe(404);
    expect(await footprint()).toEqual(before);
    expect((await call('DELETE', `/hankun/shortcut/${a.id},${b.id}`, lawyer)).code).toBe(200);
    const left = (await mine(lawyer)).map((item) => item.id);
    expect(left).not.toContain(a.id);
    expect(left).not.toContain(b.id);
    expect(await auditsOf(a.id, 'delete')).toHaveLength(1);
    expect(await auditsOf(b.id, 'delete')).toHaveLength(1);
  });
});
