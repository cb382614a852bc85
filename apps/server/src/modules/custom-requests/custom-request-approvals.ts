import { CUSTOM_REQUEST_TYPE_PREFIX, type CustomRequestStatus } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../approvals/approval-business-types.ts';
import { customRequests } from './custom-requests.tables.ts';

/** The request's status after each approval event; a completed step changes nothing. */
const STATUS_AFTER: Record<ApprovalChangeKind, CustomRequestStatus | null> = {
  submitted: 'running',
  resubmitted: 'running',
  stepCompleted: null,
  approved: 'approved',
  rejected: 'rejected',
  sentBack: 'sentBack',
  withdrawn: 'withdrawn',
};

/**
 * Every form's business type (`custom:<formKey>`) at once: the request's status follows its
 * approval in the action's transaction.
 */
export const customRequestApprovals: { prefix: string; type: Omit<ApprovalBusinessType, 'businessType'> } = {
  prefix: CUSTOM_REQUEST_TYPE_PREFIX,
  type: {
    onChange: async (tx, ctx, { kind, instance }) => {
      const status = STATUS_AFTER[kind];
      if (!status) return;
      await tx
        .update(customRequests)
        .set({ status, instanceId: instance.instanceId, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(customRequests.requestId, Number(instance.recordId)));
    },
  },
};
