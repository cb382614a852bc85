import { type ExpenseAnalysis, formatMoney, type LeaderIncome, sharePercent } from '@venus/shared';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, screenshot, shownPage } from './browser.ts';
import { demoYearServer } from './demo-year-server.ts';
import { signInAs } from './signed-api.ts';

// The analysis charts (decision 0060) on the demo year: finance reads 收入分析 (each breakdown a
// chart beside its table, the numbers those the server answers finance, a part opening the
// receipts behind it), then 费用分析, then in English; a lawyer has no 收入分析.
const browser = journeyBrowser({ clearFailures: false });
const baseUrl = demoYearServer();
const WAIT = { timeout: 30_000 };
const apiOn = (user: string) => apiAs(browser, user, baseUrl());

async function signedIn(user: string, path: string): Promise<Page> {
  const context = await (browser as Browser).newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signInAs(page, user, { path });
  return page;
}

const card = (page: Page, testId: string) => shownPage(page).locator(`[data-testid="${testId}"]`);
const bodyRows = (page: Page, testId: string) =>
  card(page, testId).locator('.ant-table-tbody tr.ant-table-row');

describe('analysis', () => {
  it('shows finance the income four ways beside their tables, opens a part’s receipts, and reads in English', async () => {
    const finance = await apiOn('lvjianhua');
    const income = await finance.call<LeaderIncome>('GET', '/hankun/analysis/leaderIncome');
    expect(Number(income.totals.income), 'the demo year has income').toBeGreaterThan(0);

    const page = await signedIn('lvjianhua', '/analysis/leaderIncome');
    await expect
      .poll(() => card(page, 'analysis-totals').locator('[data-figure="income"]').textContent(), WAIT)
      .toContain(formatMoney(income.totals.income, { tenThousands: true }));
    for (const breakdown of ['practiceArea', 'office', 'partner', 'client'] as const) {
      const testId = `analysis-${breakdown}`;
      const shares = income.breakdowns[breakdown];
      await expect.poll(() => bodyRows(page, testId).count(), WAIT).toBe(shares.length);
      await expect.poll(() => card(page, testId).locator('.venus-echart canvas').count(), WAIT).toBe(1);
      const first = shares[0]!;
      const firstRow = await bodyRows(page, testId).first().textContent();
      expect(firstRow).toContain(formatMoney(first.income, { tenThousands: true }));
      expect(firstRow).toContain(`${sharePercent(first.income, income.totals.income)}%`);
    }
    // A ranking of more than ten partners ends with the others, summed.
    if (income.breakdowns.partner.some((share) => share.others)) {
      expect(await bodyRows(page, 'analysis-partner').last().textContent()).toContain('其他');
    }
    await screenshot(page, 'analysis-01-income');

    // An office's income opens the receipts behind it, adding up to it.
    const office = income.breakdowns.office.find((share) => share.key && Number(share.income) > 0)!;
    await card(page, 'analysis-office')
      .getByRole('button', { name: new RegExp(`^${office.label} 收入`) })
      .click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: `${office.label} · 收入` });
    await expect
      .poll(() => drawer.locator('[data-testid="income-entries-period"]').textContent(), WAIT)
      .toContain(formatMoney(office.income));
    expect(await drawer.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'analysis-02-office-receipts');
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    await expect.poll(() => drawer.count()).toBe(0);

    // 费用分析: the months and types of the expense report.
    const expenses = await finance.call<ExpenseAnalysis>('GET', '/hankun/analysis/expense');
    expect(expenses.months.length, 'the demo year spent money').toBeGreaterThan(0);
    await page.getByRole('menuitem', { name: '费用分析' }).click();
    // Every month of the period, those that spent nothing at 0.00.
    const months = Number(expenses.to.slice(5, 7)) - Number(expenses.from.slice(5, 7)) + 1;
    await expect.poll(() => bodyRows(page, 'analysis-expense-trend').count(), WAIT).toBe(months);
    await expect
      .poll(() => bodyRows(page, 'analysis-expense-types').count(), WAIT)
      .toBe(expenses.types.length);
    expect(await shownPage(page).locator('[data-testid="expense-total"]').textContent()).toContain(
      formatMoney(expenses.totals.amountCny),
    );
    for (const month of expenses.months) {
      const row = bodyRows(page, 'analysis-expense-trend').filter({ hasText: month.key });
      expect(await row.textContent()).toContain(formatMoney(month.amountCny));
    }
    await expect.poll(() => shownPage(page).locator('.venus-echart canvas').count(), WAIT).toBe(2);
    await screenshot(page, 'analysis-03-expenses');

    // In English.
    await page.getByLabel(/切换语言/).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect
      .poll(() => card(page, 'analysis-expense-types').locator('.ant-card-head').textContent(), WAIT)
      .toContain('By expense type');
    await page.getByRole('menuitem', { name: 'Income charts' }).click();
    await expect
      .poll(() => card(page, 'analysis-office').locator('.ant-card-head').textContent(), WAIT)
      .toContain('By office');
    await screenshot(page, 'analysis-04-english');
    await finance.close();
    await page.context().close();
  });

  it('gives a lawyer no income analysis, and the server refuses them', async () => {
    const lawyer = await apiOn('sunyue');
    await expect(lawyer.call('GET', '/hankun/analysis/leaderIncome')).rejects.toThrow();
    await lawyer.close();
    const page = await signedIn('sunyue', '/analysis/leaderIncome');
    await page.waitForURL('**/index', WAIT);
    expect(await page.getByRole('menuitem', { name: '收入分析' }).count()).toBe(0);
    await page.context().close();
  });
});
