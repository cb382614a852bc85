import type {
  ApprovalFacts,
  ApproveTaskInput,
  BatchCompleteInput,
  RejectTaskInput,
  ResubmitInput,
  SendBackTaskInput,
  TimelineAction,
  TransferTaskInput,
} from '@venus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import { ApprovalActionsRunner } from './approval-actions-runner.ts';
import type { ApprovalBusinessTypes, ApprovalInstanceRow } from './approval-business-types.ts';
import type { ApprovalDefinitionsService } from './approval-definitions.service.ts';
import { type LockedTask, lockInstance, lockTask } from './approval-locks.ts';
import type { ApprovalNotifier, ApprovalOutbox } from './approval-outbox.ts';
import { ApprovalProgress } from './approval-progress.ts';
import { cleanFacts, type RecordSave, type RecordWrite, type SubmitRequest } from './approval-submission.ts';
import { approvalInstances, approvalTasks } from './approvals.tables.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import type { ActingAs, DelegationsService } from './delegations.service.ts';

/**
 * The one workflow machine of the firm (issue 6). Every action runs in one transaction that
 * locks the request's instance row first: two approvers pressing at the same moment are
 * serialized (the second tries again once the first is done, holding no connection meanwhile),
 * and the second finds the task already handled. The domain's record changes status
 * in the same transaction, through its registered business type.
 */
export class ApprovalEngine {
  constructor(
    db: Database,
    private readonly definitions: ApprovalDefinitionsService,
    private readonly businessTypes: ApprovalBusinessTypes,
    private readonly directory: ApproverDirectory,
    private readonly delegations: DelegationsService,
    notifier: ApprovalNotifier,
  ) {
    this.progress = new ApprovalProgress(directory);
    this.actions = new ApprovalActionsRunner(db, notifier);
  }

  private readonly progress: ApprovalProgress;
  private readonly actions: ApprovalActionsRunner;

