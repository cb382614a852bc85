import {
  formatMoney,
  INCOME_FIGURES,
  type MonthList,
  type MonthProjectDataRow,
  monthlyGrowth,
} from '@venus/shared';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, screenshot, shownPage } from './browser.ts';
import { demoYearServer } from './demo-year-server.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook, sheetRows } from './workbook-export.ts';

// Month-end (decision 0054) on the demo year: finance has closed every month up to the one before
// last. Finance reads 月度数据, opens a closed month's case rows, exports them, closes last month
// through the dialog (the server test refuses money allocated into it afterwards); a lawyer has no
// such page. What the screen shows is compared with what the server answers the same person.
const browser = journeyBrowser({ clearFailures: false });
const baseUrl = demoYearServer();
const WAIT = { timeout: 30_000 };
const apiOn = (user: string) => apiAs(browser, user, baseUrl());
const LABELS = ['开单金额', '红冲金额', '核销坏账', '收款（账单汇率）', '汇兑差额', '收入'];

async function signedIn(user: string, path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await (browser as Browser).newContext({ baseURL: baseUrl(), viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signInAs(page, user, { path });
  return page;
}

const monthsTable = (page: Page) => shownPage(page).locator('.venus-month-end');
/** A month's row, by its first cell (other cells may show a date of that month). */
const monthRow = (page: Page, month: string) =>
  monthsTable(page)
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${month}$`) }) });

describe('month-end', () => {
  it('shows finance the closed months and their case rows, closes last month through the dialog, and reads in English', async () => {
    const finance = await apiOn('lvjianhua');
    const before = await finance.call<MonthList>('GET', '/hankun/report/month/list');
    const lastMonth = before.closableTo;
    expect(before.lastClosed, 'the demo firm closed up to the month before last').not.toBeNull();
    expect(before.lastClosed! < lastMonth).toBe(true);
    const closed = before.rows.find((row) => row.closed && Number(row.income) > 0)!;
    expect(closed, 'a closed month with income').toBeDefined();

    const page = await signedIn('lvjianhua', '/report/month/list');
    await expect
      .poll(() => shownPage(page).locator('[data-testid="month-end-state"]').textContent(), WAIT)
      .toContain(`已结账至 ${before.lastClosed}`);
    await expect.poll(() => monthRow(page, lastMonth).count(), WAIT).toBe(1);
    expect(await monthRow(page, lastMonth).textContent()).toContain('未结账');
    const closedRow = monthRow(page, closed.month);
    expect(await closedRow.textContent()).toContain('已结账');
    expect(await closedRow.textContent()).toContain('吕建华');
    expect(await closedRow.textContent()).toContain(formatMoney(closed.income, { tenThousands: true }));
    // The income trend is drawn, and the table beside it holds its growth rates.
    await expect.poll(() => monthsTable(page).locator('.venus-echart canvas').count(), WAIT).toBe(1);
    expect(await monthsTable(page).locator('.venus-echart').getAttribute('aria-label')).toBe(
      '各月收入及环比增长',
    );
    const growth = monthlyGrowth(before.rows, (row) => row.income).get(closed.month)!;
    const rateText = (rate: string | null) => (rate === null ? '—' : `${rate}%`);
    expect(await closedRow.textContent()).toContain(rateText(growth.monthOnMonth));
    expect(await closedRow.textContent()).toContain(rateText(growth.yearOnYear));
    await screenshot(page, 'month-end-01-months');

    // A closed month's case rows: as the server stored them, adding up to the month's figures.
    await closedRow.getByRole('button', { name: closed.month, exact: true }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: `${closed.month} 月度数据` });
    const stored = await finance.call<MonthProjectDataRow[]>(
      'GET',
      `/hankun/report/month/${closed.month}/projectData`,
      undefined,
      { pageSize: '200' },
    );
    await expect
      .poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBe(Math.min(stored.length, 25));
    const totals = drawer.locator('[data-testid="month-project-data-totals"]');
    for (const figure of INCOME_FIGURES) {
      const cents = stored.reduce((sum, row) => sum + Math.round(Number(row[figure]) * 100), 0);
      expect(cents, `${figure} of the rows = the month's`).toBe(Math.round(Number(closed[figure]) * 100));
      expect(await totals.locator(`[data-figure="${figure}"]`).textContent()).toContain(
        formatMoney((cents / 100).toFixed(2), { tenThousands: true }),
      );
    }
    const { fileName, sheet: workbook } = await exportWorkbook(page, { within: drawer });
    expect(fileName).toContain(`${closed.month} 月度数据`);
    const sheet = sheetRows(workbook);
    expect(sheet[0]?.slice(-6)).toEqual(LABELS);
    expect(sheet.length - 1).toBe(stored.length);
    await screenshot(page, 'month-end-02-closed-month-rows');
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    await expect.poll(() => drawer.count()).toBe(0);

    // 结账: last month, said plainly first.
    await monthsTable(page)
      .getByRole('button', { name: /^结\s?账$/ })
      .click();
    const dialog = await openedDialog(page);
    expect(await dialog.textContent()).toContain('此操作不能撤销');
    expect(await dialog.getByRole('combobox').count()).toBe(1);
    expect(await dialog.locator('.ant-select').textContent()).toBe(lastMonth);
    await screenshot(page, 'month-end-03-close-dialog');
    await dialog.getByRole('button', { name: /^结\s?账$/ }).click();
    await expect
      .poll(() => page.locator('.ant-message').textContent(), WAIT)
      .toContain(`已结账：${lastMonth}`);
    await expect.poll(() => monthRow(page, lastMonth).textContent(), WAIT).toContain('已结账');
    expect(await shownPage(page).locator('[data-testid="month-end-state"]').textContent()).toContain(
      `已结账至 ${lastMonth}`,
    );
    const after = await finance.call<MonthList>('GET', '/hankun/report/month/list');
    expect(after.lastClosed).toBe(lastMonth);
    const lastMonthBefore = before.rows.find((row) => row.month === lastMonth)!;
    const lastMonthAfter = after.rows.find((row) => row.month === lastMonth)!;
    for (const figure of INCOME_FIGURES) expect(lastMonthAfter[figure]).toBe(lastMonthBefore[figure]);
    await screenshot(page, 'month-end-04-closed');

    // Nothing is left to close until this month ends.
    await monthsTable(page)
      .getByRole('button', { name: /^结\s?账$/ })
      .click();
    const nothing = await openedDialog(page);
    expect(await nothing.textContent()).toContain(`没有可以结账的月份：已结至 ${lastMonth}`);
    await nothing.getByRole('button', { name: /^取\s?消$/ }).click();
    await finance.close();

    // In English.
    await page.getByLabel(/切换语言/).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect
      .poll(() => shownPage(page).locator('[data-testid="month-end-state"]').textContent(), WAIT)
      .toContain(`Closed up to ${lastMonth}`);
    expect(await monthRow(page, lastMonth).textContent()).toContain('Closed');
    await screenshot(page, 'month-end-05-english');
    await page.context().close();
  });

  it('gives a lawyer no monthly data, and the server refuses them', async () => {
    const lawyer = await apiOn('sunyue');
    await expect(lawyer.call('GET', '/hankun/report/month/list')).rejects.toThrow();
    await lawyer.close();
    // Not in their menus: the address leads to the home page, as every path one may not open does.
    const page = await signedIn('sunyue', '/report/month/list');
    await page.waitForURL('**/index', WAIT);
    expect(await page.locator('.venus-month-end').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: '月度数据' }).count()).toBe(0);
    await page.context().close();
  });
});
