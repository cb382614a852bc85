import type { ApprovalChangeKind } from '../../../modules/approvals/approval-business-types.ts';
import type { approvalEvents, approvalInstances, approvalTasks } from '../../schema.ts';
import type { Actor, AuditTrail } from './audit-trail.ts';
import type { IdCounter } from './ids.ts';

type InstanceRow = typeof approvalInstances.$inferInsert;
type TaskRow = typeof approvalTasks.$inferInsert;
type EventRow = typeof approvalEvents.$inferInsert;

export interface TrailStep {
  key: string;
  taskCode: number;
  /** The approvers the resolver names for this record; null when the step's condition fails. */
  approverIds: readonly number[] | null;
}

/** How a request ends up: after `approvals` raised steps are approved, the last thing that happened. */
export type TrailEnding = 'approved' | 'pending' | 'rejected' | 'sentBack' | 'withdrawn';

export interface TrailRequest {
  definitionId: number;
  businessType: string;
  recordId: string;
  title: string;
  applicant: Actor;
  applicantDeptId: number | null;
  facts: Record<string, string | number | boolean | null>;
  steps: readonly TrailStep[];
  submittedAt: Date;
  ending: TrailEnding;
  /** Raised steps approved before the ending (ignored when it ends approved). */
  approvals?: number;
  /** Or: the ending comes at the step of this key (the steps before it are approved). */
  stopAt?: string;
  /** The reason of a rejection or a send-back. */
  comment?: string;
  /** A request left pending: the approver handed the step to this colleague (the task centre's transfer). */
  transferTo?: number;
}

/** What the domain hears, in order, as the engine would tell it (`ApprovalBusinessTypes.notify`). */
export interface TrailChange {
  kind: ApprovalChangeKind;
  at: Date;
  actor: Actor;
  /** The instance's step after the action (its length once approved). */
  currentStep: number;
}

export interface Trail {
  instance: InstanceRow & { instanceId: number };
  tasks: TaskRow[];
  events: EventRow[];
  changes: TrailChange[];
}

export interface TrailContext {
  instanceIds: IdCounter;
  taskIds: IdCounter;
  audit: AuditTrail;
  people: ReadonlyMap<number, Actor>;
  /** When the next person acts, after the previous action. */
  later(after: Date): Date;
  /** Which of a step's approvers decides it. */
  choose(approverIds: readonly number[]): number;
}

/**
 * A request's way through its workflow as the approvals engine walks it (approval-engine.service.ts,
 * approval-progress.ts): a step whose only approver is the applicant is skipped, an `any` step
 * is decided by one approver and the others' tasks are cancelled, each raised step is a new
 * round, and every action is on the timeline and in the audit trail.
 */
