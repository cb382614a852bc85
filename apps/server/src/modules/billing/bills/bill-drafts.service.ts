import {
  BILL_BUSINESS_TYPE,
  type BillContingencyLineInput,
  type BillDetail,
  type BillDraftInput,
  type BillExpenseLineInput,
  type BillMilestoneLineInput,
  type BillTimeLineInput,
  type BillUpdateInput,
  FEE_TYPE,
  formatIsoDate,
  projectDisplay,
  translate,
} from '@venus/shared';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/pg-errors.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import type { BillAccess, BillRecord } from './bill-access.ts';
import { assertWithinCap, billFeeTerms, type CaseTermsOf, openMilestones } from './bill-fee-terms.ts';
import { buildBillLines, capLine, totalsOf } from './bill-lines.ts';
import type { BillClients, BillExpenses, BillTime } from './bills.collaborators.ts';
import { billLines, bills } from './bills.tables.ts';
import { rateOn, rateToCny } from './exchange-rates.ts';

export interface BillDraftsDeps {
  access: BillAccess;
  clients: Pick<BillClients, 'addresseesOf'>;
  time: BillTime;
  expenses: BillExpenses;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit'>;
  /** The approval's state, to send a sent-back bill through its workflow again. */
  instanceStatus: (instanceId: number, tx?: Executor) => Promise<string | null>;
  defaultTaxRate: () => Promise<string>;
  /** The case's intake terms, for a case whose arrangement was never changed (decision 0045). */
  caseTerms: CaseTermsOf;
  /** The bill as the detail page shows it, answered after a save. */
  detail: (ctx: SignedInContext, billId: number) => Promise<BillDetail>;
  today?: () => string;
}

type DraftFields = Omit<BillDraftInput, 'projectId'>;

/** What a draft takes of the case: time entries and approved billable expenses. */
interface Taken {
  timeLines: readonly BillTimeLineInput[];
  expenseLines: readonly BillExpenseLineInput[];
  milestoneLines: readonly BillMilestoneLineInput[];
  contingencyLines: readonly BillContingencyLineInput[];
}

/** A milestone another live line holds (the partial unique index): billed at most once. */
async function milestoneOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const failed = error as { constraint?: string; cause?: { constraint?: string } };
    const constraint = failed.constraint ?? failed.cause?.constraint ?? '';
    if (isUniqueViolation(error) && constraint === 'hk_bill_line_milestone_live_uq')
      throw conflict('bill.milestoneTaken', {}, 'milestoneLines');
    throw error;
  }
}

