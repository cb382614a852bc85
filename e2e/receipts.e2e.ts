import { type BillDetail, formatMoney } from '@venus/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { signInAs } from './signed-api.ts';
import { openTask, openTaskCentre } from './task-centre.ts';

// The Zhonghui Bank retainer: songwenbo leads it and prepares the bill, huangguodong is its
// responsible partner; jiangtao is finance in Shenzhen and records the money. No other journey
// uses these people or this case's bills, so the sums and the ageing are this journey's alone.
const browser = journeyBrowser();
const CASE = '中汇银行常年法律顾问';
const CLIENT = '中汇商业银行股份有限公司';
const CLIENT_EN = 'Zhonghui Commercial Bank Co., Ltd.';
const WAIT = { timeout: 15_000 };
/** 100,000.00 of fees and 6 % VAT. */
const TOTAL = '106000.00';
const PAID = '60000.00';
const LEFT = '46000.00';
const money = (value: string) => formatMoney(value);

let bill: BillDetail;

/** The partner approves the pending step of this instance, as he would in the task centre. */
async function approveAs(partner: ApiSession, instanceId: number): Promise<void> {
  const pending = await partner.call<{ taskId: number; instanceId: number }[]>(
    'GET',
    '/process/project/userTask/list',
    undefined,
    { state: 'pending', pageSize: '100' },
  );
  const task = pending.find((row) => row.instanceId === instanceId);
  expect(task, 'the partner holds the bill’s approval').toBeDefined();
  await partner.call('POST', `/process/task/${task!.taskId}/approve`, {});
}

/** An issued bill of the case: drafted by its lead, submitted and approved by its partner. */
async function issuedBill(): Promise<BillDetail> {
  const projectId = await caseIdOf(browser, CASE);
  const preparer = await apiAs(browser, 'songwenbo');
  const draft = await preparer.call<BillDetail>('POST', '/hankun/bill', {
    projectId,
    narrative: '常年法律顾问服务费（第一季度）',
    lines: [{ kind: 'manualFee', description: '常年法律顾问服务费（第一季度）', unitCost: '100000.00' }],
  });
  await preparer.call('POST', '/hankun/bill/submit', { billId: draft.billId });
  const submitted = await preparer.call<BillDetail>('GET', `/hankun/bill/${draft.billId}`);
  const partner = await apiAs(browser, 'huangguodong');
  await approveAs(partner, submitted.instanceId!);
  await partner.close();
  const issued = await preparer.call<BillDetail>('GET', `/hankun/bill/${draft.billId}`);
  await preparer.close();
  expect(issued.status).toBe('issued');
  expect(issued.total).toBe(TOTAL);
  return issued;
}

const receivableRow = (page: Page) =>
  shownPage(page).locator('.venus-receivables').getByRole('row').filter({ hasText: CLIENT });

async function openReceivables(page: Page): Promise<void> {
  await page.goto('/bill/receivables');
  await shownPage(page).locator('[data-testid="receivable-totals"]').waitFor();
}

