import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/app-error.ts';
import type { WorklogPeople } from './worklogs.collaborators.ts';
import { timekeeperRates, worklogs } from './worklogs.tables.ts';

/** A confirmed, billable entry as a bill line needs it (decision 0030: time lines). */
export interface BillableTime {
  worklogId: number;
  projectId: number;
  userId: number;
  timekeeperName: string;
  timekeeperNameEn: string;
  workDate: string;
  hours: string;
  rate: string;
  currency: string;
  amount: string;
  taskCode: string;
  activityCode: string;
  narrative: string;
  billId: number | null;
}

type Row = typeof worklogs.$inferSelect;
type Audited = Pick<Row, 'worklogId' | 'status' | 'billId'>;

/**
 * What billing asks of timekeeping (decision 0030). Billing never reads the time tables: it
 * reserves entries for a draft (the entry's `billId`, the lock the review rules honour), marks
 * them billed when the bill is issued, and gives them back on a deleted draft or a whole credit.
 * Every call runs in the caller's transaction and audits the entries it changes. The caller
 * checks the case's wall and the bill's rules; these check only the entries' own state.
 */
export class WorklogBilling {
  constructor(
    private readonly db: Database,
    private readonly people: Pick<WorklogPeople, 'byIds'>,
  ) {}

  /** The case's confirmed, billable time no bill holds, in the period (both ends optional). */
  /** Each timekeeper's level (dictionary `hk_timekeeper_level`), as a bill prints it. */
  async levelsOf(userIds: readonly number[], tx: Executor = this.db): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await tx
      .select({ userId: timekeeperRates.userId, level: timekeeperRates.level })
      .from(timekeeperRates)
      .where(inArray(timekeeperRates.userId, [...userIds]));
    return new Map(rows.map((row) => [row.userId, row.level]));
  }

  async unbilledTime(
    projectId: number,
    period: { from?: string | undefined; to?: string | undefined },
    tx: Executor = this.db,
  ): Promise<BillableTime[]> {
    const where: SQL[] = [
      eq(worklogs.projectId, projectId),
      eq(worklogs.status, 'confirmed'),
      eq(worklogs.billable, true),
      isNull(worklogs.billId),
    ];
    if (period.from) where.push(gte(worklogs.workDate, period.from));
    if (period.to) where.push(lte(worklogs.workDate, period.to));
    const rows = await tx
      .select()
      .from(worklogs)
      .where(and(...where))
      .orderBy(asc(worklogs.workDate), asc(worklogs.worklogId));
    return this.withNames(rows, tx);
  }

  /** Entries a bill holds (reserved or billed), in date order. */
  async timeOfBill(billId: number, tx: Executor = this.db): Promise<BillableTime[]> {
    const rows = await tx
      .select()
      .from(worklogs)
      .where(eq(worklogs.billId, billId))
      .orderBy(asc(worklogs.workDate), asc(worklogs.worklogId));
    return this.withNames(rows, tx);
  }

  /**
   * Takes the entries for a draft bill, all or none: each must be on the case, confirmed,
   * billable and held by no bill, under a row lock so two drafts cannot take the same entry.
   */
  async reserve(
    tx: Executor,
    ctx: RequestContext,
    input: { billId: number; projectId: number; worklogIds: readonly number[] },
  ): Promise<BillableTime[]> {
    const ids = [...new Set(input.worklogIds)];
    if (ids.length === 0) return [];
    const rows = await this.lock(tx, ids);
    const free = rows.filter(
      (row) =>
        row.projectId === input.projectId &&
        row.status === 'confirmed' &&
        row.billable &&
        row.billId === null,
    );
    if (free.length !== ids.length) {
      const taken = ids.filter((id) => !free.some((row) => row.worklogId === id));
      throw conflict('bill.timeNotAvailable', { ids: taken.join(', ') }, 'worklogIds');
    }
    const after = await this.change(tx, ctx, rows, { billId: input.billId }, 'reserveForBill');
    return this.withNames(after, tx);
  }

  /** Gives reserved entries back (a line removed from a draft, a draft deleted). */
  async unreserve(
    tx: Executor,
    ctx: RequestContext,
    billId: number,
    worklogIds?: readonly number[],
  ): Promise<void> {
    const rows = await this.lockOfBill(tx, billId, worklogIds);
    await this.change(
      tx,
      ctx,
      rows.filter((row) => row.status === 'confirmed'),
      { billId: null },
      'unreserveFromBill',
    );
  }

  /** The bill was issued: its reserved entries are billed (locked for good). */
  async markBilled(tx: Executor, ctx: RequestContext, billId: number): Promise<void> {
    const rows = await this.lockOfBill(tx, billId);
    await this.change(
      tx,
      ctx,
      rows.filter((row) => row.status === 'confirmed'),
      { status: 'billed' },
      'bill',
    );
  }

  /** A whole credit note cancelled the bill: its time is confirmed and free to bill again. */
  async release(tx: Executor, ctx: RequestContext, billId: number): Promise<void> {
    const rows = await this.lockOfBill(tx, billId);
    await this.change(
      tx,
      ctx,
      rows.filter((row) => row.status === 'billed' || row.status === 'confirmed'),
      { status: 'confirmed', billId: null },
      'releaseFromBill',
    );
  }

  private lock(tx: Executor, ids: readonly number[]): Promise<Row[]> {
    return tx
      .select()
      .from(worklogs)
      .where(inArray(worklogs.worklogId, ids))
      .orderBy(asc(worklogs.worklogId))
      .for('update');
  }

  private lockOfBill(tx: Executor, billId: number, ids?: readonly number[]): Promise<Row[]> {
    const where = [eq(worklogs.billId, billId)];
    if (ids) {
      if (ids.length === 0) return Promise.resolve([]);
      where.push(inArray(worklogs.worklogId, [...ids]));
    }
    return tx
      .select()
      .from(worklogs)
      .where(and(...where))
      .orderBy(asc(worklogs.worklogId))
      .for('update');
  }

  private async change(
    tx: Executor,
    ctx: RequestContext,
    rows: readonly Row[],
    set: Partial<Pick<Row, 'status' | 'billId'>>,
    action: string,
  ): Promise<Row[]> {
    if (rows.length === 0) return [];
    const after = await tx
      .update(worklogs)
      .set({ ...set, updatedAt: new Date(), updatedBy: ctx.actor?.userId ?? null })
      .where(
        inArray(
          worklogs.worklogId,
          rows.map((row) => row.worklogId),
        ),
      )
      .returning();
    const afterOf = new Map(after.map((row) => [row.worklogId, row]));
    const brief = (row: Audited | undefined) =>
      row ? { status: row.status, billId: row.billId } : undefined;
    await recordAudit(
      tx,
      ctx,
      rows.map((row) => ({
        action,
        entity: 'worklog',
        entityId: row.worklogId,
        before: brief(row),
        after: brief(afterOf.get(row.worklogId)),
      })),
    );
    return after.sort((a, b) => a.worklogId - b.worklogId);
  }

  private async withNames(rows: readonly Row[], tx: Executor): Promise<BillableTime[]> {
    const names = await this.people.byIds([...new Set(rows.map((row) => row.userId))], tx);
    return rows.map((row) => ({
      worklogId: row.worklogId,
      projectId: row.projectId,
      userId: row.userId,
      timekeeperName: names.get(row.userId)?.nickName ?? '',
      timekeeperNameEn: names.get(row.userId)?.nameEn ?? '',
      workDate: row.workDate,
      hours: row.hours,
      rate: row.rate,
      currency: row.currency,
      amount: row.amount,
      taskCode: row.taskCode,
      activityCode: row.activityCode,
      narrative: row.narrative,
      billId: row.billId,
    }));
  }
}
