import { DEFAULT_PERSONAL_SETTINGS } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { userSetting } from './user-settings.tables.ts';

interface SettingRecord {
  type: number;
  setting: Record<string, unknown>;
}

let t: TestApp;
let admin: string;
let lawyer: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer, partner] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'sunyue'),
    signIn(t.app, 'wangjianguo'),
  ]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

const save = (token: string, records: object[], lang?: string) =>
  call('POST', '/system/user/setting', token, records, lang);

async function read(token: string, query = ''): Promise<SettingRecord[]> {
  const body = await call('GET', `/system/user/setting${query}`, token);
  expect(body.code, body.msg).toBe(200);
  return body.data as SettingRecord[];
}

async function personalOf(token: string) {
  const [record] = await read(token, '?type=1');
  return record!.setting;
}

/** What a refused request must leave untouched: the stored settings and the audit trail. */
async function footprint() {
  const [rows, audits] = await Promise.all([
    t.db.select().from(userSetting).orderBy(userSetting.id),
    t.db.$count(auditLog),
  ]);
  return { rows, audits };
}

describe('GET /system/user/setting', () => {
  it('answers the defaults for a user who saved nothing', async () => {
    expect(await read(partner, '?type=1')).toEqual([{ type: 1, setting: DEFAULT_PERSONAL_SETTINGS }]);
    expect(await read(partner)).toEqual([{ type: 1, setting: DEFAULT_PERSONAL_SETTINGS }]);
  });

  it('answers nothing for a table-data type never saved', async () => {
    expect(await read(partner, '?type=2')).toEqual([]);
  });

  it('refuses an unknown type', async () => {
    expect((await call('GET', '/system/user/setting?type=9', partner)).code).toBe(400);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/system/user/setting?type=1')).code).toBe(401);
    expect((await save(undefined as unknown as string, [{ type: 1, setting: {} }])).code).toBe(401);
  });
});

describe('POST /system/user/setting', () => {
  it('saves personal settings and table layouts in one call, and reads them back', async () => {
    const widths = { 'table-cases#/project/list': '{"name":240}' };
    const body = await save(lawyer, [
      { type: 1, setting: { latelyWorklogRange: 3, showCopyIcon: false } },
      { type: 0, setting: widths },
    ]);
    expect(body.code, body.msg).toBe(200);
    expect(await personalOf(lawyer)).toEqual({
      ...DEFAULT_PERSONAL_SETTINGS,
      latelyWorklogRange: 3,
      showCopyIcon: false,
    });
    expect(await read(lawyer, '?type=0')).toEqual([{ type: 0, setting: widths }]);
  });

  it('merges personal settings field by field, keeping what an earlier save set', async () => {
    expect((await save(lawyer, [{ type: 1, setting: { latelyWorklogRange: 7 } }])).code).toBe(200);
    expect((await save(lawyer, [{ type: 1, setting: { aiLocation: 3 } }])).code).toBe(200);
    const settings = await personalOf(lawyer);
    expect(settings).toMatchObject({ latelyWorklogRange: 7, aiLocation: 3 });
  });

  it('replaces a table-data map whole and keeps its text as sent', async () => {
    expect((await save(lawyer, [{ type: 2, setting: { a: ' 1 ', b: '2' } }])).code).toBe(200);
    expect((await save(lawyer, [{ type: 2, setting: { a: ' 3 ' } }])).code).toBe(200);
    expect(await read(lawyer, '?type=2')).toEqual([{ type: 2, setting: { a: ' 3 ' } }]);
  });

  it('audits each saved record with before and after', async () => {
    await save(admin, [{ type: 3, setting: { route: 'first' } }]);
    await save(admin, [{ type: 3, setting: { route: 'second' } }]);
    const [row] = await t.db.select().from(userSetting).where(eq(userSetting.type, 3));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'userSetting'), eq(auditLog.entityId, String(row!.id))))
      .orderBy(auditLog.auditId);
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update']);
    expect(audits[1]!.before).toMatchObject({ setting: '{"route":"first"}' });
    expect(audits[1]!.after).toMatchObject({ setting: '{"route":"second"}' });
  });

  it('refuses a worklog range other than 3 or 7, naming the field in cn and en, writing nothing', async () => {
    const before = await footprint();
    const cn = await save(lawyer, [{ type: 1, setting: { latelyWorklogRange: 5 } }]);
    expect(cn).toMatchObject({ code: 400, msg: '工时显示范围的值不在允许范围内' });
    expect(cn.errors?.[0]?.field).toBe('0.setting.latelyWorklogRange');
    const en = await save(lawyer, [{ type: 1, setting: { latelyWorklogRange: 5 } }], 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Worklog display range');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a field the personal setting object does not have', async () => {
    expect((await save(lawyer, [{ type: 1, setting: { isAdmin: true } }])).code).toBe(400);
  });

  it('refuses an oversized layout value and too many keys, writing nothing', async () => {
    const before = await footprint();
    const long = await save(lawyer, [{ type: 0, setting: { wide: 'x'.repeat(20_001) } }]);
    expect(long.code).toBe(400);
    expect(long.msg).toContain('20000');
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, '1']));
    expect((await save(lawyer, [{ type: 0, setting: many }])).code).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it('refuses an unknown type, the same type twice and an empty save', async () => {
    expect((await save(lawyer, [{ type: 7, setting: {} }])).code).toBe(400);
    const twice = await save(lawyer, [
      { type: 0, setting: {} },
      { type: 0, setting: {} },
    ]);
    expect(twice).toMatchObject({ code: 400, msg: '同一类型的设置只能保存一次' });
    expect((await save(lawyer, [])).code).toBe(400);
  });

  it("never shows one user's settings to another", async () => {
    await save(lawyer, [
      { type: 1, setting: { hoverOpenQuickEntry: true } },
      { type: 3, setting: { secret: 'lawyer only' } },
    ]);
    expect(await personalOf(partner)).toEqual(DEFAULT_PERSONAL_SETTINGS);
    expect(await read(partner, '?type=3')).toEqual([]);
  });

  it('ignores a userId sent by the client', async () => {
    const users = await call('GET', '/system/user/setting?type=1&userId=1', partner);
    expect(users.code).toBe(200);
    expect((users.data as SettingRecord[])[0]!.setting).toEqual(DEFAULT_PERSONAL_SETTINGS);
    const body = await save(partner, [{ type: 1, setting: {}, userId: 1 }]);
    expect(body.code).toBe(400);
  });
});

describe('DELETE /system/user/setting/:type', () => {
  it("resets the caller's own table layout of one type, audited, leaving others' alone", async () => {
    await save(partner, [{ type: 2, setting: { cols: 'partner' } }]);
    await save(lawyer, [{ type: 2, setting: { cols: 'lawyer' } }]);
    const [row] = await t.db
      .select()
      .from(userSetting)
      .where(and(eq(userSetting.type, 2), eq(userSetting.setting, '{"cols":"partner"}')));
    expect((await call('DELETE', '/system/user/setting/2', partner)).code).toBe(200);
    expect(await read(partner, '?type=2')).toEqual([]);
    expect(await read(lawyer, '?type=2')).toEqual([{ type: 2, setting: { cols: 'lawyer' } }]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'userSetting'),
          eq(auditLog.entityId, String(row!.id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('refuses to reset personal settings or an unknown type', async () => {
    expect((await call('DELETE', '/system/user/setting/1', partner)).code).toBe(400);
    expect((await call('DELETE', '/system/user/setting/x', partner)).code).toBe(400);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('DELETE', '/system/user/setting/0')).code).toBe(401);
  });
});
