import type { ApprovalStep, TimelineAction } from '@venus/shared';
import { and, asc, eq, lt, max } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { ApprovalInstanceRow } from './approval-business-types.ts';
import type { ApprovalDefinitionRow } from './approval-definitions.service.ts';
import type { ApprovalOutbox } from './approval-outbox.ts';
import { approvalEvents, approvalInstances, approvalTasks } from './approvals.tables.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import { planStep } from './approver-resolver.ts';
import type { ActingAs } from './delegations.service.ts';

type TaskRow = typeof approvalTasks.$inferSelect;

/**
 * How a request moves through its steps, inside the action's transaction and under its instance
 * lock (the engine takes it): tasks closed and cancelled, the next step's tasks raised, the
 * request finished, every move written to the timeline.
 */
export class ApprovalProgress {
  constructor(private readonly directory: ApproverDirectory) {}

  async closeTask(
    tx: Transaction,
    ctx: SignedInContext,
    acting: ActingAs,
    task: TaskRow,
    status: 'approved' | 'rejected' | 'sentBack' | 'transferred',
    comment: string,
  ): Promise<void> {
    await tx
      .update(approvalTasks)
      .set({ status, actedBy: ctx.actor.userId, comment, actedAt: new Date() })
      .where(and(eq(approvalTasks.taskId, task.taskId), eq(approvalTasks.assigneeId, acting.assigneeId)));
  }

  /** Gives a task's step to another person: the same step and round, a new task in their list. */
  async handOver(
    tx: Transaction,
    task: TaskRow,
    instance: ApprovalInstanceRow,
    step: ApprovalStep,
    assigneeId: number,
    outbox: ApprovalOutbox,
  ): Promise<TaskRow> {
    const [created] = await tx
      .insert(approvalTasks)
      .values({
        instanceId: instance.instanceId,
        stepIndex: task.stepIndex,
        stepKey: task.stepKey,
        round: task.round,
        taskCode: task.taskCode,
        assigneeId,
      })
      .returning();
    outbox.addNewTask({
      taskId: created!.taskId,
      assigneeId,
      instance,
      stepName: step.name,
      stepNameEn: step.nameEn,
    });
    return created!;
  }

  /** Cancels the still-pending tasks of the live round (another approver decided for the step). */
  async cancelRound(tx: Transaction, instance: ApprovalInstanceRow, outbox: ApprovalOutbox): Promise<void> {
    const cancelled = await tx
      .update(approvalTasks)
      .set({ status: 'cancelled', actedAt: new Date() })
      .where(
        and(
          eq(approvalTasks.instanceId, instance.instanceId),
          eq(approvalTasks.round, instance.round),
          eq(approvalTasks.status, 'pending'),
        ),
      )
      .returning({ assigneeId: approvalTasks.assigneeId });
    outbox.addChanged(cancelled.map((row) => row.assigneeId));
  }

  /**
   * Moves the request to the first step from `fromStep` that has approvers, raising its tasks;
   * past the last step the request is approved.
   */
  async advance(
    tx: Transaction,
    ctx: SignedInContext,
    instance: ApprovalInstanceRow,
    definition: ApprovalDefinitionRow,
    fromStep: number,
    outbox: ApprovalOutbox,
  ): Promise<ApprovalInstanceRow> {
    const applicant = { userId: instance.applicantId, deptId: instance.applicantDeptId };
    for (let index = fromStep; index < definition.steps.length; index++) {
      const step = definition.steps[index]!;
      const plan = await planStep(step, instance.facts, applicant, this.directory, tx);
      if (plan.kind === 'skip') {
        await this.addEvent(tx, instance, 'skip', {
          stepIndex: index,
          stepKey: step.key,
          comment: plan.reason,
        });
        continue;
      }
      if (plan.kind === 'noApprover') throw badRequest('approvals.noApprover', { step: step.name });
      return this.raiseTasks(tx, ctx, instance, step, index, plan.approverIds, outbox);
    }
    await this.addEvent(tx, instance, 'complete', {});
    return this.finish(tx, ctx, instance, 'approved', definition.steps.length);
  }

