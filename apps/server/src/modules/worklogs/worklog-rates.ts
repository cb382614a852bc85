import { chooseRate, FEE_TYPE, type RateChoice } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { WorklogCase, WorklogCaseMember } from './worklogs.collaborators.ts';
import { timekeeperRates } from './worklogs.tables.ts';

/** A rate billing agreed, in its currency. */
type Agreed = { rate: string; currency: string } | null;

/** What billing answers about agreed rates (billing/arrangements/agreed-rates.ts), wired in services.ts. */
export interface AgreedRateLookup {
  caseLevelRate(projectId: number, level: string, day: string, tx?: Executor): Promise<Agreed>;
  rateCardRate(level: string, currency: string, day: string, tx?: Executor): Promise<Agreed>;
}

/** The level a person held on a day (the staff level history, decision 0059); null: none recorded. */
export type LevelOnDay = (userId: number, day: string, tx?: Executor) => Promise<string | null>;

/**
 * The rate on an entry (decisions 0026, 0030 "Rates"): the rate agreed for this member of the
 * team; else the case's agreed rate for the timekeeper's level under the arrangement in force on
 * the work date; else the firm's rate card for the level on that date; else the timekeeper's
 * standard rate. The level is the one held on the work date (decision 0059).
 */
export class WorklogRates {
  constructor(
    private readonly db: Database,
    private readonly agreed: AgreedRateLookup | null = null,
    private readonly levelOn?: LevelOnDay,
  ) {}

  async rateFor(
    kase: Pick<WorklogCase, 'projectId' | 'feeType' | 'currency'>,
    member: Pick<WorklogCaseMember, 'userId' | 'hourlyRate'>,
    workDate: string,
    tx: Executor = this.db,
  ): Promise<RateChoice> {
    const [standard] = await tx
      .select({
        rate: timekeeperRates.rate,
        currency: timekeeperRates.currency,
        level: timekeeperRates.level,
      })
      .from(timekeeperRates)
      .where(eq(timekeeperRates.userId, member.userId));
    // The level held on the work date, where HR keeps a history; else the timekeeper's standing one.
    const level = (this.levelOn ? await this.levelOn(member.userId, workDate, tx) : null) ?? standard?.level;
    // The member's own rate is agreed for hourly work only (decision 0026).
    const memberRate = kase.feeType === FEE_TYPE.hourly ? member.hourlyRate : null;
    const agreed = this.agreed;
    const caseLevelRate =
      memberRate === null && level && agreed
        ? await agreed.caseLevelRate(kase.projectId, level, workDate, tx)
        : null;
    const rateCardRate =
      memberRate === null && !caseLevelRate && level && agreed
        ? await agreed.rateCardRate(level, kase.currency, workDate, tx)
        : null;
    return chooseRate({
      caseMemberRate: memberRate,
      caseCurrency: kase.currency,
      caseLevelRate,
      rateCardRate,
      standardRate: standard ? { rate: standard.rate, currency: standard.currency } : null,
    });
  }
}
