import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage, type Visit } from './browser.ts';
import { pageApi, signInAs } from './signed-api.ts';

/** Waits that include a server round trip (vitest's poll gives up after 1 s by default). */
const WAIT = { timeout: 10_000 };

const browser = journeyBrowser();

async function signInAsAdmin(visit: Visit, path: string): Promise<void> {
  await signInAs(visit.page, 'admin');
  // The recent choices live on the server: start from an empty user history.
  const api = await pageApi(visit.page);
  const cleared = await api.fetch('/hankun/history', { method: 'DELETE', params: { kind: 'user' } });
  expect(((await cleared.json()) as { code: number }).code).toBe(200);
  await visit.page.goto(path);
}

/** The visible drop-down entries (antd's role="option" nodes are for screen readers only). */
const entries = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');
const entryTexts = (page: Page) => entries(page).allTextContents();

/** Chooses a colleague and waits until the choice is in the server history the box offers next. */
async function chooseColleague(page: Page, box: Locator, typed: string, shown: RegExp): Promise<void> {
  await box.click();
  await box.fill(typed);
  const historyCall = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path));
  const saved = historyCall('/hankun/history');
  const reread = historyCall('/hankun/history/list');
  await entries(page).filter({ hasText: shown }).click();
  await saved;
  await reread;
}

/** YYYY-MM-DD of a day relative to today, where the browser (on this machine) runs. */
function isoDay(daysFromToday: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('user picker on the notices page', () => {
  it('shows userno:name, offers recent choices, and restores the last choice on blur', async () => {
    const visit = await openVisit(browser);
    const { page } = visit;
    await signInAsAdmin(visit, '/monitor/message');
    const box = page.getByRole('combobox', { name: /同事/ });

    // Typing searches the colleagues; each is shown as "userno:name".
    await chooseColleague(page, box, '孙', /^HK0010:孙悦$/);
    await expect.poll(() => box.inputValue(), WAIT).toBe('HK0010:孙悦');
    await chooseColleague(page, box, 'panling', /^HK\d{4}:潘玲$/);
    const panling = await box.inputValue();
    expect(panling).toMatch(/^HK\d{4}:潘玲$/);

    // Focus empties the box; its recent choices come from the server, the newest first.
    await page.getByLabel('消息标题').click();
    await box.click();
    expect(await box.inputValue()).toBe('');
    // The emptied box still names what stays chosen if nothing new is picked.
    const placeholder = page.locator('.ant-select', { has: box }).locator('.ant-select-placeholder');
    expect(await placeholder.textContent()).toBe(panling);
    await expect.poll(() => entryTexts(page), WAIT).toEqual([panling, 'HK0010:孙悦']);
    await screenshot(page, 'blocks-01-user-picker-recent-cn');

    // Nothing found: a "no data" entry that cannot be chosen; leaving restores the last choice.
    await box.fill('没有这个人');
    await expect.poll(() => entryTexts(page), WAIT).toEqual(['暂无数据']);
    expect(await entries(page).first().getAttribute('class')).toContain('ant-select-item-option-disabled');
    await screenshot(page, 'blocks-02-user-picker-no-data-cn');
    await page.getByLabel('消息标题').click();
    await expect.poll(() => box.inputValue(), WAIT).toBe(panling);

    // Choosing from the recent list works as a search result does; the notice reaches its colleague.
    await box.click();
    await entries(page)
      .filter({ hasText: /^HK0010:孙悦$/ })
      .click();
    await expect.poll(() => box.inputValue(), WAIT).toBe('HK0010:孙悦');
    await page.getByLabel('消息标题').fill('会议改期');
    await page.getByLabel('消息内容').fill('周五的合伙人会议改到下周一上午。');
    await page.getByRole('button', { name: '发送通知' }).click();
    await expect.poll(() => page.getByText('通知已发送').count()).toBe(1);
    await visit.context.close();
  });

  it('works in English on a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAsAdmin(visit, '/monitor/message');
    const { page } = visit;
    const box = page.getByRole('combobox', { name: 'Colleague' });
    await chooseColleague(page, box, 'Sun', /^HK0010:孙悦$/);
    // Coming back to the box (a focus) empties it and offers the recent choices; a second tap on
    // a box still focused after the choice only reopens the search for what it says.
    await page.getByLabel('Message title').click();
    await box.click();
    await expect.poll(() => entryTexts(page), WAIT).toEqual(['HK0010:孙悦']);
    await screenshot(page, 'blocks-03-user-picker-en-mobile');
    await visit.context.close();
  });
});

