import { INVOICE_FILE_SOURCE, type InvoiceDetailView, type InvoiceRowView } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { approvalInstances, approvalTasks } from '../../approvals/approvals.tables.ts';
import { upload } from '../../files/files.test-support.ts';
import { invoicePdf } from './invoice-image.test-helper.ts';
import { invoicesHarness } from './invoices.test-harness.ts';

/** Finance's side of tax invoices (decision 0039): recording with the file and OCR, red letters. */
const harness = invoicesHarness();
const { tokens, call, succeed, openCase, issued, decide, options, detail, request, record, uniqueNumber } =
  harness;
let t: TestApp;
beforeAll(() => {
  t = harness.t();
});

describe('finance records the invoice (task 60000)', () => {
  it('records number, date and file, approving the request in the same transaction; OCR reads the file', async () => {
    const bill = await issued(await openCase());
    const invoice = await request(bill.billId, '1060.00');
    expect((await detail(invoice.invoiceId, 'lvjianhua')).myTaskId).not.toBeNull();
    // The file is uploaded to the invoice (files module), then attached: OCR reads it meanwhile.
    const uploaded = await upload(
      t,
      tokens.get('lvjianhua')!,
      { source: INVOICE_FILE_SOURCE, onlyId: invoice.invoiceId, type: 0 },
      [{ name: 'invoice.pdf', content: await invoicePdf('1066.00') }],
    );
    expect(uploaded.code, uploaded.msg).toBe(200);
    const fileId = (uploaded.data as { id: number }[])[0]!.id;
    // Nobody outside finance uploads an invoice's file.
    const lawyer = await upload(
      t,
      tokens.get('guojing')!,
      { source: INVOICE_FILE_SOURCE, onlyId: invoice.invoiceId, type: 0 },
      [{ name: 'fake.pdf', content: await invoicePdf('1.00') }],
    );
    expect(lawyer.code).toBe(403);
    const number = uniqueNumber();
    const recorded = await record(invoice.invoiceId, number, { fileId });
    expect(recorded.code, recorded.msg).toBe(200);
    expect(recorded.data).toMatchObject({
      status: 'issued',
      invoiceNumber: number,
      invoiceDate: '2026-03-18',
      fileId,
    });
    const [instance] = await t.db
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.instanceId, invoice.instanceId!));
    expect(instance?.status).toBe('approved');
    // OCR runs in the background: the detail shows it queued, then what it read and the difference.
    let seen = await detail(invoice.invoiceId, 'lvjianhua');
    for (let tries = 0; seen.ocrStatus === 'queued' && tries < 120; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      seen = await detail(invoice.invoiceId, 'lvjianhua');
    }
    expect(seen).toMatchObject({ ocrStatus: 'done', ocrAmount: '1066.00', ocrMismatch: true });
    // The bill's page lists it, for the team.
    const ofBill = (await succeed('guojing', 'GET', `/hankun/invoice/ofBill/${bill.billId}`))
      .data as InvoiceRowView[];
    expect(ofBill.map((row) => [row.invoiceId, row.status])).toEqual([[invoice.invoiceId, 'issued']]);
    // A number is the tax authority's: another invoice cannot take it.
    const second = await request(bill.billId, '10.00');
    const taken = await record(second.invoiceId, number);
    expect(taken.code).toBe(409);
    expect((await detail(second.invoiceId)).status).toBe('requested');
  }, 90_000);

  it('refuses approving the task without the number, and the lawyer or a second record', async () => {
    const bill = await issued(await openCase());
    const invoice = await request(bill.billId, '100.00');
    const [task] = await t.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, invoice.instanceId!), eq(approvalTasks.status, 'pending')));
    const approved = await call('lvjianhua', 'POST', `/process/task/${task!.taskId}/approve`, {
      comment: '',
    });
    expect(approved.code).toBe(409);
    expect(
      (
        await call('guojing', 'POST', '/hankun/invoice/record', {
          invoiceId: invoice.invoiceId,
          invoiceNumber: uniqueNumber(),
          invoiceDate: '2026-03-18',
        })
      ).code,
    ).toBe(403);
    expect((await record(invoice.invoiceId, uniqueNumber())).code).toBe(200);
    expect((await record(invoice.invoiceId, uniqueNumber())).code).toBe(409);
  });

  it('cancels the request when finance rejects it, which frees the amount', async () => {
    const bill = await issued(await openCase());
    const invoice = await request(bill.billId, bill.total);
    expect((await options(bill.billId)).available).toBe('0.00');
    await decide(invoice.instanceId!, 'reject', { comment: '抬头有误' });
    expect((await detail(invoice.invoiceId)).status).toBe('cancelled');
    expect((await options(bill.billId)).available).toBe(bill.total);
  });
});

describe('a red-letter invoice', () => {
  it('reverses a recorded invoice whole, once, and frees the amount', async () => {
    const bill = await issued(await openCase());
    const invoice = await request(bill.billId, '500.00');
    expect((await record(invoice.invoiceId, uniqueNumber())).code).toBe(200);
    const reversal = { invoiceId: invoice.invoiceId, invoiceDate: '2026-03-20', reason: '开票信息有误' };
    expect(
      (
        await call('guojing', 'POST', '/hankun/invoice/reverse', {
          ...reversal,
          invoiceNumber: uniqueNumber(),
        })
      ).code,
    ).toBe(403);
    const red = await succeed('lvjianhua', 'POST', '/hankun/invoice/reverse', {
      ...reversal,
      invoiceNumber: uniqueNumber(),
    });
    expect(red.data).toMatchObject({
      amount: '-500.00',
      status: 'issued',
      reversesInvoiceId: invoice.invoiceId,
      remark: '开票信息有误',
    });
    const original = await detail(invoice.invoiceId);
    expect(original).toMatchObject({
      status: 'reversed',
      reversedBy: (red.data as InvoiceDetailView).invoiceId,
    });
    expect(original.billAvailable).toBe(bill.total);
    const again = await call('lvjianhua', 'POST', '/hankun/invoice/reverse', {
      ...reversal,
      invoiceNumber: uniqueNumber(),
    });
    expect(again.code).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.invoiceId))));
    expect(audit.map((row) => row.action)).toContain('reverse');
  });
});

describe('a credit note against an invoiced bill (decision 0030)', () => {
  it('is refused while the invoices not reversed would exceed what is left, and allowed after the red letter', async () => {
    const bill = await issued(await openCase());
    const invoice = await request(bill.billId, bill.total);
    expect((await record(invoice.invoiceId, uniqueNumber())).code).toBe(200);
    const credit = { billId: bill.billId, whole: false, amount: '100.00', reason: '折让' };
    const refused = await call('lvjianhua', 'POST', '/hankun/bill/credit', credit, 'en');
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('at most 0.00 CNY');
    await succeed('lvjianhua', 'POST', '/hankun/invoice/reverse', {
      invoiceId: invoice.invoiceId,
      invoiceNumber: uniqueNumber(),
      invoiceDate: '2026-03-20',
      reason: '折让后重开',
    });
    expect((await call('lvjianhua', 'POST', '/hankun/bill/credit', credit)).code).toBe(200);
  });
});