  /** Starts a request on the newest version of its business type's workflow. */
  async submit(
    ctx: SignedInContext,
    submitted: SubmitRequest,
    save?: RecordSave,
  ): Promise<ApprovalInstanceRow> {
    this.businessTypes.require(submitted.businessType);
    return this.actions.run(null, async (tx, outbox) => {
      const request = { ...submitted, ...((await save?.(tx)) ?? {}), businessType: submitted.businessType };
      const definition = await this.definitions.getLatest(request.businessType, tx);
      let instance: ApprovalInstanceRow;
      try {
        [instance] = (await tx
          .insert(approvalInstances)
          .values({
            definitionId: definition.definitionId,
            businessType: request.businessType,
            recordId: request.recordId,
            title: request.title,
            applicantId: ctx.actor.userId,
            applicantDeptId: ctx.actor.deptId,
            facts: cleanFacts(request.facts),
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning()) as [ApprovalInstanceRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('approvals.alreadyRunning');
        throw error;
      }
      await this.progress.addEvent(tx, instance, 'submit', { actorId: ctx.actor.userId });
      const advanced = await this.progress.advance(tx, ctx, instance, definition, 0, outbox);
      await this.businessTypes.notify(tx, ctx, advanced, ['submitted']);
      await recordAudit(tx, ctx, {
        action: 'submit',
        entity: 'approvalInstance',
        entityId: instance.instanceId,
        after: advanced,
      });
      return advanced;
    });
  }

  /** The applicant sends a request that was sent back through its workflow again, from the start. */
  async resubmit(
    ctx: SignedInContext,
    instanceId: number,
    input: ResubmitInput & { facts?: ApprovalFacts; title?: string },
    write?: RecordWrite,
  ): Promise<ApprovalInstanceRow> {
    return this.actions.run(instanceId, async (tx, outbox) => {
      const before = await lockInstance(tx, instanceId);
      this.assertApplicant(ctx, before);
      if (before.status !== 'sentBack') throw conflict('approvals.notSentBack');
      await write?.(tx);
      const [amended] = (await tx
        .update(approvalInstances)
        .set({
          status: 'running',
          ...(input.facts ? { facts: cleanFacts(input.facts) } : {}),
          ...(input.title ? { title: input.title } : {}),
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(approvalInstances.instanceId, instanceId))
        .returning()) as [ApprovalInstanceRow];
      await this.progress.addEvent(tx, amended, 'resubmit', {
        actorId: ctx.actor.userId,
        comment: input.comment,
      });
      // The version it started with: a workflow edited meanwhile does not reroute it.
      const definition = await this.definitions.getById(amended.definitionId, tx);
      const advanced = await this.progress.advance(tx, ctx, amended, definition, 0, outbox);
      await this.businessTypes.notify(tx, ctx, advanced, ['resubmitted']);
      await recordAudit(tx, ctx, {
        action: 'resubmit',
        entity: 'approvalInstance',
        entityId: instanceId,
        before,
        after: advanced,
      });
      return advanced;
    });
  }

  /**
   * Approves a task. `write` lets the domain save what the approver entered with the decision
   * (finance's invoice number, decision 0039) in the same transaction, after the task is locked
   * and found to be the approver's.
   */
  async approve(
    ctx: SignedInContext,
    taskId: number,
    input: ApproveTaskInput,
    delegateUser?: string,
    write?: RecordWrite,
  ): Promise<ApprovalInstanceRow> {
    return this.actions.runOnTask(taskId, async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const locked = await lockTask(tx, this.definitions, taskId, acting);
      await write?.(tx);
      return this.approveLocked(tx, ctx, acting, locked, input.comment, outbox);
    });
  }

  /** Approves several of my tasks at once (task code 1252, bulk confirmations): all or none. */
  async batchComplete(
    ctx: SignedInContext,
    input: BatchCompleteInput,
    delegateUser?: string,
  ): Promise<ApprovalInstanceRow[]> {
    return this.actions.run(null, async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const tasks = await tx
        .select({ taskId: approvalTasks.taskId, instanceId: approvalTasks.instanceId })
        .from(approvalTasks)
        .where(inArray(approvalTasks.taskId, [...new Set(input.taskIds)]));
      if (tasks.length !== new Set(input.taskIds).size) throw notFound('approvals.taskNotFound');
      // Instances locked in id order, so two overlapping batches cannot deadlock.
      tasks.sort((a, b) => a.instanceId - b.instanceId || a.taskId - b.taskId);
      const results: ApprovalInstanceRow[] = [];
      for (const { taskId } of tasks) {
        const locked = await lockTask(tx, this.definitions, taskId, acting);
        results.push(await this.approveLocked(tx, ctx, acting, locked, input.comment, outbox, 'complete'));
      }
      return results;
    });
  }

  async sendBack(
    ctx: SignedInContext,
    taskId: number,
    input: SendBackTaskInput,
    delegateUser?: string,
  ): Promise<ApprovalInstanceRow> {
    return this.actions.runOnTask(taskId, async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const { task, instance, definition } = await lockTask(tx, this.definitions, taskId, acting);
      await this.progress.closeTask(tx, ctx, acting, task, 'sentBack', input.comment);
      await this.progress.cancelRound(tx, instance, outbox);
      await this.progress.addEvent(tx, instance, 'sendBack', {
        actorId: ctx.actor.userId,
        onBehalfOfId: acting.onBehalfOfId,
        stepIndex: task.stepIndex,
        stepKey: task.stepKey,
        comment: input.comment,
      });
      let after: ApprovalInstanceRow;
      if (input.to === 'previous') {
        after = await this.progress.reopenPreviousStep(tx, ctx, instance, definition, task.stepIndex, outbox);
      } else {
        [after] = (await tx
          .update(approvalInstances)
          .set({ status: 'sentBack', currentStep: 0, updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(approvalInstances.instanceId, instance.instanceId))
          .returning()) as [ApprovalInstanceRow];
        await this.businessTypes.notify(tx, ctx, after, ['sentBack']);
      }
      await recordAudit(tx, ctx, {
        action: 'sendBack',
        entity: 'approvalTask',
        entityId: taskId,
        before: task,
        after: { to: input.to, comment: input.comment, onBehalfOfId: acting.onBehalfOfId, instance: after },
      });
      return after;
    });
  }

  async reject(
    ctx: SignedInContext,
    taskId: number,
    input: RejectTaskInput,
    delegateUser?: string,
  ): Promise<ApprovalInstanceRow> {
    return this.actions.runOnTask(taskId, async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const { task, instance } = await lockTask(tx, this.definitions, taskId, acting);
      await this.progress.closeTask(tx, ctx, acting, task, 'rejected', input.comment);
      await this.progress.cancelRound(tx, instance, outbox);
      await this.progress.addEvent(tx, instance, 'reject', {
        actorId: ctx.actor.userId,
        onBehalfOfId: acting.onBehalfOfId,
        stepIndex: task.stepIndex,
        stepKey: task.stepKey,
        comment: input.comment,
      });
      const after = await this.progress.finish(tx, ctx, instance, 'rejected');
      await this.businessTypes.notify(tx, ctx, after, ['rejected']);
      await recordAudit(tx, ctx, {
        action: 'reject',
        entity: 'approvalTask',
        entityId: taskId,
        before: task,
        after: { comment: input.comment, onBehalfOfId: acting.onBehalfOfId, instance: after },
      });
      return after;
    });
  }

  /** Hands my task to a colleague; the step waits for them instead. */
  async transfer(
    ctx: SignedInContext,
    taskId: number,
    input: TransferTaskInput,
    delegateUser?: string,
  ): Promise<ApprovalInstanceRow> {
    return this.actions.runOnTask(taskId, async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const { task, instance, definition } = await lockTask(tx, this.definitions, taskId, acting);
      if (input.userId === acting.assigneeId || input.userId === ctx.actor.userId) {
        throw badRequest('approvals.transferToSelf', {}, 'userId');
      }
      if (input.userId === instance.applicantId)
        throw badRequest('approvals.transferToApplicant', {}, 'userId');
      const [target] = await this.directory.activeUserIds([input.userId], tx);
      if (target === undefined) throw badRequest('approvals.transferTargetInactive', {}, 'userId');
      await this.progress.closeTask(tx, ctx, acting, task, 'transferred', input.comment);
      const created = await this.progress.handOver(
        tx,
        task,
        instance,
        definition.steps[task.stepIndex]!,
        target,
        outbox,
      );
      outbox.addChanged([acting.assigneeId]);
      await this.progress.addEvent(tx, instance, 'transfer', {
        actorId: ctx.actor.userId,
        onBehalfOfId: acting.onBehalfOfId,
        targetUserId: target,
        stepIndex: task.stepIndex,
        stepKey: task.stepKey,
        comment: input.comment,
      });
      await recordAudit(tx, ctx, {
        action: 'transfer',
        entity: 'approvalTask',
        entityId: taskId,
        before: task,
        after: { newTaskId: created.taskId, assigneeId: target, onBehalfOfId: acting.onBehalfOfId },
      });
      return instance;
    });
  }

