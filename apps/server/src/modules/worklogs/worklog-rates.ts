import { chooseRate, FEE_TYPE, type RateChoice } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { WorklogCase, WorklogCaseMember } from './worklogs.collaborators.ts';
import { timekeeperRates } from './worklogs.tables.ts';

/**
 * The rate on an entry (decision 0026): on an hourly case, the rate agreed for this member of the
 * team; otherwise, or when none was agreed, the timekeeper's standard rate for their level.
 */
export class WorklogRates {
  constructor(private readonly db: Database) {}

  async rateFor(
    kase: Pick<WorklogCase, 'feeType' | 'currency'>,
    member: Pick<WorklogCaseMember, 'userId' | 'hourlyRate'>,
    tx: Executor = this.db,
  ): Promise<RateChoice> {
    const [standard] = await tx
      .select({ rate: timekeeperRates.rate, currency: timekeeperRates.currency })
      .from(timekeeperRates)
      .where(eq(timekeeperRates.userId, member.userId));
    return chooseRate({
      caseMemberRate: kase.feeType === FEE_TYPE.hourly ? member.hourlyRate : null,
      caseCurrency: kase.currency,
      standardRate: standard ?? null,
    });
  }
}
