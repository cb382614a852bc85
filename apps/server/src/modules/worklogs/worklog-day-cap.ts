import { DAY_CAP_HOURS, hoursToTenths, tenthsToHours } from '@venus/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { worklogs } from './worklogs.tables.ts';

/**
 * Serialises every write of one person's time until the transaction ends, so two writes at once
 * cannot both pass the day cap. Take it before reading the day's total.
 */
export async function lockTimekeeper(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hk_worklog.day'), ${userId})`);
}

/**
 * No one records more than 24 hours on one date: every entry of the date counts whatever its
 * status, except written-off time (the firm gave it up). `excludeWorklogId` is the entry being
 * changed, whose old hours are replaced. Call after `lockTimekeeper` in the same transaction.
 */
export async function assertDayCap(
  tx: Executor,
  input: { userId: number; workDate: string; hours: string; excludeWorklogId?: number },
): Promise<void> {
  const [row] = await tx
    .select({ tenths: sql<number>`coalesce(sum(${worklogs.hours} * 10), 0)::int` })
    .from(worklogs)
    .where(
      and(
        eq(worklogs.userId, input.userId),
        eq(worklogs.workDate, input.workDate),
        ne(worklogs.status, 'writtenOff'),
        input.excludeWorklogId === undefined ? undefined : ne(worklogs.worklogId, input.excludeWorklogId),
      ),
    );
  const total = (row?.tenths ?? 0) + (hoursToTenths(input.hours) ?? 0);
  if (total > DAY_CAP_HOURS * 10)
    throw badRequest(
      'worklog.dayCapExceeded',
      { date: input.workDate, total: tenthsToHours(total) },
      'hours',
    );
}
