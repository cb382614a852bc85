import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, openVisit, screenshot } from './browser.ts';
import { pageApi, signInAs } from './signed-api.ts';

const browser = journeyBrowser();

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
  total?: number;
}

/** An API call with the page's own session cookie, as the signed-in person. */
async function callAs<T = unknown>(
  page: Page,
  method: string,
  path: string,
  data?: object,
): Promise<Envelope<T>> {
  const api = await pageApi(page);
  const response = await api.fetch(path, { method: method as 'GET', ...(data ? { data } : {}) });
  return (await response.json()) as Envelope<T>;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, 'admin');
}

/** The texts antd's watermark draws on its canvas, recorded before any page script runs. */
const RECORD_CANVAS_TEXT = () => {
  const drawn: string[] = [];
  (window as unknown as { __drawnTexts: string[] }).__drawnTexts = drawn;
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    drawn.push(String(text));
    return fillText.call(this, text, ...rest);
  };
};

const clockText = (page: Page) => page.getByRole('timer').textContent();

describe('shell services', () => {
  it("shows the server's clock ticking and the person's name and number as a watermark", async () => {
    const { context, page } = await openVisit(browser);
    await context.addInitScript(RECORD_CANVAS_TEXT);
    await signInAsAdmin(page);
    const info = await callAs<{ user: { nickName: string; userno: string | null } }>(page, 'GET', '/getInfo');
    const { nickName, userno } = info.data!.user;

    await expect.poll(() => clockText(page)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const first = await clockText(page);
    await page.waitForTimeout(1_200);
    const second = await clockText(page);
    expect(second).not.toBe(first);
    expect(Date.parse(second!.replace(' ', 'T'))).toBeGreaterThan(Date.parse(first!.replace(' ', 'T')));

    const drawn = () => page.evaluate(() => (window as unknown as { __drawnTexts: string[] }).__drawnTexts);
    await expect.poll(drawn).toContain(nickName);
    if (userno) expect(await drawn()).toContain(userno);
    expect(await page.locator('.venus-watermark').count()).toBe(1);
    await screenshot(page, '40-shell-clock-watermark');
    await context.close();
  });

  it('offers a reload when a new version is released and the tab comes back into view', async () => {
    const { context, page } = await openVisit(browser);
    await signInAsAdmin(page);
    const first = await callAs<{ versionId: number }>(page, 'POST', '/system/version', {
      ver: 'e2e-1.0',
      content: '首个版本',
    });
    // A fresh page load runs the current release and remembers it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('venus.version'))).toBe('e2e-1.0');

    const second = await callAs<{ versionId: number }>(page, 'POST', '/system/version', {
      ver: 'e2e-1.1',
      content: '新增版本检查\n修复若干问题',
    });
    const becomeVisible = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('dialog').filter({ hasText: '版本变更通知' });

    // Checked less than 5 minutes ago: nothing is asked.
    await becomeVisible();
    await page.waitForTimeout(800);
    expect(await notice.count()).toBe(0);

    // Over 5 minutes since the last check: the new release is announced.
    await page.evaluate(() =>
      sessionStorage.setItem('venus.version.checkedAt', String(Date.now() - 300_001)),
    );
    await becomeVisible();
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('e2e-1.1');
    expect(await notice.textContent()).toContain('修复若干问题');
    await screenshot(page, '41-version-change-notice');

    await notice.getByRole('button', { name: '立即刷新' }).click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('venus.version'))).toBe('e2e-1.1');
    await page.evaluate(() =>
      sessionStorage.setItem('venus.version.checkedAt', String(Date.now() - 300_001)),
    );
    await becomeVisible();
    await page.waitForTimeout(800);
    expect(await notice.count()).toBe(0);

    await callAs(page, 'DELETE', `/system/version/${first.data!.versionId},${second.data!.versionId}`);
    await context.close();
  });

  it('lets an administrator reword an interface text, seen after a reload', async () => {
    const { context, page } = await openVisit(browser);
    await signInAsAdmin(page);
    const menu = page.getByRole('menu').first();
    await menu.getByText('系统管理').click();
    await menu.getByText('国际化配置').click();
    await page.waitForURL('**/system/i18n');
    const card = page.locator('.ant-card-head-title');
    await expect.poll(() => card.first().textContent()).toBe('国际化配置');

    await page.getByRole('button', { name: '新增配置' }).click();
    const dialog = page.getByRole('dialog');
    // An empty bundle is refused before it reaches the server.
    await dialog.getByLabel('国际化内容').fill('{}');
    await dialog.getByRole('button', { name: '确 定' }).click();
    await expect.poll(() => dialog.textContent()).toContain('国际化内容必须是非空的 JSON 对象');
    // A new bundle starts in the language shown now.
    expect(await dialog.getByText('中文', { exact: true }).count()).toBe(1);
    await dialog
      .getByLabel('国际化内容')
      .fill(JSON.stringify({ i18nBundles: { title: '界面文字配置' } }, null, 2));
    await screenshot(page, '42-i18n-bundle-dialog');
    await dialog.getByRole('button', { name: '确 定' }).click();
    const bundles = page.locator('section[data-table-id="system-i18n"] .ant-table-tbody');
    await expect.poll(() => bundles.textContent()).toContain('界面文字配置');

    await page.reload();
    await expect.poll(() => card.first().textContent()).toBe('界面文字配置');
    await screenshot(page, '43-i18n-bundle-applied');

    // Deleting the bundle brings the built-in text back.
    await bundles.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => bundles.textContent()).not.toContain('界面文字配置');
    await page.reload();
    await expect.poll(() => card.first().textContent()).toBe('国际化配置');
    await context.close();
  });

  it('says the system is busy when a call times out, and reports it to the timeout log', async () => {
    const { context, page } = await openVisit(browser);
    await signInAsAdmin(page);
    // The firm gives the timeout log list 100 ms; every other call keeps the 30 s default.
    const entry = await callAs<{ dictCode: number }>(page, 'POST', '/system/dict/data', {
      dictType: 'interface_timeout',
      dictLabel: '/monitor/timeoutLog/list',
      dictValue: '100',
    });
    expect(entry.code, entry.msg).toBe(200);
    try {
      await page.reload();
      await page.waitForLoadState('networkidle');
      const before = await callAs(page, 'GET', '/monitor/timeoutLog/list?url=/monitor/timeoutLog/list');
      // A slow line (300 ms each way), as from a branch office: within 30 s, beyond 100 ms.
      const network = await context.newCDPSession(page);
      await network.send('Network.enable');
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const menu = page.getByRole('menu').first();
      await menu.getByText('系统监控').click();
      await menu.getByText('超时日志').click();
      await page.waitForURL('**/monitor/timeoutLog');
      await expect.poll(() => page.locator('.ant-message').textContent()).toContain('系统繁忙，请稍后重试');
      await screenshot(page, '44-timeout-toast');
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await expect
        .poll(
          async () =>
            (await callAs(page, 'GET', '/monitor/timeoutLog/list?url=/monitor/timeoutLog/list')).total,
        )
        .toBe((before.total ?? 0) + 1);
      const logged = await callAs<{ userName: string; method: string }>(
        page,
        'GET',
        '/monitor/timeoutLog/list?url=/monitor/timeoutLog/list',
      );
      expect(logged.rows![0]).toMatchObject({ userName: 'admin', method: 'GET' });
    } finally {
      await callAs(page, 'DELETE', `/system/dict/data/${entry.data!.dictCode}`);
    }
    // With the default timeout again, the page shows the reported timeout.
    await page.reload();
    await expect
      .poll(() => page.locator('section[data-table-id="monitor-timeout-log"] .ant-table-tbody').textContent())
      .toContain('/monitor/timeoutLog/list');
    await screenshot(page, '45-timeout-log');
    await context.close();
  });

  it('reads well in English and on a phone', async () => {
    const english = await openVisit(browser);
    await english.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await english.page.goto('/login');
    await fillSignIn(english.page, 'admin', DEMO_PASSWORD);
    await english.page.waitForURL('**/index');
    await english.page.goto('/system/version');
    await english.page.getByRole('button', { name: 'Add version' }).click();
    await english.page.getByRole('dialog').getByLabel('Version').fill('3.0.0');
    await screenshot(english.page, '46-versions-en');
    await english.context.close();

    const phone = await openVisit(browser, { width: 390, height: 844 });
    await signInAsAdmin(phone.page);
    // Phones skip the clock (no room) and the version check (spec §4).
    expect(await phone.page.getByRole('timer').isVisible()).toBe(false);
    await screenshot(phone.page, '47-shell-mobile');
    await phone.page.goto('/system/i18n');
    await expect
      .poll(() => phone.page.locator('.ant-card-head-title').first().textContent())
      .toBe('国际化配置');
    await screenshot(phone.page, '48-i18n-bundles-mobile');
    await phone.context.close();
  });
});
