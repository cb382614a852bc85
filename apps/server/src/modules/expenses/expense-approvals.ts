import type { ExpenseKind } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessType } from '../approvals/approval-business-types.ts';
import { STATUS_AFTER_APPROVAL, statusFollowsApproval } from './approval-status.ts';
import { EXPENSE_KIND_SETUP } from './expense-kinds.ts';
import { expenseClaims } from './expenses.tables.ts';

/**
 * A claim's approval (decision 0032): its status follows the request in the action's
 * transaction, with the comment of a send-back or rejection for the applicant to read.
 */
export function expenseBusinessType(deps: {
  kind: ExpenseKind;
  lastComment: (instanceId: number, tx: Executor) => Promise<string>;
  canView: ApprovalBusinessType['canView'];
}): ApprovalBusinessType {
  const { businessType, entity } = EXPENSE_KIND_SETUP[deps.kind];
  return statusFollowsApproval({
    businessType,
    entity,
    statusAfter: STATUS_AFTER_APPROVAL,
    lock: async (tx, claimId) =>
      (await tx.select().from(expenseClaims).where(eq(expenseClaims.claimId, claimId)).for('update'))[0],
    write: async (tx, claimId, change) =>
      (await tx.update(expenseClaims).set(change).where(eq(expenseClaims.claimId, claimId)).returning())[0]!,
    lastComment: deps.lastComment,
    canView: deps.canView,
  });
}
