import {
  hasPermission,
  LOAN_PERMISSIONS,
  type LoanAction,
  type LoanStatus,
  loanActionAllowed,
} from '@venus/shared';

export type LoanPageAction = Exclude<LoanAction, never>;

interface Viewer {
  userId: number | undefined;
  permissions: readonly string[];
}

/**
 * The buttons a loan's page offers (decision 0041): the applicant edits, submits, cancels and
 * withdraws; whoever holds the pending task approves, sends back or rejects; finance pays someone
 * else's approved loan and records repayments while money is owed. The server checks each again.
 */
export function loanPageActions(
  loan: { applicantId: number; status: LoanStatus },
  pendingAssigneeIds: readonly number[],
  viewer: Viewer,
): LoanPageAction[] {
  const mine = viewer.userId !== undefined && loan.applicantId === viewer.userId;
  const allowed = (action: LoanAction) => loanActionAllowed(action, loan.status);
  const actions: LoanPageAction[] = [];
  if (mine && hasPermission(viewer.permissions, LOAN_PERMISSIONS.add)) {
    for (const action of ['edit', 'submit', 'cancel', 'withdraw'] as const)
      if (allowed(action)) actions.push(action);
  }
  const holdsTask = viewer.userId !== undefined && pendingAssigneeIds.includes(viewer.userId);
  if (!mine && holdsTask && allowed('audit')) actions.push('audit', 'back', 'reject');
  const finance = !mine && hasPermission(viewer.permissions, LOAN_PERMISSIONS.pay);
  if (finance && allowed('pay')) actions.push('pay');
  if (finance && allowed('repay')) actions.push('repay');
  return actions;
}
