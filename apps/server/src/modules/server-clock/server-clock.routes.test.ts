import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /tools/general/getTime', () => {
  it("answers the server's time in epoch milliseconds to a signed-in user", async () => {
    const token = await signIn(t.app, 'sunyue');
    const before = Date.now();
    const body = await callApi(t.app, 'GET', '/tools/general/getTime', token);
    expect(body.code).toBe(200);
    expect(body.data).toBeGreaterThanOrEqual(before);
    expect(body.data).toBeLessThanOrEqual(Date.now());
  });

  it('refuses an anonymous caller', async () => {
    expect((await callApi(t.app, 'GET', '/tools/general/getTime')).code).toBe(401);
  });
});
