import { BILLING_TASK_CODE } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { approvalTasks } from '../../approvals/approvals.tables.ts';
import { invoicesHarness } from './invoices.test-harness.ts';

/** The lawyer's side of tax invoices (decision 0039): requests, lists, export, the case wall. */
const harness = invoicesHarness();
const { tokens, call, succeed, openCase, issued, options, request, invoiceCount, record, uniqueNumber } =
  harness;
let t: TestApp;
beforeAll(() => {
  t = harness.t();
});

/** The case's closing checklist entry for invoice requests still waiting. */
const unissuedInvoices = async (projectId: number) =>
  (
    (await succeed('guojing', 'GET', `/hankun/project/closingChecklist?projectId=${projectId}`)).data as {
      check: string;
      count: number;
    }[]
  ).find((check) => check.check === 'unissuedInvoices');

describe('requesting an invoice (spec billOpenInvoice)', () => {
  it('goes to finance as task 60000 with the title, type and the tax in the bill’s proportion', async () => {
    const bill = await issued(await openCase());
    const before = await options(bill.billId);
    expect(before.available).toBe(bill.total);
    expect(before.titles.length).toBeGreaterThan(0);
    expect(before.titles[0]!.taxNumber).not.toBe('');
    const invoice = await request(bill.billId, '1060.00');
    expect(invoice).toMatchObject({
      status: 'requested',
      amount: '1060.00',
      taxAmount: '60.00',
      taxRate: '0.060000',
      title: before.titles[0]!.title,
      taxNumber: before.titles[0]!.taxNumber,
      billNumber: bill.number,
    });
    const [task] = await t.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, invoice.instanceId!), eq(approvalTasks.status, 'pending')));
    expect(task?.taskCode).toBe(BILLING_TASK_CODE.openInvoice);
    expect((await options(bill.billId)).available).toBe(
      (Number(bill.total) - 1060).toFixed(2), // a check of the arithmetic only: the server uses decimals
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.invoiceId))));
    expect(audit.map((row) => row.action)).toEqual(['request', 'approval.submitted']);
  });

  it('splits a bill over several requests but never over its total less what is requested or issued', async () => {
    const bill = await issued(await openCase());
    await request(bill.billId, '1000.00');
    const left = (await options(bill.billId)).available;
    const over = (Number(left) + 0.01).toFixed(2);
    const { titles } = await options(bill.billId);
    const refused = await call('guojing', 'POST', '/hankun/invoice', {
      billId: bill.billId,
      invoiceTitleId: titles[0]!.invoiceTitleId,
      invoiceType: 'electronic',
      amount: over,
    });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain(left);
    const english = await call(
      'guojing',
      'POST',
      '/hankun/invoice',
      {
        billId: bill.billId,
        invoiceTitleId: titles[0]!.invoiceTitleId,
        invoiceType: 'electronic',
        amount: over,
      },
      'en',
    );
    expect(english.msg).toContain('not yet invoiced');
    // Nothing half-written: neither an invoice nor an approval.
    expect(await invoiceCount(bill.billId)).toBe(1);
    await request(bill.billId, left);
    expect((await options(bill.billId)).available).toBe('0.00');
  });

  it('takes at the same moment only what the bill holds (the bill row is locked)', async () => {
    const bill = await issued(await openCase());
    const { titles } = await options(bill.billId);
    const half = (Number(bill.total) / 2 + 1).toFixed(2);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call('guojing', 'POST', '/hankun/invoice', {
          billId: bill.billId,
          invoiceTitleId: titles[0]!.invoiceTitleId,
          invoiceType: 'vatOrdinary',
          amount: half,
        }),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect(await invoiceCount(bill.billId)).toBe(1);
  });

  it('is refused on a draft bill, with another client’s title, and with a bad type, in both languages', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const draft = await harness.draft({
      projectId,
      timeLines: [],
      lines: [{ kind: 'manualFee', description: '草稿', unitCost: '100' }],
    });
    const { titles } = await options(bill.billId);
    const body = { invoiceTitleId: titles[0]!.invoiceTitleId, invoiceType: 'vatSpecial', amount: '10' };
    expect((await call('guojing', 'POST', '/hankun/invoice', { ...body, billId: draft.billId })).code).toBe(
      409,
    );
    const foreign = await call('guojing', 'POST', '/hankun/invoice', {
      ...body,
      billId: bill.billId,
      invoiceTitleId: 999999,
    });
    expect(foreign.code).toBe(409);
    const badType = await call(
      'guojing',
      'POST',
      '/hankun/invoice',
      { ...body, billId: bill.billId, invoiceType: 'x' },
      'en',
    );
    expect(badType.code).toBe(400);
    expect(badType.msg).toContain('VAT special');
  });
});

