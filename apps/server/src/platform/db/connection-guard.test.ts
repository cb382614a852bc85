import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { NestedCheckoutError, runAsOwner } from './connection-guard.ts';
import { createDatabase } from './database.ts';

/**
 * The pool cannot be starved: not by a transaction waiting for a second connection (the
 * "system busy" of ten simultaneous sign-ins on a pool of five), nor by one person's burst.
 * The test app's pool has five connections, so one owner's share is two.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The test app's pool refusing nested checkouts, as every test's will once the suite is clean. */
function refusingDatabase() {
  return createDatabase(t.db.$client.options.connectionString as string, {
    maxConnections: 2,
    nestedCheckout: 'refuse',
  });
}
afterAll(() => t.close());

describe('a transaction and the pool', () => {
  it('refuses a second connection asked inside a transaction, naming where the transaction began', async () => {
    const { db, pool } = refusingDatabase();
    const nested = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await db.execute(sql`select 2`);
    });
    // Drizzle wraps what the pool answered in its own error, as the cause.
    const refused = (await nested.catch((error: Error) => error)) as Error;
    expect(refused.cause).toBeInstanceOf(NestedCheckoutError);
    expect((refused.cause as Error).message).toMatch(/transaction begun[\s\S]*connection-guard\.test\.ts/);
    await pool.end();
  });

  it('serves the transaction’s own statements, and the pool again once it has ended', async () => {
    const inside = await t.db.transaction(async (tx) => (await tx.execute(sql`select 7 as seven`)).rows);
    expect(inside).toEqual([{ seven: 7 }]);
    expect((await t.db.execute(sql`select 8 as eight`)).rows).toEqual([{ eight: 8 }]);
  });
});

describe('one owner’s share of the pool', () => {
  /** How many statements carrying `marker` run at this moment, this one included. */
  const sleepAndCount = (marker: string) =>
    t.db.execute<{ running: number }>(sql`
      select pg_sleep(0.2), (
        select count(*)::int from pg_stat_activity
         where datname = current_database() and state = 'active' and query like ${`%${marker}%`}
      ) as running ${sql.raw(`/* ${marker} */`)}`);

  it('lets one person hold at most two of five connections, and serves someone else meanwhile', async () => {
    const marker = `burst-${Date.now()}`;
    let othersDoneAt = 0;
    let burstDoneAt = 0;
    const burst = runAsOwner('user:1', () =>
      Promise.all(Array.from({ length: 6 }, () => sleepAndCount(marker))),
    ).then((results) => {
      burstDoneAt = Date.now();
      return results;
    });
    await runAsOwner('user:2', () => t.db.execute(sql`select 1`));
    othersDoneAt = Date.now();
    const running = (await burst).map((result) => result.rows[0]!.running);
    expect(Math.max(...running)).toBeLessThanOrEqual(2);
    expect(othersDoneAt).toBeLessThan(burstDoneAt);
  });
});
