import {
  LOAN_REPAYMENT_BUSINESS_TYPE,
  LOAN_REPAYMENT_REQUEST_OPEN,
  type LoanRepaymentRequestStatus,
} from '@venus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../../approvals/approval-business-types.ts';
import { statusFollowsApproval } from '../approval-status.ts';
import type { LoanRepaymentsService } from './loan-repayments.ts';
import { loanRepaymentRequests } from './loans.tables.ts';

/** A withdrawn request is over (there are no drafts to return to); the rest as a loan's. */
const STATUS_AFTER: Record<ApprovalChangeKind, LoanRepaymentRequestStatus | null> = {
  submitted: 'approving',
  resubmitted: 'approving',
  stepCompleted: null,
  approved: 'approved',
  rejected: 'rejected',
  sentBack: 'sentBack',
  withdrawn: 'withdrawn',
};

/** The loan's open request, locked: the one every event of its approval is about (one per loan). */
async function lockOpenRequest(tx: Executor, loanId: string) {
  const [request] = await tx
    .select()
    .from(loanRepaymentRequests)
    .where(
      and(
        eq(loanRepaymentRequests.loanId, Number(loanId)),
        inArray(loanRepaymentRequests.status, [...LOAN_REPAYMENT_REQUEST_OPEN]),
      ),
    )
    .for('update');
  return request;
}

/**
 * A repayment request's approval (decision 0053): the request's status follows it as a loan's
 * does; finance's final approval records the repayment first, through finance's own code path,
 * so a refusal there (the balance moved meanwhile) refuses the approval and nothing is written.
 */
export function loanRepaymentBusinessType(deps: {
  repayments: Pick<LoanRepaymentsService, 'repayRequested'>;
  lastComment: (instanceId: number, tx: Executor) => Promise<string>;
  canView: ApprovalBusinessType['canView'];
}): ApprovalBusinessType {
  const follows = statusFollowsApproval({
    businessType: LOAN_REPAYMENT_BUSINESS_TYPE,
    entity: 'loanRepaymentRequest',
    statusAfter: STATUS_AFTER,
    recordIdOf: async (tx, instance) => (await lockOpenRequest(tx, instance.recordId))?.requestId,
    lock: async (tx, requestId) =>
      (
        await tx
          .select()
          .from(loanRepaymentRequests)
          .where(eq(loanRepaymentRequests.requestId, requestId))
          .for('update')
      )[0],
    write: async (tx, requestId, change) =>
      (
        await tx
          .update(loanRepaymentRequests)
          .set(change)
          .where(eq(loanRepaymentRequests.requestId, requestId))
          .returning()
      )[0]!,
    lastComment: deps.lastComment,
    canView: deps.canView,
  });
  return {
    ...follows,
    onChange: async (tx, ctx, change) => {
      if (change.kind === 'approved') {
        const request = await lockOpenRequest(tx, change.instance.recordId);
        if (request) {
          const repaymentId = await deps.repayments.repayRequested(tx, ctx, request);
          await tx
            .update(loanRepaymentRequests)
            .set({ repaymentId })
            .where(eq(loanRepaymentRequests.requestId, request.requestId));
        }
      }
      await follows.onChange(tx, ctx, change);
    },
  };
}