describe('finance records money received and allocates it to a bill', () => {
  it('records a receipt, refused first by the server for a zero amount', async () => {
    bill = await issuedBill();
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'jiangtao');
    await openReceivables(page);
    await expect.poll(() => receivableRow(page).textContent(), WAIT).toContain(money(TOTAL));
    await screenshot(page, 'receipts-01-receivables-before');

    await page.goto('/bill/billReceiptView');
    await shownPage(page).getByRole('button', { name: '登记收款' }).click();
    await page.waitForURL('**/bill/billReceiptV2/**');

    const form = shownPage(page).locator('[data-testid="receipt-form"]');
    const client = form.getByLabel('客户', { exact: true });
    await client.click();
    await client.fill('中汇商业');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: CLIENT })
      .first()
      .click();
    await form.getByLabel('收款办公室').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '北京' })
      .click();
    await form.getByLabel('收款金额').fill('0');
    await form.getByLabel('付款人').fill(CLIENT);
    await form.getByLabel('收款账户').fill('招商银行北京分行 1109 0788 2210 001');
    await form.getByLabel('参考号').fill(`${bill.number} 第一季度顾问费`);
    await Promise.all([
      page.waitForResponse((r) => /\/hankun\/receipt(\?|$)/.test(r.url()) && r.request().method() === 'POST'),
      form.getByRole('button', { name: /保\s*存/ }).click(),
    ]);
    // The server's refusal sits on the amount; nothing else typed is lost.
    await expect
      .poll(() => form.locator('.ant-form-item-explain-error').textContent(), WAIT)
      .toContain('必须大于 0');
    expect(await form.getByLabel('付款人').inputValue()).toBe(CLIENT);
    await screenshot(page, 'receipts-02-form-refused');
    await form.getByLabel('收款金额').fill(PAID);
    await form.getByLabel('收款金额').blur();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL('**/receipt/detail/**');
    const receipt = shownPage(page).locator('.venus-receipts--detail');
    await expect
      .poll(() => receipt.locator('[data-testid="receipt-unallocated"]').textContent(), WAIT)
      .toContain(money(PAID));
    await expect
      .poll(() => receipt.locator('[data-allocation]').getAttribute('data-allocation'))
      .toBe('none');
    await context.close();
  });

  it('refuses an allocation over the bill’s balance with the server’s reason, then allocates the receipt', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'jiangtao', { path: '/bill/billReceiptView' });
    const row = shownPage(page)
      .getByRole('row')
      .filter({ hasText: `${bill.number} 第一季度顾问费` });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.textContent()).toContain('未核销');
    await expect
      .poll(() => shownPage(page).locator('.venus-receipts__sums').textContent())
      .toMatch(/未核销\s*CNY/);
    await screenshot(page, 'receipts-04-list');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    await page.waitForURL('**/receipt/detail/**');
    const receipt = shownPage(page).locator('.venus-receipts--detail');

    await receipt.getByRole('button', { name: '核销到账单' }).click();
    const dialog = await openedDialog(page);
    const amount = dialog.getByLabel(`核销到 ${bill.number} 的金额`);
    await amount.fill('200000');
    await amount.blur();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/receipt/allocate')),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), WAIT)
      .toBe(`核销金额超过账单 ${bill.number} 的未收余额 ${TOTAL}`);
    await screenshot(page, 'receipts-05-over-allocation-refused');
    // Nothing was written: the receipt is whole.
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect
      .poll(() => receipt.locator('[data-testid="receipt-unallocated"]').textContent())
      .toContain(money(PAID));

    await receipt.getByRole('button', { name: '核销到账单' }).click();
    const again = await openedDialog(page);
    await again.getByRole('button', { name: '按账单日期依次分配' }).click();
    expect(await again.getByLabel(`核销到 ${bill.number} 的金额`).inputValue()).toBe(PAID);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/receipt/allocate') && r.status() === 200),
      again.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect
      .poll(() => receipt.locator('[data-testid="receipt-unallocated"]').textContent(), WAIT)
      .toContain('0.00');
    await expect
      .poll(() => receipt.locator('[data-allocation]').getAttribute('data-allocation'))
      .toBe('full');
    const allocations = receipt.locator('[data-testid="receipt-allocations"]');
    await expect.poll(() => allocations.textContent()).toContain(bill.number!);
    await screenshot(page, 'receipts-06-allocated');

    // The bill, read afresh: its balance fell by the allocation, partly paid.
    await allocations.getByRole('link', { name: bill.number! }).click();
    await page.waitForURL('**/bill/billDetail/**');
    await page.reload();
    const billView = shownPage(page).locator('.venus-bills--detail');
    await expect.poll(() => billView.getAttribute('data-status'), WAIT).toBe('partlyPaid');
    await expect
      .poll(() => billView.locator('.venus-bills__totals').textContent())
      .toContain(`余额CNY ${money(LEFT)}`);
    await expect
      .poll(() => billView.locator('[data-section="allocations"]').textContent())
      .toContain(money(PAID));
    await screenshot(page, 'receipts-07-bill-balance');

    // And the ageing follows.
    await openReceivables(page);
    await page.reload();
    await expect.poll(() => receivableRow(page).textContent(), WAIT).toContain(money(LEFT));
    expect(await receivableRow(page).textContent()).not.toContain(money(TOTAL));
    await screenshot(page, 'receipts-08-receivables-after');
    await context.close();
  });

  it('the client page shows the bill’s balance to its partner, and its ageing to whoever holds receivables', async () => {
    const clientPage = `/jurisdiction/clientDetail/${encodeURIComponent(CLIENT)}?clientId=${bill.clientId}`;
    const partner = await openVisit(browser);
    await signInAs(partner.page, 'huangguodong', { path: clientPage });
    await shownPage(partner.page).getByRole('tab', { name: '账单' }).click();
    const bills = shownPage(partner.page).locator('[data-testid="client-bills"]');
    await expect
      .poll(() => bills.getByRole('row').filter({ hasText: bill.number! }).textContent(), WAIT)
      .toContain(money(LEFT));
    await screenshot(partner.page, 'receipts-09-client-bills-partner');
    await shownPage(partner.page).getByRole('tab', { name: '应收款' }).click();
    await shownPage(partner.page).getByText('应收款账龄仅对财务开放', { exact: false }).waitFor();
    await screenshot(partner.page, 'receipts-09b-client-receivables-partner');
    await partner.context.close();

    const admin = await openVisit(browser);
    await signInAs(admin.page, 'admin', { path: clientPage });
    await shownPage(admin.page).getByRole('tab', { name: '应收款' }).click();
    const ageing = shownPage(admin.page).locator('[data-testid="client-receivables"]');
    await expect
      .poll(() => ageing.locator('[data-currency="CNY"]').textContent(), WAIT)
      .toContain(money(LEFT));
    await expect
      .poll(() => ageing.getByRole('row').filter({ hasText: CASE }).textContent())
      .toContain(money(LEFT));
    await screenshot(admin.page, 'receipts-10-client-receivables-admin');
    await admin.context.close();
  });

  it('fits a phone, in English', async () => {
    const { page, context } = await openVisit(browser, { width: 390, height: 844 });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, 'jiangtao', { path: '/bill/billReceiptView' });
    const card = shownPage(page).locator('.venus-receipts__card').filter({ hasText: CLIENT_EN });
    await expect.poll(() => card.first().textContent(), WAIT).toContain('Fully allocated');
    await screenshot(page, 'receipts-11-list-phone-en');
    await card.first().click();
    await page.waitForURL('**/receipt/detail/**');
    await shownPage(page).locator('[data-testid="receipt-allocations"]').waitFor();
    await screenshot(page, 'receipts-12-detail-phone-en');
    await openReceivables(page);
    await expect
      .poll(
        () =>
          shownPage(page).locator('.venus-receivables__card').filter({ hasText: CLIENT_EN }).textContent(),
        WAIT,
      )
      .toContain(money(LEFT));
    await screenshot(page, 'receipts-13-receivables-phone-en');
    await context.close();
  });

  it('another finance approver reads the credit note asked for above the bill in the task centre', async () => {
    const finance = await apiAs(browser, 'jiangtao');
    const { creditNoteId } = await finance.call<{ creditNoteId: number }>('POST', '/hankun/bill/credit', {
      billId: bill.billId,
      whole: false,
      amount: '1000.00',
      reason: '客户对第一季度服务范围有异议',
    });
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'sumei');
    await openTaskCentre(page);
    const drawer = await openTask(page, bill.number!);
    const asked = drawer.locator('[data-correction="credit"]');
    await expect
      .poll(() => asked.locator('.ant-alert').textContent(), WAIT)
      .toContain('客户对第一季度服务范围有异议');
    await expect.poll(() => asked.locator('.ant-alert').textContent()).toContain(money('1000.00'));
    await expect
      .poll(() => asked.locator('.venus-bills--detail').getAttribute('data-bill'))
      .toBe(String(bill.billId));
    await screenshot(page, 'receipts-14-credit-task');
    await context.close();
    // Taken back, so no finance desk keeps a task from this journey.
    const detail = await finance.call<BillDetail>('GET', `/hankun/bill/${bill.billId}`);
    const instanceId = detail.creditNotes.find((credit) => credit.creditNoteId === creditNoteId)?.instanceId;
    await finance.call('POST', `/process/instance/${instanceId}/cancelWithdraw`, {});
    await finance.close();
  });
});
