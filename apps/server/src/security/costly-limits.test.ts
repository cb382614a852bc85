import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 8 item 7: costly work (exports, imports, conflict checks, conversions) has a budget per
 * person per minute, shared by every route of that kind; past it the answer is 429 in the
 * caller's language and the work is not done.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ COSTLY_LIMIT_FACTOR: '1' });
  for (const person of ['admin', 'panling']) tokens[person] = await signIn(t.app, person);
});
afterAll(() => t.close());

const exportOf = (who: string, url: string, lang = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...bearer(tokens[who]!), language: lang },
    payload: {},
  });

describe('the budget of costly requests', () => {
  it('lets a person export ten times a minute, then refuses every kind of export, and not other people', async () => {
    for (let n = 0; n < 10; n += 1) {
      const response = await exportOf('admin', '/hankun/client/export');
      expect(response.headers['content-type']).toContain('spreadsheetml');
    }
    const refused = await exportOf('admin', '/hankun/client/export');
    expect(refused.json()).toEqual({ code: 429, msg: '操作过于频繁：每 60 秒最多 10 次，请稍后再试' });
    const otherRoute = await exportOf('admin', '/system/user/export', 'en');
    expect(otherRoute.json()).toMatchObject({
      code: 429,
      msg: expect.stringContaining('at most 10 every 60 seconds'),
    });
    const colleague = await exportOf('panling', '/system/user/export');
    expect(colleague.headers['content-type']).toContain('spreadsheetml');
  });
});