/**
 * Draft bills (decision 0030, spec /bill/billAdd, billEdit): made from a case's confirmed time,
 * its approved billable expenses (decision 0037) and the preparer's lines, edited while a draft,
 * deleted (its time and expenses given back) or sent for approval. Time and expenses are reserved
 * by the draft through their modules, all or nothing, in the draft's transaction.
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
    // Through the config's own connection: before the transaction, never while it holds one.
    const defaultTaxRate = await this.deps.defaultTaxRate();
    const billId = await milestoneOnce(() =>
      this.db.transaction(async (tx) => {
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
        const period = { from: input.periodFrom ?? undefined, to: input.periodTo ?? undefined };
        const timeLines =
          input.timeLines ??
          (await this.deps.time.unbilledTime(kase.projectId, period, tx)).map(
            (entry) => ({ worklogId: entry.worklogId }) as BillTimeLineInput,
          );
        const expenseLines =
          input.expenseLines ??
          (await this.deps.expenses.unbilledExpenses(kase.projectId, period, tx)).map(
            (expense) => ({ expenseLineId: expense.lineId }) as BillExpenseLineInput,
          );
        await this.deps.time.reserve(tx, ctx, {
          billId: created!.billId,
          projectId: kase.projectId,
          worklogIds: timeLines.map((line) => line.worklogId),
        });
        await this.deps.expenses.reserve(tx, ctx, {
          billId: created!.billId,
          projectId: kase.projectId,
          lineIds: expenseLines.map((line) => line.expenseLineId),
        });
        const taken = {
          timeLines,
          expenseLines,
          milestoneLines: input.milestoneLines ?? [],
          contingencyLines: input.contingencyLines ?? [],
        };
        const after = await this.write(tx, ctx, created!, input, taken, defaultTaxRate);
        await recordAudit(tx, ctx, { action: 'create', entity: 'bill', entityId: after.billId, after });
        return after.billId;
      }),
    );
    return this.deps.detail(ctx, billId);
  }

  async update(ctx: SignedInContext, input: BillUpdateInput): Promise<BillDetail> {
    const defaultTaxRate = await this.deps.defaultTaxRate();
    await milestoneOnce(() =>
      this.db.transaction(async (tx) => {
        const before = await this.deps.access.editableDraft(ctx, input.billId, tx);
        const held = await this.takenBy(tx, before.billId);
        const taken: Taken = {
          timeLines: input.timeLines ?? held.timeLines,
          expenseLines: input.expenseLines ?? held.expenseLines,
          milestoneLines: input.milestoneLines ?? held.milestoneLines,
          contingencyLines: input.contingencyLines ?? held.contingencyLines,
        };
        // Lines go first: what is given back may then be taken by this draft's new lines.
        await tx.delete(billLines).where(eq(billLines.billId, before.billId));
        const time = changeOf(held.timeLines, taken.timeLines, (line) => line.worklogId);
        await this.deps.time.unreserve(tx, ctx, before.billId, time.given);
        await this.deps.time.reserve(tx, ctx, {
          billId: before.billId,
          projectId: before.projectId,
          worklogIds: time.taken,
        });
        const expenses = changeOf(held.expenseLines, taken.expenseLines, (line) => line.expenseLineId);
        if (expenses.given.length > 0)
          await this.deps.expenses.unreserve(tx, ctx, before.billId, expenses.given);
        await this.deps.expenses.reserve(tx, ctx, {
          billId: before.billId,
          projectId: before.projectId,
          lineIds: expenses.taken,
        });
        const after = await this.write(tx, ctx, before, input, taken, defaultTaxRate);
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'bill',
          entityId: before.billId,
          before,
          after,
        });
      }),
    );
    return this.deps.detail(ctx, input.billId);
  }

  /** Deletes drafts, all or none, giving their time back. */
  async remove(ctx: SignedInContext, billIds: readonly number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const billId of [...new Set(billIds)].sort((a, b) => a - b)) {
        const before = await this.deps.access.editableDraft(ctx, billId, tx);
        await tx.delete(billLines).where(eq(billLines.billId, billId));
        await this.deps.time.unreserve(tx, ctx, billId);
        await this.deps.expenses.unreserve(tx, ctx, billId);
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
      await assertWithinCap(tx, {
        projectId: locked.projectId,
        billId,
        feeTotal: locked.feeTotal,
        currency: locked.currency,
        day: this.today(),
        caseTerms: this.deps.caseTerms,
      });
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

  /** What the draft holds, as input, to keep it when an edit leaves time or expenses out. */
  private async takenBy(tx: Executor, billId: number): Promise<Taken> {
    const lines = await tx
      .select()
      .from(billLines)
      .where(eq(billLines.billId, billId))
      .orderBy(asc(billLines.orderNum));
    const asPicked = (line: (typeof lines)[number]) => ({
      description: line.description,
      taxRate: line.taxRate,
      adjustment: line.adjustment,
      adjustmentKind: line.adjustmentKind,
      adjustmentReason: line.adjustmentReason,
    });
    return {
      timeLines: lines
        .filter((line) => line.worklogId !== null)
        .map((line) => ({ worklogId: line.worklogId!, ...asPicked(line) })),
      expenseLines: lines
        .filter((line) => line.expenseLineId !== null)
        .map((line) => ({ expenseLineId: line.expenseLineId!, ...asPicked(line) })),
      milestoneLines: lines
        .filter((line) => line.milestoneId !== null)
        .map((line) => ({ milestoneId: line.milestoneId!, ...asPicked(line) })),
      // The outcome is kept; the fee is computed again at the percentage in force.
      contingencyLines: lines
        .filter((line) => line.kind === 'contingency' && line.outcomeAmount !== null)
        .map((line) => ({
          outcomeAmount: line.outcomeAmount!,
          lineDate: line.lineDate,
          ...asPicked(line),
          description: '',
        })),
    };
  }

  /** Writes the draft's header and lines and its totals, all from the server's rules. */
  private async write(
    tx: Executor,
    ctx: SignedInContext,
    bill: BillRecord,
    input: DraftFields,
    { timeLines, expenseLines, milestoneLines, contingencyLines }: Taken,
    defaultTaxRate: string,
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
    const expenses = await this.deps.expenses.expensesOfBill(bill.billId, tx);
    // Expenses are spent in CNY: billing them in another currency needs the day's rate, never a guess.
    const rate =
      expenses.length > 0
        ? await rateToCny(tx, bill.currency, this.today())
        : ((await rateOn(tx, bill.currency, this.today())) ?? bill.exchangeRate);
    const terms = await billFeeTerms(tx, {
      projectId: bill.projectId,
      day: this.today(),
      billId: bill.billId,
      caseTerms: this.deps.caseTerms,
    });
    const open = await openMilestones(tx, bill.projectId, bill.billId);
    const missing = milestoneLines.find((line) => !open.some((one) => one.milestoneId === line.milestoneId));
    if (missing) throw conflict('bill.milestoneTaken', {}, 'milestoneLines');
    const contingent = terms.feeType === FEE_TYPE.contingency && terms.contingencyRate !== null;
    if (contingencyLines.length > 0 && !contingent)
      throw conflict('bill.noContingency', {}, 'contingencyLines');
    const lines = buildBillLines({
      taxMode: input.taxMode,
      defaultTaxRate,
      time,
      timeLines,
      expenses,
      expenseLines,
      exchangeRate: rate,
      milestones: open,
      milestoneLines,
      contingency: contingent
        ? { rate: terms.contingencyRate!, basis: terms.contingencyBasis, currency: bill.currency }
        : null,
      contingencyLines,
      language: input.language,
      manual: input.lines,
    });
    if (terms.feeType === FEE_TYPE.capped && terms.amount !== null) {
      const cap = capLine(lines, {
        cap: terms.amount,
        billedBefore: terms.billedFees,
        taxMode: input.taxMode,
        defaultTaxRate,
        currency: bill.currency,
        language: input.language,
      });
      if (cap) lines.push(cap);
    }
    if (lines.length > 0)
      await tx.insert(billLines).values(lines.map((line) => ({ ...line, billId: bill.billId })));
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

/** What an edit gives back and takes, by the lines' ids. */
function changeOf<T>(held: readonly T[], wanted: readonly T[], idOf: (line: T) => number) {
  const heldIds = held.map(idOf);
  const wantedIds = new Set(wanted.map(idOf));
  return {
    given: heldIds.filter((id) => !wantedIds.has(id)),
    taken: [...wantedIds].filter((id) => !heldIds.includes(id)),
  };
}
