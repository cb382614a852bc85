import {
  type ApprovalStep,
  type DrawerWidth,
  drawerOfTaskCode,
  hasPermission,
  sortDirection,
  type TaskStatus,
  taskLinkOf,
  type UserTaskListQuery,
} from '@venus/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { ApprovalBusinessTypes, ApprovalInstanceRow } from './approval-business-types.ts';
import type { ApprovalDefinitionsService } from './approval-definitions.service.ts';
import { approvalEvents, approvalInstances, approvalTasks } from './approvals.tables.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import type { ActingAs } from './delegations.service.ts';

/** Reads the whole approval trail; the firm's administrators and auditors hold it. */
export const READ_ALL_APPROVALS = 'process:instance:list';

const DONE_STATUSES: TaskStatus[] = ['approved', 'rejected', 'sentBack', 'transferred'];

export interface UserTaskRow {
  taskId: number;
  instanceId: number;
  taskCode: number;
  businessType: string;
  recordId: string;
  title: string;
  stepKey: string;
  stepName: string;
  stepNameEn: string;
  applicantId: number;
  applicantName: string;
  status: TaskStatus;
  createdAt: Date;
  actedAt: Date | null;
  comment: string;
  /** Where opening it goes (spec §2 code map) and the drawer it opens in, if any. */
  path: string | null;
  query: Record<string, string>;
  drawerWidth: DrawerWidth | null;
}

export interface TimelineEntry {
  action: string;
  stepKey: string;
  stepName: string;
  stepNameEn: string;
  actorId: number | null;
  actorName: string;
  onBehalfOfId: number | null;
  onBehalfOfName: string;
  targetUserId: number | null;
  targetName: string;
  comment: string;
  createdAt: Date;
}

export interface InstanceDetail {
  instance: ApprovalInstanceRow & { applicantName: string };
  steps: { key: string; name: string; nameEn: string; taskCode: number }[];
  pending: { taskId: number; assigneeId: number; assigneeName: string; stepKey: string }[];
  timeline: TimelineEntry[];
}

/**
 * The task centre (issue 6 §4): my pending and done tasks, their count, and the detail and
 * timeline of a request, shown only to the people involved in it.
 */
export class TaskCentreService {
  constructor(
    private readonly db: Database,
    private readonly definitions: ApprovalDefinitionsService,
    private readonly businessTypes: ApprovalBusinessTypes,
    private readonly directory: ApproverDirectory,
  ) {}

