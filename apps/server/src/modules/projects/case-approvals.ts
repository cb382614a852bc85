import {
  type ApprovalStep,
  applicationStatusOfStep,
  CASE_APPLICATION_BUSINESS_TYPE,
  CASE_CLOSING_BUSINESS_TYPE,
  CASE_STATUS,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type {
  ApprovalBusinessType,
  ApprovalChangeKind,
  ApprovalInstanceRow,
} from '../approvals/approval-business-types.ts';
import { projectEvents, projects } from './projects.tables.ts';

export type StepsOf = (definitionId: number, tx: Executor) => Promise<readonly ApprovalStep[]>;
export type MayViewCase = (ctx: SignedInContext, projectId: number) => Promise<boolean>;

/** Where the application stands after an approval event; the step decides 1–5 or 10. */
async function applicationStatus(
  kind: ApprovalChangeKind,
  instance: ApprovalInstanceRow,
  tx: Executor,
  stepsOf: StepsOf,
): Promise<number | null> {
  switch (kind) {
    case 'approved':
      return CASE_STATUS.active;
    case 'rejected':
      return CASE_STATUS.declined;
    case 'sentBack':
    case 'withdrawn':
      return CASE_STATUS.draft;
    default: {
      // The last step's completion is followed by `approved`: it moves the case, not this.
      const step = (await stepsOf(instance.definitionId, tx))[instance.currentStep];
      return step ? applicationStatusOfStep(instance.currentStep, step.key) : null;
    }
  }
}

function closingStatus(kind: ApprovalChangeKind): number {
  if (kind === 'approved') return CASE_STATUS.closed;
  if (kind === 'submitted' || kind === 'resubmitted' || kind === 'stepCompleted')
    return CASE_STATUS.closingAudit;
  return CASE_STATUS.active;
}

async function moveCase(
  tx: Executor,
  ctx: SignedInContext,
  instance: ApprovalInstanceRow,
  kind: ApprovalChangeKind,
  status: number,
): Promise<void> {
  const projectId = Number(instance.recordId);
  const [before] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  const now = new Date();
  await tx
    .update(projects)
    .set({
      status,
      instanceId: instance.instanceId,
      updatedAt: now,
      ...(status === CASE_STATUS.active && instance.businessType === CASE_APPLICATION_BUSINESS_TYPE
        ? { openedAt: now }
        : {}),
      ...(status === CASE_STATUS.closed ? { closedAt: now } : {}),
    })
    .where(eq(projects.projectId, projectId));
  if (before?.status !== status || kind !== 'stepCompleted')
    await tx.insert(projectEvents).values({
      projectId,
      action: `${instance.businessType === CASE_CLOSING_BUSINESS_TYPE ? 'closing' : 'application'}.${kind}`,
      fromStatus: before?.status ?? null,
      toStatus: status,
      actorId: ctx.actor.userId,
    });
}

/**
 * The application and the closing as business types of the approvals engine: the case's status
 * follows its request in the same transaction (decision 0025).
 */
export function caseBusinessTypes(stepsOf: StepsOf, mayView: MayViewCase): ApprovalBusinessType[] {
  const canView = (ctx: SignedInContext, recordId: string) => mayView(ctx, Number(recordId));
  return [
    {
      businessType: CASE_APPLICATION_BUSINESS_TYPE,
      onChange: async (tx, ctx, { kind, instance }) => {
        const status = await applicationStatus(kind, instance, tx, stepsOf);
        if (status !== null) await moveCase(tx, ctx, instance, kind, status);
      },
      canView,
    },
    {
      businessType: CASE_CLOSING_BUSINESS_TYPE,
      onChange: async (tx, ctx, { kind, instance }) => moveCase(tx, ctx, instance, kind, closingStatus(kind)),
      canView,
    },
  ];
}
