import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Executor } from '../../platform/db/database.ts';
import type {
  ApprovalBusinessType,
  ApprovalChangeKind,
  ApprovalInstanceRow,
} from '../approvals/approval-business-types.ts';

/** What a record's row says after an approval event, as both claims and loans keep it. */
export interface ApprovalStatusChange<S extends string> {
  status: S;
  instanceId: number;
  returnComment: string;
  submittedAt?: Date;
  updatedAt: Date;
  updatedBy: number;
}

/**
 * An expense record whose status follows its approval (claims and daily expenses, decision 0032;
 * loans, decision 0041): in the action's transaction, the row takes the status the event means,
 * the comment of a send-back or rejection for the applicant to read, and an audit row.
 */
export function statusFollowsApproval<S extends string>(deps: {
  businessType: string;
  entity: string;
  /** The status after each event; null: nothing changes (a step completed). */
  statusAfter: Record<ApprovalChangeKind, S | null>;
  /** The row's status, locked; undefined when it is gone. */
  lock: (tx: Executor, recordId: number) => Promise<{ status: S } | undefined>;
  write: (
    tx: Executor,
    recordId: number,
    change: ApprovalStatusChange<S>,
  ) => Promise<{ status: S; returnComment: string }>;
  lastComment: (instanceId: number, tx: Executor) => Promise<string>;
  canView: ApprovalBusinessType['canView'];
  /**
   * The record a request is about, when it is not the request's recordId (a loan's repayment
   * request, decision 0053, whose approval record is the loan); undefined: none, nothing changes.
   */
  recordIdOf?: (tx: Executor, instance: ApprovalInstanceRow) => Promise<number | undefined>;
}): ApprovalBusinessType {
  return {
    businessType: deps.businessType,
    ...(deps.canView ? { canView: deps.canView } : {}),
    onChange: async (tx, ctx, { kind, instance }) => {
      const status = deps.statusAfter[kind];
      if (!status) return;
      const recordId = deps.recordIdOf ? await deps.recordIdOf(tx, instance) : Number(instance.recordId);
      if (recordId === undefined) return;
      const before = await deps.lock(tx, recordId);
      if (!before) return;
      const returned = kind === 'sentBack' || kind === 'rejected';
      const after = await deps.write(tx, recordId, {
        status,
        instanceId: instance.instanceId,
        returnComment: returned ? await deps.lastComment(instance.instanceId, tx) : '',
        ...(kind === 'submitted' || kind === 'resubmitted' ? { submittedAt: new Date() } : {}),
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      });
      await recordAudit(tx, ctx, {
        action: `approval.${kind}`,
        entity: deps.entity,
        entityId: recordId,
        before: { status: before.status },
        after: { status: after.status, returnComment: after.returnComment },
      });
    },
  };
}

/** The common mapping: submitted and resubmitted are in approval, the rest as named. */
export const STATUS_AFTER_APPROVAL = {
  submitted: 'approving',
  resubmitted: 'approving',
  stepCompleted: null,
  approved: 'approved',
  rejected: 'rejected',
  sentBack: 'sentBack',
  withdrawn: 'draft',
} as const satisfies Record<ApprovalChangeKind, string | null>;