  async findUserTasks(
    acting: ActingAs,
    query: UserTaskListQuery,
  ): Promise<{ rows: UserTaskRow[]; total: number }> {
    const conditions: SQL[] = [
      eq(approvalTasks.assigneeId, acting.assigneeId),
      query.state === 'pending'
        ? eq(approvalTasks.status, 'pending')
        : inArray(approvalTasks.status, DONE_STATUSES),
    ];
    if (query.taskCode !== undefined) conditions.push(eq(approvalTasks.taskCode, query.taskCode));
    if (query.businessType) conditions.push(eq(approvalInstances.businessType, query.businessType));
    if (query.keyword) {
      conditions.push(ilike(approvalInstances.title, containsPattern(query.keyword)));
    }
    const where = and(...conditions);
    const direction = sortDirection(query.isAsc ?? 'desc') === 'asc' ? asc : desc;
    const orderColumn = query.orderByColumn === 'taskCode' ? approvalTasks.taskCode : approvalTasks.createdAt;
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ task: approvalTasks, instance: approvalInstances })
        .from(approvalTasks)
        .innerJoin(approvalInstances, eq(approvalInstances.instanceId, approvalTasks.instanceId))
        .where(where)
        .orderBy(direction(orderColumn), desc(approvalTasks.taskId))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db
        .select({ total: count() })
        .from(approvalTasks)
        .innerJoin(approvalInstances, eq(approvalInstances.instanceId, approvalTasks.instanceId))
        .where(where),
    ]);
    const people = await this.directory.peopleByIds(rows.map((row) => row.instance.applicantId));
    const steps = await this.stepsOf(rows.map((row) => row.instance.definitionId));
    return {
      total: totalRow?.total ?? 0,
      rows: rows.map(({ task, instance }) => {
        const step = steps.get(instance.definitionId)?.[task.stepIndex];
        const link = taskLinkOf(task.taskCode, instance.title, instance.recordId);
        return {
          taskId: task.taskId,
          instanceId: instance.instanceId,
          taskCode: task.taskCode,
          businessType: instance.businessType,
          recordId: instance.recordId,
          title: instance.title,
          stepKey: task.stepKey,
          stepName: step?.name ?? task.stepKey,
          stepNameEn: step?.nameEn ?? '',
          applicantId: instance.applicantId,
          applicantName: people.get(instance.applicantId)?.nickName ?? '',
          status: task.status,
          createdAt: task.createdAt,
          actedAt: task.actedAt,
          comment: task.comment,
          path: link.path ?? null,
          query: link.query,
          drawerWidth: drawerOfTaskCode(task.taskCode)?.width ?? null,
        };
      }),
    };
  }

  /** A request's business type, applicant and status, for the domain that owns its record. */
  async findInstanceState(
    instanceId: number,
    tx: Executor = this.db,
  ): Promise<Pick<ApprovalInstanceRow, 'instanceId' | 'businessType' | 'applicantId' | 'status'> | null> {
    const [row] = await tx
      .select({
        instanceId: approvalInstances.instanceId,
        businessType: approvalInstances.businessType,
        applicantId: approvalInstances.applicantId,
        status: approvalInstances.status,
      })
      .from(approvalInstances)
      .where(eq(approvalInstances.instanceId, instanceId));
    return row ?? null;
  }

  /** The records of these business types on which the person must decide now (a pending task). */
  async findPendingRecordIds(
    userId: number,
    businessTypes: readonly string[],
    tx: Executor = this.db,
  ): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ recordId: approvalInstances.recordId })
      .from(approvalTasks)
      .innerJoin(approvalInstances, eq(approvalInstances.instanceId, approvalTasks.instanceId))
      .where(
        and(
          eq(approvalTasks.assigneeId, userId),
          eq(approvalTasks.status, 'pending'),
          inArray(approvalInstances.businessType, [...businessTypes]),
        ),
      );
    return rows.map((row) => row.recordId);
  }

  /**
   * The pending tasks of these requests, for a domain that lets the approver act from its own page
   * (worklog confirmations in bulk); the engine checks the holder again under its lock.
   */
  async findPendingTasks(
    instanceIds: readonly number[],
    tx: Executor = this.db,
  ): Promise<{ taskId: number; instanceId: number; assigneeId: number }[]> {
    if (instanceIds.length === 0) return [];
    return tx
      .select({
        taskId: approvalTasks.taskId,
        instanceId: approvalTasks.instanceId,
        assigneeId: approvalTasks.assigneeId,
      })
      .from(approvalTasks)
      .where(and(inArray(approvalTasks.instanceId, [...instanceIds]), eq(approvalTasks.status, 'pending')))
      .orderBy(asc(approvalTasks.taskId));
  }

  /**
   * Whether the person held a task of this request that is no longer pending: they (or, in a
   * step any one approver decides, a colleague) already handled it. A second click after the
   * first has committed then hears "already handled" (409), not "you have no task here".
   */
  async hadHandledTask(instanceId: number, userId: number, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ taskId: approvalTasks.taskId })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.instanceId, instanceId),
          eq(approvalTasks.assigneeId, userId),
          ne(approvalTasks.status, 'pending'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The comment of a request's newest timeline event (a send-back's reason), read inside the action's transaction. */
  async findLastComment(instanceId: number, tx: Executor = this.db): Promise<string> {
    const [event] = await tx
      .select({ comment: approvalEvents.comment })
      .from(approvalEvents)
      .where(eq(approvalEvents.instanceId, instanceId))
      .orderBy(desc(approvalEvents.eventId))
      .limit(1);
    return event?.comment ?? '';
  }

  async countPendingTasks(acting: ActingAs): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(approvalTasks)
      .where(and(eq(approvalTasks.assigneeId, acting.assigneeId), eq(approvalTasks.status, 'pending')));
    return row?.total ?? 0;
  }

  async getInstanceDetail(
    ctx: SignedInContext,
    instanceId: number,
    acting?: ActingAs,
  ): Promise<InstanceDetail> {
    const [instance] = await this.db
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.instanceId, instanceId));
    if (!instance || !(await this.mayView(ctx, instance, acting)))
      throw notFound('approvals.instanceNotFound');
    return this.detailOf(instance);
  }

  /** The newest request of a record, for the record's own page; null when it never went through one. */
  async findLatestOfRecord(
    ctx: SignedInContext,
    businessType: string,
    recordId: string,
    acting?: ActingAs,
  ): Promise<InstanceDetail | null> {
    const [instance] = await this.db
      .select()
      .from(approvalInstances)
      .where(and(eq(approvalInstances.businessType, businessType), eq(approvalInstances.recordId, recordId)))
      .orderBy(desc(approvalInstances.instanceId))
      .limit(1);
    if (!instance) return null;
    if (!(await this.mayView(ctx, instance, acting))) throw notFound('approvals.instanceNotFound');
    return this.detailOf(instance);
  }

  /**
   * The applicant, anyone who held or acted on one of its tasks, a delegate acting for one of
   * them, whoever the record's domain allows, and holders of the read-all permission.
   */
  private async mayView(
    ctx: SignedInContext,
    instance: ApprovalInstanceRow,
    acting?: ActingAs,
  ): Promise<boolean> {
    const me = ctx.actor.userId;
    const standsFor = acting?.assigneeId ?? me;
    if (instance.applicantId === me) return true;
    if (hasPermission(ctx.actor.permissions, READ_ALL_APPROVALS)) return true;
    const [involved] = await this.db
      .select({ taskId: approvalTasks.taskId })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.instanceId, instance.instanceId),
          or(
            eq(approvalTasks.assigneeId, me),
            eq(approvalTasks.actedBy, me),
            eq(approvalTasks.assigneeId, standsFor),
          ),
        ),
      )
      .limit(1);
    if (involved) return true;
    const type = this.businessTypes.find(instance.businessType);
    return (await type?.canView?.(ctx, instance.recordId)) ?? false;
  }

  private async detailOf(instance: ApprovalInstanceRow): Promise<InstanceDetail> {
    const definition = await this.definitions.getById(instance.definitionId);
    const [events, pending] = await Promise.all([
      this.db
        .select()
        .from(approvalEvents)
        .where(eq(approvalEvents.instanceId, instance.instanceId))
        .orderBy(asc(approvalEvents.eventId)),
      this.db
        .select()
        .from(approvalTasks)
        .where(and(eq(approvalTasks.instanceId, instance.instanceId), eq(approvalTasks.status, 'pending')))
        .orderBy(asc(approvalTasks.taskId)),
    ]);
    const ids = [
      instance.applicantId,
      ...pending.map((task) => task.assigneeId),
      ...events.flatMap((event) => [event.actorId, event.onBehalfOfId, event.targetUserId]),
    ].filter((id): id is number => typeof id === 'number');
    const people = await this.directory.peopleByIds(ids);
    const nameOf = (id: number | null) => (id === null ? '' : (people.get(id)?.nickName ?? ''));
    const stepByKey = new Map(definition.steps.map((step) => [step.key, step]));
    return {
      instance: { ...instance, applicantName: nameOf(instance.applicantId) },
      steps: definition.steps.map(({ key, name, nameEn, taskCode }) => ({ key, name, nameEn, taskCode })),
      pending: pending.map((task) => ({
        taskId: task.taskId,
        assigneeId: task.assigneeId,
        assigneeName: nameOf(task.assigneeId),
        stepKey: task.stepKey,
      })),
      timeline: events.map((event) => ({
        action: event.action,
        stepKey: event.stepKey,
        stepName: stepByKey.get(event.stepKey)?.name ?? '',
        stepNameEn: stepByKey.get(event.stepKey)?.nameEn ?? '',
        actorId: event.actorId,
        actorName: nameOf(event.actorId),
        onBehalfOfId: event.onBehalfOfId,
        onBehalfOfName: nameOf(event.onBehalfOfId),
        targetUserId: event.targetUserId,
        targetName: nameOf(event.targetUserId),
        comment: event.comment,
        createdAt: event.createdAt,
      })),
    };
  }

  private async stepsOf(definitionIds: number[]): Promise<Map<number, ApprovalStep[]>> {
    const definitions = await this.definitions.findByIds(definitionIds);
    return new Map(definitions.map((definition) => [definition.definitionId, definition.steps]));
  }
}
