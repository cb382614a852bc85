import { hasPermission, LOAN_PERMISSIONS, type LoanAction, loanActionAllowed } from '@venus/shared';
import { and, eq, isNotNull, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { ExpenseCollaborators } from '../expenses.collaborators.ts';
import { loanRepaymentRequests, loans } from './loans.tables.ts';

export type LoanRecord = typeof loans.$inferSelect;
export type LoanListScope = 'mine' | 'all';

/**
 * Who may read and change a loan (decision 0041), as a claim (decision 0032): the applicant
 * always; others only once it was submitted and only inside the wall of its case: finance
 * (`expenses:borrow:listAll`) and whoever its approval lets read it. Everyone else gets 404.
 */
export class LoanAccess {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<ExpenseCollaborators, 'cases' | 'mayViewRequest'>,
  ) {}

  async readable(
    ctx: SignedInContext,
    loanId: number,
    tx: Executor = this.db,
    options: { lock?: boolean; viaApproval?: boolean } = {},
  ): Promise<LoanRecord> {
    const query = tx.select().from(loans).where(eq(loans.loanId, loanId));
    const [loan] = options.lock ? await query.for('update') : await query;
    if (!loan) throw notFound('loan.notFound');
    if (loan.applicantId === ctx.actor.userId) return loan;
    if (loan.instanceId === null) throw notFound('loan.notFound');
    if (loan.projectId !== null && !(await this.deps.cases.canView(ctx, loan.projectId, tx))) {
      throw notFound('loan.notFound');
    }
    if (hasPermission(ctx.actor.permissions, LOAN_PERMISSIONS.listAll)) return loan;
    // Outside the transaction: the approval's visibility is the task centre's rule (it asks back).
    if (!options.lock && options.viaApproval !== false && (await this.mayViewAnApproval(ctx, loan))) {
      return loan;
    }
    throw notFound('loan.notFound');
  }

  /** Whoever may read the loan's approval, or one of its repayment requests' (decision 0053). */
  private async mayViewAnApproval(ctx: SignedInContext, loan: LoanRecord): Promise<boolean> {
    if (await this.deps.mayViewRequest(ctx, loan.instanceId!)) return true;
    const requests = await this.db
      .select({ instanceId: loanRepaymentRequests.instanceId })
      .from(loanRepaymentRequests)
      .where(and(eq(loanRepaymentRequests.loanId, loan.loanId), isNotNull(loanRepaymentRequests.instanceId)));
    for (const { instanceId } of requests) {
      if (await this.deps.mayViewRequest(ctx, instanceId!)) return true;
    }
    return false;
  }

  /** The applicant's own loan, locked, in a state the action starts from (null: any state). */
  async own(
    ctx: SignedInContext,
    loanId: number,
    tx: Executor,
    action: LoanAction | null,
  ): Promise<LoanRecord> {
    const [loan] = await tx.select().from(loans).where(eq(loans.loanId, loanId)).for('update');
    if (!loan) throw notFound('loan.notFound');
    if (loan.applicantId !== ctx.actor.userId) {
      await this.readable(ctx, loanId, tx);
      throw forbidden();
    }
    if (action) assertLoanAllowed(loan, action);
    return loan;
  }

  /** A loan finance acts on (pay, repay): readable, locked, never one's own. */
  async forFinance(
    ctx: SignedInContext,
    loanId: number,
    tx: Executor,
    action: LoanAction,
  ): Promise<LoanRecord> {
    const loan = await this.readable(ctx, loanId, tx, { lock: true });
    if (loan.applicantId === ctx.actor.userId) throw forbidden('loan.ownPayment');
    assertLoanAllowed(loan, action);
    return loan;
  }

  /** The SQL filter of a list: my loans, or (listAll) every submitted loan inside my walls. */
  async listFilter(ctx: SignedInContext, scope: LoanListScope): Promise<SQL> {
    if (scope === 'mine') return eq(loans.applicantId, ctx.actor.userId);
    if (!hasPermission(ctx.actor.permissions, LOAN_PERMISSIONS.listAll)) throw forbidden();
    const hidden = await this.deps.cases.hiddenCaseIds(ctx);
    const submitted = isNotNull(loans.instanceId);
    if (hidden.length === 0) return submitted;
    return and(submitted, or(isNull(loans.projectId), notInArray(loans.projectId, hidden)))!;
  }
}

export function assertLoanAllowed(loan: LoanRecord, action: LoanAction): void {
  if (!loanActionAllowed(action, loan.status)) throw conflict('loan.notAllowed', { status: loan.status });
}
