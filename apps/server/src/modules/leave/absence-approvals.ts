import type { AbsenceStatus } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../approvals/approval-business-types.ts';
import { leaveRequests, overtimeRequests } from './leave.tables.ts';

export const LEAVE_BUSINESS_TYPE = 'leave';
export const OVERTIME_BUSINESS_TYPE = 'overtime';

/** The request's status after each approval event; a completed step changes nothing. */
const STATUS_AFTER: Record<ApprovalChangeKind, AbsenceStatus | null> = {
  submitted: 'approving',
  resubmitted: 'approving',
  stepCompleted: null,
  approved: 'approved',
  rejected: 'rejected',
  sentBack: 'sentBack',
  withdrawn: 'withdrawn',
};

/**
 * Leave and overtime as business types of the approvals engine: the request's status follows its
 * approval in the same transaction (decision 0018).
 */
export function absenceBusinessTypes(): ApprovalBusinessType[] {
  return [
    {
      businessType: LEAVE_BUSINESS_TYPE,
      onChange: async (tx: Executor, _ctx, { kind, instance }) => {
        const status = STATUS_AFTER[kind];
        if (!status) return;
        await tx
          .update(leaveRequests)
          .set({ status, instanceId: instance.instanceId, updatedAt: new Date() })
          .where(eq(leaveRequests.leaveId, Number(instance.recordId)));
      },
    },
    {
      businessType: OVERTIME_BUSINESS_TYPE,
      onChange: async (tx: Executor, _ctx, { kind, instance }) => {
        const status = STATUS_AFTER[kind];
        if (!status) return;
        await tx
          .update(overtimeRequests)
          .set({ status, instanceId: instance.instanceId, updatedAt: new Date() })
          .where(eq(overtimeRequests.overtimeId, Number(instance.recordId)));
      },
    },
  ];
}
