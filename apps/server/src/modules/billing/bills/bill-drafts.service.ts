import {
  BILL_BUSINESS_TYPE,
  type BillDetail,
  type BillDraftInput,
  type BillTimeLineInput,
  type BillUpdateInput,
  formatIsoDate,
  projectDisplay,
  translate,
} from '@venus/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import type { BillAccess, BillRecord } from './bill-access.ts';
import { buildBillLines, totalsOf } from './bill-lines.ts';
import type { BillClients, BillTime } from './bills.collaborators.ts';
import { billLines, bills } from './bills.tables.ts';
import { rateOn, rateToCny } from './exchange-rates.ts';

export interface BillDraftsDeps {
  access: BillAccess;
  clients: Pick<BillClients, 'addresseesOf'>;
  time: BillTime;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit'>;
  /** The approval's state, to send a sent-back bill through its workflow again. */
  instanceStatus: (instanceId: number, tx?: Executor) => Promise<string | null>;
  defaultTaxRate: () => Promise<string>;
  /** The bill as the detail page shows it, answered after a save. */
  detail: (ctx: SignedInContext, billId: number) => Promise<BillDetail>;
  today?: () => string;
}

type DraftFields = Omit<BillDraftInput, 'projectId'>;

/**
 * Draft bills (decision 0030, spec /bill/billAdd, billEdit): made from a case's confirmed time and
 * the preparer's lines, edited while a draft, deleted (its time given back) or sent for approval.
 * Time is reserved by the draft through timekeeping, all or nothing, in the draft's transaction.
 */
export class BillDraftsService {
  constructor(
    private readonly db: Database,
    private readonly deps: BillDraftsDeps,
  ) {}

  private today(): string {
    return this.deps.today?.() ?? formatIsoDate(new Date());
  }

