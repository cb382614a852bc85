import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { users } from '../users/users.tables.ts';
import { visitHistory } from './visit-history.tables.ts';

interface Visit {
  id: number;
  path: string;
  title: string;
  query: Record<string, string>;
  visitedAt: string;
}

let t: TestApp;
let lawyer: string;
let partner: string;
let lawyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  [lawyer, partner] = await Promise.all([signIn(t.app, 'sunyue'), signIn(t.app, 'wangjianguo')]);
  const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'sunyue'));
  lawyerId = row!.userId;
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

async function visit(token: string, path: string, title: string, query: Record<string, string> = {}) {
  const body = await call('POST', '/hankun/visitHistory', token, { path, title, query });
  expect(body.code, body.msg).toBe(200);
}

async function visits(token: string, pageSize = 25, pageNum = 1) {
  const body = await call('GET', `/hankun/visitHistory/list?pageNum=${pageNum}&pageSize=${pageSize}`, token);
  expect(body.code, body.msg).toBe(200);
  return { rows: body.rows as Visit[], total: body.total! };
}

describe('visit history', () => {
  it('lists the caller’s visits newest first with their query', async () => {
    await visit(lawyer, '/user/profile', '个人中心');
    await visit(lawyer, '/monitor/operlog', '操作日志', { entity: 'user' });
    const { rows } = await visits(lawyer);
    expect(rows.slice(0, 2).map((row) => [row.path, row.title, row.query])).toEqual([
      ['/monitor/operlog', '操作日志', { entity: 'user' }],
      ['/user/profile', '个人中心', {}],
    ]);
  });

  it('does not record the same page twice in a row, but does after another page', async () => {
    await visit(lawyer, '/user/setting', '个人设置', { a: '1', b: '2' });
    const { total } = await visits(lawyer);
    await visit(lawyer, '/user/setting', '个人设置', { b: '2', a: '1' });
    expect((await visits(lawyer)).total).toBe(total);
    await visit(lawyer, '/user/profile', '个人中心');
    await visit(lawyer, '/user/setting', '个人设置', { a: '1', b: '2' });
    expect((await visits(lawyer)).total).toBe(total + 2);
  });

  it('shows nobody else’s visits', async () => {
    await visit(partner, '/monitor/logininfor', '登录日志');
    expect((await visits(lawyer)).rows.map((row) => row.path)).not.toContain('/monitor/logininfor');
    expect((await visits(partner)).rows.map((row) => row.path)).toEqual(['/monitor/logininfor']);
  });

  it('keeps 30 days: older visits are not listed and are purged at the next visit', async () => {
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
    await t.db.insert(visitHistory).values([
      { userId: lawyerId, path: '/old/page', title: '很久以前', visitedAt: old },
      { userId: lawyerId, path: '/recent/page', title: '上个月', visitedAt: recent },
    ]);
    const paths = (await visits(lawyer, 200)).rows.map((row) => row.path);
    expect(paths).toContain('/recent/page');
    expect(paths).not.toContain('/old/page');
    await visit(lawyer, '/user/profile', '个人中心', { tab: 'x' });
    const stored = await t.db.select().from(visitHistory).where(eq(visitHistory.userId, lawyerId));
    expect(stored.map((row) => row.path)).not.toContain('/old/page');
    expect(stored.map((row) => row.path)).toContain('/recent/page');
  });

  it('pages the list', async () => {
    const all = await visits(lawyer, 200);
    const second = await visits(lawyer, 25, 2);
    expect(second.total).toBe(all.total);
    expect(second.rows).toEqual(all.rows.slice(25, 50));
  });

  it('refuses a path outside the app or a missing title, in cn and en, writing nothing', async () => {
    const before = await t.db.$count(visitHistory);
    const cn = await call('POST', '/hankun/visitHistory', lawyer, { path: 'https://x.example', title: 'x' });
    expect(cn).toMatchObject({ code: 400, msg: '路由地址格式不正确' });
    const en = await call('POST', '/hankun/visitHistory', lawyer, { path: '/a', title: '' }, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toMatch(/Title/);
    expect(await t.db.$count(visitHistory)).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET', '/hankun/visitHistory/list')).code).toBe(401);
  });
});