describe('date range on the login log', () => {
  const startInput = (page: Page) => page.getByPlaceholder('开始日期');
  const endInput = (page: Page) => page.getByPlaceholder('结束日期');
  const dayCell = (page: Page, day: string) =>
    page.locator(`.ant-picker-dropdown:visible td.ant-picker-cell-in-view[title="${day}"]`).first();
  const loginTimes = async (page: Page) =>
    (await page.locator('.ant-table-tbody tr.ant-table-row td:first-child').allTextContents()).map((text) =>
      text.slice(0, 10),
    );

  it('refuses an end before the start, and a preset fills both ends and filters the log', async () => {
    const visit = await openVisit(browser);
    const { page } = visit;
    await signInAsAdmin(visit, '/monitor/logininfor');
    await expect.poll(async () => (await loginTimes(page)).length, WAIT).toBeGreaterThan(0);

    // A start chosen, the days before it are greyed out in the end's calendar and cannot be chosen.
    await startInput(page).click();
    await dayCell(page, isoDay(1)).click();
    await expect
      .poll(() => endInput(page).evaluate((input) => input === document.activeElement), WAIT)
      .toBe(true);
    expect(await startInput(page).inputValue()).toBe(isoDay(1));
    expect(await dayCell(page, isoDay(0)).getAttribute('class')).toContain('ant-picker-cell-disabled');
    await screenshot(page, 'blocks-04-date-range-refuses-cn');
    // A forced click skips the wait for a still element: one landing beside a calendar still
    // sliding in is a click outside it, and closes it.
    await expect
      .poll(() => page.locator('.ant-picker-dropdown:visible').getAttribute('class'), WAIT)
      .not.toMatch(/-(appear|enter|leave)/);
    await dayCell(page, isoDay(0)).click({ force: true });
    expect(await endInput(page).inputValue()).toBe('');

    // A range that has not happened yet (tomorrow and the day after) finds no sign-in.
    await dayCell(page, isoDay(2)).click();
    await expect.poll(() => endInput(page).inputValue(), WAIT).toBe(isoDay(2));
    await shownPage(page)
      .getByRole('button', { name: /(^|\s)搜\s?索$/ })
      .click();
    await expect.poll(async () => (await loginTimes(page)).length, WAIT).toBe(0);

    // The 30-day preset fills both ends (today − 30 … today) and the sign-in just made is found.
    await startInput(page).click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: '近30天' }).click();
    await expect.poll(() => startInput(page).inputValue()).toBe(isoDay(-30));
    expect(await endInput(page).inputValue()).toBe(isoDay(0));
    await shownPage(page)
      .getByRole('button', { name: /(^|\s)搜\s?索$/ })
      .click();
    await expect.poll(async () => (await loginTimes(page)).length, WAIT).toBeGreaterThan(0);
    for (const day of await loginTimes(page)) {
      expect(day >= isoDay(-30) && day <= isoDay(0), day).toBe(true);
    }
    await screenshot(page, 'blocks-05-login-log-range-cn');
    await visit.context.close();
  });

  it('copies a sign-in address with the copy icon', async () => {
    const visit = await openVisit(browser);
    await visit.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page } = visit;
    await signInAsAdmin(visit, '/monitor/logininfor');
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const address = (await firstRow.locator('td').nth(2).textContent())?.trim() ?? '';
    expect(address).not.toBe('');
    await firstRow.getByRole('button', { name: '复制' }).click();
    await expect.poll(() => page.getByText('已复制').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await visit.context.close();
  });

  it('shows the range picker and its presets in English and on a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAsAdmin(visit, '/monitor/logininfor');
    const { page } = visit;
    // On a phone the conditions live in the list page's full-screen top drawer.
    await shownPage(page).getByRole('button', { name: 'Search conditions' }).click();
    await page.locator('.ant-drawer-top .ant-drawer-section').waitFor();
    await page.getByPlaceholder('Start date').click();
    await expect
      .poll(() => page.locator('.ant-picker-dropdown:visible .ant-picker-presets li').allTextContents())
      .toEqual([
        'Last 30 days',
        'Last 90 days',
        'Last 180 days',
        'Last year',
        'Last 3 years',
        'Year to date',
      ]);
    await screenshot(page, 'blocks-06-date-range-en-mobile');
    await visit.context.close();

    const desktop = await openVisit(browser);
    await desktop.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAsAdmin(desktop, '/monitor/logininfor');
    await desktop.page.getByPlaceholder('Start date').click();
    await desktop.page
      .locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: 'Year to date' })
      .click();
    await shownPage(desktop.page)
      .getByRole('button', { name: /(^|\s)Search$/ })
      .click();
    await screenshot(desktop.page, 'blocks-07-login-log-range-en');
    await desktop.context.close();
  });
});
