import { addDays, addMonths } from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { IncomePeriod, SnapshotSpan } from '../income-ledger.ts';

/** Calendar months as 'YYYY-MM' (decision 0054), in plain arithmetic: no time zone is involved. */
export const monthOf = (iso: string) => iso.slice(0, 7);

export { addMonths };

export const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);
export const dayBefore = (iso: string) => addDays(iso, -1);
export const dayAfter = (iso: string) => addDays(iso, 1);

/** Every month from `from` to `to`, both included. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/**
 * The closed months a period may read from their stored rows: the whole months inside it (a
 * month cut by the period's ends is read from its movements), up to the last closed month.
 */
export function snapshotSpanOf(period: IncomePeriod, lastClosed: string | null): SnapshotSpan | null {
  if (!lastClosed) return null;
  const fromMonth = period.from.endsWith('-01') ? monthOf(period.from) : addMonths(monthOf(period.from), 1);
  const lastWhole =
    period.to === lastDayOf(monthOf(period.to)) ? monthOf(period.to) : addMonths(monthOf(period.to), -1);
  const toMonth = lastWhole < lastClosed ? lastWhole : lastClosed;
  return fromMonth <= toMonth ? { fromMonth, toMonth } : null;
}

/** The newest closed month, or null before the first close. */
export async function lastClosedMonth(db: Executor): Promise<string | null> {
  const result = await db.execute<{ month: string | null }>(
    sql`select max(month) as month from hk_month_close`,
  );
  return result.rows[0]?.month ?? null;
}
