import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { signInAs } from './signed-api.ts';

const WAIT = { timeout: 10_000 };
const browser = journeyBrowser();

async function signIn(page: Page, username: string): Promise<void> {
  await signInAs(page, username);
}

const card = (page: Page, name: RegExp): Locator =>
  shownPage(page)
    .locator('.venus-contact')
    .filter({ has: page.getByRole('heading', { name }) });
const seat = (page: Page, code: string): Locator => shownPage(page).locator(`[data-seat="${code}"]`);

async function findColleague(page: Page, typed: string): Promise<void> {
  const search = shownPage(page).getByRole('searchbox');
  await search.fill(typed);
  await search.press('Enter');
}

describe('the user directory', () => {
  it('a lawyer finds a colleague in the address book and opens their seat on the office map', async () => {
    const { page, context } = await openVisit(browser);
    await signIn(page, 'yangfan');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '通讯录' }).click();
    await page.waitForURL('**/user/addressBook/**');
    await expect.poll(() => shownPage(page).locator('.venus-contact').count(), WAIT).toBeGreaterThan(10);
    await screenshot(page, 'directory-01-address-book-cn');

    await findColleague(page, '孙悦');
    await expect.poll(() => shownPage(page).locator('.venus-contact').count(), WAIT).toBe(1);
    const sunyue = card(page, /孙悦/);
    expect(await sunyue.textContent()).toContain('sunyue@venus-demo.cn');
    // The mobile number is private: the directory shows the desk line only.
    expect(await sunyue.textContent()).not.toMatch(/139\d{8}/);
    await screenshot(page, 'directory-02-found-cn');

    await sunyue.getByRole('button', { name: /BJ-10F-010/ }).click();
    await page.waitForURL('**/user/officeMap/**');
    await expect.poll(() => seat(page, 'BJ-10F-010').getAttribute('aria-pressed'), WAIT).toBe('true');
    expect(await seat(page, 'BJ-10F-010').textContent()).toContain('孙悦');
    expect(await shownPage(page).locator('.venus-seat-panel').textContent()).toContain('孙悦');
    // A lawyer sees the plan but cannot change it.
    expect(await shownPage(page).getByRole('button', { name: '腾空座位' }).count()).toBe(0);
    await screenshot(page, 'directory-03-office-map-cn');
    await context.close();
  });

  it('HR moves a colleague to a free seat; the old seat frees and the directory follows', async () => {
    const { page, context } = await openVisit(browser);
    await signIn(page, 'panling');
    await page.goto(`/user/addressBook/${encodeURIComponent('通讯录')}?name=sunyue`);
    await card(page, /孙悦/)
      .getByRole('button', { name: /BJ-10F-010/ })
      .click();
    await expect.poll(() => seat(page, 'BJ-10F-010').getAttribute('aria-pressed'), WAIT).toBe('true');

    await seat(page, 'BJ-10F-002').click();
    const panel = shownPage(page).locator('.venus-seat-panel');
    await expect.poll(() => panel.textContent(), WAIT).toContain('BJ-10F-002');
    const box = panel.getByRole('combobox', { name: '选择要安排的人员' });
    await box.click();
    await box.fill('孙悦');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '孙悦' })
      .click();
    await screenshot(page, 'directory-04-hr-assign-cn');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/system/seat/assign') && r.status() === 200,
      ),
      panel.getByRole('button', { name: '安排到此座位' }).click(),
    ]);
    await expect.poll(() => seat(page, 'BJ-10F-002').textContent(), WAIT).toContain('孙悦');
    await expect.poll(() => seat(page, 'BJ-10F-010').textContent(), WAIT).toContain('空位');
    await screenshot(page, 'directory-05-hr-moved-cn');

    // Freeing asks first, then empties the desk.
    await panel.getByRole('button', { name: '腾空座位' }).click();
    const confirm = await openedDialog(page);
    expect(await confirm.textContent()).toContain('BJ-10F-002');
    await confirm.getByRole('button', { name: '取 消' }).click();

    // The contact card opens in the address book tab that is still open, searching again.
    await panel.getByRole('button', { name: '查看名片' }).click();
    await page.waitForURL('**/user/addressBook/**');
    await expect.poll(() => card(page, /孙悦/).textContent(), WAIT).toContain('BJ-10F-002');
    expect(await shownPage(page).getByRole('searchbox').inputValue()).toBe('HK0010');
    await context.close();
  });

  it('reads in English and fits a phone', async () => {
    const { page, context } = await openVisit(browser, { width: 390, height: 844 });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signIn(page, 'yangfan');
    await page.goto(`/user/addressBook/${encodeURIComponent('Address book')}`);
    await findColleague(page, 'Grace');
    await expect.poll(() => shownPage(page).locator('.venus-contact').count(), WAIT).toBe(1);
    expect(await card(page, /Grace Li/).textContent()).toContain('Desk phone');
    await screenshot(page, 'directory-06-address-book-phone-en');
    await card(page, /Grace Li/)
      .getByRole('button', { name: /SH-/ })
      .click();
    await page.waitForURL('**/user/officeMap/**');
    await expect
      .poll(() => shownPage(page).locator('.venus-seat-panel').textContent(), WAIT)
      .toContain('Grace Li');
    await screenshot(page, 'directory-07-office-map-phone-en');

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => shownPage(page).locator('.venus-seat--selected').count(), WAIT).toBe(1);
    await screenshot(page, 'directory-08-office-map-en');
    await context.close();
  });
});
