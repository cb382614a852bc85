import {
  type ExpensePaymentMethod,
  LOAN_OFFSET_CURRENCY,
  type LoanOffsetInput,
  type LoanRepayInput,
  type LoanRepaymentKind,
  loanBalance,
  loanStatusAfterRepayment,
  toDecimal,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error.ts';
import { assertLoanAllowed, type LoanAccess, type LoanRecord } from './loan-access.ts';
import { loanRepayments, loans } from './loans.tables.ts';

/** The claim being paid, as its offsets need it. */
export interface OffsetClaim {
  claimId: number;
  applicantId: number;
  total: string;
  paidDate: string;
}

/** What the claim's payment asks of loans: keep part of it back against the claimant's loans. */
export interface LoanOffsets {
  offsetAgainstClaim(
    tx: Executor,
    ctx: SignedInContext,
    claim: OffsetClaim,
    offsets: readonly LoanOffsetInput[],
  ): Promise<string>;
}

/**
 * Repayments of a loan (decision 0041): cash recorded by finance, or kept back from the payment
 * of the applicant's later claim. Each is exact, never more than the balance, written with the
 * loan's new total and status and the audit row in the caller's one transaction.
 */
export class LoanRepaymentsService implements LoanOffsets {
  constructor(
    private readonly db: Database,
    private readonly deps: { access: LoanAccess },
  ) {}

  async repay(ctx: SignedInContext, input: LoanRepayInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const loan = await this.deps.access.forFinance(ctx, input.loanId, tx, 'repay');
      await this.record(tx, ctx, loan, {
        kind: 'cash',
        amount: input.amount,
        repaidDate: input.repaidDate,
        method: input.method,
        reference: input.reference,
        claimId: null,
      });
    });
  }

  /**
   * Finance's final approval of the borrower's repayment request (decision 0053): recorded as
   * finance's `repay` is, under the loan's row lock, in the approval's own transaction, so a loan
   * no longer owed or a balance now below the amount refuses the approval (409) and nothing moves.
   * Answers the repayment's id.
   */
  async repayRequested(
    tx: Executor,
    ctx: SignedInContext,
    request: {
      requestId: number;
      loanId: number;
      amount: string;
      plannedDate: string;
      method: ExpensePaymentMethod;
    },
  ): Promise<number> {
    const [loan] = await tx.select().from(loans).where(eq(loans.loanId, request.loanId)).for('update');
    if (!loan) throw notFound('loan.notFound');
    assertLoanAllowed(loan, 'repay');
    return this.record(
      tx,
      ctx,
      loan,
      {
        kind: 'cash',
        amount: request.amount,
        repaidDate: request.plannedDate,
        method: request.method,
        reference: `REQ-${request.requestId}`,
        claimId: null,
      },
      { requestId: request.requestId },
    );
  }

  /**
   * Offsets within a claim's payment (the claim's row is already locked by the caller): each loan
   * the claimant's own, in CNY, owed, offset once; every amount within its balance, all within the
   * claim. Answers the total kept back.
   */
  async offsetAgainstClaim(
    tx: Executor,
    ctx: SignedInContext,
    claim: OffsetClaim,
    offsets: readonly LoanOffsetInput[],
  ): Promise<string> {
    const seen = new Set<number>();
    let total = toDecimal(0);
    for (const [index, offset] of offsets.entries()) {
      const field = `offsets.${index}.loanId`;
      if (seen.has(offset.loanId)) throw badRequest('loan.offsetTwice', {}, field);
      seen.add(offset.loanId);
      const [loan] = await tx.select().from(loans).where(eq(loans.loanId, offset.loanId)).for('update');
      if (!loan || loan.applicantId !== claim.applicantId) {
        throw badRequest('loan.offsetNotOfApplicant', {}, field);
      }
      if (loan.currency !== LOAN_OFFSET_CURRENCY) throw badRequest('loan.offsetCurrency', {}, field);
      assertLoanAllowed(loan, 'repay');
      total = total.plus(offset.amount);
      await this.record(tx, ctx, loan, {
        kind: 'offset',
        amount: offset.amount,
        repaidDate: claim.paidDate,
        method: null,
        reference: '',
        claimId: claim.claimId,
      });
    }
    if (total.gt(claim.total)) {
      throw badRequest('loan.offsetOverClaim', { offset: total.toFixed(2), total: claim.total }, 'offsets');
    }
    return total.toFixed(2);
  }

  private async record(
    tx: Executor,
    ctx: SignedInContext,
    loan: LoanRecord,
    repayment: {
      kind: LoanRepaymentKind;
      amount: string;
      repaidDate: string;
      method: ExpensePaymentMethod | null;
      reference: string;
      claimId: number | null;
    },
    /** What the audit row adds: the request a repayment answers. */
    origin: Record<string, number> = {},
  ): Promise<number> {
    const balance = loanBalance(loan.amount, loan.repaidTotal);
    if (toDecimal(repayment.amount).gt(balance)) {
      throw conflict('loan.overBalance', { amount: repayment.amount, balance }, 'amount');
    }
    const repaidTotal = toDecimal(loan.repaidTotal).plus(repayment.amount).toFixed(2);
    const status = loanStatusAfterRepayment(loan.amount, repaidTotal);
    const [written] = await tx
      .insert(loanRepayments)
      .values({ loanId: loan.loanId, ...repayment, recordedBy: ctx.actor.userId })
      .returning();
    await tx
      .update(loans)
      .set({ repaidTotal, status, updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(eq(loans.loanId, loan.loanId));
    await recordAudit(tx, ctx, {
      action: repayment.kind === 'cash' ? 'repay' : 'offset',
      entity: 'loan',
      entityId: loan.loanId,
      before: { status: loan.status, repaidTotal: loan.repaidTotal },
      after: { status, repaidTotal, repayment: written, ...origin },
    });
    return written!.repaymentId;
  }
}
