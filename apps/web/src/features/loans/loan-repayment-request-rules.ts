import {
  hasPermission,
  LOAN_PERMISSIONS,
  LOAN_REPAYMENT_REQUEST_OPEN,
  type LoanRepaymentRequestAction,
  type LoanRepaymentRequestStatus,
  type LoanStatus,
  loanActionAllowed,
  loanRepaymentRequestActionAllowed,
} from '@venus/shared';

interface Viewer {
  userId: number | undefined;
  permissions: readonly string[];
}

interface LoanFacts {
  applicantId: number;
  status: LoanStatus;
  repaymentRequests: readonly { status: LoanRepaymentRequestStatus }[];
}

const isBorrower = (loan: { applicantId: number }, viewer: Viewer) =>
  viewer.userId !== undefined &&
  loan.applicantId === viewer.userId &&
  hasPermission(viewer.permissions, LOAN_PERMISSIONS.add);

/** 申请还款 (decision 0053): the borrower, while money is owed and no request of the loan is open. */
export function mayRequestRepayment(loan: LoanFacts, viewer: Viewer): boolean {
  return (
    isBorrower(loan, viewer) &&
    loanActionAllowed('repay', loan.status) &&
    !loan.repaymentRequests.some((request) => LOAN_REPAYMENT_REQUEST_OPEN.includes(request.status))
  );
}

/**
 * A request's buttons: the borrower amends a sent-back one and withdraws an open one; whoever
 * holds its pending task approves, sends back or rejects it. The server checks each again.
 */
export function repaymentRequestActions(
  loan: { applicantId: number },
  request: { status: LoanRepaymentRequestStatus },
  pendingAssigneeIds: readonly number[],
  viewer: Viewer,
): LoanRepaymentRequestAction[] {
  const allowed = (action: LoanRepaymentRequestAction) =>
    loanRepaymentRequestActionAllowed(action, request.status);
  const actions: LoanRepaymentRequestAction[] = [];
  if (isBorrower(loan, viewer)) {
    for (const action of ['resubmit', 'withdraw'] as const) if (allowed(action)) actions.push(action);
  }
  const mine = viewer.userId !== undefined && loan.applicantId === viewer.userId;
  const holdsTask = viewer.userId !== undefined && pendingAssigneeIds.includes(viewer.userId);
  if (!mine && holdsTask && allowed('audit')) actions.push('audit', 'back', 'reject');
  return actions;
}
