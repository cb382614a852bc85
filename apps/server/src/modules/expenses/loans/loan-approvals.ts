import { LOAN_BUSINESS_TYPE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { ApprovalBusinessType } from '../../approvals/approval-business-types.ts';
import { STATUS_AFTER_APPROVAL, statusFollowsApproval } from '../approval-status.ts';
import { loans } from './loans.tables.ts';

/** A loan's approval (decision 0041): its status follows the request, as a claim's does. */
export function loanBusinessType(deps: {
  lastComment: (instanceId: number, tx: Executor) => Promise<string>;
  canView: ApprovalBusinessType['canView'];
}): ApprovalBusinessType {
  return statusFollowsApproval({
    businessType: LOAN_BUSINESS_TYPE,
    entity: 'loan',
    statusAfter: STATUS_AFTER_APPROVAL,
    lock: async (tx, loanId) =>
      (await tx.select().from(loans).where(eq(loans.loanId, loanId)).for('update'))[0],
    write: async (tx, loanId, change) =>
      (await tx.update(loans).set(change).where(eq(loans.loanId, loanId)).returning())[0]!,
    lastComment: deps.lastComment,
    canView: deps.canView,
  });
}
