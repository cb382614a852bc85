import {
  capitalAmount,
  type ExpensePrint,
  type Language,
  type LoanPrint,
  type PrintTrailLine,
  toDecimal,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { ExpenseListsService } from './expense-lists.service.ts';
import { expenseClaims } from './expenses.tables.ts';
import type { LoanListsService } from './loans/loan-lists.service.ts';
import { loans } from './loans/loans.tables.ts';

/** What a print asks of the rest of the server (wired in expenses.composition.ts). */
export interface ExpensePrintDeps {
  taskCentre: Pick<TaskCentreService, 'getInstanceDetail'>;
  /** The firm's letterhead: config `billing.firm.nameCn` / `nameEn`, as the bill PDF prints it. */
  firmName(): Promise<{ nameCn: string; nameEn: string }>;
  /** A department's name in the reader's language ('' when it is gone). */
  departmentName(deptId: number, lang: string): Promise<string>;
  /** People's names in the reader's language (the Chinese name where no English one is kept). */
  peopleNames(userIds: readonly number[], lang: Language): Promise<Map<number, string>>;
  now?: () => Date;
}

/** Approval lines a finance office files: who decided what, when; the engine's own skips are left out. */
const FILED_ACTIONS = new Set([
  'submit',
  'resubmit',
  'approve',
  'reject',
  'sendBack',
  'withdraw',
  'transfer',
]);

/**
 * The print pages of a claim, a daily expense and a loan (spec expensePrint, borrowPrint,
 * decision 0047). The record is read through its own detail, so the print is refused (404)
 * to exactly those the detail refuses: nobody prints a claim they could not open.
 */
export class ExpensePrints {
  constructor(
    private readonly db: Database,
    private readonly deps: ExpensePrintDeps & {
      claimLists: ExpenseListsService;
      dailyLists: ExpenseListsService;
      loanLists: LoanListsService;
    },
  ) {}

  async claim(ctx: SignedInContext, claimId: number, daily = false): Promise<ExpensePrint> {
    const claim = await (daily ? this.deps.dailyLists : this.deps.claimLists).detail(ctx, claimId);
    const [row] = await this.db
      .select({ deptId: expenseClaims.deptId, paidBy: expenseClaims.paidBy })
      .from(expenseClaims)
      .where(eq(expenseClaims.claimId, claimId));
    const receipts = new Set(claim.lines.flatMap((line) => line.receiptFileIds));
    // Paid out is the total less what was kept back against loans; the form states the total claimed.
    const { applicantName, ...common } = await this.common(
      ctx,
      { deptId: row?.deptId ?? null, applicantId: claim.applicantId, instanceId: claim.instanceId },
      { total: claim.total, currency: 'CNY' },
      { paidBy: row?.paidBy ?? null, paidDate: claim.paidDate },
    );
    await this.printed(ctx, daily ? 'dailyExpense' : 'expenseClaim', claimId, claim.title);
    return { ...common, claim: { ...claim, applicantName }, receiptCount: receipts.size };
  }

  async loan(ctx: SignedInContext, loanId: number): Promise<LoanPrint> {
    const loan = await this.deps.loanLists.detail(ctx, loanId);
    const [row] = await this.db
      .select({ deptId: loans.deptId, paidBy: loans.paidBy })
      .from(loans)
      .where(eq(loans.loanId, loanId));
    const { applicantName, ...common } = await this.common(
      ctx,
      { deptId: row?.deptId ?? null, applicantId: loan.applicantId, instanceId: loan.instanceId },
      { total: loan.amount, currency: loan.currency },
      { paidBy: row?.paidBy ?? null, paidDate: loan.paidDate },
    );
    await this.printed(ctx, 'loan', loanId, loan.purpose);
    return { ...common, loan: { ...loan, applicantName } };
  }

  /**
   * A print hands out a record's whole form, signatures and all: a read audit row, as a file's
   * download writes one, once the record's own access has passed.
   */
  private async printed(ctx: SignedInContext, entity: string, entityId: number, name: string): Promise<void> {
    await recordAudit(this.db, ctx, { action: 'print', entity, entityId, after: { name } });
  }

  private async common(
    ctx: SignedInContext,
    record: { deptId: number | null; applicantId: number; instanceId: number | null },
    money: { total: string; currency: string },
    payment: { paidBy: number | null; paidDate: string | null },
  ) {
    const [firm, departmentName, timeline] = await Promise.all([
      this.deps.firmName(),
      record.deptId ? this.deps.departmentName(record.deptId, ctx.lang) : Promise.resolve(''),
      this.decisionsOf(ctx, record.instanceId),
    ]);
    // Every name on the sheet in the reader's language: the applicant, who decided, who paid.
    const names = await this.deps.peopleNames(
      [
        record.applicantId,
        ...timeline.flatMap((line) => [line.actorId, line.onBehalfOfId]),
        payment.paidBy,
      ].filter((id): id is number => id !== null),
      ctx.lang,
    );
    const nameOf = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
    const trail: PrintTrailLine[] = timeline.map((line) => ({
      action: line.action,
      stepName: line.stepName,
      stepNameEn: line.stepNameEn,
      actorName: line.onBehalfOfId
        ? `${nameOf(line.actorId)} (${nameOf(line.onBehalfOfId)})`
        : nameOf(line.actorId),
      comment: line.comment,
      at: line.createdAt.toISOString(),
    }));
    if (payment.paidBy !== null && payment.paidDate) {
      trail.push({
        action: 'pay',
        stepName: '付款',
        stepNameEn: 'Payment',
        actorName: nameOf(payment.paidBy),
        comment: '',
        at: payment.paidDate,
      });
    }
    return {
      firm,
      departmentName,
      applicantName: nameOf(record.applicantId),
      capitalAmount: capitalAmount(toDecimal(money.total), money.currency),
      trail,
      printedAt: (this.deps.now?.() ?? new Date()).toISOString(),
    };
  }

  /** The approval's decided lines, as a finance office files them (the engine's own skips left out). */
  private async decisionsOf(ctx: SignedInContext, instanceId: number | null) {
    if (instanceId === null) return [];
    // The reader passed the record's access, which is the approval's canView for this record.
    const detail = await this.deps.taskCentre.getInstanceDetail(ctx, instanceId);
    return detail.timeline.filter((line) => FILED_ACTIONS.has(line.action));
  }
}
