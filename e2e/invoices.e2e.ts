import { type BillDetail, formatMoney, type InvoiceRowView } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { invoicePdf } from '../apps/server/src/modules/billing/invoices/invoice-image.test-helper.ts';
import { type ApiSession, apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook, sheetRows } from './workbook-export.ts';

// 星河智能诉华强电子买卖合同纠纷: gaoxiang leads it and asks for the invoice, chenlixin is its
// responsible partner, lvjianhua is finance and records it. The bill is this journey's own (a
// manual fee, no time and no expenses), so nothing another journey counts moves.
const browser = journeyBrowser();
const CASE = '星河智能诉华强电子买卖合同纠纷';
const WAIT = { timeout: 20_000 };
/** 50,000.00 of fees and 6 % VAT; the lawyer asks for part of it. */
const TOTAL = '53000.00';
const REQUESTED = '31800.00';
const NUMBER = `2431${Date.now()}`.slice(0, 20);

let bill: BillDetail;

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

async function issuedBill(): Promise<BillDetail> {
  const projectId = await caseIdOf(browser, CASE);
  const preparer = await apiAs(browser, 'gaoxiang');
  const draft = await preparer.call<BillDetail>('POST', '/hankun/bill', {
    projectId,
    timeLines: [],
    expenseLines: [],
    narrative: '买卖合同纠纷代理费（一审）',
    lines: [{ kind: 'manualFee', description: '买卖合同纠纷代理费（一审）', unitCost: '50000.00' }],
  });
  await preparer.call('POST', '/hankun/bill/submit', { billId: draft.billId });
  const submitted = await preparer.call<BillDetail>('GET', `/hankun/bill/${draft.billId}`);
  const partner = await apiAs(browser, 'chenlixin');
  await approveAs(partner, submitted.instanceId!);
  await partner.close();
  const issued = await preparer.call<BillDetail>('GET', `/hankun/bill/${draft.billId}`);
  await preparer.close();
  expect(issued.status).toBe('issued');
  expect(issued.total).toBe(TOTAL);
  return issued;
}

const billPath = () => `/bill/billDetail/${encodeURIComponent(bill.number!)}?id=${bill.billId}`;
const invoicesCard = (page: Parameters<typeof shownPage>[0]) =>
  shownPage(page).locator('.venus-bills__invoices');

