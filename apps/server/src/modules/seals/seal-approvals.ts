import { SEAL_BUSINESS_TYPES } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessType } from '../approvals/approval-business-types.ts';
import { STATUS_AFTER_APPROVAL, statusFollowsApproval } from '../expenses/approval-status.ts';
import { sealRequests } from './seals.tables.ts';

/** Each kind's approval (decision 0057): the request's status follows it, as a loan's does. */
export function sealBusinessTypes(deps: {
  lastComment: (instanceId: number, tx: Executor) => Promise<string>;
  canView: ApprovalBusinessType['canView'];
}): ApprovalBusinessType[] {
  return Object.values(SEAL_BUSINESS_TYPES).map((businessType) =>
    statusFollowsApproval({
      businessType,
      entity: 'sealRequest',
      statusAfter: STATUS_AFTER_APPROVAL,
      lock: async (tx, requestId) =>
        (await tx.select().from(sealRequests).where(eq(sealRequests.requestId, requestId)).for('update'))[0],
      write: async (tx, requestId, change) =>
        (
          await tx.update(sealRequests).set(change).where(eq(sealRequests.requestId, requestId)).returning()
        )[0]!,
      lastComment: deps.lastComment,
      canView: deps.canView,
    }),
  );
}
