import type { ApprovalInstanceRow } from './approval-business-types.ts';

export interface NewTaskNotice {
  taskId: number;
  assigneeId: number;
  instance: ApprovalInstanceRow;
  stepName: string;
  stepNameEn: string;
}

/**
 * What to tell people once an action commits: new tasks (a notice and a mail to each approver)
 * and whose pending count changed. Collected during the transaction, delivered after it, so a
 * rolled-back action tells no one anything.
 */
export class ApprovalOutbox {
  readonly newTasks: NewTaskNotice[] = [];
  readonly changedAssignees = new Set<number>();

  addNewTask(notice: NewTaskNotice): void {
    this.newTasks.push(notice);
    this.changedAssignees.add(notice.assigneeId);
  }

  addChanged(assigneeIds: Iterable<number>): void {
    for (const id of assigneeIds) this.changedAssignees.add(id);
  }
}

/** Delivers an outbox; failures to notify never undo an approval. */
export interface ApprovalNotifier {
  deliver(outbox: ApprovalOutbox): Promise<void>;
}
