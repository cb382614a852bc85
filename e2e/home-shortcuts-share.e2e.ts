import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot } from './browser.ts';
import { signInAs } from './signed-api.ts';

const browser = journeyBrowser();

const tiles = (page: Page) => page.getByTestId('quick-start').locator('[data-tile]');
const tileIds = (page: Page) =>
  tiles(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tile')));

/**
 * The lawyer's quick-start grants of the demo firm (decision 0009); case income since decision
 * 0042, their own expenses (the expense detail report) since decision 0047.
 */
const LAWYER_TILES = [
  'projectIncome',
  'userExpense',
  'leave',
  'overtime',
  'dailyExpense',
  'writeWorklog',
  'settle',
  'billAdd',
  'myWorklog',
  'seal',
  'expenseAdd',
  'borrowAdd',
];

describe('home quick start, shortcuts and visit history', () => {
  it('shows the administrator every tile, saves a shortcut that reopens its page, and lists the visits', async () => {
    const { context, page } = await openVisit(browser);
    await signInAs(page, 'admin');
    await expect.poll(() => tiles(page).count()).toBe(19);
    // Leave, loans (decision 0041) and now the seal request (decision 0057) are built and open:
    // no tile is greyed any longer.
    expect(await page.locator('[data-tile="leave"]').isDisabled()).toBe(false);
    expect(await page.locator('[data-tile="borrowAdd"]').isDisabled()).toBe(false);
    expect(await page.locator('[data-tile="seal"]').isDisabled()).toBe(false);
    await screenshot(page, '60-home-admin');

    // A page visited with its query, then saved as a shortcut from the header.
    await page.goto('/monitor/operlog?pageNum=1');
    await page.getByRole('table').first().waitFor();
    await page.getByRole('button', { name: '添加快捷方式' }).click();
    const dialog = page.getByRole('dialog', { name: '添加快捷方式' });
    const name = dialog.getByLabel('快捷方式名称');
    await name.fill('');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.textContent()).toContain('快捷方式名称不能为空');
    await name.fill('名'.repeat(41));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.textContent()).toContain('快捷方式名称不能超过40个字符');
    await name.fill('每日审计日志');
    await dialog.getByRole('radio', { name: '日历' }).locator('xpath=ancestor::label').click();
    expect(await dialog.getByRole('radio', { name: '日历' }).isChecked()).toBe(true);
    await screenshot(page, '61-shortcut-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('menu').first().getByText('登录日志').click();
    await page.waitForURL('**/monitor/logininfor');
    await page.waitForTimeout(1500); // the visit counts once the page stayed a moment

    await page.goto('/index');
    const shortcut = page.getByTestId('shortcut-list').getByText('每日审计日志', { exact: true });
    await shortcut.waitFor();
    await screenshot(page, '62-home-with-shortcut');
    await shortcut.click();
    await page.waitForURL('**/monitor/operlog?pageNum=1');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '访问历史' }).click();
    await page.waitForURL('**/user/userHistory');
    const history = page.getByTestId('visit-history');
    await expect.poll(() => history.textContent()).toContain('登录日志');
    expect(await history.textContent()).toContain('操作日志');
    expect(await history.textContent()).toContain('/monitor/operlog?pageNum=1');
    await screenshot(page, '63-visit-history');
    await history.getByRole('link', { name: '登录日志' }).first().click();
    await page.waitForURL('**/monitor/logininfor');
    await context.close();
  });
});

describe('home of a lawyer and sharing a page', () => {
  it('shows the lawyer only their tiles; refuses yourself and a repeat; the share reaches the recipient', async () => {
    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, 'sunyue');
    await expect.poll(() => tileIds(lawyer.page)).toEqual(LAWYER_TILES);
    await screenshot(lawyer.page, '64-home-lawyer');

    await lawyer.page.goto('/user/userHistory');
    await lawyer.page.getByTestId('visit-history').waitFor();
    await lawyer.page.getByRole('button', { name: '分享当前页面' }).click();
    const dialog = lawyer.page.getByRole('dialog', { name: '分享当前页面' });
    const picker = dialog.getByRole('combobox');
    const choose = async (text: string) => {
      await picker.click();
      await picker.fill(text);
      await lawyer.page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
        .first()
        .click();
    };
    await choose('孙悦');
    await expect.poll(() => dialog.textContent()).toContain('不能分享给自己');
    await choose('王建国');
    await choose('王建国');
    await expect.poll(() => dialog.textContent()).toContain('接收人重复');
    expect(await dialog.getByTestId('share-recipients').textContent()).toContain('王建国');
    await dialog.getByLabel('分享标题').fill('请看我最近访问的页面');
    await screenshot(lawyer.page, '65-share-dialog');
    await dialog.getByRole('button', { name: /分\s*享/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await lawyer.context.close();

    const partner = await openVisit(browser);
    await signInAs(partner.page, 'wangjianguo');
    const received = partner.page.getByTestId('shares-received');
    await expect.poll(() => received.textContent()).toContain('请看我最近访问的页面');
    expect(await received.textContent()).toContain('孙悦');
    await screenshot(partner.page, '66-home-partner-shared');
    await received.getByText('请看我最近访问的页面').click();
    await partner.page.waitForURL('**/user/userHistory');
    await partner.context.close();
  });
});

describe('home in English and on a phone', () => {
  it('reads in English', async () => {
    const { context, page } = await openVisit(browser);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, 'wangjianguo');
    await page.getByText('Quick start').first().waitFor();
    await tiles(page).first().waitFor();
    await screenshot(page, '67-home-partner-en');
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await openVisit(browser, { width: 390, height: 844 });
    await signInAs(page, 'sunyue');
    await tiles(page).first().waitFor();
    await screenshot(page, '68-home-lawyer-mobile');
    await context.close();
  });
});