describe('lists, export and the case wall', () => {
  it('lists my cases’ invoices and finance’s all, with sums per currency, and exports them', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    await request(bill.billId, '300.00');
    await request(bill.billId, '200.00');
    const mine = await succeed('guojing', 'GET', `/hankun/invoice/list?projectId=${projectId}`);
    expect(mine.total).toBe(2);
    expect((mine as unknown as { sums: unknown }).sums).toEqual([
      { currency: 'CNY', count: 2, amount: '500.00' },
    ]);
    expect((await succeed('hezhenyu', 'GET', `/hankun/invoice/list?projectId=${projectId}`)).total).toBe(0);
    const all = await succeed(
      'lvjianhua',
      'GET',
      `/hankun/invoice/listAll?projectId=${projectId}&status=requested`,
    );
    expect(all.total).toBe(2);
    expect((await call('guojing', 'GET', '/hankun/invoice/listAll')).code).toBe(403);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/venus-api/hankun/invoice/export',
      headers: { authorization: `Bearer ${tokens.get('lvjianhua')}` },
      payload: { projectId },
    });
    const sheet = await readSheet(exported.rawPayload);
    expect(sheet).toHaveLength(3);
    expect(sheet[0]).toContain('发票号码');
    expect(
      sheet
        .slice(1)
        .map((row) => row[9])
        .sort(),
    ).toEqual(['200.00', '300.00']);
  });

  it('hides a walled case’s invoices from everyone outside the wall', async () => {
    const projectId = await openCase({ restricted: true });
    const bill = await issued(projectId);
    const invoice = await request(bill.billId, '100.00');
    expect((await succeed('lvjianhua', 'GET', `/hankun/invoice/listAll?projectId=${projectId}`)).total).toBe(
      0,
    );
    expect((await call('lvjianhua', 'GET', `/hankun/invoice/${invoice.invoiceId}`)).code).toBe(404);
    expect((await call('hezhenyu', 'GET', `/hankun/invoice/${invoice.invoiceId}`)).code).toBe(404);
    expect((await call('hezhenyu', 'GET', `/hankun/invoice/ofBill/${bill.billId}`)).code).toBe(404);
    expect((await record(invoice.invoiceId, uniqueNumber())).code).toBe(404);
    const outside = {
      invoiceId: invoice.invoiceId,
      invoiceDate: '2026-03-20',
      invoiceNumber: uniqueNumber(),
    };
    expect(
      (await call('lvjianhua', 'POST', '/hankun/invoice/reverse', { ...outside, reason: 'x' })).code,
    ).toBe(404);
    expect(
      (await call('lvjianhua', 'POST', '/hankun/invoice/file', { invoiceId: invoice.invoiceId, fileId: 1 }))
        .code,
    ).toBe(404);
    expect((await call('hezhenyu', 'GET', `/hankun/invoice/options/${bill.billId}`)).code).toBe(404);
  });

  it('holds a case open while an invoice request waits (closing check unissuedInvoices)', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const invoice = await request(bill.billId, '10.00');
    expect(await unissuedInvoices(projectId)).toMatchObject({ count: 1 });
    expect((await record(invoice.invoiceId, uniqueNumber())).code).toBe(200);
    expect(await unissuedInvoices(projectId)).toMatchObject({ count: 0 });
  });
});

