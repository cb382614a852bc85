import type { InvoiceFileInput, InvoiceRecordInput, InvoiceReverseInput } from '@venus/shared';
import { decimalText, toDecimal } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { RequestContext, SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/pg-errors.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { InvoiceRecord } from './invoice-requests.service.ts';
import type { InvoicesDeps } from './invoices.collaborators.ts';
import { invoices } from './invoices.tables.ts';

/**
 * Finance's side of tax invoices (decision 0039): records the invoice it made (number, date,
 * file) as the approval of task 60000, attaches the invoice's file for OCR, and reverses a
 * recorded invoice whole with a red-letter one.
 */
export class InvoiceIssuingService {
  constructor(
    private readonly db: Database,
    private readonly deps: InvoicesDeps,
  ) {}

  /** The invoice, locked, when the caller may read its bill; 404 otherwise, as a missing one. */
  async readable(
    ctx: SignedInContext,
    invoiceId: number,
    tx: Executor,
    lock = false,
  ): Promise<InvoiceRecord> {
    const query = tx.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    const [invoice] = lock ? await query.for('update') : await query;
    if (!invoice || !(await this.deps.cases.canView(ctx, invoice.projectId, tx))) {
      throw notFound('invoice.notFound');
    }
    return invoice;
  }

  /** The caller's pending finance task on the request, if any. */
  async myTask(ctx: SignedInContext, invoice: InvoiceRecord, tx: Executor = this.db): Promise<number | null> {
    if (invoice.status !== 'requested' || !invoice.instanceId) return null;
    const tasks = await this.deps.taskCentre.findPendingTasks([invoice.instanceId], tx);
    return tasks.find((task) => task.assigneeId === ctx.actor.userId)?.taskId ?? null;
  }

  /** Records the invoice finance made; the approval of its request in the same transaction. */
  async record(ctx: SignedInContext, input: InvoiceRecordInput): Promise<void> {
    const invoice = await this.readable(ctx, input.invoiceId, this.db);
    if (invoice.status !== 'requested') throw conflict('invoice.notRequested', { status: invoice.status });
    const taskId = await this.myTask(ctx, invoice);
    if (!taskId) throw forbidden('invoice.noPendingTask');
    await this.uniqueNumber(() =>
      this.deps.engine.approve(ctx, taskId, { comment: input.comment }, undefined, async (tx) => {
        const before = await this.readable(ctx, input.invoiceId, tx, true);
        if (before.status !== 'requested') throw conflict('invoice.notRequested', { status: before.status });
        const file = input.fileId ? await this.fileOfInvoice(ctx, tx, before, input.fileId) : {};
        const [after] = await tx
          .update(invoices)
          .set({
            invoiceNumber: input.invoiceNumber,
            invoiceDate: input.invoiceDate,
            ...file,
            updatedAt: new Date(),
            updatedBy: ctx.actor.userId,
          })
          .where(eq(invoices.invoiceId, before.invoiceId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'record',
          entity: 'invoice',
          entityId: before.invoiceId,
          before,
          after,
        });
      }),
    );
    if (input.fileId) this.deps.ocr.poke();
  }

  /** Attaches (or replaces) the invoice's file, read by OCR in the background. */
  async attachFile(ctx: SignedInContext, input: InvoiceFileInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.readable(ctx, input.invoiceId, tx, true);
      if (before.status === 'cancelled') throw conflict('invoice.notRequested', { status: before.status });
      const [after] = await tx
        .update(invoices)
        .set({
          ...(await this.fileOfInvoice(ctx, tx, before, input.fileId)),
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(invoices.invoiceId, before.invoiceId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'attachFile',
        entity: 'invoice',
        entityId: before.invoiceId,
        before,
        after,
      });
    });
    this.deps.ocr.poke();
  }

  /** A red-letter invoice for the whole of a recorded one; answers the red letter's id. */
  async reverse(ctx: SignedInContext, input: InvoiceReverseInput): Promise<number> {
    const redId = await this.uniqueNumber(() =>
      this.db.transaction(async (tx) => {
        const original = await this.readable(ctx, input.invoiceId, tx, true);
        if (original.status !== 'issued' || original.reversesInvoiceId !== null) {
          throw conflict('invoice.notReversible', { status: original.status });
        }
        const [red] = await tx
          .insert(invoices)
          .values({
            ...pickCopied(original),
            amount: decimalText(toDecimal(original.amount).negated(), 2),
            taxAmount: decimalText(toDecimal(original.taxAmount).negated(), 2),
            status: 'issued',
            invoiceNumber: input.invoiceNumber,
            invoiceDate: input.invoiceDate,
            reversesInvoiceId: original.invoiceId,
            remark: input.reason,
            requestedBy: ctx.actor.userId,
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning();
        if (input.fileId) {
          const file = await this.fileOfInvoice(ctx, tx, red!, input.fileId);
          await tx.update(invoices).set(file).where(eq(invoices.invoiceId, red!.invoiceId));
        }
        const [after] = await tx
          .update(invoices)
          .set({ status: 'reversed', updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(invoices.invoiceId, original.invoiceId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'reverse',
          entity: 'invoice',
          entityId: original.invoiceId,
          before: original,
          after,
        });
        await recordAudit(tx, ctx, {
          action: 'redLetter',
          entity: 'invoice',
          entityId: red!.invoiceId,
          after: red,
        });
        return red!.invoiceId;
      }),
    );
    if (input.fileId) this.deps.ocr.poke();
    return redId;
  }

  /** What OCR read off the file, if the file is still the invoice's (the job's transaction). */
  async ocrDone(
    ctx: RequestContext,
    invoiceId: number,
    fileId: number,
    amount: string | null,
    tx: Executor,
  ): Promise<void> {
    const [before] = await tx.select().from(invoices).where(eq(invoices.invoiceId, invoiceId)).for('update');
    if (!before || before.fileId !== fileId) return;
    const [after] = await tx
      .update(invoices)
      .set({ ocrAmount: amount, ocrStatus: amount === null ? 'failed' : 'done', updatedAt: new Date() })
      .where(eq(invoices.invoiceId, invoiceId))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'ocr',
      entity: 'invoice',
      entityId: invoiceId,
      before: { ocrStatus: before.ocrStatus, ocrAmount: before.ocrAmount },
      after: { ocrStatus: after!.ocrStatus, ocrAmount: after!.ocrAmount },
    });
  }

  /** The file must be one uploaded to this invoice (files module source INVOICE_FILE_SOURCE); queues its OCR. */
  private async fileOfInvoice(ctx: SignedInContext, tx: Executor, invoice: InvoiceRecord, fileId: number) {
    const current = await this.deps.invoiceFileIds(invoice.invoiceId, tx);
    if (!current.includes(fileId)) throw conflict('invoice.fileNotOfInvoice', {}, 'fileId');
    // The OCR job is written with the attachment: both or neither (decision 0048).
    await this.deps.ocr.queue(tx, invoice.invoiceId, fileId, ctx.actor.userId);
    return { fileId, ocrStatus: 'queued' as const, ocrAmount: null };
  }

  private async uniqueNumber<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('invoice.numberTaken', {}, 'invoiceNumber');
      throw error;
    }
  }
}

const pickCopied = (row: InvoiceRecord) => ({
  billId: row.billId,
  projectId: row.projectId,
  clientId: row.clientId,
  invoiceTitleId: row.invoiceTitleId,
  title: row.title,
  taxNumber: row.taxNumber,
  invoiceType: row.invoiceType,
  currency: row.currency,
  taxRate: row.taxRate,
});
