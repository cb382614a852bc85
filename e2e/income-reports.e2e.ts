import { type BillDetail, formatMoney, type PartnerIncomeRow } from '@venus/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook } from './workbook-export.ts';

// Liu Wanqing is the responsible partner of the Guanghua copyright case (luoxue leads it); no
// other journey bills it. The journey bills it and receives part of the money through the API,
// then she opens 合伙人收入 from the home tile, drills from her income to the receipt allocation
// and on to the bill, exports the report and reads it in English. Her figures are compared with
// what the server answers her for the same period, never with firm-wide counts.
const browser = journeyBrowser();
const WAIT = { timeout: 15_000 };
const CASE = '光华传媒诉云帆网络著作权侵权纠纷';
const PARTNER = 'liuwanqing';
const PARTNER_NAME = '刘婉清';
const today = new Date().toISOString().slice(0, 10);
/** The page's default: this year to date (spec §9; last year during January to March). */
const year = Number(today.slice(5, 7)) <= 3 ? Number(today.slice(0, 4)) - 1 : Number(today.slice(0, 4));
const from = `${year}-01-01`;
const to = String(year) === today.slice(0, 4) ? today : `${year}-12-31`;

/** A bill of the case issued (drafted by its lead, approved by its partner) and 30,000.00 of it paid. */
async function billedAndPaid(): Promise<BillDetail> {
  const projectId = await caseIdOf(browser, CASE);
  const lead = await apiAs(browser, 'luoxue');
  const draft = await lead.call<BillDetail>('POST', '/hankun/bill', {
    projectId,
    narrative: '著作权侵权纠纷代理费（一审）',
    lines: [{ kind: 'manualFee', description: '著作权侵权纠纷代理费（一审）', unitCost: '50000.00' }],
  });
  await lead.call('POST', '/hankun/bill/submit', { billId: draft.billId });
  const submitted = await lead.call<BillDetail>('GET', `/hankun/bill/${draft.billId}`);
  const partner = await apiAs(browser, PARTNER);
  const pending = await partner.call<{ taskId: number; instanceId: number }[]>(
    'GET',
    '/process/project/userTask/list',
    undefined,
    { state: 'pending', pageSize: '100' },
  );
  const task = pending.find((row) => row.instanceId === submitted.instanceId);
  expect(task, 'the partner holds the bill’s approval').toBeDefined();
  await partner.call('POST', `/process/task/${task!.taskId}/approve`, {});
  await partner.close();
  const bill = await lead.call<BillDetail>('GET', `/hankun/bill/${draft.billId}`);
  await lead.close();
  expect(bill.status).toBe('issued');
  const admin = await apiAs(browser, 'admin');
  const receipt = await admin.call<{ receiptId: number }>('POST', '/hankun/receipt', {
    clientId: bill.clientId,
    officeId: bill.officeId,
    receivedOn: today,
    amount: '30000.00',
    currency: 'CNY',
    payer: '光华传媒',
    bankAccount: '招商银行 6225',
  });
  await admin.call('POST', '/hankun/receipt/allocate', {
    receiptId: receipt.receiptId,
    allocatedOn: today,
    lines: [{ billId: bill.billId, amount: '30000.00' }],
  });
  await admin.close();
  return bill;
}

/** Her row as the server answers her for the page's default period. */
async function herRow(): Promise<PartnerIncomeRow> {
  const partner = await apiAs(browser, PARTNER);
  const rows = await partner.call<PartnerIncomeRow[]>('GET', '/hankun/report/partnerIncome/list', undefined, {
    from,
    to,
  });
  await partner.close();
  const row = rows.find((candidate) => candidate.partnerName === PARTNER_NAME);
  expect(row, 'her own row').toBeDefined();
  return row!;
}

const reportRow = (page: Page, name: string) =>
  shownPage(page).locator('.venus-income').getByRole('row').filter({ hasText: name });

describe('a partner reads their income', () => {
  it('opens partner income from home, drills to the bills, exports it and reads it in English', async () => {
    const bill = await billedAndPaid();
    const row = await herRow();
    expect(Number(row.income)).toBeGreaterThanOrEqual(30000);
    const name = PARTNER_NAME;
    const { page, context } = await openVisit(browser);
    await signInAs(page, PARTNER);

    // The home tile is available now, and opens the report.
    const tile = page.locator('[data-tile="partnerIncome"]');
    await expect.poll(() => tile.isEnabled(), WAIT).toBe(true);
    await expect.poll(() => page.locator('[data-tile="projectIncome"]').isEnabled(), WAIT).toBe(true);
    await screenshot(page, 'income-01-home-tiles');
    await tile.click();
    await page.waitForURL('**/report/reportPartnerIncome');
    await expect
      .poll(() => shownPage(page).locator('[data-testid="income-period"]').textContent(), WAIT)
      .toContain(`${from} 至 ${to}`);
    await expect
      .poll(() => reportRow(page, name).textContent(), WAIT)
      .toContain(formatMoney(row.income, { tenThousands: true }));
    await screenshot(page, 'income-02-partner-income');

    // From the income figure to the allocations behind it, then to a bill.
    await reportRow(page, name)
      .getByRole('button', { name: `${name} 收入` })
      .click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: `${name} · 收入` });
    await expect
      .poll(() => drawer.locator('[data-testid="income-entries-period"]').textContent(), WAIT)
      .toContain(formatMoney(row.income));
    const billNumber = bill.number!;
    const firstBill = drawer.getByRole('link', { name: billNumber });
    await expect.poll(() => firstBill.count(), WAIT).toBe(1);
    await screenshot(page, 'income-03-drill-down');
    await firstBill.click();
    await page.waitForURL('**/bill/billDetail/**');
    await expect
      .poll(() => shownPage(page).locator('.venus-bills--detail').textContent(), WAIT)
      .toContain(billNumber);
    await screenshot(page, 'income-04-bill');

    // Export what is on screen.
    await page.goto('/report/reportPartnerIncome');
    await expect.poll(() => reportRow(page, name).count(), WAIT).toBe(1);
    const { fileName, sheet } = await exportWorkbook(page);
    expect(fileName).toBe('合伙人收入.xlsx');
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    expect(header).toContain('收入');
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    const theirs = rows.find((row) => row.getCell(1).value === name);
    expect(theirs?.getCell(header.indexOf('收入')).value).toBe(row.income);

    // And in English.
    await page.getByLabel(/切换语言/).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect
      .poll(() => shownPage(page).locator('[data-testid="income-period"]').textContent(), WAIT)
      .toContain(`Period: ${from} to ${to}`);
    await expect.poll(() => shownPage(page).getByRole('columnheader', { name: 'Income' }).count()).toBe(1);
    // Names come from the server in the reader's language.
    await expect.poll(() => reportRow(page, 'Helen Liu').count(), WAIT).toBe(1);
    await screenshot(page, 'income-05-partner-income-en');
    await context.close();
  });
});
