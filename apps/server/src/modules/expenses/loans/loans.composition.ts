import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { ClosingChecks } from '../../projects/closing-checks.ts';
import type { ExpensesDeps } from '../expenses.composition.ts';
import { LoanAccess } from './loan-access.ts';
import { loanBusinessType } from './loan-approvals.ts';
import { openLoansCheck } from './loan-closing-check.ts';
import { LoanDecisionsService } from './loan-decisions.service.ts';
import { LoanListsService } from './loan-lists.service.ts';
import { loanRepaymentBusinessType } from './loan-repayment-request-approvals.ts';
import { LoanRepaymentRequestsService } from './loan-repayment-requests.service.ts';
import { LoanRepaymentsService } from './loan-repayments.ts';
import { LoansService } from './loans.service.ts';

/**
 * Builds staff loans (decision 0041) from the expenses module's collaborators: the services,
 * the `loan` and `loanRepayment` approval business types and the cases' closing check `openLoans`.
 */
export function createLoans(deps: ExpensesDeps & { closingChecks?: Pick<ClosingChecks, 'register'> }) {
  const access = new LoanAccess(deps.db, deps);
  const loanLists = new LoanListsService(deps.db, { ...deps, access });
  const loans = new LoansService(deps.db, {
    ...deps,
    access,
    detail: (ctx, loanId) => loanLists.detail(ctx, loanId),
  });
  const loanDecisions = new LoanDecisionsService(deps.db, {
    access,
    engine: deps.engine,
    taskCentre: deps.taskCentre,
  });
  const loanRepayments = new LoanRepaymentsService(deps.db, { access });
  const loanRepaymentRequests = new LoanRepaymentRequestsService(deps.db, {
    cases: deps.cases,
    access,
    engine: deps.engine,
    taskCentre: deps.taskCentre,
  });
  const lastComment = (instanceId: number, tx: Executor) => deps.taskCentre.findLastComment(instanceId, tx);
  // Finance reads a loan's approvals inside the walls, as it reads the loan (both record the loan).
  const canView = async (ctx: SignedInContext, recordId: string) => {
    if (!/^\d{1,9}$/.test(recordId)) return false;
    try {
      await access.readable(ctx, Number(recordId), undefined, { viaApproval: false });
      return true;
    } catch {
      return false;
    }
  };
  deps.businessTypes.register(loanBusinessType({ lastComment, canView }));
  deps.businessTypes.register(
    loanRepaymentBusinessType({ repayments: loanRepayments, lastComment, canView }),
  );
  deps.closingChecks?.register(openLoansCheck());
  return { loans, loanDecisions, loanLists, loanRepayments, loanRepaymentRequests };
}
