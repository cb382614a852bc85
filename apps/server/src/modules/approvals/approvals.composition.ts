import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { ApprovalBusinessTypes } from './approval-business-types.ts';
import { ApprovalDefinitionsService } from './approval-definitions.service.ts';
import { ApprovalEngine } from './approval-engine.service.ts';
import { LiveApprovalNotifier, type SendToUser } from './approval-notifier.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import { DelegationsService } from './delegations.service.ts';
import { TaskCentreService } from './task-centre.service.ts';

/**
 * The department tree as the engine needs it: each unit's head and its parent. Read through the
 * action's transaction: a second pool connection taken inside it can wait for ever once every
 * connection is held by a transaction queued behind this one (the pool deadlocks).
 */
export type DeptLookup = (
  deptId: number,
  tx?: Executor,
) => Promise<{ leaderId: number | null; parentId: number } | null>;

/** The head of a unit, or of the nearest unit above it that has one. */
export function departmentHeadFinder(
  lookup: DeptLookup,
): (deptId: number, tx?: Executor) => Promise<number | null> {
  return async (deptId, tx) => {
    const seen = new Set<number>();
    let current: number | null = deptId;
    while (current !== null && current > 0 && !seen.has(current)) {
      seen.add(current);
      const dept = await lookup(current, tx);
      if (!dept) return null;
      if (dept.leaderId !== null) return dept.leaderId;
      current = dept.parentId;
    }
    return null;
  };
}

/** Builds the approvals module around the people directory, live messages and mail. */
export function createApprovals(deps: {
  db: Database;
  directory: ApproverDirectory;
  sendToUser: SendToUser;
  mailer: Mailer;
  warn: (error: unknown, message: string) => void;
  /** The address approval mails link into. */
  webAddress?: () => Promise<string>;
}) {
  const businessTypes = new ApprovalBusinessTypes();
  const approvalDefinitions = new ApprovalDefinitionsService(deps.db, deps.directory);
  const approvalDelegations = new DelegationsService(deps.db, deps.directory);
  const notifier = new LiveApprovalNotifier(
    deps.directory,
    deps.sendToUser,
    deps.mailer,
    (error) => deps.warn(error, 'approval notice not delivered'),
    deps.webAddress,
  );
  return {
    approvalBusinessTypes: businessTypes,
    approvalDefinitions,
    approvalDelegations,
    approvalEngine: new ApprovalEngine(
      deps.db,
      approvalDefinitions,
      businessTypes,
      deps.directory,
      approvalDelegations,
      notifier,
    ),
    taskCentre: new TaskCentreService(deps.db, approvalDefinitions, businessTypes, deps.directory),
  };
}

/**
 * Whether the person may see a request's approval (as its applicant, an approver, a delegate or
 * whoever its business type lets read it): what a domain asks before it shows a record reached
 * through the task centre.
 */
export function requestViewer(
  approvals: Pick<ReturnType<typeof createApprovals>, 'approvalDelegations' | 'taskCentre'>,
) {
  return async (ctx: SignedInContext, instanceId: number, delegateUser?: string): Promise<boolean> => {
    try {
      const acting = await approvals.approvalDelegations.actingAs(ctx, delegateUser);
      await approvals.taskCentre.getInstanceDetail(ctx, instanceId, acting);
      return true;
    } catch {
      return false;
    }
  };
}
