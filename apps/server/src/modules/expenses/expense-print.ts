import {
  capitalAmount,
  type ExpensePrint,
  type LoanPrint,
  type PrintTrailLine,
  toDecimal,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
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
  peopleNames(userIds: readonly number[]): Promise<Map<number, string>>;
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
    return {
      ...(await this.common(ctx, row?.deptId ?? null, claim.instanceId, claim.total, 'CNY', {
        paidBy: row?.paidBy ?? null,
        paidDate: claim.paidDate,
      })),
      claim,
      receiptCount: receipts.size,
    };
  }

  async loan(ctx: SignedInContext, loanId: number): Promise<LoanPrint> {
    const loan = await this.deps.loanLists.detail(ctx, loanId);
    const [row] = await this.db
      .select({ deptId: loans.deptId, paidBy: loans.paidBy })
      .from(loans)
      .where(eq(loans.loanId, loanId));
    return {
      ...(await this.common(ctx, row?.deptId ?? null, loan.instanceId, loan.amount, loan.currency, {
        paidBy: row?.paidBy ?? null,
        paidDate: loan.paidDate,
      })),
      loan,
    };
  }

  private async common(
    ctx: SignedInContext,
    deptId: number | null,
    instanceId: number | null,
    total: string,
    currency: string,
    payment: { paidBy: number | null; paidDate: string | null },
  ) {
    const [firm, departmentName, trail] = await Promise.all([
      this.deps.firmName(),
      deptId ? this.deps.departmentName(deptId, ctx.lang) : Promise.resolve(''),
      this.trailOf(ctx, instanceId, payment),
    ]);
    return {
      firm,
      departmentName,
      capitalAmount: capitalAmount(toDecimal(total), currency),
      trail,
      printedAt: (this.deps.now?.() ?? new Date()).toISOString(),
    };
  }

  /** The approval's decided lines, then finance's payment (it closes the file). */
  private async trailOf(
    ctx: SignedInContext,
    instanceId: number | null,
    payment: { paidBy: number | null; paidDate: string | null },
  ): Promise<PrintTrailLine[]> {
    const lines: PrintTrailLine[] = [];
    if (instanceId !== null) {
      // The reader passed the record's access, which is the approval's canView for this record.
      const detail = await this.deps.taskCentre.getInstanceDetail(ctx, instanceId);
      for (const line of detail.timeline) {
        if (!FILED_ACTIONS.has(line.action)) continue;
        lines.push({
          action: line.action,
          stepName: line.stepName,
          stepNameEn: line.stepNameEn,
          actorName: line.onBehalfOfName ? `${line.actorName} (${line.onBehalfOfName})` : line.actorName,
          comment: line.comment,
          at: line.createdAt.toISOString(),
        });
      }
    }
    if (payment.paidBy !== null && payment.paidDate) {
      const names = await this.deps.peopleNames([payment.paidBy]);
      lines.push({
        action: 'pay',
        stepName: '付款',
        stepNameEn: 'Payment',
        actorName: names.get(payment.paidBy) ?? '',
        comment: '',
        at: payment.paidDate,
      });
    }
    return lines;
  }
}
