import { isLockNotAvailable } from './pg-errors.ts';

/** How long a request keeps trying for a lock before it answers "someone else is on it" (409). */
const LOCK_BUDGET_MS = 3_000;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

/**
 * Runs `attempt` (a whole transaction that takes its row locks with NOWAIT) again while a lock
 * is held by someone else, pausing between tries with no connection held: a request waiting its
 * turn costs the pool nothing, unlike one queued on the lock inside PostgreSQL. Pauses double
 * from 10 ms to 200 ms, jittered so a burst does not retry in step. Past the budget, the lock's
 * own error goes up and is answered 409.
 */
export async function retryWhileLocked<T>(attempt: () => Promise<T>, budgetMs = LOCK_BUDGET_MS): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      const wait = pause * (0.5 + Math.random());
      if (!isLockNotAvailable(error) || Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
