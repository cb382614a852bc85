import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { TIMEOUT_REPORTS_PER_MINUTE } from './timeout-log.service.ts';
import { timeoutLog } from './timeout-log.tables.ts';

interface TimeoutRow {
  id: number;
  userName: string;
  url: string;
  method: string;
  createdAt: string;
}

let t: TestApp;
let admin: string;
let lawyer: string;
let hr: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer, hr] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'sunyue'),
    signIn(t.app, 'panling'),
  ]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);
const report = (token: string | undefined, payload: object) =>
  call('POST', '/hankun/timeoutLog', token, payload);

describe('POST /hankun/timeoutLog', () => {
  it('records who timed out on which call and when, keeping the path without its query', async () => {
    const before = Date.now();
    const body = await report(lawyer, { url: '/monitor/operlog/list?pageNum=1&timestamp=1', method: 'GET' });
    expect(body.code, body.msg).toBe(200);
    const list = await call('GET', '/monitor/timeoutLog/list?userName=sunyue', admin);
    const [row] = list.rows as TimeoutRow[];
    expect(row).toMatchObject({ userName: 'sunyue', url: '/monitor/operlog/list', method: 'GET' });
    expect(new Date(row!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a missing url or an unknown method, writing nothing', async () => {
    const before = await t.db.$count(timeoutLog);
    expect(await report(lawyer, { method: 'GET' })).toMatchObject({ code: 400, msg: '接口地址不能为空' });
    expect((await report(lawyer, { url: '/x', method: 'PATCH' })).code).toBe(400);
    expect((await report(lawyer, { url: 'x'.repeat(501), method: 'GET' })).code).toBe(400);
    expect(await t.db.$count(timeoutLog)).toBe(before);
  });

  it('refuses an anonymous caller', async () => {
    expect((await report(undefined, { url: '/x', method: 'GET' })).code).toBe(401);
  });

  it('is a log, not a change: it writes no audit row', async () => {
    const audits = await t.db.$count(auditLog);
    await report(lawyer, { url: '/hankun/project/list', method: 'POST' });
    expect(await t.db.$count(auditLog)).toBe(audits);
  });

  it(`takes at most ${TIMEOUT_REPORTS_PER_MINUTE} reports a minute from one person`, async () => {
    const hrToken = hr;
    for (let i = 0; i < TIMEOUT_REPORTS_PER_MINUTE; i += 1) {
      expect((await report(hrToken, { url: `/flood/${i}`, method: 'GET' })).code).toBe(200);
    }
    const refused = await report(hrToken, { url: '/flood/last', method: 'GET' });
    expect(refused).toMatchObject({ code: 429, msg: '超时上报过于频繁，请稍后再试' });
    // Another person is not held back by it.
    expect((await report(lawyer, { url: '/other', method: 'GET' })).code).toBe(200);
  });
});

describe('GET /monitor/timeoutLog/list', () => {
  it('pages, filters by path and method, and sorts only by whitelisted columns', async () => {
    await report(lawyer, { url: '/hankun/bill/export', method: 'POST' });
    const all = await call('GET', '/monitor/timeoutLog/list?pageSize=25', admin);
    expect(all.total).toBe(await t.db.$count(timeoutLog));
    const byUrl = await call('GET', '/monitor/timeoutLog/list?url=bill/export&method=POST', admin);
    expect((byUrl.rows as TimeoutRow[]).map((row) => row.url)).toEqual(['/hankun/bill/export']);
    const sorted = await call('GET', '/monitor/timeoutLog/list?orderByColumn=url&isAsc=desc', admin);
    const urls = (sorted.rows as TimeoutRow[]).map((row) => row.url);
    expect(urls).toEqual([...urls].sort().reverse());
    expect((await call('GET', '/monitor/timeoutLog/list?orderByColumn=userId', admin)).code).toBe(400);
    expect((await call('GET', '/monitor/timeoutLog/list?pageSize=30', admin)).code).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/monitor/timeoutLog/list', lawyer)).code).toBe(403);
    expect((await call('GET', '/monitor/timeoutLog/list')).code).toBe(401);
  });
});
