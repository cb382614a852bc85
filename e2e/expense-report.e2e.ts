import type { ExpenseReportSums } from '@venus/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { paidClaim, spareLawyer } from './paid-expenses.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook } from './workbook-export.ts';

// Finance reads the expense detail report (decision 0047) from its home tile 个人费用: the firm's
// approved and paid lines of the period (one claim paid through the API), totals to the cent; by
// month; only paid ones; the workbook has the screen's rows and its totals row; then in English.
const browser = journeyBrowser();
const WAIT = { timeout: 15_000 };
const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(5, 7)) <= 3 ? Number(today.slice(0, 4)) - 1 : Number(today.slice(0, 4));
const from = `${year}-01-01`;
const to = String(year) === today.slice(0, 4) ? today : `${year}-12-31`;

/** The totals of the page's last answer (the envelope's `totals`, beside its rows). */
let lastTotals: ExpenseReportSums | null = null;

const totalsBar = (page: Page) => shownPage(page).getByTestId('expense-report-totals');

describe('the expense detail report', () => {
  it('finance filters, groups, reads the totals and exports what the screen shows', async () => {
    // A paid claim dated in the default period, so it has lines whatever else the world holds.
    const made = await paidClaim(browser, await spareLawyer(2), '南京调解差旅（报表）', [
      { expenseDate: to, expenseType: '1', amount: '88.60', description: '南京南站—法院出租车' },
    ]);
    const { page, context } = await openVisit(browser);
    await signInAs(page, made.finance);
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.endsWith('/hankun/report/expensesDetail/list')) return;
      const body = (await response.json().catch(() => null)) as { totals?: ExpenseReportSums } | null;
      if (body?.totals) lastTotals = body.totals;
    });
    const tile = page.locator('[data-tile="userExpense"]');
    await expect.poll(() => tile.isEnabled(), WAIT).toBe(true);
    await tile.click();
    await page.waitForURL('**/report/userExpenseIndex');
    await expect
      .poll(() => shownPage(page).getByTestId('expense-report-period').textContent(), WAIT)
      .toContain(`${from} 至 ${to}`);
    await expect.poll(() => lastTotals?.lineCount ?? 0, WAIT).toBeGreaterThan(0);
    const spent = lastTotals!;
    await expect.poll(() => totalsBar(page).textContent(), WAIT).toContain(`笔数 ${spent.lineCount}`);
    await screenshot(page, 'expense-report-01-lines');

    // By month: the months' amounts add up to the same totals.
    await shownPage(page).getByText('按月份', { exact: true }).click();
    await expect
      .poll(() => shownPage(page).locator('.venus-expense-report').getAttribute('data-group'))
      .toBe('month');
    await expect
      .poll(() => shownPage(page).getByRole('columnheader', { name: '月份' }).count(), WAIT)
      .toBe(1);
    await expect.poll(() => totalsBar(page).textContent(), WAIT).toContain(`笔数 ${spent.lineCount}`);
    await screenshot(page, 'expense-report-02-by-month');

    // Only paid lines: fewer or as many, never more.
    const state = shownPage(page).getByLabel('单据状态');
    await state.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^已付款$/ })
      .click();
    // The filtered answer's own totals: the listener above parses each body after the response
    // event, so `lastTotals` can still hold the unfiltered ones when this wait returns.
    const [filtered] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/hankun/report/expensesDetail/list') && r.url().includes('state=paid'),
      ),
      shownPage(page)
        .getByRole('button', { name: /^search 搜\s?索$/ })
        .click(),
    ]);
    const paid = ((await filtered.json()) as { totals: ExpenseReportSums }).totals;
    expect(paid.lineCount).toBeGreaterThan(0);
    expect(paid.lineCount).toBeLessThanOrEqual(spent.lineCount);
    await expect.poll(() => totalsBar(page).textContent(), WAIT).toContain(`笔数 ${paid.lineCount}`);
    expect(Number(paid.amountCny)).toBeLessThanOrEqual(Number(spent.amountCny));
    await screenshot(page, 'expense-report-03-paid-by-month');

    const { fileName, sheet } = await exportWorkbook(page);
    expect(fileName).toBe('费用明细.xlsx');
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    expect(header).toContain('月份');
    const amountAt = header.indexOf('金额（人民币）');
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('合计');
    expect(last.getCell(amountAt).value).toBe(paid.amountCny);
    const months = Array.from({ length: sheet.rowCount - 2 }, (_, index) => sheet.getRow(index + 2));
    const sum = months.reduce(
      (cents, row) => cents + Math.round(Number(row.getCell(amountAt).value) * 100),
      0,
    );
    expect((sum / 100).toFixed(2)).toBe(paid.amountCny);

    await page.getByLabel(/切换语言/).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect
      .poll(() => shownPage(page).getByTestId('expense-report-period').textContent(), WAIT)
      .toContain(`Period: ${from} to ${to}`);
    await expect
      .poll(() => shownPage(page).getByRole('columnheader', { name: 'Month' }).count(), WAIT)
      .toBe(1);
    await screenshot(page, 'expense-report-04-en');
    await page.getByLabel(/Switch language/).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await context.close();
  });
});
