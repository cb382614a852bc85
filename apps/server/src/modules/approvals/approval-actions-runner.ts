import type { Database, Transaction } from '../../platform/db/database.ts';
import { LocalTurns } from '../../platform/db/local-turns.ts';
import { retryWhileLocked } from '../../platform/db/lock-retry.ts';
import { instanceOfTask } from './approval-locks.ts';
import { type ApprovalNotifier, ApprovalOutbox } from './approval-outbox.ts';

/**
 * How every approval action runs: one transaction, tried again from the start while the request
 * is locked by another action of another process; within this process, actions on the same
 * request wait their turn first (the clicks of a burst queue here, holding no connection). What
 * the action queued for the people concerned is delivered once it has committed.
 */
export class ApprovalActionsRunner {
  /** Actions on one request, one at a time in this process. */
  private readonly turns = new LocalTurns<number>();

  constructor(
    private readonly db: Database,
    private readonly notifier: ApprovalNotifier,
  ) {}

  async run<T>(
    instanceId: number | null,
    work: (tx: Transaction, outbox: ApprovalOutbox) => Promise<T>,
  ): Promise<T> {
    let outbox = new ApprovalOutbox();
    const attempt = () =>
      retryWhileLocked(() => {
        outbox = new ApprovalOutbox();
        return this.db.transaction((tx) => work(tx, outbox));
      });
    const result = await (instanceId === null ? attempt() : this.turns.run(instanceId, attempt));
    await this.notifier.deliver(outbox);
    return result;
  }

  /** `run` on the request a task belongs to (an unknown task is refused inside, as before). */
  async runOnTask<T>(
    taskId: number,
    work: (tx: Transaction, outbox: ApprovalOutbox) => Promise<T>,
  ): Promise<T> {
    return this.run(await instanceOfTask(this.db, taskId), work);
  }
}