  async create(ctx: SignedInContext, input: BillDraftInput): Promise<BillDetail> {
    const billId = await this.db.transaction(async (tx) => {
      const { kase, partnerId } = await this.deps.access.caseToBill(ctx, input.projectId, tx);
      const [created] = await tx
        .insert(bills)
        .values({
          projectId: kase.projectId,
          clientId: kase.clientId,
          officeId: kase.officeId,
          partnerId,
          currency: kase.currency,
          billDate: this.today(),
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      const timeLines =
        input.timeLines ??
        (
          await this.deps.time.unbilledTime(
            kase.projectId,
            { from: input.periodFrom ?? undefined, to: input.periodTo ?? undefined },
            tx,
          )
        ).map((entry) => ({ worklogId: entry.worklogId }) as BillTimeLineInput);
      await this.deps.time.reserve(tx, ctx, {
        billId: created!.billId,
        projectId: kase.projectId,
        worklogIds: timeLines.map((line) => line.worklogId),
      });
      const after = await this.write(tx, ctx, created!, input, timeLines);
      await recordAudit(tx, ctx, { action: 'create', entity: 'bill', entityId: after.billId, after });
      return after.billId;
    });
    return this.deps.detail(ctx, billId);
  }

  async update(ctx: SignedInContext, input: BillUpdateInput): Promise<BillDetail> {
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.editableDraft(ctx, input.billId, tx);
      const held = await this.timeLinesOf(tx, before.billId);
      const timeLines = input.timeLines ?? held;
      const wanted = new Set(timeLines.map((line) => line.worklogId));
      const heldIds = held.map((line) => line.worklogId);
      // Lines go first: the released time may then be taken by this draft's new lines.
      await tx.delete(billLines).where(eq(billLines.billId, before.billId));
      await this.deps.time.unreserve(
        tx,
        ctx,
        before.billId,
        heldIds.filter((id) => !wanted.has(id)),
      );
      await this.deps.time.reserve(tx, ctx, {
        billId: before.billId,
        projectId: before.projectId,
        worklogIds: [...wanted].filter((id) => !heldIds.includes(id)),
      });
      const after = await this.write(tx, ctx, before, input, timeLines);
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'bill',
        entityId: before.billId,
        before,
        after,
      });
    });
    return this.deps.detail(ctx, input.billId);
  }

  /** Deletes drafts, all or none, giving their time back. */
  async remove(ctx: SignedInContext, billIds: readonly number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const billId of [...new Set(billIds)].sort((a, b) => a - b)) {
        const before = await this.deps.access.editableDraft(ctx, billId, tx);
        await tx.delete(billLines).where(eq(billLines.billId, billId));
        await this.deps.time.unreserve(tx, ctx, billId);
        await tx.delete(bills).where(eq(bills.billId, billId));
        await recordAudit(tx, ctx, { action: 'delete', entity: 'bill', entityId: billId, before });
      }
    });
  }

  /**
   * Sends a draft for approval (business type `bill`): the responsible partner, then finance
   * from 1,000,000 CNY. The totals in CNY are at today's rate; a missing rate refuses it.
   */
  async submit(ctx: SignedInContext, billId: number): Promise<void> {
    const prepared = await this.db.transaction(async (tx) => {
      const bill = await this.deps.access.editableDraft(ctx, billId, tx);
      const lines = await tx.select().from(billLines).where(eq(billLines.billId, billId));
      if (lines.length === 0) throw conflict('bill.noLines');
      const rate = await rateToCny(tx, bill.currency, this.today());
      return { bill, totals: totalsOf(lines, rate), kase: await this.deps.access.caseOf(bill.projectId, tx) };
    });
    const { bill, totals, kase } = prepared;
    // The task centre lists it by this title: the approver sees which case and how much.
    const caseName = (ctx.lang === 'en' && kase?.nameEn) || kase?.nameCn || '';
    const request = {
      title: translate(ctx.lang, 'bill.approvalTitle', {
        project: projectDisplay({ name: caseName, number: kase?.number ?? null }),
        total: totals.total,
        currency: bill.currency,
      }),
      facts: {
        casePartnerId: bill.partnerId,
        totalCny: totals.totalCny,
        amount: totals.total,
        projectId: bill.projectId,
      },
    };
    // Re-checked under the row lock inside the approval's transaction.
    const recheck = async (tx: Executor) => {
      const locked = await this.deps.access.editableDraft(ctx, billId, tx);
      if (locked.updatedAt?.getTime() !== bill.updatedAt?.getTime())
        throw conflict('bill.notDraft', { status: 'changed' });
    };
    const sentBack =
      bill.instanceId !== null && (await this.deps.instanceStatus(bill.instanceId)) === 'sentBack';
    if (sentBack) {
      await this.deps.engine.resubmit(ctx, bill.instanceId!, { comment: '', ...request }, recheck);
      return;
    }
    await this.deps.engine.submit(
      ctx,
      { businessType: BILL_BUSINESS_TYPE, recordId: String(billId), ...request },
      async (tx) => {
        await recheck(tx);
        return undefined;
      },
    );
  }

  /** The draft's time lines as input, to keep them when an edit leaves time out. */
  private async timeLinesOf(tx: Executor, billId: number): Promise<BillTimeLineInput[]> {
    const lines = await tx
      .select()
      .from(billLines)
      .where(and(eq(billLines.billId, billId), isNotNull(billLines.worklogId)))
      .orderBy(asc(billLines.orderNum));
    return lines.map((line) => ({
      worklogId: line.worklogId!,
      description: line.description,
      taxRate: line.taxRate,
      adjustment: line.adjustment,
      adjustmentKind: line.adjustmentKind,
      adjustmentReason: line.adjustmentReason,
    }));
  }

  /** Writes the draft's header and lines and its totals, all from the server's rules. */
  private async write(
    tx: Executor,
    ctx: SignedInContext,
    bill: BillRecord,
    input: DraftFields,
    timeLines: readonly BillTimeLineInput[],
  ): Promise<BillRecord> {
    const addressees = await this.deps.clients.addresseesOf(bill.clientId, tx);
    const contact = input.billingContactId
      ? addressees?.contacts.find((one) => one.contactId === input.billingContactId)
      : undefined;
    if (input.billingContactId && !contact) throw conflict('bill.contactNotOfClient', {}, 'billingContactId');
    const title = input.invoiceTitleId
      ? addressees?.invoiceTitles.find((one) => one.invoiceTitleId === input.invoiceTitleId)
      : undefined;
    if (input.invoiceTitleId && !title) throw conflict('bill.titleNotOfClient', {}, 'invoiceTitleId');
    const ids = timeLines.map((line) => line.worklogId);
    const time = (await this.deps.time.timeOfBill(bill.billId, tx)).filter((entry) =>
      ids.includes(entry.worklogId),
    );
    const lines = buildBillLines({
      taxMode: input.taxMode,
      defaultTaxRate: await this.deps.defaultTaxRate(),
      time,
      timeLines,
      manual: input.lines,
    });
    if (lines.length > 0)
      await tx.insert(billLines).values(lines.map((line) => ({ ...line, billId: bill.billId })));
    const rate = (await rateOn(tx, bill.currency, this.today())) ?? bill.exchangeRate;
    const [after] = await tx
      .update(bills)
      .set({
        periodFrom: input.periodFrom ?? null,
        periodTo: input.periodTo ?? null,
        billingContactId: contact?.contactId ?? null,
        billingContactName: contact?.name ?? '',
        billingContactEmail: contact?.email ?? '',
        invoiceTitleId: title?.invoiceTitleId ?? null,
        invoiceTitle: title?.title ?? '',
        language: input.language,
        taxMode: input.taxMode,
        paymentTermsDays: input.paymentTermsDays,
        groupBy: input.groupBy,
        narrative: input.narrative,
        billDate: this.today(),
        exchangeRate: rate,
        ...totalsOf(lines, rate),
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      })
      .where(eq(bills.billId, bill.billId))
      .returning();
    return after!;
  }
}
