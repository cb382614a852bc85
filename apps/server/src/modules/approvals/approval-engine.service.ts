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
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type {
  ApprovalBusinessType,
  ApprovalBusinessTypes,
  ApprovalChangeKind,
  ApprovalInstanceRow,
} from './approval-business-types.ts';
import type { ApprovalDefinitionRow, ApprovalDefinitionsService } from './approval-definitions.service.ts';
import { type ApprovalNotifier, ApprovalOutbox } from './approval-outbox.ts';
import { ApprovalProgress } from './approval-progress.ts';
import { approvalInstances, approvalTasks } from './approvals.tables.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import type { ActingAs, DelegationsService } from './delegations.service.ts';

type TaskRow = typeof approvalTasks.$inferSelect;

export interface SubmitRequest {
  businessType: string;
  recordId: string;
  title: string;
  facts?: ApprovalFacts;
}

/** A domain's own writes, run first inside the action's transaction (e.g. "save and submit"). */
export type RecordWrite = (tx: Transaction) => Promise<void>;

/** "Save and submit": writes the record first and answers what only then is known (its id). */
export type RecordSave = (tx: Transaction) => Promise<Partial<SubmitRequest> | undefined>;

interface Locked {
  task: TaskRow;
  instance: ApprovalInstanceRow;
  definition: ApprovalDefinitionRow;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
}

