import {
  BILLING_PERMISSIONS,
  hasPermission,
  INVOICE_BUSINESS_TYPE,
  type InvoiceOptionsView,
  type InvoiceRequestInput,
  type InvoiceResubmitInput,
  translate,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../../approvals/approval-business-types.ts';
import type { BillRecord } from '../bills/bill-access.ts';
import { assertInvoiceable, invoiceableLeft, taxOf } from './invoice-amounts.ts';
import type { InvoicesDeps } from './invoices.collaborators.ts';
import { invoices } from './invoices.tables.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;

/** Endings of the request that cancel it: rejected, or withdrawn by the lawyer (a sent-back one cancelled). */
const CANCELLING: readonly ApprovalChangeKind[] = ['rejected', 'withdrawn'];

/**
 * The lawyer's side of tax invoices (decision 0039): what a bill may still be invoiced for, and
 * the request, which goes to finance as task 60000 through the approvals engine. The bill row is
 * locked while the request is checked and written, so two requests at once cannot together go
 * over the bill.
 */
export class InvoiceRequestsService {
  constructor(
    private readonly db: Database,
    private readonly deps: InvoicesDeps,
  ) {}

  /** The request dialog's choices: the client's titles and what the bill may still take. */
  async options(ctx: SignedInContext, billId: number): Promise<InvoiceOptionsView> {
    const bill = await this.deps.access.readable(ctx, billId, this.db);
    const titles = await this.deps.invoiceTitles(bill.clientId, this.db);
    return {
      billId,
      currency: bill.currency,
      available: await invoiceableLeft(this.db, bill),
      titles,
      defaultTitleId: titles.some((one) => one.invoiceTitleId === bill.invoiceTitleId)
        ? bill.invoiceTitleId
        : (titles[0]?.invoiceTitleId ?? null),
    };
  }

  /** Files the request with finance; answers the new invoice's id. Nothing is kept if refused. */
  async request(ctx: SignedInContext, input: InvoiceRequestInput): Promise<number> {
    let invoiceId = 0;
    await this.deps.engine.submit(
      ctx,
      { businessType: INVOICE_BUSINESS_TYPE, recordId: '', title: '' },
      async (tx) => {
        const { bill, title } = await this.checked(ctx, input, tx);
        const [created] = await tx
          .insert(invoices)
          .values({
            billId: bill.billId,
            projectId: bill.projectId,
            clientId: bill.clientId,
            invoiceTitleId: title.invoiceTitleId,
            title: title.title,
            taxNumber: title.taxNumber,
            invoiceType: input.invoiceType,
            currency: bill.currency,
            amount: input.amount,
            ...taxOf(bill, input.amount),
            remark: input.remark,
            requestedBy: ctx.actor.userId,
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning();
        invoiceId = created!.invoiceId;
        await recordAudit(tx, ctx, {
          action: 'request',
          entity: 'invoice',
          entityId: invoiceId,
          after: created,
        });
        return {
          recordId: String(invoiceId),
          ...this.approvalOf(ctx, bill, input.amount),
        };
      },
    );
    return invoiceId;
  }

  /**
   * A sent-back request, amended and sent to finance again through its own approval. The amount
   * it held was freed when it came back, so the bill's checks run again under the bill's lock; a
   * refusal leaves it sent back as it was.
   */
  async resubmit(ctx: SignedInContext, input: InvoiceResubmitInput): Promise<void> {
    const invoice = await this.sentBack(ctx, input.invoiceId);
    const bill = await this.deps.access.readable(ctx, invoice.billId, this.db);
    await this.deps.engine.resubmit(
      ctx,
      invoice.instanceId!,
      { comment: input.comment, ...this.approvalOf(ctx, bill, input.amount) },
      async (tx) => {
        const [before] = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.invoiceId, invoice.invoiceId))
          .for('update');
        if (before?.status !== 'sentBack')
          throw conflict('invoice.notSentBack', { status: before?.status ?? '' });
        const { bill: locked, title } = await this.checked(ctx, { ...input, billId: invoice.billId }, tx);
        const [after] = await tx
          .update(invoices)
          .set({
            invoiceTitleId: title.invoiceTitleId,
            title: title.title,
            taxNumber: title.taxNumber,
            invoiceType: input.invoiceType,
            amount: input.amount,
            ...taxOf(locked, input.amount),
            remark: input.remark,
            updatedAt: new Date(),
            updatedBy: ctx.actor.userId,
          })
          .where(eq(invoices.invoiceId, invoice.invoiceId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'invoice',
          entityId: invoice.invoiceId,
          before,
          after,
        });
      },
    );
  }

  /** A sent-back request the lawyer no longer wants: withdrawn from its approval, so cancelled. */
  async cancel(ctx: SignedInContext, invoiceId: number): Promise<void> {
    const invoice = await this.sentBack(ctx, invoiceId);
    await this.deps.engine.withdraw(ctx, invoice.instanceId!);
  }

  /** The request as sent back to its reader (404 outside the bill's wall, 409 in another state). */
  private async sentBack(ctx: SignedInContext, invoiceId: number): Promise<InvoiceRecord> {
    const [invoice] = await this.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    if (!invoice) throw notFound('invoice.notFound');
    await this.deps.access.readable(ctx, invoice.billId, this.db);
    if (invoice.status !== 'sentBack' || invoice.instanceId === null) {
      throw conflict('invoice.notSentBack', { status: invoice.status });
    }
    return invoice;
  }

  /** The bill (locked) on the requester's case, the client's title, and room on the bill. */
  private async checked(
    ctx: SignedInContext,
    input: Pick<InvoiceRequestInput, 'billId' | 'invoiceTitleId' | 'amount'>,
    tx: Executor,
  ) {
    const bill = await this.deps.access.readable(ctx, input.billId, tx, true);
    await this.assertOnTeam(ctx, bill, tx);
    const title = (await this.deps.invoiceTitles(bill.clientId, tx)).find(
      (one) => one.invoiceTitleId === input.invoiceTitleId,
    );
    if (!title) throw conflict('invoice.titleNotOfClient', {}, 'invoiceTitleId');
    await assertInvoiceable(tx, bill, input.amount);
    return { bill, title };
  }

  /** What finance's task says of the request. */
  private approvalOf(ctx: SignedInContext, bill: BillRecord, amount: string) {
    return {
      title: translate(ctx.lang, 'invoice.requestSubject', {
        number: bill.number ?? '',
        amount,
        currency: bill.currency,
      }),
      facts: { amount, billId: bill.billId, projectId: bill.projectId },
    };
  }

  /** The case team asks for invoices; finance (`listAll`) may ask on anyone's behalf. */
  private async assertOnTeam(ctx: SignedInContext, bill: BillRecord, tx: Executor): Promise<void> {
    if (hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listAll)) return;
    const team = await this.deps.cases.teamsOf([bill.projectId], tx);
    if (!team.some((member) => member.userId === ctx.actor.userId)) throw forbidden('bill.notOnTeam');
  }

  /**
   * The request's approval (task 60000): it keeps its instance while it runs; finance records
   * it from the invoice's page (the number is written in the approval's transaction, so an
   * approval without one is refused); any other ending cancels it.
   */
  businessType(mayRead: (ctx: SignedInContext, invoiceId: number) => Promise<boolean>): ApprovalBusinessType {
    return {
      businessType: INVOICE_BUSINESS_TYPE,
      canView: (ctx, recordId) => mayRead(ctx, Number(recordId)),
      onChange: async (tx, ctx, { kind, instance }) => {
        const invoiceId = Number(instance.recordId);
        const [before] = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.invoiceId, invoiceId))
          .for('update');
        if (!before) return;
        let set: Partial<InvoiceRecord> | null = null;
        if (kind === 'submitted') set = { instanceId: instance.instanceId };
        else if (kind === 'sentBack') set = { status: 'sentBack' };
        else if (kind === 'resubmitted') set = { status: 'requested' };
        else if (kind === 'approved') {
          if (!before.invoiceNumber) throw conflict('invoice.recordOnItsPage');
          set = { status: 'issued' };
        } else if (CANCELLING.includes(kind)) set = { status: 'cancelled' };
        if (!set) return;
        const [after] = await tx
          .update(invoices)
          .set({ ...set, updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(invoices.invoiceId, invoiceId))
          .returning();
        await recordAudit(tx, ctx, {
          action: `approval.${kind}`,
          entity: 'invoice',
          entityId: invoiceId,
          before: { status: before.status },
          after: { status: after!.status, instanceId: after!.instanceId },
        });
      },
    };
  }
}
