import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database.ts';
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

/** Every change to a request happens under its instance row lock: concurrent actions queue here. */
export async function lockInstance(tx: Transaction, instanceId: number): Promise<ApprovalInstanceRow> {
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
export async function lockTask(
  tx: Transaction,
  definitions: ApprovalDefinitionsService,
  taskId: number,
  acting: ActingAs,
): Promise<LockedTask> {
  const [located] = await tx
    .select({ instanceId: approvalTasks.instanceId })
    .from(approvalTasks)
    .where(eq(approvalTasks.taskId, taskId));
  if (!located) throw notFound('approvals.taskNotFound');
  const instance = await lockInstance(tx, located.instanceId);
  const [task] = await tx.select().from(approvalTasks).where(eq(approvalTasks.taskId, taskId));
  if (!task || task.assigneeId !== acting.assigneeId) throw notFound('approvals.taskNotFound');
  if (task.status !== 'pending') throw conflict('approvals.taskAlreadyHandled');
  if (instance.status !== 'running') throw conflict('approvals.notRunning');
  const definition = await definitions.getById(instance.definitionId, tx);
  return { task, instance, definition };
}
