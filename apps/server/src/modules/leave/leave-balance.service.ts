import {
  annualBalance,
  type Balance,
  compensatoryBalance,
  compensatoryDaysFor,
  OPEN_ABSENCE_STATUSES,
} from '@venus/shared';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { leaveEntitlements, leaveRequests, overtimeRequests } from './leave.tables.ts';

export interface LeaveBalances {
  year: number;
  userId: number;
  annual: Balance;
  compensatory: Balance;
}

export interface BalancePolicy {
  defaultAnnualDays(): Promise<number>;
  carryOverCap(): Promise<number>;
}

const yearRange = (year: number) => [`${year}-01-01`, `${year}-12-31`] as const;

/**
 * Balances are computed from the requests themselves, never stored: an approval, a withdrawal or
 * an HR correction cannot leave a stored figure behind. A leave counts in the year it starts.
 */
export class LeaveBalanceService {
  constructor(
    private readonly db: Database,
    private readonly policy: BalancePolicy,
  ) {}

  async balancesOf(userId: number, year: number, tx: Executor = this.db): Promise<LeaveBalances> {
    const [entitled, previousEntitled, cap] = await Promise.all([
      this.entitlementOf(userId, year, tx),
      this.entitlementOf(userId, year - 1, tx),
      this.policy.carryOverCap(),
    ]);
    const thisYear = await this.daysTaken(userId, year, tx);
    const lastYear = await this.daysTaken(userId, year - 1, tx);
    const earned = await this.overtimeDaysEarned(userId, tx);
    const compensatoryAllTime = await this.daysTaken(userId, null, tx);
    return {
      year,
      userId,
      annual: annualBalance({
        entitled,
        previousEntitled,
        previousTaken: lastYear.annual.approved,
        carryOverCap: cap,
        taken: thisYear.annual.approved,
        pending: thisYear.annual.open,
      }),
      compensatory: compensatoryBalance(
        earned,
        compensatoryAllTime.compensatory.approved,
        compensatoryAllTime.compensatory.open,
      ),
    };
  }

  async entitlementOf(userId: number, year: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ annualDays: leaveEntitlements.annualDays })
      .from(leaveEntitlements)
      .where(and(eq(leaveEntitlements.userId, userId), eq(leaveEntitlements.year, year)));
    return row ? Number(row.annualDays) : this.policy.defaultAnnualDays();
  }

  /** Days of annual and compensatory leave, approved and still open, in a year (or ever). */
  private async daysTaken(userId: number, year: number | null, tx: Executor) {
    const rows = await tx
      .select({
        leaveType: leaveRequests.leaveType,
        status: leaveRequests.status,
        days: sql<string>`sum(${leaveRequests.days})`,
      })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.applicantId, userId),
          inArray(leaveRequests.leaveType, ['annual', 'compensatory']),
          inArray(leaveRequests.status, ['approved', ...OPEN_ABSENCE_STATUSES]),
          year === null ? undefined : between(leaveRequests.start, ...yearRange(year)),
        ),
      )
      .groupBy(leaveRequests.leaveType, leaveRequests.status);
    const sum = (type: string, open: boolean) =>
      rows
        .filter((row) => row.leaveType === type && (row.status === 'approved') !== open)
        .reduce((total, row) => total + Number(row.days), 0);
    return {
      annual: { approved: sum('annual', false), open: sum('annual', true) },
      compensatory: { approved: sum('compensatory', false), open: sum('compensatory', true) },
    };
  }

  private async overtimeDaysEarned(userId: number, tx: Executor): Promise<number> {
    const [row] = await tx
      .select({ hours: sql<string | null>`sum(${overtimeRequests.hours})` })
      .from(overtimeRequests)
      .where(and(eq(overtimeRequests.applicantId, userId), eq(overtimeRequests.status, 'approved')));
    return compensatoryDaysFor(Number(row?.hours ?? 0));
  }
}