export function walkApproval(ctx: TrailContext, request: TrailRequest): Trail {
  const instanceId = ctx.instanceIds.next();
  const applicantId = request.applicant.userId;
  const tasks: (TaskRow & { taskId: number })[] = [];
  const events: EventRow[] = [];
  const changes: TrailChange[] = [];
  const state = { status: 'running' as InstanceRow['status'], currentStep: 0, round: 0 };
  let finishedAt: Date | null = null;
  let at = request.submittedAt;
  let lastActor = request.applicant;

  const event = (action: EventRow['action'], actorId: number | null, extra: Partial<EventRow> = {}) =>
    events.push({ instanceId, action, actorId, createdAt: at, ...extra });
  const snapshot = () => ({ instanceId, ...state, title: request.title, businessType: request.businessType });
  const liveTasks = () => tasks.filter((task) => task.round === state.round && task.status === 'pending');
  const cancelRound = () => {
    for (const task of liveTasks()) Object.assign(task, { status: 'cancelled', actedAt: at });
  };

  /** approval-progress.ts `advance`: the first step from `from` with approvers, or the end. */
  const advance = (from: number) => {
    for (let index = from; index < request.steps.length; index++) {
      const step = request.steps[index]!;
      if (step.approverIds === null) {
        event('skip', null, { stepIndex: index, stepKey: step.key, comment: 'condition' });
        continue;
      }
      const unique = [...new Set(step.approverIds)].sort((a, b) => a - b);
      const others = unique.filter((id) => id !== applicantId);
      if (others.length === 0) {
        if (unique.length === 0) throw new Error(`${request.title}: step ${step.key} has no approver`);
        event('skip', null, { stepIndex: index, stepKey: step.key, comment: 'selfApproval' });
        continue;
      }
      state.round += 1;
      state.currentStep = index;
      state.status = 'running';
      for (const assigneeId of others)
        tasks.push({
          taskId: ctx.taskIds.next(),
          instanceId,
          stepIndex: index,
          stepKey: step.key,
          round: state.round,
          taskCode: step.taskCode,
          assigneeId,
          status: 'pending',
          createdAt: at,
        });
      return;
    }
    event('complete', null);
    state.status = 'approved';
    state.currentStep = request.steps.length;
    finishedAt = at;
  };
  const notify = (kind: ApprovalChangeKind, actor: Actor) => {
    changes.push({ kind, at, actor, currentStep: state.currentStep });
    if (state.status === 'approved' && kind !== 'approved')
      changes.push({ kind: 'approved', at, actor, currentStep: state.currentStep });
  };

  /** approval-engine.service.ts `transfer`: the task closes as transferred, the colleague gets the step. */
  const transfer = (live: typeof tasks, step: TrailStep, targetId: number) => {
    const task = live[0]!;
    const actor = ctx.people.get(task.assigneeId)!;
    at = ctx.later(at);
    const comment = '请协助审核该笔工时。';
    Object.assign(task, { status: 'transferred', actedBy: actor.userId, comment, actedAt: at });
    const handed = {
      ...task,
      taskId: ctx.taskIds.next(),
      assigneeId: targetId,
      status: 'pending' as const,
      createdAt: at,
    };
    delete (handed as Partial<typeof handed>).actedBy;
    delete (handed as Partial<typeof handed>).actedAt;
    handed.comment = '';
    tasks.push(handed);
    event('transfer', actor.userId, {
      targetUserId: targetId,
      stepIndex: task.stepIndex,
      stepKey: step.key,
      comment,
    });
    ctx.audit.add(at, actor, {
      action: 'transfer',
      entity: 'approvalTask',
      entityId: task.taskId,
      before: { taskId: task.taskId, status: 'pending' },
      after: { newTaskId: handed.taskId, assigneeId: targetId, onBehalfOfId: null },
    });
    lastActor = actor;
  };

  event('submit', applicantId);
  advance(0);
  notify('submitted', request.applicant);
  ctx.audit.add(at, request.applicant, {
    action: 'submit',
    entity: 'approvalInstance',
    entityId: instanceId,
    after: snapshot(),
  });

  const approvals = request.approvals ?? 0;
  for (let approved = 0; state.status === 'running'; approved++) {
    const live = liveTasks();
    const step = request.steps[state.currentStep]!;
    const stopHere =
      request.ending !== 'approved' &&
      (request.stopAt !== undefined ? step.key === request.stopAt : approved >= approvals);
    if (stopHere && request.ending === 'pending') {
      if (request.transferTo !== undefined) transfer(live, step, request.transferTo);
      break;
    }
    at = ctx.later(at);
    if (stopHere) {
      if (request.ending === 'withdrawn') {
        cancelRound();
        event('withdraw', applicantId);
        state.status = 'withdrawn';
        finishedAt = at;
        notify('withdrawn', request.applicant);
        ctx.audit.add(at, request.applicant, {
          action: 'withdraw',
          entity: 'approvalInstance',
          entityId: instanceId,
          after: snapshot(),
        });
        lastActor = request.applicant;
        break;
      }
    }
    const chosen = ctx.choose(live.map((row) => row.assigneeId));
    const task = live.find((row) => row.assigneeId === chosen)!;
    const actor = ctx.people.get(task.assigneeId)!;
    lastActor = actor;
    const decision = !stopHere ? 'approved' : request.ending === 'rejected' ? 'rejected' : 'sentBack';
    const comment = decision === 'approved' ? '' : (request.comment ?? '');
    Object.assign(task, { status: decision, actedBy: actor.userId, comment, actedAt: at });
    const before = { taskId: task.taskId, stepKey: task.stepKey, round: task.round, status: 'pending' };
    const onStep = { stepIndex: task.stepIndex, stepKey: step.key, comment };
    if (decision === 'approved') {
      event('approve', actor.userId, onStep);
      cancelRound();
      advance(state.currentStep + 1);
      notify('stepCompleted', actor);
    } else if (decision === 'rejected') {
      cancelRound();
      event('reject', actor.userId, onStep);
      state.status = 'rejected';
      finishedAt = at;
      notify('rejected', actor);
    } else {
      cancelRound();
      event('sendBack', actor.userId, onStep);
      state.status = 'sentBack';
      state.currentStep = 0;
      notify('sentBack', actor);
    }
    const action = decision === 'approved' ? 'approve' : decision === 'rejected' ? 'reject' : 'sendBack';
    ctx.audit.add(at, actor, {
      action,
      entity: 'approvalTask',
      entityId: task.taskId,
      before,
      after: { comment, onBehalfOfId: null, instance: snapshot() },
    });
    if (decision !== 'approved') break;
  }
  if (state.status === 'running' && request.ending !== 'pending')
    throw new Error(`${request.title}: ended ${state.status}, not ${request.ending}`);
  if (state.status === 'approved' && request.ending !== 'approved')
    throw new Error(`${request.title}: approved before it could end ${request.ending}`);

  return {
    instance: {
      instanceId,
      definitionId: request.definitionId,
      businessType: request.businessType,
      recordId: request.recordId,
      title: request.title,
      applicantId,
      applicantDeptId: request.applicantDeptId,
      status: state.status,
      currentStep: state.currentStep,
      round: state.round,
      facts: request.facts,
      finishedAt,
      createdAt: request.submittedAt,
      updatedAt: at,
      createdBy: applicantId,
      updatedBy: lastActor.userId,
    },
    tasks,
    events,
    changes,
  };
}
