import { WORKLOG_BUSINESS_TYPE, type WorklogStatus } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessType, ApprovalChangeKind } from '../approvals/approval-business-types.ts';
import { worklogSubmissions, worklogs } from './worklogs.tables.ts';

type SubmissionStatus = (typeof worklogSubmissions.$inferSelect)['status'];

/**
 * Where a submission and its entries go after each approval event. A rejection or a withdrawal
 * ends like a send-back: the entries are the timekeeper's drafts again, to fix and send anew.
 */
const MOVES: Record<
  ApprovalChangeKind,
  { submission: SubmissionStatus; from: WorklogStatus; to: WorklogStatus } | null
> = {
  submitted: { submission: 'submitted', from: 'draft', to: 'submitted' },
  resubmitted: { submission: 'submitted', from: 'draft', to: 'submitted' },
  stepCompleted: null,
  approved: { submission: 'confirmed', from: 'submitted', to: 'confirmed' },
  sentBack: { submission: 'sentBack', from: 'submitted', to: 'draft' },
  rejected: { submission: 'sentBack', from: 'submitted', to: 'draft' },
  withdrawn: { submission: 'sentBack', from: 'submitted', to: 'draft' },
};

/** The comment of the action that sent the request back (its newest timeline event). */
export type LastComment = (instanceId: number, tx: Executor) => Promise<string>;

/**
 * A worklog submission as a business type of the approvals engine (decision 0026): the
 * submission's status and its entries' statuses follow the approval in the same transaction, so
 * a confirmation in the task centre or on the worklog pages lands the same way.
 */
export function worklogBusinessType(lastComment: LastComment): ApprovalBusinessType {
  return {
    businessType: WORKLOG_BUSINESS_TYPE,
    onChange: async (tx, ctx, { kind, instance }) => {
      const move = MOVES[kind];
      if (!move) return;
      const submissionId = Number(instance.recordId);
      const [before] = await tx
        .select()
        .from(worklogSubmissions)
        .where(eq(worklogSubmissions.submissionId, submissionId))
        .for('update');
      if (!before) return;
      const comment = move.to === 'draft' ? await lastComment(instance.instanceId, tx) : '';
      const now = new Date();
      const [after] = await tx
        .update(worklogSubmissions)
        .set({ status: move.submission, instanceId: instance.instanceId, comment, updatedAt: now })
        .where(eq(worklogSubmissions.submissionId, submissionId))
        .returning();
      // Only the submission's own case: a draft moved to another case since stays where it is.
      const moved = await tx
        .update(worklogs)
        .set({ status: move.to, updatedAt: now, updatedBy: ctx.actor.userId })
        .where(
          and(
            eq(worklogs.submissionId, submissionId),
            eq(worklogs.projectId, before.projectId),
            eq(worklogs.status, move.from),
          ),
        )
        .returning({ worklogId: worklogs.worklogId });
      await recordAudit(tx, ctx, {
        action: kind,
        entity: 'worklogSubmission',
        entityId: submissionId,
        before,
        after: { ...after, entries: { worklogIds: moved.map((row) => row.worklogId), status: move.to } },
      });
    },
  };
}
