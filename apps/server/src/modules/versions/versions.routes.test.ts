import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { countChangeAudits } from '../../platform/audit/audit.test-support.ts';
import { versions } from './versions.tables.ts';

interface VersionRow {
  versionId: number;
  ver: string;
  content: string;
  status: string;
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

async function release(ver: string, extra: object = {}): Promise<VersionRow> {
  const body = await call('POST', '/system/version', admin, { ver, content: `${ver} 更新内容`, ...extra });
  expect(body.code, body.msg).toBe(200);
  return body.data as VersionRow;
}

const footprint = async () => ({
  rows: await t.db.select().from(versions).orderBy(versions.versionId),
  audits: await countChangeAudits(t.db),
});

const auditsOf = (versionId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'version'),
        eq(auditLog.entityId, String(versionId)),
        eq(auditLog.action, action),
      ),
    );

describe('GET /tools/general/version/4', () => {
  it('answers null version fields and the server time while nothing is released', async () => {
    await t.db.delete(versions);
    const before = Date.now();
    const body = await call('GET', '/tools/general/version/4', lawyer);
    expect(body).toMatchObject({ code: 200, data: { status: null, ver: null, content: null } });
    const serverDate = (body.data as { serverDate: number }).serverDate;
    expect(serverDate).toBeGreaterThanOrEqual(before);
    expect(serverDate).toBeLessThanOrEqual(Date.now());
  });

  it('answers the newest released version to any signed-in user, skipping withdrawn ones', async () => {
    await release('2.0.0');
    await release('2.1.0');
    await release('2.2.0-beta', { status: '1' });
    const body = await call('GET', '/tools/general/version/4', lawyer);
    expect(body.data).toMatchObject({ status: '0', ver: '2.1.0', content: '2.1.0 更新内容' });
  });

  it('refuses another client kind and an anonymous caller', async () => {
    expect((await call('GET', '/tools/general/version/3', lawyer)).code).toBe(400);
    expect((await call('GET', '/tools/general/version/4')).code).toBe(401);
  });
});

describe('version history CRUD', () => {
  it('adds a version, audited, and it becomes the current one', async () => {
    const row = await release('3.0.0');
    expect(row).toMatchObject({ ver: '3.0.0', status: '0' });
    expect((await call('GET', '/tools/general/version/4', lawyer)).data).toMatchObject({ ver: '3.0.0' });
    const [audit] = await auditsOf(row.versionId, 'create');
    expect(audit!.after).toMatchObject({ ver: '3.0.0' });
  });

  it('lists versions newest first, filtered by version text and status', async () => {
    await release('4.0.0');
    const all = await call('GET', '/system/version/list', admin);
    expect(all.total).toBe(await t.db.$count(versions));
    expect((all.rows as VersionRow[])[0]!.ver).toBe('4.0.0');
    const byVer = await call('GET', '/system/version/list?ver=4.0', admin);
    expect((byVer.rows as VersionRow[]).map((row) => row.ver)).toEqual(['4.0.0']);
    const withdrawn = await call('GET', '/system/version/list?status=1', admin);
    expect((withdrawn.rows as VersionRow[]).every((row) => row.status === '1')).toBe(true);
    const sorted = await call('GET', '/system/version/list?orderByColumn=ver&isAsc=asc', admin);
    const vers = (sorted.rows as VersionRow[]).map((row) => row.ver);
    expect(vers).toEqual([...vers].sort());
    expect((await call('GET', '/system/version/list?orderByColumn=content', admin)).code).toBe(400);
  });

  it('requires a version of at most 32 characters and notes of at most 2000, naming the field', async () => {
    const before = await footprint();
    expect(await call('POST', '/system/version', admin, { content: 'x' })).toMatchObject({
      code: 400,
      msg: '版本号不能为空',
    });
    expect(await call('POST', '/system/version', admin, { ver: 'v'.repeat(33) }, 'en')).toMatchObject({
      code: 400,
      msg: 'Version must be at most 32 characters',
    });
    const long = await call('POST', '/system/version', admin, { ver: '9', content: 'x'.repeat(2001) });
    expect(long).toMatchObject({ code: 400, msg: '更新内容长度不能超过2000个字符' });
    expect((await call('POST', '/system/version', admin, { ver: '9', status: '7' })).code).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it('edits a version, auditing before and after; withdrawing it makes the previous one current', async () => {
    await release('5.0.0');
    const latest = await release('5.1.0');
    const body = await call('PUT', '/system/version', admin, { ...latest, content: '撤回', status: '1' });
    expect(body).toMatchObject({ code: 200, data: { status: '1', content: '撤回' } });
    expect((await call('GET', '/tools/general/version/4', lawyer)).data).toMatchObject({ ver: '5.0.0' });
    const [audit] = await auditsOf(latest.versionId, 'update');
    expect(audit!.before).toMatchObject({ status: '0' });
    expect(audit!.after).toMatchObject({ status: '1' });
  });

  it('shows one version and answers 404 for a missing one', async () => {
    const row = await release('6.0.0');
    expect(await call('GET', `/system/version/${row.versionId}`, admin)).toMatchObject({
      data: { ver: '6.0.0' },
    });
    expect(await call('GET', '/system/version/999999', admin)).toMatchObject({
      code: 404,
      msg: '版本记录不存在',
    });
    const edit = await call('PUT', '/system/version', admin, { versionId: 999999, ver: '1' });
    expect(edit.code).toBe(404);
  });

  it('deletes versions, auditing each, and deletes none when one is missing', async () => {
    const first = await release('7.0.0');
    const second = await release('7.1.0');
    const before = await footprint();
    expect((await call('DELETE', `/system/version/${first.versionId},999999`, admin)).code).toBe(404);
    expect(await footprint()).toEqual(before);
    expect((await call('DELETE', `/system/version/${first.versionId},${second.versionId}`, admin)).code).toBe(
      200,
    );
    expect(await t.db.select().from(versions).where(eq(versions.versionId, first.versionId))).toEqual([]);
    expect(await auditsOf(first.versionId, 'delete')).toHaveLength(1);
    expect(await auditsOf(second.versionId, 'delete')).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('refuses a lawyer every administrative call, writing nothing', async () => {
    const row = await release('8.0.0');
    const before = await footprint();
    expect((await call('GET', '/system/version/list', lawyer)).code).toBe(403);
    expect((await call('GET', `/system/version/${row.versionId}`, lawyer)).code).toBe(403);
    expect((await call('POST', '/system/version', lawyer, { ver: 'x' })).code).toBe(403);
    expect((await call('PUT', '/system/version', lawyer, { ...row, ver: 'x' })).code).toBe(403);
    expect((await call('DELETE', `/system/version/${row.versionId}`, lawyer)).code).toBe(403);
    expect((await call('POST', '/system/version', undefined, { ver: 'x' })).code).toBe(401);
    expect(await footprint()).toEqual(before);
  });
});