describe('a tax invoice from the lawyer’s request to finance’s record', () => {
  it('the lawyer asks for an invoice on the issued bill, for part of it', async () => {
    bill = await issuedBill();
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'gaoxiang', { path: billPath() });
    const card = invoicesCard(page);
    await expect.poll(() => card.textContent(), WAIT).toContain('尚未申请发票');
    await card.getByRole('button', { name: '申请开票' }).click();
    const dialog = await openedDialog(page);
    // The bill's whole total is still to invoice; the client's title is chosen already.
    await expect.poll(() => dialog.textContent(), WAIT).toContain(formatMoney(TOTAL));
    await expect.poll(() => dialog.textContent()).toContain('北京星河智能科技有限公司');
    const amount = dialog.getByLabel(/开票金额/);
    await amount.fill(REQUESTED);
    await amount.blur();
    await screenshot(page, 'invoices-01-request-dialog');
    await Promise.all([
      page.waitForResponse((r) => /\/hankun\/invoice(\?|$)/.test(r.url()) && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    const row = card.locator('tr', { hasText: formatMoney(REQUESTED) });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.textContent()).toContain('待开具');
    await screenshot(page, 'invoices-02-requested');
    await context.close();
  });

  it('finance attaches the invoice file, sees what OCR read, and records the number', async () => {
    const lawyer = await apiAs(browser, 'gaoxiang');
    const [requested] = await lawyer.call<InvoiceRowView[]>('GET', `/hankun/invoice/ofBill/${bill.billId}`);
    await lawyer.close();
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'lvjianhua', { path: '/report/audit/invoice/list' });
    const row = shownPage(page).getByRole('row').filter({ hasText: bill.number! });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await screenshot(page, 'invoices-03-finance-list');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    await page.waitForURL('**/invoice/detail/**');
    const invoice = shownPage(page).locator(
      `.venus-invoices--detail[data-invoice="${requested!.invoiceId}"]`,
    );
    await expect.poll(() => invoice.getAttribute('data-status'), WAIT).toBe('requested');

    // The scan goes up on the invoice's files, then becomes its file: OCR reads the total.
    const files = invoice.locator('.venus-invoices__file');
    await files.getByRole('button', { name: /上传/ }).click();
    const upload = await openedDialog(page);
    await upload
      .getByTestId('file-input')
      .setInputFiles([
        { name: '发票.pdf', mimeType: 'application/pdf', buffer: await invoicePdf(REQUESTED) },
      ]);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/files/add') && r.status() === 200),
      upload.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await files.getByRole('button', { name: /作为发票文件/ }).click();
    await expect.poll(() => files.getAttribute('data-ocr'), { timeout: 60_000 }).toBe('done');
    await expect.poll(() => files.textContent()).toContain('与申请金额一致');
    await screenshot(page, 'invoices-04-ocr-read');

    await invoice.getByRole('button', { name: '登记发票' }).click();
    const record = await openedDialog(page);
    await record.getByLabel('发票号码').fill(NUMBER);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/invoice/record') && r.status() === 200),
      record.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => invoice.getAttribute('data-status'), WAIT).toBe('issued');
    await expect.poll(() => invoice.textContent()).toContain(NUMBER);
    await screenshot(page, 'invoices-05-recorded');
    await context.close();
  });

  it('the bill’s page shows the invoice recorded, with its number', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'gaoxiang', { path: billPath() });
    const row = invoicesCard(page).locator('tr', { hasText: NUMBER });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.textContent()).toContain('已开具');
    await expect.poll(() => row.textContent()).toContain(formatMoney(REQUESTED));
    await screenshot(page, 'invoices-06-bill-page');
    await context.close();
  });

  it('finance sends a second request back; the lawyer amends it on its page and sends it again', async () => {
    const lawyer = await apiAs(browser, 'gaoxiang');
    const options = await lawyer.call<{ titles: { invoiceTitleId: number }[] }>(
      'GET',
      `/hankun/invoice/options/${bill.billId}`,
    );
    const second = await lawyer.call<InvoiceRowView>('POST', '/hankun/invoice', {
      billId: bill.billId,
      invoiceTitleId: options.titles[0]!.invoiceTitleId,
      invoiceType: 'electronic',
      amount: '5300.00',
      remark: '',
    });
    await lawyer.close();
    const finance = await apiAs(browser, 'lvjianhua');
    const pending = await finance.call<{ taskId: number; instanceId: number }[]>(
      'GET',
      '/process/project/userTask/list',
      undefined,
      { state: 'pending', pageSize: '100' },
    );
    const task = pending.find((row) => row.instanceId === second.instanceId);
    expect(task, 'finance holds the request').toBeDefined();
    await finance.call('POST', `/process/task/${task!.taskId}/sendBack`, {
      comment: '客户要求增值税专用发票',
    });
    await finance.close();

    const { page, context } = await openVisit(browser);
    await signInAs(page, 'gaoxiang', {
      path: `/invoice/detail/${encodeURIComponent(bill.number!)}?id=${second.invoiceId}`,
    });
    const invoice = shownPage(page).locator(`.venus-invoices--detail[data-invoice="${second.invoiceId}"]`);
    await expect.poll(() => invoice.getAttribute('data-status'), WAIT).toBe('sentBack');
    await expect.poll(() => invoice.textContent(), WAIT).toContain('财务已退回您的开票申请');
    await expect.poll(() => invoice.textContent(), WAIT).toContain('客户要求增值税专用发票');
    await screenshot(page, 'invoices-07-sent-back');
    await invoice.getByRole('button', { name: '修改后重新提交' }).click();
    const dialog = await openedDialog(page);
    const amount = dialog.getByLabel(/开票金额/);
    await expect.poll(() => amount.inputValue(), WAIT).toMatch(/^5,?300(\.00)?$/);
    await dialog.getByLabel('增值税专用发票').check();
    await amount.fill('10600.00');
    await amount.blur();
    await Promise.all([
      page.waitForResponse((r) => /\/hankun\/invoice(\?|$)/.test(r.url()) && r.request().method() === 'PUT'),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => invoice.getAttribute('data-status'), WAIT).toBe('requested');
    await expect.poll(() => invoice.textContent()).toContain(formatMoney('10600.00'));
    await expect.poll(() => invoice.textContent()).toContain('增值税专用发票');
    expect(await invoice.getByRole('button', { name: '修改后重新提交' }).count()).toBe(0);
    await screenshot(page, 'invoices-08-resubmitted');
    await context.close();
    // Finance records it: nothing of this journey is left waiting in finance's task centre, which
    // later journeys on this server count.
    const clerk = await apiAs(browser, 'lvjianhua');
    const recorded = await clerk.call<InvoiceRowView>('POST', '/hankun/invoice/record', {
      invoiceId: second.invoiceId,
      invoiceNumber: `${NUMBER}2`,
      invoiceDate: new Date().toISOString().slice(0, 10),
    });
    await clerk.close();
    expect(recorded.status).toBe('issued');
  });
});

describe('finance sets the bill’s invoices against the money received (开票收款核对)', () => {
  it('finds the bill invoiced and not yet paid, with the filter’s sums, exports it and opens the bill', async () => {
    // Both requests are recorded by now (31,800.00 and the amended 10,600.00); nothing is paid.
    const invoiced = '42400.00';
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'lvjianhua');
    const menu = page.getByRole('menu').first();
    await menu.getByText('报表', { exact: true }).click();
    await Promise.all([
      page.waitForURL('**/report/audit/invoice/receipt/list'),
      menu.getByText('开票收款核对').click(),
    ]);
    const list = shownPage(page);
    await list.getByLabel('账单编号').fill(bill.number!);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/hankun/invoice/reconciliation?') && r.url().includes('number='),
      ),
      list.getByRole('button', { name: /^search 搜\s?索$/ }).click(),
    ]);
    expect(((await answer.json()) as { total: number }).total).toBe(1);
    const row = list.getByRole('row').filter({ hasText: bill.number! });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    const text = await row.textContent();
    expect(text).toContain('已开票未收款');
    expect(text).toContain(formatMoney(TOTAL));
    expect(text).toContain(formatMoney(invoiced));
    await expect
      .poll(() => list.locator('[data-sum="invoicedNotReceived"]').textContent())
      .toContain(formatMoney(invoiced));
    expect(await list.locator('[data-sum="receivedNotInvoiced"]').textContent()).toContain('0.00');
    await screenshot(page, 'invoices-09-reconciliation');

    const { fileName, sheet } = await exportWorkbook(page, { confirmSays: '1 条记录' });
    expect(fileName).toBe('开票收款核对.xlsx');
    const [header, first] = sheetRows(sheet);
    expect(header).toEqual(expect.arrayContaining(['账单编号', '已开票金额', '已收款金额', '核对结果']));
    expect(first).toEqual(expect.arrayContaining([bill.number!, invoiced, '0.00', '已开票未收款']));

    await row.getByRole('button', { name: '查看账单' }).click();
    await page.waitForURL(`**/bill/billDetail/**?id=${bill.billId}`);
    await expect.poll(() => invoicesCard(page).textContent(), WAIT).toContain(NUMBER);
    await context.close();
  });
});
