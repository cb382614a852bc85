import {
  addDays,
  CASE_STATUS,
  type CaseTimeRefusal,
  entryAmount,
  hoursToTenths,
  isWorkingDay,
  type MyWorklogQuery,
  type RateChoice,
  TIMEKEEPER_EDITABLE,
  tenthsToHours,
  type WorklogEntryInput,
  type WorklogUpdateInput,
  type WorklogView,
  type WorklogViewQuery,
  type WorklogWeek,
  type WorklogWeekQuery,
} from '@venus/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor, Transaction } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { WorklogAccess } from './worklog-access.ts';
import { assertDayCap, lockTimekeeper } from './worklog-day-cap.ts';
import type { WorklogRates } from './worklog-rates.ts';
import type { WorklogRecords, WorklogRow } from './worklog-record.ts';
import type { WorklogScoreService } from './worklog-score.service.ts';
import type {
  CalendarBetween,
  WorklogCase,
  WorklogCaseMember,
  WorklogCases,
  WorklogPeople,
} from './worklogs.collaborators.ts';
import { worklogs } from './worklogs.tables.ts';

export interface WorklogsServiceDeps {
  cases: WorklogCases;
  people: WorklogPeople;
  access: WorklogAccess;
  records: WorklogRecords;
  rates: WorklogRates;
  scores: WorklogScoreService;
  calendarBetween: CalendarBetween;
  /** The server's calendar day, for future dates and missing days. */
  today: () => string;
}

/** Filters every list accepts; `userId` and `deptId` only where the schema carries them. */
type ListQuery = MyWorklogQuery & Partial<Pick<WorklogViewQuery, 'userId' | 'deptId'>>;

const SORTABLE = { workDate: worklogs.workDate, hours: worklogs.hours, createdAt: worklogs.createdAt };

/** The Monday of the ISO week a date falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Time entries (spec /worklog/writeWorklog, myWorklog, relateWorklog, view; decision 0026):
 * writing, changing and deleting drafts, one entry, the lists and the week. Only open cases the
 * timekeeper is on take time; a day holds at most 24 hours; every change is audited.
 */
export class WorklogsService {
  constructor(
    private readonly db: Database,
    private readonly deps: WorklogsServiceDeps,
  ) {}

  /**
   * Writes a draft entry for the caller. Pass `tx` to write inside a larger change (the timer's
   * stop turns a timer into a draft this way).
   */
  async createEntry(ctx: SignedInContext, input: WorklogEntryInput, tx?: Transaction): Promise<WorklogView> {
    const write = async (t: Transaction) =>
      this.deps.records.toView(ctx, await this.insertEntry(ctx, ctx.actor.userId, input, t), t);
    return tx ? write(tx) : this.db.transaction(write);
  }

  /**
   * Every rule of a new entry for `userId`, in the caller's transaction, audited; answers the
   * row. The caller decides whether `ctx` may write for that person (the import of others' time).
   */
  async insertEntry(
    ctx: SignedInContext,
    userId: number,
    input: WorklogEntryInput,
    tx: Transaction,
  ): Promise<WorklogRow> {
    this.assertNotFuture(input.workDate);
    const { kase, member } = await this.billableCase(userId, input.projectId, tx);
    await lockTimekeeper(tx, userId);
    await assertDayCap(tx, { userId, workDate: input.workDate, hours: input.hours });
    const [row] = await tx
      .insert(worklogs)
      .values({
        userId,
        ...(await this.entryColumns(kase, member, input, tx)),
        status: 'draft',
        createdBy: ctx.actor.userId,
        updatedBy: ctx.actor.userId,
      })
      .returning();
    await recordAudit(tx, ctx, { action: 'insert', entity: 'worklog', entityId: row!.worklogId, after: row });
    return row!;
  }

