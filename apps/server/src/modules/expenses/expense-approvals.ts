import { EXPENSE_BUSINESS_TYPE, type ExpenseClaimStatus } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../approvals/approval-business-types.ts';
import { expenseClaims } from './expenses.tables.ts';

/** The claim's status after each approval event; a completed step changes nothing. */
const STATUS_AFTER: Record<ApprovalChangeKind, ExpenseClaimStatus | null> = {
  submitted: 'approving',
  resubmitted: 'approving',
  stepCompleted: null,
  approved: 'approved',
  rejected: 'rejected',
  sentBack: 'sentBack',
  withdrawn: 'draft',
};

/**
 * A claim's approval (decision 0032): its status follows the request in the action's
 * transaction, with the comment of a send-back or rejection for the applicant to read.
 */
export function expenseBusinessType(deps: {
  lastComment: (instanceId: number, tx: Executor) => Promise<string>;
  canView: ApprovalBusinessType['canView'];
}): ApprovalBusinessType {
  return {
    businessType: EXPENSE_BUSINESS_TYPE,
    ...(deps.canView ? { canView: deps.canView } : {}),
    onChange: async (tx, ctx, { kind, instance }) => {
      const status = STATUS_AFTER[kind];
      if (!status) return;
      const claimId = Number(instance.recordId);
      const [before] = await tx
        .select()
        .from(expenseClaims)
        .where(eq(expenseClaims.claimId, claimId))
        .for('update');
      if (!before) return;
      const returned = kind === 'sentBack' || kind === 'rejected';
      const [after] = await tx
        .update(expenseClaims)
        .set({
          status,
          instanceId: instance.instanceId,
          returnComment: returned ? await deps.lastComment(instance.instanceId, tx) : '',
          ...(kind === 'submitted' || kind === 'resubmitted' ? { submittedAt: new Date() } : {}),
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(expenseClaims.claimId, claimId))
        .returning();
      await recordAudit(tx, ctx, {
        action: `approval.${kind}`,
        entity: 'expenseClaim',
        entityId: claimId,
        before: { status: before.status },
        after: { status: after!.status, returnComment: after!.returnComment },
      });
    },
  };
}
