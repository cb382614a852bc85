import {
  DAILY_EXPENSE_PERMISSIONS,
  EXPENSE_PERMISSIONS,
  type ExpenseClaimStatus,
  type ExpenseKind,
  expenseActionAllowed,
  hasPermission,
} from '@venus/shared';

export type ExpensePageAction =
  | 'edit'
  | 'submit'
  | 'cancel'
  | 'withdraw'
  | 'audit'
  | 'back'
  | 'reject'
  | 'pay';

interface Viewer {
  userId: number | undefined;
  permissions: readonly string[];
}

/**
 * The buttons a claim's page offers, as decision 0032's table allows them: the applicant edits,
 * submits, cancels and withdraws; whoever holds the pending task approves or sends back; finance
 * pays someone else's approved claim. A daily expense (decision 0038) has no withdrawal and no
 * send-back: its approver approves or rejects; finance pays it (decision 0050). The server checks
 * each again.
 */
export function expensePageActions(
  claim: { applicantId: number; status: ExpenseClaimStatus },
  pendingAssigneeIds: readonly number[],
  viewer: Viewer,
  kind: ExpenseKind = 'claim',
): ExpensePageAction[] {
  const daily = kind === 'daily';
  const mine = viewer.userId !== undefined && claim.applicantId === viewer.userId;
  const add = daily ? DAILY_EXPENSE_PERMISSIONS.add : EXPENSE_PERMISSIONS.add;
  const claimant = mine && hasPermission(viewer.permissions, add);
  const actions: ExpensePageAction[] = [];
  const allowed = (action: ExpensePageAction) => expenseActionAllowed(action, claim.status);
  if (claimant) {
    for (const action of daily
      ? (['edit', 'submit', 'cancel'] as const)
      : (['edit', 'submit', 'cancel', 'withdraw'] as const))
      if (allowed(action)) actions.push(action);
  }
  const holdsTask = viewer.userId !== undefined && pendingAssigneeIds.includes(viewer.userId);
  if (!mine && holdsTask && allowed('audit')) actions.push('audit', daily ? 'reject' : 'back');
  if (!mine && allowed('pay') && hasPermission(viewer.permissions, EXPENSE_PERMISSIONS.pay))
    actions.push('pay');
  return actions;
}
