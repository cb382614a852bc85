import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { conflict, forbidden } from '../../platform/http/app-error.ts';
import type { TaskCentreService } from './task-centre.service.ts';

/**
 * The caller's pending task on a request, for a domain page's approve, send back or reject. With
 * none, a press after one that already decided (a double click, or fifty, decision 0043) hears 409
 * "already handled"; someone who never had a task hears the domain's `noTaskMessage` (403).
 */
export async function myPendingTask(
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'hadHandledTask'>,
  ctx: SignedInContext,
  instanceId: number,
  noTaskMessage: string,
): Promise<number> {
  const tasks = await taskCentre.findPendingTasks([instanceId]);
  const mine = tasks.find((task) => task.assigneeId === ctx.actor.userId);
  if (mine) return mine.taskId;
  if (await taskCentre.hadHandledTask(instanceId, ctx.actor.userId))
    throw conflict('approvals.taskAlreadyHandled');
  throw forbidden(noTaskMessage);
}
