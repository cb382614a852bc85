import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, signInByForm } from './browser.ts';

const browser = journeyBrowser();

const SIGNATURE = /^[0-9a-f]{64}$/;
const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/venus-api/');

/** Issue 8 item 5 / decision 0028, as the browser does it. */
describe('request signing in the browser', () => {
  it('signs every call of the session with a fresh nonce and never sends the key back', async () => {
    const { context, page } = await openVisit(browser);
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isApiCall(request) && request.resourceType() !== 'websocket') calls.push(request);
    });
    await signInByForm(page, 'admin');
    await page.goto('/system/user');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);

    const key = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('venus.requestProtection'))) ?? '{}',
    ).signKey as string;
    expect(key).toMatch(SIGNATURE);
    const login = calls.findIndex((request) => new URL(request.url()).pathname === '/venus-api/login');
    const afterLogin = calls.slice(login + 1);
    expect(afterLogin.length).toBeGreaterThan(3);
    const nonces = new Set<string>();
    for (const request of afterLogin) {
      const headers = await request.allHeaders();
      expect(headers['x-venus-signature'], request.url()).toMatch(SIGNATURE);
      nonces.add(headers['x-venus-nonce'] ?? '');
      expect(JSON.stringify(headers)).not.toContain(key);
      expect(request.postData() ?? '').not.toContain(key);
    }
    expect(nonces.size).toBe(afterLogin.length);

    // A script on the page that skips the client (no signature) changes nothing.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/venus-api/hankun/shortcut', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ menuName: 'x', searchContent: {}, type: 't', path: '/index' }),
      });
      return response.json();
    });
    expect(refused.code).toBe(401);
    expect(refused.msg).toBe('请求缺少签名，请重新登录');
    await context.close();
  });

  it('works on a computer whose clock is ten minutes slow, after a reload too', async () => {
    const { context, page } = await openVisit(browser);
    await context.addInitScript(() => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() - 10 * 60_000;
    });
    // Without the answers' Date headers, only the stale refusal can teach the client the
    // server's clock: that path is what this journey proves.
    await page.route('**/venus-api/**', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers.date;
      await route.fulfill({ response, headers });
    });
    const stale: string[] = [];
    page.on('response', async (response) => {
      if (!isApiCall(response.request())) return;
      const body = await response.json().catch(() => null);
      if (body?.data?.reason === 'stale') stale.push(new URL(response.url()).pathname);
    });
    await signInByForm(page, 'admin');
    // The reload forgets the clock the refusal taught; the first call is refused as stale again,
    // and the client sets its clock by the refusal and sends it once more.
    await page.reload();
    await page.goto('/system/user');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/system/user');
    expect(stale.length).toBeGreaterThan(0);
    await screenshot(page, 'request-signing-slow-clock');
    await context.close();
  });
});