  /** The timekeeper changes a draft of their own; the rate and score are taken afresh. */
  async updateEntry(ctx: SignedInContext, { worklogId, entry }: WorklogUpdateInput): Promise<WorklogView> {
    return this.db.transaction(async (tx) => {
      const [before] = await this.lockRows([worklogId], tx);
      if (!before) throw notFound('worklog.notFound');
      await this.assertOwnDraft(ctx, before, tx);
      this.assertNotFuture(entry.workDate);
      const { kase, member } = await this.billableCase(before.userId, entry.projectId, tx);
      await lockTimekeeper(tx, before.userId);
      await assertDayCap(tx, {
        userId: before.userId,
        workDate: entry.workDate,
        hours: entry.hours,
        excludeWorklogId: worklogId,
      });
      const [after] = await tx
        .update(worklogs)
        .set({
          ...(await this.entryColumns(kase, member, entry, tx)),
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(worklogs.worklogId, worklogId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'worklog', entityId: worklogId, before, after });
      return this.deps.records.toView(ctx, after!, tx);
    });
  }

  /** Deletes drafts of the caller's own, all or none. */
  async deleteEntries(ctx: SignedInContext, worklogIds: readonly number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await this.lockRows(worklogIds, tx);
      if (rows.length !== new Set(worklogIds).size) throw notFound('worklog.notFound');
      for (const row of rows) await this.assertOwnDraft(ctx, row, tx);
      await tx.delete(worklogs).where(
        inArray(
          worklogs.worklogId,
          rows.map((row) => row.worklogId),
        ),
      );
      await recordAudit(
        tx,
        ctx,
        rows.map((row) => ({ action: 'delete', entity: 'worklog', entityId: row.worklogId, before: row })),
      );
    });
  }

  /** One entry, to whoever may read it (worklog-access.ts); 404 to anyone else, as if missing. */
  async getEntry(ctx: SignedInContext, worklogId: number): Promise<WorklogView> {
    const [row] = await this.db.select().from(worklogs).where(eq(worklogs.worklogId, worklogId));
    if (!row || !(await this.deps.access.canRead(ctx, row, await this.deps.cases.teamsOf([row.projectId]))))
      throw notFound('worklog.notFound');
    return this.deps.records.toView(ctx, row);
  }

  /**
   * The rows of these entries locked for a change, in id order (so two batches never deadlock).
   * Missing ids are absent; callers check access and status. Take row locks before
   * `lockTimekeeper`.
   */
  async lockRows(worklogIds: readonly number[], tx: Executor): Promise<WorklogRow[]> {
    if (worklogIds.length === 0) return [];
    return tx
      .select()
      .from(worklogs)
      .where(inArray(worklogs.worklogId, [...new Set(worklogIds)]))
      .orderBy(asc(worklogs.worklogId))
      .for('update');
  }

  /** The rate the caller's next entry on this case would carry. */
  async rateFor(ctx: SignedInContext, projectId: number): Promise<RateChoice> {
    const { kase, member } = await this.billableCase(ctx.actor.userId, projectId, this.db);
    return this.deps.rates.rateFor(kase, member, this.deps.today());
  }

  async findMine(ctx: SignedInContext, query: MyWorklogQuery) {
    return this.findPage(ctx, query, eq(worklogs.userId, ctx.actor.userId));
  }

  /** Others' time on cases I am the responsible partner or a lead lawyer of. */
  async findRelated(ctx: SignedInContext, query: ListQuery) {
    const scope = await this.deps.access.relatedScope(ctx);
    return scope ? this.findPage(ctx, query, scope) : { rows: [], total: 0 };
  }

  /** Every entry of the firm (worklog:view:list), still behind the walls. */
  async findAll(ctx: SignedInContext, query: ListQuery) {
    return this.findPage(ctx, query, await this.deps.access.firmScope(ctx));
  }

  /**
   * A week of one person's time, Monday to Sunday: hours per day and case, and the past working
   * days (on the firm's holiday calendar) left empty. Another person's week needs worklog:view:list.
   */
  async week(ctx: SignedInContext, query: WorklogWeekQuery): Promise<WorklogWeek> {
    const userId = query.userId ?? ctx.actor.userId;
    const someoneElse = userId !== ctx.actor.userId;
    if (someoneElse && !this.deps.access.seesAll(ctx)) throw forbidden();
    const monday = mondayOf(query.date);
    const sunday = addDays(monday, 6);
    const [rows, calendar] = await Promise.all([
      this.db
        .select()
        .from(worklogs)
        .where(
          and(
            eq(worklogs.userId, userId),
            gte(worklogs.workDate, monday),
            lte(worklogs.workDate, sunday),
            someoneElse ? await this.deps.access.firmScope(ctx) : undefined,
          ),
        )
        .orderBy(asc(worklogs.workDate), asc(worklogs.worklogId)),
      this.deps.calendarBetween(monday, sunday),
    ]);
    const entries = await this.deps.records.toViews(ctx, rows);
    const counted = entries.filter((entry) => entry.status !== 'writtenOff');
    const tenthsOf = (list: readonly WorklogView[]) =>
      list.reduce((sum, entry) => sum + (hoursToTenths(entry.hours) ?? 0), 0);
    const today = this.deps.today();
    const days = Array.from({ length: 7 }, (_, offset) => {
      const date = addDays(monday, offset);
      const ofDay = counted.filter((entry) => entry.workDate === date);
      const workingDay = isWorkingDay(date, calendar);
      const tenths = tenthsOf(ofDay);
      return {
        date,
        workingDay,
        hours: tenthsToHours(tenths),
        billableHours: tenthsToHours(tenthsOf(ofDay.filter((entry) => entry.billable))),
        missing: workingDay && date < today && tenths === 0,
      };
    });
    const byCase = new Map<number, WorklogView[]>();
    for (const entry of counted) byCase.set(entry.projectId, [...(byCase.get(entry.projectId) ?? []), entry]);
    return {
      userId,
      monday,
      days,
      entries,
      byCase: [...byCase.values()].map((list) => ({
        projectId: list[0]!.projectId,
        projectName: list[0]!.projectName,
        hours: tenthsToHours(tenthsOf(list)),
      })),
      totalHours: tenthsToHours(tenthsOf(counted)),
    };
  }

  private async findPage(
    ctx: SignedInContext,
    query: ListQuery,
    scope: SQL,
  ): Promise<{ rows: WorklogView[]; total: number }> {
    const conditions: (SQL | undefined)[] = [scope];
    if (query.dateFrom) conditions.push(gte(worklogs.workDate, query.dateFrom));
    if (query.dateTo) conditions.push(lte(worklogs.workDate, query.dateTo));
    if (query.projectId !== undefined) conditions.push(eq(worklogs.projectId, query.projectId));
    if (query.status) conditions.push(eq(worklogs.status, query.status));
    if (query.userId !== undefined) conditions.push(eq(worklogs.userId, query.userId));
    if (query.deptId !== undefined) {
      const members = await this.deps.people.idsInUnit(query.deptId);
      if (members.length === 0) return { rows: [], total: 0 };
      conditions.push(inArray(worklogs.userId, members));
    }
    if (query.keyword) {
      // The narrative, or the case's number or name.
      const cases = await this.deps.cases.caseIdsMatching(query.keyword);
      conditions.push(
        or(
          ilike(worklogs.narrative, containsPattern(query.keyword)),
          cases.length > 0 ? inArray(worklogs.projectId, cases) : undefined,
        ),
      );
    }
    const where = and(...conditions);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(worklogs)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, desc(worklogs.workDate)), desc(worklogs.worklogId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(worklogs).where(where),
    ]);
    return { rows: await this.deps.records.toViews(ctx, rows), total: totals?.total ?? 0 };
  }

  private assertNotFuture(workDate: string): void {
    if (workDate > this.deps.today()) throw badRequest('worklog.futureDate', {}, 'workDate');
  }

  /**
   * The case if this person may record time on it: open, and they are on its team. Anything else
   * — missing, closed, not on the team, or walled and outside it — answers the same refusal, so
   * nothing of a walled case is revealed. The timer and the import check a case with it too.
   */
  async billableCase(
    userId: number,
    projectId: number,
    tx: Executor,
  ): Promise<{ kase: WorklogCase; member: WorklogCaseMember }> {
    const { kase, member, refusal } = await this.caseForTime(userId, projectId, tx);
    if (refusal !== null || !kase || !member) throw badRequest('worklog.caseNotBillable', {}, 'projectId');
    return { kase, member };
  }

  /**
   * Why this person may not record time on the case now, or null when they may: the same rule as
   * billableCase, told apart for a caller who already sees the case (the cases' workChecker).
   */
  async timeRefusal(
    userId: number,
    projectId: number,
    tx: Executor = this.db,
  ): Promise<CaseTimeRefusal | null> {
    return (await this.caseForTime(userId, projectId, tx)).refusal;
  }

  private async caseForTime(userId: number, projectId: number, tx: Executor) {
    const kase = (await this.deps.cases.casesByIds([projectId], tx)).get(projectId);
    const member = (await this.deps.cases.teamsOf([projectId], tx)).find((row) => row.userId === userId);
    const refusal: CaseTimeRefusal | null =
      !kase || kase.status !== CASE_STATUS.active ? 'caseNotOpen' : !member ? 'notOnTeam' : null;
    return { kase, member, refusal };
  }

  /** The timekeeper changes only their own drafts; a billed entry is locked whatever its status. */
  private async assertOwnDraft(ctx: SignedInContext, row: WorklogRow, tx: Executor): Promise<void> {
    if (row.userId !== ctx.actor.userId) {
      const team = await this.deps.cases.teamsOf([row.projectId], tx);
      if (!(await this.deps.access.canRead(ctx, row, team, tx))) throw notFound('worklog.notFound');
      throw forbidden();
    }
    if (row.billId !== null || row.status === 'billed') throw conflict('worklog.lockedByBill');
    if (!TIMEKEEPER_EDITABLE.includes(row.status)) throw conflict('worklog.notEditable');
  }

  /** What an entry stores of the input, with the rate, amount and score that now apply. */
  private async entryColumns(
    kase: WorklogCase,
    member: WorklogCaseMember,
    input: WorklogEntryInput,
    tx: Executor,
  ) {
    const rate = await this.deps.rates.rateFor(kase, member, input.workDate, tx);
    const scored = await this.deps.scores.score({ ...input, clientId: kase.clientId }, tx);
    return {
      projectId: input.projectId,
      workDate: input.workDate,
      hours: input.hours,
      billable: input.billable,
      activityCode: input.activityCode,
      taskCode: input.taskCode,
      narrative: input.narrative,
      rate: rate.rate,
      currency: rate.currency,
      rateSource: rate.source,
      amount: entryAmount(input.hours, rate.rate, input.billable),
      score: scored.score,
      scoreReasons: scored.reasons,
    };
  }
}