  async raiseTasks(
    tx: Transaction,
    ctx: SignedInContext,
    instance: ApprovalInstanceRow,
    step: ApprovalStep,
    stepIndex: number,
    approverIds: readonly number[],
    outbox: ApprovalOutbox,
  ): Promise<ApprovalInstanceRow> {
    const round = instance.round + 1;
    const created = await tx
      .insert(approvalTasks)
      .values(
        approverIds.map((assigneeId) => ({
          instanceId: instance.instanceId,
          stepIndex,
          stepKey: step.key,
          round,
          taskCode: step.taskCode,
          assigneeId,
        })),
      )
      .returning();
    const [after] = (await tx
      .update(approvalInstances)
      .set({
        status: 'running',
        currentStep: stepIndex,
        round,
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      })
      .where(eq(approvalInstances.instanceId, instance.instanceId))
      .returning()) as [ApprovalInstanceRow];
    for (const task of created) {
      outbox.addNewTask({
        taskId: task.taskId,
        assigneeId: task.assigneeId,
        instance: after,
        stepName: step.name,
        stepNameEn: step.nameEn,
      });
    }
    return after;
  }

  /** Sends the request back to the people who approved the step before this one. */
  async reopenPreviousStep(
    tx: Transaction,
    ctx: SignedInContext,
    instance: ApprovalInstanceRow,
    definition: ApprovalDefinitionRow,
    stepIndex: number,
    outbox: ApprovalOutbox,
  ): Promise<ApprovalInstanceRow> {
    const [previous] = await tx
      .select({ round: max(approvalTasks.round) })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.instanceId, instance.instanceId),
          lt(approvalTasks.stepIndex, stepIndex),
          eq(approvalTasks.status, 'approved'),
        ),
      );
    if (previous?.round === null || previous?.round === undefined) {
      throw badRequest('approvals.noPreviousStep', {}, 'to');
    }
    const approvers = await tx
      .select({ assigneeId: approvalTasks.assigneeId, stepIndex: approvalTasks.stepIndex })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.instanceId, instance.instanceId),
          eq(approvalTasks.round, previous.round),
          eq(approvalTasks.status, 'approved'),
        ),
      )
      .orderBy(asc(approvalTasks.assigneeId));
    const previousIndex = approvers[0]!.stepIndex;
    const step = definition.steps[previousIndex]!;
    const ids = [...new Set(approvers.map((row) => row.assigneeId))];
    return this.raiseTasks(tx, ctx, instance, step, previousIndex, ids, outbox);
  }

  async finish(
    tx: Transaction,
    ctx: SignedInContext,
    instance: ApprovalInstanceRow,
    status: 'approved' | 'rejected' | 'withdrawn',
    currentStep = instance.currentStep,
  ): Promise<ApprovalInstanceRow> {
    const [after] = (await tx
      .update(approvalInstances)
      .set({
        status,
        currentStep,
        finishedAt: new Date(),
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      })
      .where(eq(approvalInstances.instanceId, instance.instanceId))
      .returning()) as [ApprovalInstanceRow];
    return after;
  }

  async addEvent(
    tx: Transaction,
    instance: ApprovalInstanceRow,
    action: TimelineAction,
    detail: {
      actorId?: number;
      onBehalfOfId?: number | null;
      targetUserId?: number;
      stepIndex?: number;
      stepKey?: string;
      comment?: string;
    },
  ): Promise<void> {
    await tx.insert(approvalEvents).values({
      instanceId: instance.instanceId,
      action,
      actorId: detail.actorId ?? null,
      onBehalfOfId: detail.onBehalfOfId ?? null,
      targetUserId: detail.targetUserId ?? null,
      stepIndex: detail.stepIndex ?? null,
      stepKey: detail.stepKey ?? '',
      comment: detail.comment ?? '',
    });
  }
}
