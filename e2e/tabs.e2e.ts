import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  fillSignIn,
  journeyBrowser,
  openVisit,
  rightClickInPlace,
  screenshot,
  shownPage,
} from './browser.ts';
import { clickMenuItem } from './user-menu.ts';

const browser = journeyBrowser();

/** The shell's strip of opened pages (the home page has tab lists of its own). */
const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tablist');
const tabTitles = (page: Page) => tabStrip(page).getByRole('tab').allTextContents();
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' }).textContent();

describe('tabs and breadcrumb', () => {
  it('opens pages as tabs, goes back by tab, closes, and shows where the page sits', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    expect(await breadcrumb(page)).toBe('首页');

    const menu = page.getByRole('menu').first();
    await menu.getByText('系统监控').click();
    await menu.getByText('操作日志').click();
    await page.waitForURL('**/monitor/operlog');
    await menu.getByText('登录日志').click();
    await page.waitForURL('**/monitor/logininfor');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '操作日志', '登录日志']);
    const tabs = tabStrip(page);
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('登录日志');
    await screenshot(page, '10-tabs-login-log');

    // The home tab is affixed: no close button.
    expect(await tabs.getByRole('tab', { name: '首页' }).getByRole('button').count()).toBe(0);

    await tabs.getByRole('tab', { name: '操作日志' }).click();
    await page.waitForURL('**/monitor/operlog');
    await expect.poll(() => breadcrumb(page)).toBe('首页/系统监控/操作日志');
    await expect.poll(() => shownPage(page).locator('.ant-table-tbody').textContent()).toContain('登录');
    await screenshot(page, '11-tabs-audit-log');

    // Closing the active tab returns to the tab it was opened from.
    await tabs.getByRole('tab', { name: '登录日志' }).click();
    await page.waitForURL('**/monitor/logininfor');
    await page.getByTitle('关闭 登录日志', { exact: true }).click();
    await page.waitForURL('**/monitor/operlog');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '操作日志']);

    // A reload keeps the tabs.
    await menu.getByText('登录日志').click();
    await page.waitForURL('**/monitor/logininfor');
    await page.reload();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '操作日志', '登录日志']);

    // Right-click: refresh keeps the tab and reloads the page under a new `fr`.
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').first().waitFor({ state: 'hidden' });
    await rightClickInPlace(tabs.getByRole('tab', { name: '登录日志' }));
    await screenshot(page, '12-tabs-context-menu');
    // A full-page screenshot resizes the window, which may close the menu: open it again to act.
    await page.keyboard.press('Escape');
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').first().waitFor({ state: 'hidden' });
    await rightClickInPlace(tabs.getByRole('tab', { name: '登录日志' }));
    // Spec §4: the refresh drops the cache and asks the server again (issue 27 item 1).
    const listReloaded = page.waitForRequest((r) =>
      new URL(r.url()).pathname.endsWith('/monitor/logininfor/list'),
    );
    await clickMenuItem(page, '刷新页面');
    await page.waitForURL(/\/monitor\/logininfor\?fr=/);
    await listReloaded;
    await screenshot(page, '12b-tabs-refreshed');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '操作日志', '登录日志']);

    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').first().waitFor({ state: 'hidden' });
    await rightClickInPlace(tabs.getByRole('tab', { name: '操作日志' }));
    await clickMenuItem(page, '全部关闭');
    await page.waitForURL('**/index');
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await screenshot(page, '13-tabs-closed-all');
    await context.close();
  });

  it('keeps the tab strip usable on a phone', async () => {
    const { context, page } = await openVisit(browser, { width: 390, height: 844 });
    await page.goto('/login');
    await fillSignIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await page.goto('/monitor/operlog');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '操作日志']);
    // A reload in between: the tabs come back from session storage.
    await page.goto('/monitor/logininfor');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '操作日志', '登录日志']);
    await tabStrip(page).getByRole('tab', { name: '操作日志' }).click();
    await page.waitForURL('**/monitor/operlog');
    await screenshot(page, '14-tabs-mobile');
    await context.close();
  });
});

describe('a page whose action one may not take', () => {
  it('does not open by its address: a secretary typing the intake form URL lands home, with no form to fill', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, 'xuqing', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await page.goto('/project/settle');
    await page.waitForURL('**/index');
    expect(await shownPage(page).getByText('提交立案申请').count()).toBe(0);
    await screenshot(page, '14-intake-by-url-secretary');
    await context.close();
  });
});