function cleanFacts(facts: ApprovalFacts | undefined): Record<string, string | number | boolean | null> {
  return Object.fromEntries(Object.entries(facts ?? {}).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean | null
  >;
}

/**
 * The one workflow machine of the firm (issue 6). Every action runs in one transaction that
 * locks the request's instance row first: two approvers pressing at the same moment are
 * serialized, and the second finds the task already handled. The domain's record changes status
 * in the same transaction, through its registered business type.
 */
export class ApprovalEngine {
  constructor(
    private readonly db: Database,
    private readonly definitions: ApprovalDefinitionsService,
    private readonly businessTypes: ApprovalBusinessTypes,
    private readonly directory: ApproverDirectory,
    private readonly delegations: DelegationsService,
    private readonly notifier: ApprovalNotifier,
  ) {
    this.progress = new ApprovalProgress(directory);
  }

  private readonly progress: ApprovalProgress;

  /** Starts a request on the newest version of its business type's workflow. */
  async submit(
    ctx: SignedInContext,
    submitted: SubmitRequest,
    save?: RecordSave,
  ): Promise<ApprovalInstanceRow> {
    const type = this.typeOf(submitted.businessType);
    return this.run(async (tx, outbox) => {
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
      await this.notifyType(tx, ctx, type, advanced, ['submitted', ...this.finishKinds(advanced)]);
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
    return this.run(async (tx, outbox) => {
      const before = await this.lockInstance(tx, instanceId);
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
      const type = this.typeOf(advanced.businessType);
      await this.notifyType(tx, ctx, type, advanced, ['resubmitted', ...this.finishKinds(advanced)]);
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

  async approve(
    ctx: SignedInContext,
    taskId: number,
    input: ApproveTaskInput,
    delegateUser?: string,
  ): Promise<ApprovalInstanceRow> {
    return this.run(async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      return this.approveLocked(
        tx,
        ctx,
        acting,
        await this.lockTask(tx, taskId, acting),
        input.comment,
        outbox,
      );
    });
  }

  /** Approves several of my tasks at once (task code 1252, bulk confirmations): all or none. */
  async batchComplete(
    ctx: SignedInContext,
    input: BatchCompleteInput,
    delegateUser?: string,
  ): Promise<ApprovalInstanceRow[]> {
    return this.run(async (tx, outbox) => {
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
        const locked = await this.lockTask(tx, taskId, acting);
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
    return this.run(async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const { task, instance, definition } = await this.lockTask(tx, taskId, acting);
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
        await this.notifyType(tx, ctx, this.typeOf(after.businessType), after, ['sentBack']);
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
    return this.run(async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const { task, instance } = await this.lockTask(tx, taskId, acting);
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
      await this.notifyType(tx, ctx, this.typeOf(after.businessType), after, ['rejected']);
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
    return this.run(async (tx, outbox) => {
      const acting = await this.delegations.actingAs(ctx, delegateUser, tx);
      const { task, instance, definition } = await this.lockTask(tx, taskId, acting);
      if (input.userId === acting.assigneeId || input.userId === ctx.actor.userId) {
        throw badRequest('approvals.transferToSelf', {}, 'userId');
      }
      if (input.userId === instance.applicantId)
        throw badRequest('approvals.transferToApplicant', {}, 'userId');
      const [target] = await this.directory.activeUserIds([input.userId], tx);
      if (target === undefined) throw badRequest('approvals.transferTargetInactive', {}, 'userId');
      await this.progress.closeTask(tx, ctx, acting, task, 'transferred', input.comment);
      const [created] = await tx
        .insert(approvalTasks)
        .values({
          instanceId: instance.instanceId,
          stepIndex: task.stepIndex,
          stepKey: task.stepKey,
          round: task.round,
          taskCode: task.taskCode,
          assigneeId: target,
        })
        .returning();
      const step = definition.steps[task.stepIndex]!;
      outbox.addNewTask({
        taskId: created!.taskId,
        assigneeId: target,
        instance,
        stepName: step.name,
        stepNameEn: step.nameEn,
      });
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
        after: { newTaskId: created!.taskId, assigneeId: target, onBehalfOfId: acting.onBehalfOfId },
      });
      return instance;
    });
  }

  /**
   * cancelWithdraw: the applicant takes the request back before the pending step decides (or
   * after it was sent back to them). An approval already given in the pending step stops it.
   */
  async withdraw(ctx: SignedInContext, instanceId: number): Promise<ApprovalInstanceRow> {
    return this.run(async (tx, outbox) => {
      const instance = await this.lockInstance(tx, instanceId);
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
      await this.notifyType(tx, ctx, this.typeOf(after.businessType), after, ['withdrawn']);
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

  private async run<T>(work: (tx: Transaction, outbox: ApprovalOutbox) => Promise<T>): Promise<T> {
    const outbox = new ApprovalOutbox();
    const result = await this.db.transaction((tx) => work(tx, outbox));
    await this.notifier.deliver(outbox);
    return result;
  }

  private typeOf(businessType: string): ApprovalBusinessType {
    const type = this.businessTypes.find(businessType);
    if (!type) throw badRequest('approvals.unknownBusinessType', { businessType });
    return type;
  }

  private finishKinds(instance: ApprovalInstanceRow): ApprovalChangeKind[] {
    return instance.status === 'approved' ? ['approved'] : [];
  }

  private async notifyType(
    tx: Transaction,
    ctx: SignedInContext,
    type: ApprovalBusinessType,
    instance: ApprovalInstanceRow,
    kinds: ApprovalChangeKind[],
  ): Promise<void> {
    for (const kind of kinds) await type.onChange(tx, ctx, { kind, instance });
  }

  private async lockInstance(tx: Transaction, instanceId: number): Promise<ApprovalInstanceRow> {
    const [instance] = await tx
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.instanceId, instanceId))
      .for('update');
    if (!instance) throw notFound('approvals.instanceNotFound');
    return instance;
  }

  /**
   * Locks the task's instance, then reads the task again under that lock: every change to a
   * request's tasks happens under its instance lock, so what is read here is what stays true.
   * Someone else's task answers as a missing one.
   */
  private async lockTask(tx: Transaction, taskId: number, acting: ActingAs): Promise<Locked> {
    const [located] = await tx
      .select({ instanceId: approvalTasks.instanceId })
      .from(approvalTasks)
      .where(eq(approvalTasks.taskId, taskId));
    if (!located) throw notFound('approvals.taskNotFound');
    const instance = await this.lockInstance(tx, located.instanceId);
    const [task] = await tx.select().from(approvalTasks).where(eq(approvalTasks.taskId, taskId));
    if (!task || task.assigneeId !== acting.assigneeId) throw notFound('approvals.taskNotFound');
    if (task.status !== 'pending') throw conflict('approvals.taskAlreadyHandled');
    if (instance.status !== 'running') throw conflict('approvals.notRunning');
    const definition = await this.definitions.getById(instance.definitionId, tx);
    return { task, instance, definition };
  }

  private assertApplicant(ctx: SignedInContext, instance: ApprovalInstanceRow): void {
    if (instance.applicantId !== ctx.actor.userId) throw forbidden('approvals.notApplicant');
  }

  private async approveLocked(
    tx: Transaction,
    ctx: SignedInContext,
    acting: ActingAs,
    { task, instance, definition }: Locked,
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
      await this.notifyType(tx, ctx, this.typeOf(after.businessType), after, [
        'stepCompleted',
        ...this.finishKinds(after),
      ]);
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
