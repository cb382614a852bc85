import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { signOut } from './user-menu.ts';

const browser = journeyBrowser();

describe('signing in', () => {
  it('signs the admin in in Chinese, shows the menu, switches to English and signs out', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await expect.poll(() => page.title()).toBeTruthy();
    await screenshot(page, '01-login-cn');
    await fillSignIn(page, 'admin', DEMO_PASSWORD);

    await page.waitForURL('**/index');
    const menu = page.getByRole('menu').first();
    // Pages the web does not have yet are skipped with their directory; monitoring has both pages.
    await expect.poll(() => menu.textContent()).toContain('系统监控');
    await menu.getByText('系统监控').click();
    await expect.poll(() => menu.textContent()).toContain('操作日志');
    expect(await menu.textContent()).toContain('登录日志');
    expect(await page.getByRole('button', { name: '用户菜单' }).textContent()).toContain('系统管理员');
    await expect
      .poll(() => page.locator('main').textContent())
      .toMatch(/(早上|中午|下午|晚上)好，系统管理员/);
    await screenshot(page, '02-home-cn');

    await page.getByLabel('切换语言').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => menu.textContent()).toContain('Monitoring');
    // Seen folded once after the switch on a loaded machine (not reproduced alone): open it again.
    if (!(await menu.textContent())?.includes('Sign-in log')) await menu.getByText('Monitoring').click();
    await expect.poll(() => menu.textContent()).toContain('Sign-in log');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await expect.poll(() => page.locator('main').textContent()).toMatch(/Good \w+, Administrator/);
    await screenshot(page, '03-home-en');

    // The shared sign-out waits for the language menu to close and the user menu to open: a click
    // on 'Log out' while the first still faded out was swallowed once (no confirm came).
    await signOut(page);
    // The server revoked the session: the old cookie no longer opens the app.
    const info = await page.evaluate(async () => (await fetch('/venus-api/getInfo')).json());
    expect(info.code).toBe(401);
    await screenshot(page, '04-signed-out-en');
    await context.close();
  });

  it('shows the message for a wrong password', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, 'wangjianguo', 'not-the-password');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('用户名或密码错误');
    await screenshot(page, '05-wrong-password');
    await context.close();
  });
});

describe('navigation guards', () => {
  it('sends an anonymous visitor to sign-in and back to the page asked for', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/monitor/logininfor');
    await page.waitForURL(/\/login\?redirect=/);
    await fillSignIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/monitor/logininfor');
    await expect.poll(() => shownPage(page).locator('.ant-table-tbody').textContent()).toContain('admin');
    await screenshot(page, '07-login-log');
    await context.close();
  });

  it('redirects an unknown path to /index and shows the 404 page at /404', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await page.goto('/no/such/page');
    await page.waitForURL('**/index');
    await page.goto('/404');
    await expect.poll(() => page.textContent('body')).toContain('404');
    await screenshot(page, '08-not-found');
    await context.close();
  });
});

describe('monitoring', () => {
  it('opens the audit log from the menu and reads actions and objects in words', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    const menu = page.getByRole('menu').first();
    await menu.getByText('系统监控').click();
    await menu.getByText('操作日志').click();
    await page.waitForURL('**/monitor/operlog');
    const table = shownPage(page).locator('.ant-table-tbody');
    await expect.poll(() => table.textContent()).toContain('登录');
    expect(await table.textContent()).toContain('会话');
    expect(await table.textContent()).not.toContain('session');
    await screenshot(page, '09-audit-log');
    await context.close();
  });
});
