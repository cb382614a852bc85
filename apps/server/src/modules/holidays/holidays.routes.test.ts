import { leaveDays } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';

let t: TestApp;
let hr: string;
let lawyer: string;

beforeAll(async () => {
  t = await createTestApp();
  [hr, lawyer] = await Promise.all([signIn(t.app, 'panling'), signIn(t.app, 'yangfan')]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

describe('the holiday calendar', () => {
  it('is kept by HR, read by everyone, and counted by the leave rules', async () => {
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']) {
      const body = await call('POST', '/holiday', hr, {
        day,
        kind: 'holiday',
        name: '国庆节',
        nameEn: 'National Day',
      });
      expect(body.code, body.msg).toBe(200);
    }
    expect(
      (await call('POST', '/holiday', hr, { day: '2026-10-10', kind: 'workday', name: '国庆调休' })).code,
    ).toBe(200);
    const year = await call('GET', '/holiday/list?year=2026', lawyer);
    expect((year.data as { day: string }[]).map((row) => row.day)).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-10',
    ]);
    const calendar = await t.app.services.holidays.calendarBetween('2026-09-28', '2026-10-10');
    expect(
      leaveDays({ start: '2026-09-28', startHalf: 'am', end: '2026-10-10', endHalf: 'pm' }, calendar),
    ).toBe(6);
  });

  it('replaces a day set twice, auditing before and after', async () => {
    await call('POST', '/holiday', hr, { day: '2026-12-31', kind: 'holiday', name: '年终' });
    const again = await call('POST', '/holiday', hr, {
      day: '2026-12-31',
      kind: 'workday',
      name: '年终加班',
    });
    expect(again.data).toMatchObject({ kind: 'workday', name: '年终加班' });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'calendarDay'), eq(auditLog.entityId, '2026-12-31')));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a lawyer editing it, a date that does not exist, and an unknown kind', async () => {
    expect(
      (await call('POST', '/holiday', lawyer, { day: '2026-05-01', kind: 'holiday', name: '劳动节' })).code,
    ).toBe(403);
    const bad = await call('POST', '/holiday', hr, { day: '2026-02-30', kind: 'holiday', name: 'x' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('YYYY-MM-DD');
    expect((await call('POST', '/holiday', hr, { day: '2026-05-01', kind: 'party', name: 'x' })).code).toBe(
      400,
    );
  });

  it('deletes a day, and answers 404 for a day that is not in it', async () => {
    await call('POST', '/holiday', hr, { day: '2026-06-19', kind: 'holiday', name: '端午节' });
    expect((await call('DELETE', '/holiday/2026-06-19', hr)).code).toBe(200);
    const again = await call('DELETE', '/holiday/2026-06-19', hr);
    expect(again).toMatchObject({ code: 404, msg: '该日期不在节假日日历中' });
  });
});

describe('reading the calendar from the menu (issue 27 item 14)', () => {
  interface RouteItem {
    path: string;
    component: string;
    children?: RouteItem[];
  }
  const pagesOf = (items: RouteItem[]): RouteItem[] =>
    items.flatMap((item) => [item, ...pagesOf(item.children ?? [])]);

  it('gives every role 工作台 › 节假日日历, and only HR and administrators the page that edits it', async () => {
    for (const person of [
      'yangfan',
      'sunyue',
      'xuqing',
      'lvjianhua',
      'chengpeng',
      'wangjianguo',
      'panling',
    ]) {
      const token = await signIn(t.app, person);
      const pages = pagesOf((await call('GET', '/getRouters', token)).data as RouteItem[]);
      expect(
        pages.map((page) => page.component),
        person,
      ).toContain('hr/holidayCalendar/index');
      expect(
        pages.some((page) => page.component === 'hr/holiday/index'),
        person,
      ).toBe(person === 'panling');
    }
  });
});
