import { INVOICE_FILE_SOURCE } from '@venus/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { upload } from '../../files/files.test-support.ts';
import { invoicePdf } from './invoice-image.test-helper.ts';
import { readInvoiceTotal } from './invoice-ocr.ts';
import { type InvoiceOcrDeps, InvoiceOcrJobs, OCR_MAX_ATTEMPTS } from './invoice-ocr-jobs.ts';
import { invoiceOcrJobs, invoices } from './invoices.tables.ts';
import { invoicesHarness } from './invoices.test-harness.ts';

/**
 * Invoice OCR as durable jobs (decision 0048): the job row is written with the attachment, a
 * server that was not running when it was queued does it when it starts, two servers claiming at
 * once run it once, and a failing one is retried a bounded number of times. Real Tesseract on a
 * rendered invoice, as the OCR tests read it.
 */
const harness = invoicesHarness();
const { tokens, call, openCase, issued, request } = harness;
let t: TestApp;
beforeAll(async () => {
  t = harness.t();
  // This file's jobs are run by the workers it builds: the app's own takes none.
  await t.app.services.invoiceOcr.stop();
});

/** A worker as another server would run one, on the same database. */
function worker(options: Partial<InvoiceOcrDeps> = {}): InvoiceOcrJobs {
  const { services } = t.app;
  return new InvoiceOcrJobs({
    db: t.db,
    fileContent: async (ctx, fileId) => {
      const delivery = await services.fileDownloads.download(ctx, { id: fileId });
      if (delivery.kind !== 'content') throw new Error('no content');
      return { name: delivery.name, stream: delivery.stream };
    },
    contextOf: async (userId, requestId) => {
      const principal = await services.users.loadPrincipal(userId);
      return principal
        ? { actor: { ...principal, sessionId: 0 }, requestId, ip: '', userAgent: '', lang: 'cn' }
        : null;
    },
    done: (ctx, job, amount, tx) =>
      services.invoiceIssuing.ocrDone(ctx, job.invoiceId, job.fileId, amount, tx),
    warn: () => {},
    ...options,
  });
}

/** An invoice request with a rendered invoice of `total` uploaded and attached by finance. */
async function attached(total: string) {
  const bill = await issued(await openCase());
  const invoice = await request(bill.billId, '1060.00');
  const uploaded = await upload(
    t,
    tokens.get('lvjianhua')!,
    { source: INVOICE_FILE_SOURCE, onlyId: invoice.invoiceId, type: 0 },
    [{ name: 'invoice.pdf', content: await invoicePdf(total) }],
  );
  expect(uploaded.code, uploaded.msg).toBe(200);
  const fileId = (uploaded.data as { id: number }[])[0]!.id;
  const answer = await call('lvjianhua', 'POST', '/hankun/invoice/file', {
    invoiceId: invoice.invoiceId,
    fileId,
  });
  expect(answer.code, answer.msg).toBe(200);
  return { invoiceId: invoice.invoiceId, fileId };
}

const jobsOf = (invoiceId: number) =>
  t.db.select().from(invoiceOcrJobs).where(eq(invoiceOcrJobs.invoiceId, invoiceId));
const invoiceOf = async (invoiceId: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId)))[0]!;
const ocrAudits = async (invoiceId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'invoice'),
          eq(auditLog.entityId, String(invoiceId)),
          eq(auditLog.action, 'ocr'),
        ),
      )
  ).length;

describe('invoice OCR jobs survive the server (decision 0048)', () => {
  it('writes the job with the attachment; a server started later reads the amount', async () => {
    const { invoiceId, fileId } = await attached('1066.00');
    // No worker ran: the job waits in the database, the invoice shows it queued.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await jobsOf(invoiceId)).toMatchObject([{ fileId, status: 'queued', attempts: 0 }]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ ocrStatus: 'queued', ocrAmount: null });

    // A server starting takes what was left at once.
    const next = worker();
    next.start(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await next.idle();
    await next.stop();
    expect(await invoiceOf(invoiceId)).toMatchObject({ ocrStatus: 'done', ocrAmount: '1066.00' });
    expect(await jobsOf(invoiceId)).toMatchObject([{ status: 'done', attempts: 1, claimToken: null }]);
    expect(await ocrAudits(invoiceId)).toBe(1);
  }, 90_000);

  it('runs a job once when two servers claim it at the same moment', async () => {
    const { invoiceId } = await attached('2120.00');
    let reads = 0;
    const counting: InvoiceOcrDeps['read'] = async (content, name) => {
      reads += 1;
      return readInvoiceTotal(content, name);
    };
    const [first, second] = [worker({ read: counting }), worker({ read: counting })];
    const ran = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(reads).toBe(1);
    expect(await invoiceOf(invoiceId)).toMatchObject({ ocrStatus: 'done', ocrAmount: '2120.00' });
    expect(await jobsOf(invoiceId)).toMatchObject([{ status: 'done', attempts: 1 }]);
    expect(await ocrAudits(invoiceId)).toBe(1);
  }, 90_000);

  it('retries a failed attempt after its back-off, and gives up after the last', async () => {
    const { invoiceId } = await attached('300.00');
    const broken = worker({
      read: async () => {
        throw new Error('tesseract: killed');
      },
    });
    const due = () =>
      t.db
        .update(invoiceOcrJobs)
        .set({ runAfter: sql`now()` })
        .where(eq(invoiceOcrJobs.invoiceId, invoiceId));
    expect(await broken.runOnce()).toBe(true);
    const [retrying] = await jobsOf(invoiceId);
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lastError: 'tesseract: killed' });
    expect(retrying!.runAfter.getTime()).toBeGreaterThan(Date.now() + 10_000);
    // Not before its back-off: nothing due.
    expect(await broken.runOnce()).toBe(false);
    expect(await invoiceOf(invoiceId)).toMatchObject({ ocrStatus: 'queued' });
    for (let attempt = 2; attempt <= OCR_MAX_ATTEMPTS; attempt += 1) {
      await due();
      expect(await broken.runOnce()).toBe(true);
    }
    expect(await jobsOf(invoiceId)).toMatchObject([{ status: 'failed', attempts: OCR_MAX_ATTEMPTS }]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ ocrStatus: 'failed', ocrAmount: null });
    await due();
    expect(await broken.runOnce()).toBe(false);
  }, 90_000);

  it('takes over a job whose server died mid-run once its lease runs out', async () => {
    const { invoiceId } = await attached('480.00');
    const dying = worker({ leaseMs: 300 });
    const claimed = await dying.claim();
    expect(claimed).toMatchObject({ invoiceId, attempts: 1 });
    // Still leased: nobody else takes it.
    const heir = worker();
    expect(await heir.runOnce()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await heir.runOnce()).toBe(true);
    expect(await invoiceOf(invoiceId)).toMatchObject({ ocrStatus: 'done', ocrAmount: '480.00' });
    expect(await jobsOf(invoiceId)).toMatchObject([{ status: 'done', attempts: 2 }]);
    expect(await ocrAudits(invoiceId)).toBe(1);
  }, 90_000);
});
