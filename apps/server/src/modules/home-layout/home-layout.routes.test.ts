import { arrangeQuickStarts, QUICK_START_TILES } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { homeLayout } from './home-layout.tables.ts';

let t: TestApp;
let lawyer: string;
let partner: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [lawyer, partner, admin] = await Promise.all([
    signIn(t.app, 'sunyue'),
    signIn(t.app, 'wangjianguo'),
    signIn(t.app, 'admin'),
  ]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

const permissionsOf = async (token: string) =>
  ((await call('GET', '/getInfo', token)).data as { permissions: string[] }).permissions;

async function footprint() {
  const [rows, audits] = await Promise.all([t.db.select().from(homeLayout), t.db.$count(auditLog)]);
  return { rows, audits };
}

describe('quick-start permissions of the demo roles', () => {
  it('give the lawyer their own tiles only, and the administrator every tile', async () => {
    const tiles = (held: string[]) => arrangeQuickStarts(held, null).map((tile) => tile.id);
    const lawyerTiles = tiles(await permissionsOf(lawyer));
    expect(lawyerTiles).toContain('writeWorklog');
    expect(lawyerTiles).toContain('expenseAdd');
    expect(lawyerTiles).not.toContain('partnerIncome');
    expect(lawyerTiles).not.toContain('preCheckAudit');
    expect(tiles(await permissionsOf(partner))).toContain('partnerIncome');
    expect(tiles(await permissionsOf(admin))).toHaveLength(QUICK_START_TILES.length);
  });
});

describe('GET /index/show and POST /index/show/setQuickShow', () => {
  it('answers the defaults (null) for someone who never chose', async () => {
    expect((await call('GET', '/index/show', partner)).data).toEqual({ quickStart: null, workbench: null });
  });

  it('saves the caller’s tile order and card order, each on its own, audited', async () => {
    let body = await call('POST', '/index/show/setQuickShow', lawyer, {
      quickStart: ['leave', 'writeWorklog'],
    });
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toEqual({ quickStart: ['leave', 'writeWorklog'], workbench: null });
    body = await call('POST', '/index/show/setQuickShow', lawyer, { workbench: ['shares', 'quickStart'] });
    expect(body.data).toEqual({ quickStart: ['leave', 'writeWorklog'], workbench: ['shares', 'quickStart'] });
    expect((await call('GET', '/index/show', lawyer)).data).toEqual(body.data);
    expect((await call('GET', '/index/show', partner)).data).toEqual({ quickStart: null, workbench: null });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'homeLayout'), eq(auditLog.userName, 'sunyue')));
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update']);
  });

  it('goes back to the defaults with null', async () => {
    await call('POST', '/index/show/setQuickShow', partner, { quickStart: ['seal'] });
    const body = await call('POST', '/index/show/setQuickShow', partner, { quickStart: null });
    expect(body.data).toEqual({ quickStart: null, workbench: null });
  });

  it('refuses unknown tiles, repeats and an empty request, in cn and en, writing nothing', async () => {
    const before = await footprint();
    const unknown = await call('POST', '/index/show/setQuickShow', lawyer, { quickStart: ['nope'] });
    expect(unknown).toMatchObject({ code: 400, msg: '快捷入口的值不在允许范围内' });
    const twice = await call(
      'POST',
      '/index/show/setQuickShow',
      lawyer,
      { workbench: ['account', 'account'] },
      'en',
    );
    expect(twice).toMatchObject({ code: 400, msg: 'Home cards lists an item twice' });
    const empty = await call('POST', '/index/show/setQuickShow', lawyer, {});
    expect(empty).toMatchObject({ code: 400, msg: '没有要保存的首页设置' });
    expect(await footprint()).toEqual(before);
  });
});
