import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { feeArrangementRates, feeArrangements, levelRates } from './arrangements.tables.ts';

export interface AgreedRate {
  rate: string;
  currency: string;
}

/**
 * The rates billing agreed that timekeeping asks when it values an entry (decision 0030 "Rates"):
 * the case's rate for a level under the arrangement version in force on the work date, and the
 * firm's rate card for the level on that date. Timekeeping never reads these tables.
 */
export class AgreedRates {
  constructor(private readonly db: Database) {}

  async caseLevelRate(
    projectId: number,
    level: string,
    day: string,
    tx: Executor = this.db,
  ): Promise<AgreedRate | null> {
    const [inForce] = await tx
      .select({ arrangementId: feeArrangements.arrangementId, currency: feeArrangements.currency })
      .from(feeArrangements)
      .where(and(eq(feeArrangements.projectId, projectId), lte(feeArrangements.effectiveFrom, day)))
      .orderBy(desc(feeArrangements.effectiveFrom), desc(feeArrangements.version))
      .limit(1);
    if (!inForce) return null;
    const [agreed] = await tx
      .select({ rate: feeArrangementRates.rate })
      .from(feeArrangementRates)
      .where(
        and(
          eq(feeArrangementRates.arrangementId, inForce.arrangementId),
          eq(feeArrangementRates.level, level),
        ),
      );
    return agreed ? { rate: agreed.rate, currency: inForce.currency } : null;
  }

  /** The rate card's rate for the level in the case's currency, in force on the day. */
  async rateCardRate(
    level: string,
    currency: string,
    day: string,
    tx: Executor = this.db,
  ): Promise<AgreedRate | null> {
    const [row] = await tx
      .select({ rate: levelRates.rate, currency: levelRates.currency })
      .from(levelRates)
      .where(
        and(
          eq(levelRates.level, level),
          eq(levelRates.currency, currency),
          lte(levelRates.effectiveFrom, day),
        ),
      )
      .orderBy(desc(levelRates.effectiveFrom))
      .limit(1);
    return row ?? null;
  }
}