describe('a request finance sends back', () => {
  /** Finance returns the request to the lawyer with a reason (the task centre's send back). */
  async function sendBack(instanceId: number): Promise<void> {
    const [task] = await t.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.status, 'pending')));
    await succeed('lvjianhua', 'POST', `/process/task/${task!.taskId}/sendBack`, { comment: '抬头有误' });
  }
  const status = async (invoiceId: number) =>
    ((await succeed('guojing', 'GET', `/hankun/invoice/${invoiceId}`)).data as { status: string }).status;

  it('frees its amount, and goes to finance again amended; the bill’s checks run again', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const invoice = await request(bill.billId, '1060.00');
    await sendBack(invoice.instanceId!);
    expect(await status(invoice.invoiceId)).toBe('sentBack');
    expect((await options(bill.billId)).available).toBe(bill.total);
    const { titles } = await options(bill.billId);
    const amended = {
      invoiceId: invoice.invoiceId,
      invoiceTitleId: titles[0]!.invoiceTitleId,
      invoiceType: 'vatOrdinary',
      amount: '530.00',
      remark: '按客户要求改为普通发票',
      comment: '已更正',
    };
    // More than the bill holds is refused, and the request stays sent back as it was.
    const over = await call('guojing', 'PUT', '/hankun/invoice', {
      ...amended,
      amount: (Number(bill.total) + 1).toFixed(2),
    });
    expect(over.code).toBe(409);
    expect(await status(invoice.invoiceId)).toBe('sentBack');
    // Someone else on the firm's side may not resubmit the lawyer's request.
    expect((await call('hezhenyu', 'PUT', '/hankun/invoice', amended)).code).toBe(404);
    const resubmitted = (await succeed('guojing', 'PUT', '/hankun/invoice', amended)).data as {
      status: string;
      amount: string;
      taxAmount: string;
      invoiceType: string;
      remark: string;
    };
    expect(resubmitted).toMatchObject({
      status: 'requested',
      amount: '530.00',
      taxAmount: '30.00',
      invoiceType: 'vatOrdinary',
      remark: '按客户要求改为普通发票',
    });
    const [task] = await t.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, invoice.instanceId!), eq(approvalTasks.status, 'pending')));
    expect(task?.taskCode).toBe(BILLING_TASK_CODE.openInvoice);
    expect((await options(bill.billId)).available).toBe((Number(bill.total) - 530).toFixed(2));
    // Resubmitted, it is not sent back: neither resubmitted nor cancelled again.
    expect((await call('guojing', 'PUT', '/hankun/invoice', amended)).code).toBe(409);
    expect(
      (await call('guojing', 'POST', '/hankun/invoice/cancel', { invoiceId: invoice.invoiceId })).code,
    ).toBe(409);
    expect((await record(invoice.invoiceId, uniqueNumber())).code).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.invoiceId))));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['approval.sentBack', 'update', 'approval.resubmitted', 'approval.approved']),
    );
  });

  it('is cancelled by the lawyer, and holds the case open until then', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const invoice = await request(bill.billId, '10.00');
    await sendBack(invoice.instanceId!);
    expect(await unissuedInvoices(projectId)).toMatchObject({ count: 1 });
    expect(
      (await call('hezhenyu', 'POST', '/hankun/invoice/cancel', { invoiceId: invoice.invoiceId })).code,
    ).toBe(404);
    const cancelled = await succeed('guojing', 'POST', '/hankun/invoice/cancel', {
      invoiceId: invoice.invoiceId,
    });
    expect((cancelled.data as { status: string }).status).toBe('cancelled');
    expect(await unissuedInvoices(projectId)).toMatchObject({ count: 0 });
    expect((await options(bill.billId)).available).toBe(bill.total);
  });
});