  /**
   * cancelWithdraw: the applicant takes the request back before the pending step decides (or
   * after it was sent back to them). An approval already given in the pending step stops it.
   */
  async withdraw(ctx: SignedInContext, instanceId: number): Promise<ApprovalInstanceRow> {
    return this.actions.run(instanceId, async (tx, outbox) => {
      const instance = await lockInstance(tx, instanceId);
      this.assertApplicant(ctx, instance);
      if (instance.status !== 'running' && instance.status !== 'sentBack')
        throw conflict('approvals.notRunning');
      if (instance.status === 'running') {
        const [decided] = await tx
          .select({ taskId: approvalTasks.taskId })
          .from(approvalTasks)
          .where(
            and(
              eq(approvalTasks.instanceId, instanceId),
              eq(approvalTasks.round, instance.round),
              inArray(approvalTasks.status, ['approved', 'rejected', 'sentBack']),
            ),
          )
          .limit(1);
        if (decided) throw conflict('approvals.cannotWithdraw');
      }
      await this.progress.cancelRound(tx, instance, outbox);
      await this.progress.addEvent(tx, instance, 'withdraw', { actorId: ctx.actor.userId });
      const after = await this.progress.finish(tx, ctx, instance, 'withdrawn');
      await this.businessTypes.notify(tx, ctx, after, ['withdrawn']);
      await recordAudit(tx, ctx, {
        action: 'withdraw',
        entity: 'approvalInstance',
        entityId: instanceId,
        before: instance,
        after,
      });
      return after;
    });
  }

  // ---- inside one transaction -------------------------------------------------------------

  /**
   * Withdrawing and resubmitting are the applicant's alone. Someone else's request answers as a
   * missing one: a different answer would tell a stranger which request numbers exist.
   */
  private assertApplicant(ctx: SignedInContext, instance: ApprovalInstanceRow): void {
    if (instance.applicantId !== ctx.actor.userId) throw notFound('approvals.instanceNotFound');
  }

  private async approveLocked(
    tx: Transaction,
    ctx: SignedInContext,
    acting: ActingAs,
    { task, instance, definition }: LockedTask,
    comment: string,
    outbox: ApprovalOutbox,
    action: TimelineAction = 'approve',
  ): Promise<ApprovalInstanceRow> {
    const step = definition.steps[task.stepIndex]!;
    await this.progress.closeTask(tx, ctx, acting, task, 'approved', comment);
    await this.progress.addEvent(tx, instance, action, {
      actorId: ctx.actor.userId,
      onBehalfOfId: acting.onBehalfOfId,
      stepIndex: task.stepIndex,
      stepKey: task.stepKey,
      comment,
    });
    outbox.addChanged([acting.assigneeId]);
    if (step.mode === 'any') await this.progress.cancelRound(tx, instance, outbox);
    const [waiting] = await tx
      .select({ taskId: approvalTasks.taskId })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.instanceId, instance.instanceId),
          eq(approvalTasks.round, instance.round),
          eq(approvalTasks.status, 'pending'),
        ),
      )
      .limit(1);
    let after = instance;
    if (!waiting) {
      after = await this.progress.advance(tx, ctx, instance, definition, task.stepIndex + 1, outbox);
      await this.businessTypes.notify(tx, ctx, after, ['stepCompleted']);
    }
    await recordAudit(tx, ctx, {
      action,
      entity: 'approvalTask',
      entityId: task.taskId,
      before: task,
      after: { comment, onBehalfOfId: acting.onBehalfOfId, instance: after },
    });
    return after;
  }
}
