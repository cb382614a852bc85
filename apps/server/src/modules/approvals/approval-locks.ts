import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { ApprovalInstanceRow } from './approval-business-types.ts';
import type { ApprovalDefinitionRow, ApprovalDefinitionsService } from './approval-definitions.service.ts';
import { approvalInstances, approvalTasks } from './approvals.tables.ts';
import type { ActingAs } from './delegations.service.ts';

type TaskRow = typeof approvalTasks.$inferSelect;

/** A pending task of the acting person, with its instance locked and the definition it runs on. */
export interface LockedTask {
  task: TaskRow;
  instance: ApprovalInstanceRow;
  definition: ApprovalDefinitionRow;
}

/**
 * Every change to a request happens under its instance row lock. Taken with NOWAIT: a second
 * action on the same request does not sit on a pool connection inside PostgreSQL's lock queue;
 * it fails at once and the engine tries it again after a pause, with no connection held
 * (retryWhileLocked), so fifty clicks on one approval cannot take the pool from everyone else.
 */
export async function lockInstance(tx: Transaction, instanceId: number): Promise<ApprovalInstanceRow> {
  const [instance] = await tx
    .select()
    .from(approvalInstances)
    .where(eq(approvalInstances.instanceId, instanceId))
    .for('update', { noWait: true });
  if (!instance) throw notFound('approvals.instanceNotFound');
  return instance;
}

/** The request a task belongs to, read without a lock (null for an unknown task). */
export async function instanceOfTask(db: Executor, taskId: number): Promise<number | null> {
  const [located] = await db
    .select({ instanceId: approvalTasks.instanceId })
    .from(approvalTasks)
    .where(eq(approvalTasks.taskId, taskId));
  return located?.instanceId ?? null;
}

/**
 * Locks the task's instance, then reads the task again under that lock: every change to a
 * request's tasks happens under its instance lock, so what is read here is what stays true.
 * Someone else's task answers as a missing one.
 */
export async function lockTask(
  tx: Transaction,
  definitions: ApprovalDefinitionsService,
  taskId: number,
  acting: ActingAs,
): Promise<LockedTask> {
  const instanceId = await instanceOfTask(tx, taskId);
  if (instanceId === null) throw notFound('approvals.taskNotFound');
  const instance = await lockInstance(tx, instanceId);
  const [task] = await tx.select().from(approvalTasks).where(eq(approvalTasks.taskId, taskId));
  if (!task || task.assigneeId !== acting.assigneeId) throw notFound('approvals.taskNotFound');
  if (task.status !== 'pending') throw conflict('approvals.taskAlreadyHandled');
  if (instance.status !== 'running') throw conflict('approvals.notRunning');
  const definition = await definitions.getById(instance.definitionId, tx);
  return { task, instance, definition };
}
