import { and, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { staffLevels } from './people.tables.ts';

/** The level each of these people held on the day (none: no period covers it). */
export async function levelsOn(
  tx: Executor,
  userIds: readonly number[],
  day: string,
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: staffLevels.userId, level: staffLevels.level })
    .from(staffLevels)
    .where(
      and(
        inArray(staffLevels.userId, [...new Set(userIds)]),
        lte(staffLevels.effectiveFrom, day),
        or(isNull(staffLevels.effectiveTo), gte(staffLevels.effectiveTo, day)),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.level]));
}
