import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { loginLog } from './login-log.tables.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  // Three sign-ins of one person on three days, as the login-log page's date range filters them.
  await t.db.insert(loginLog).values(
    ['2025-03-01T01:00:00.000Z', '2025-03-02T10:00:00.000Z', '2025-03-03T15:59:59.000Z'].map((at) => ({
      userName: 'rangecheck',
      status: '0',
      msg: 'ok',
      loginTime: new Date(at),
    })),
  );
});
afterAll(() => t.close());

async function timesBetween(range: Record<string, string>): Promise<string[]> {
  const query = new URLSearchParams({ userName: 'rangecheck', pageNum: '1', pageSize: '25', ...range });
  const body = await callApi(t.app, 'GET', `/monitor/logininfor/list?${query}`, admin);
  expect(body.code, body.msg).toBe(200);
  return (body.rows as { loginTime: string }[]).map((row) => row.loginTime).sort();
}

describe('login log date range (the page sends the first and last instant of the chosen days)', () => {
  it('keeps the sign-ins from beginTime to endTime, both ends included', async () => {
    expect(
      await timesBetween({ beginTime: '2025-03-02T10:00:00.000Z', endTime: '2025-03-03T15:59:59.000Z' }),
    ).toEqual(['2025-03-02T10:00:00.000Z', '2025-03-03T15:59:59.000Z']);
  });

  it('leaves an open end open', async () => {
    expect(await timesBetween({ endTime: '2025-03-01T23:59:59.999Z' })).toEqual(['2025-03-01T01:00:00.000Z']);
    expect(await timesBetween({ beginTime: '2025-03-03T00:00:00.000Z' })).toEqual([
      '2025-03-03T15:59:59.000Z',
    ]);
  });

  it('refuses a time that is not a date', async () => {
    const body = await callApi(t.app, 'GET', '/monitor/logininfor/list?beginTime=yesterday', admin);
    expect(body.code).toBe(400);
  });
});
