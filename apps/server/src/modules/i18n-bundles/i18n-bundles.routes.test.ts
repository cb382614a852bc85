import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { countChangeAudits } from '../../platform/audit/audit.test-support.ts';
import { i18nBundles } from './i18n-bundles.tables.ts';

interface BundleRow {
  id: number;
  key: string;
  i18nJson: string;
  remark: string;
}

let t: TestApp;
let admin: string;
let lawyer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'sunyue')]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);
const served = async (key: string) => (await call('GET', `/system/i18n/key/${key}`)).data;

const loginTitle = (title: string) => JSON.stringify({ login: { title } });

async function addBundle(key: string, i18nJson = loginTitle('欢迎')): Promise<BundleRow> {
  const body = await call('POST', '/system/i18n', admin, { key, i18nJson });
  expect(body.code, body.msg).toBe(200);
  return body.data as BundleRow;
}

const footprint = async () => ({
  rows: await t.db.select().from(i18nBundles).orderBy(i18nBundles.id),
  audits: await countChangeAudits(t.db),
});

const auditsOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'i18nBundle'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)),
    );

describe('GET /system/i18n/key/:key', () => {
  it('answers null to anyone, signed in or not, while the firm overrides nothing', async () => {
    expect(await call('GET', '/system/i18n/key/cn')).toEqual({ code: 200, msg: 'success', data: null });
    expect((await call('GET', '/system/i18n/key/en', lawyer)).data).toBeNull();
  });

  it('refuses a language other than cn and en', async () => {
    expect((await call('GET', '/system/i18n/key/fr')).code).toBe(400);
  });
});

describe('i18n bundle CRUD', () => {
  it('adds a bundle, audited, and serves it at once (the cached "none" is dropped)', async () => {
    expect(await served('en')).toBeNull();
    const row = await addBundle('en', loginTitle('Welcome to Venus'));
    expect(await served('en')).toEqual({ key: 'en', i18nJson: loginTitle('Welcome to Venus') });
    const [audit] = await auditsOf(row.id, 'create');
    expect(audit!.after).toMatchObject({ key: 'en' });
  });

  it('keeps one bundle per language: a second is refused with 409, naming the field', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/i18n', admin, { key: 'en', i18nJson: loginTitle('x') });
    expect(body).toMatchObject({ code: 409, msg: '语言 en 的国际化配置已存在' });
    expect(body.errors?.[0]?.field).toBe('key');
    expect(await footprint()).toEqual(before);
  });

  it('refuses an empty, non-object or non-text bundle (spec §8: an empty bundle is an error)', async () => {
    const before = await footprint();
    for (const i18nJson of ['', '{}', '[]', 'not json', '{"a":1}', '{"a":{}}', '"text"']) {
      const body = await call('POST', '/system/i18n', admin, { key: 'cn', i18nJson });
      expect(body, i18nJson).toMatchObject({
        code: 400,
        msg: '国际化内容必须是非空的 JSON 对象，且每个值都是文字',
      });
    }
    const en = await call('POST', '/system/i18n', admin, { key: 'cn', i18nJson: '{}' }, 'en');
    expect(en.msg).toBe('Translations must be a non-empty JSON object whose values are all texts');
    expect((await call('POST', '/system/i18n', admin, { key: 'fr', i18nJson: loginTitle('x') })).code).toBe(
      400,
    );
    expect(await footprint()).toEqual(before);
  });

  it('keeps the bundle text exactly as typed', async () => {
    const text = `  ${JSON.stringify({ home: { title: ' 首页 ' } })}\n`;
    const row = await addBundle('cn', text);
    expect(row.i18nJson).toBe(text);
    await call('DELETE', `/system/i18n/${row.id}`, admin);
  });

  it('edits a bundle, audited, and serves the new text at once', async () => {
    const row = (await t.db.select().from(i18nBundles).where(eq(i18nBundles.key, 'en')))[0]!;
    expect(await served('en')).toMatchObject({ i18nJson: row.i18nJson });
    const body = await call('PUT', '/system/i18n', admin, { ...row, i18nJson: loginTitle('Hello') });
    expect(body.code, body.msg).toBe(200);
    expect(await served('en')).toMatchObject({ i18nJson: loginTitle('Hello') });
    const [audit] = await auditsOf(row.id, 'update');
    expect(audit!.before).toMatchObject({ i18nJson: row.i18nJson });
    expect(audit!.after).toMatchObject({ i18nJson: loginTitle('Hello') });
  });

  it('lists bundles for administrators and shows one; 404 for a missing one', async () => {
    const list = await call('GET', '/system/i18n/list?key=en', admin);
    expect((list.rows as BundleRow[]).map((row) => row.key)).toEqual(['en']);
    const id = (list.rows as BundleRow[])[0]!.id;
    expect((await call('GET', `/system/i18n/${id}`, admin)).data).toMatchObject({ key: 'en' });
    expect(await call('GET', '/system/i18n/999999', admin)).toMatchObject({
      code: 404,
      msg: '国际化配置不存在',
    });
  });

  it('refresh forgets the cached bundle, so a change made outside the API is served', async () => {
    await served('en');
    await t.db
      .update(i18nBundles)
      .set({ i18nJson: loginTitle('From a script') })
      .where(eq(i18nBundles.key, 'en'));
    expect(await served('en')).toMatchObject({ i18nJson: loginTitle('Hello') });
    expect((await call('POST', '/system/i18n/refresh', admin)).code).toBe(200);
    expect(await served('en')).toMatchObject({ i18nJson: loginTitle('From a script') });
  });

  it('deletes a bundle, audited, and the language is served without overrides again', async () => {
    const row = await addBundle('cn');
    const before = await footprint();
    expect((await call('DELETE', `/system/i18n/${row.id},999999`, admin)).code).toBe(404);
    expect(await footprint()).toEqual(before);
    expect((await call('DELETE', `/system/i18n/${row.id}`, admin)).code).toBe(200);
    expect(await served('cn')).toBeNull();
    expect(await auditsOf(row.id, 'delete')).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('refuses a lawyer every administrative call, writing nothing', async () => {
    const [row] = await t.db.select().from(i18nBundles).where(eq(i18nBundles.key, 'en'));
    const before = await footprint();
    expect((await call('GET', '/system/i18n/list', lawyer)).code).toBe(403);
    expect((await call('GET', `/system/i18n/${row!.id}`, lawyer)).code).toBe(403);
    expect((await call('POST', '/system/i18n', lawyer, { key: 'cn', i18nJson: loginTitle('x') })).code).toBe(
      403,
    );
    expect((await call('PUT', '/system/i18n', lawyer, { ...row, i18nJson: loginTitle('x') })).code).toBe(403);
    expect((await call('DELETE', `/system/i18n/${row!.id}`, lawyer)).code).toBe(403);
    expect((await call('POST', '/system/i18n/refresh', lawyer)).code).toBe(403);
    expect(
      (await call('POST', '/system/i18n', undefined, { key: 'cn', i18nJson: loginTitle('x') })).code,
    ).toBe(401);
    expect(await footprint()).toEqual(before);
  });
});
