import {
  type EntitlementInput,
  type HalfDay,
  type LeaveAmendInput,
  type LeaveListQuery,
  type LeavePeriod,
  type LeaveRequestInput,
  leaveDays,
  OPEN_ABSENCE_STATUSES,
  translate,
  type WorkCalendar,
} from '@venus/shared';
import { and, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor, Transaction } from '../../platform/db/database.ts';
import { offsetOf, orderOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import {
  applicantFilterOf,
  halfDayKey,
  isHr,
  type MayViewRequest,
  type PeopleLookup,
} from './absence-access.ts';
import { LEAVE_BUSINESS_TYPE } from './absence-approvals.ts';
import { leaveEntitlements, leaveRequests } from './leave.tables.ts';
import type { LeaveBalanceService } from './leave-balance.service.ts';

export type LeaveRow = typeof leaveRequests.$inferSelect;

export interface LeaveView extends Omit<LeaveRow, 'days'> {
  days: number;
  applicantName: string;
  applicantNameEn: string;
}

export interface LeaveDeps {
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit'>;
  calendarBetween(start: string, end: string, tx?: Executor): Promise<WorkCalendar>;
  balances: LeaveBalanceService;
  mayViewRequest: MayViewRequest;
  people: PeopleLookup;
}

/** Away only in the afternoon or the morning of this day; null when away all day. */
function halfAwayOn(period: LeavePeriod, day: string): HalfDay | null {
  if (period.start === day && period.startHalf === 'pm') return 'pm';
  if (period.end === day && period.endHalf === 'am') return 'am';
  return null;
}

const HOLDING_STATUSES = ['approved', ...OPEN_ABSENCE_STATUSES] as const;

/**
 * Leave requests (issue 6 §8): counted in working days on the firm's calendar, checked against
 * the applicant's balance and their other leave, and sent through the approvals engine, whose
 * transaction also writes the request.
 */
export class LeaveService {
  constructor(
    private readonly db: Database,
    private readonly deps: LeaveDeps,
  ) {}

  async countDays(period: LeavePeriod): Promise<number> {
    return leaveDays(period, await this.deps.calendarBetween(period.start, period.end));
  }

  async requestLeave(ctx: SignedInContext, input: LeaveRequestInput): Promise<LeaveView> {
    let leaveId = 0;
    await this.deps.engine.submit(
      ctx,
      { businessType: LEAVE_BUSINESS_TYPE, recordId: '', title: '' },
      async (tx) => {
        const days = await this.checkRequest(tx, ctx, input, null);
        const [row] = (await tx
          .insert(leaveRequests)
          .values({
            ...input,
            applicantId: ctx.actor.userId,
            deptId: ctx.actor.deptId,
            days: String(days),
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning()) as [LeaveRow];
        leaveId = row.leaveId;
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'leaveRequest',
          entityId: leaveId,
          after: row,
        });
        return { recordId: String(leaveId), title: this.titleOf(ctx, input, days), facts: { days } };
      },
    );
    return this.getLeave(ctx, leaveId);
  }

  /** The applicant amends a request that was sent back; it goes through its approval again. */
  async amendLeave(ctx: SignedInContext, { leaveId, request, comment }: LeaveAmendInput): Promise<LeaveView> {
    const before = await this.getRow(leaveId);
    if (before.applicantId !== ctx.actor.userId) throw notFound('leave.notFound');
    if (before.status !== 'sentBack' || before.instanceId === null) throw conflict('leave.notSentBack');
    const days = await this.countDays(request);
    await this.deps.engine.resubmit(
      ctx,
      before.instanceId,
      { comment, facts: { days }, title: this.titleOf(ctx, request, days) },
      async (tx) => {
        const checked = await this.checkRequest(tx, ctx, request, leaveId);
        const [after] = await tx
          .update(leaveRequests)
          .set({ ...request, days: String(checked), updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(leaveRequests.leaveId, leaveId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'leaveRequest',
          entityId: leaveId,
          before,
          after,
        });
      },
    );
    return this.getLeave(ctx, leaveId);
  }

  async getLeave(ctx: SignedInContext, leaveId: number, delegateUser?: string): Promise<LeaveView> {
    const row = await this.getRow(leaveId);
    const mine = row.applicantId === ctx.actor.userId;
    const allowed =
      mine ||
      isHr(ctx) ||
      (row.instanceId !== null && (await this.deps.mayViewRequest(ctx, row.instanceId, delegateUser)));
    if (!allowed) throw notFound('leave.notFound');
    const [view] = await this.viewsOf([row]);
    return view!;
  }

  async findLeave(
    ctx: SignedInContext,
    query: LeaveListQuery,
  ): Promise<{ rows: LeaveView[]; total: number }> {
    const applicantId = applicantFilterOf(ctx, query.scope);
    const filters: (SQL | undefined)[] = [
      applicantId === null ? undefined : eq(leaveRequests.applicantId, applicantId),
      query.status ? eq(leaveRequests.status, query.status) : undefined,
      query.leaveType ? eq(leaveRequests.leaveType, query.leaveType) : undefined,
      query.year
        ? and(
            gte(leaveRequests.start, `${query.year}-01-01`),
            lte(leaveRequests.start, `${query.year}-12-31`),
          )
        : undefined,
    ];
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(leaveRequests)
        .where(where)
        .orderBy(
          orderOf(
            query,
            { start: leaveRequests.start, createdAt: leaveRequests.createdAt },
            desc(leaveRequests.start),
          ),
          desc(leaveRequests.leaveId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(leaveRequests).where(where),
    ]);
    return { rows: await this.viewsOf(rows), total: total?.total ?? 0 };
  }

  /**
   * Who is away on a day, for everyone to plan by: names and half days only. The kind of leave
   * (a sick leave is private) shows to HR and to the person themselves.
   */
  async findOnLeave(ctx: SignedInContext, day: string) {
    const rows = await this.db
      .select()
      .from(leaveRequests)
      .where(
        and(eq(leaveRequests.status, 'approved'), lte(leaveRequests.start, day), gte(leaveRequests.end, day)),
      )
      .orderBy(leaveRequests.deptId, leaveRequests.applicantId);
    const hr = isHr(ctx);
    return (await this.viewsOf(rows)).map((view) => ({
      leaveId: view.leaveId,
      applicantId: view.applicantId,
      applicantName: view.applicantName,
      applicantNameEn: view.applicantNameEn,
      deptId: view.deptId,
      start: view.start,
      startHalf: view.startHalf,
      end: view.end,
      endHalf: view.endHalf,
      leaveType: hr || view.applicantId === ctx.actor.userId ? view.leaveType : null,
      /** Away only in the afternoon or the morning of this day. */
      halfOnDay: halfAwayOn(view, day),
    }));
  }

  async setEntitlement(ctx: SignedInContext, input: EntitlementInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const where = and(eq(leaveEntitlements.userId, input.userId), eq(leaveEntitlements.year, input.year));
      const [before] = await tx.select().from(leaveEntitlements).where(where).for('update');
      const [after] = await tx
        .insert(leaveEntitlements)
        .values({
          ...input,
          annualDays: String(input.annualDays),
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .onConflictDoUpdate({
          target: [leaveEntitlements.userId, leaveEntitlements.year],
          set: { annualDays: String(input.annualDays), updatedAt: new Date(), updatedBy: ctx.actor.userId },
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: before ? 'update' : 'create',
        entity: 'leaveEntitlement',
        entityId: `${input.userId}/${input.year}`,
        before,
        after,
      });
    });
  }

  /**
   * The rules a request must meet, under a lock on the applicant's leave so that two requests
   * sent at once cannot spend the same balance: working days to take, no overlap with their
   * other leave, and enough balance for the kinds that draw on one. Answers the days.
   */
  private async checkRequest(
    tx: Transaction,
    ctx: SignedInContext,
    input: LeaveRequestInput,
    amending: number | null,
  ): Promise<number> {
    const userId = ctx.actor.userId;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hr_leave'), ${userId})`);
    const days = leaveDays(input, await this.deps.calendarBetween(input.start, input.end, tx));
    if (days === 0) throw badRequest('leave.noWorkingDays', {}, 'end');
    const nearby = await tx
      .select()
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.applicantId, userId),
          inArray(leaveRequests.status, [...HOLDING_STATUSES]),
          lte(leaveRequests.start, input.end),
          gte(leaveRequests.end, input.start),
          amending === null ? undefined : ne(leaveRequests.leaveId, amending),
        ),
      );
    const clash = nearby.find(
      (other) =>
        halfDayKey(other.start, other.startHalf) <= halfDayKey(input.end, input.endHalf) &&
        halfDayKey(input.start, input.startHalf) <= halfDayKey(other.end, other.endHalf),
    );
    if (clash) throw conflict('leave.overlaps', { start: clash.start, end: clash.end }, 'start');
    if (input.leaveType === 'annual' || input.leaveType === 'compensatory') {
      const balances = await this.deps.balances.balancesOf(userId, Number(input.start.slice(0, 4)), tx);
      let available = balances[input.leaveType].available;
      // The request being amended holds its old days: they are its own to spend again.
      if (amending !== null) {
        const [old] = await tx.select().from(leaveRequests).where(eq(leaveRequests.leaveId, amending));
        if (old && old.leaveType === input.leaveType && old.start.slice(0, 4) === input.start.slice(0, 4)) {
          available += Number(old.days);
        }
      }
      if (days > available) throw badRequest('leave.insufficientBalance', { available, days }, 'leaveType');
    }
    return days;
  }

  private titleOf(ctx: SignedInContext, input: LeaveRequestInput, days: number): string {
    return translate(ctx.lang, 'leave.title', {
      name: ctx.actor.nickName,
      type: translate(ctx.lang, `leave.types.${input.leaveType}`),
      days,
      start: input.start,
      end: input.end,
    });
  }

  private async getRow(leaveId: number): Promise<LeaveRow> {
    const [row] = await this.db.select().from(leaveRequests).where(eq(leaveRequests.leaveId, leaveId));
    if (!row) throw notFound('leave.notFound');
    return row;
  }

  private async viewsOf(rows: LeaveRow[]): Promise<LeaveView[]> {
    const people = await this.deps.people(rows.map((row) => row.applicantId));
    return rows.map((row) => ({
      ...row,
      days: Number(row.days),
      applicantName: people.get(row.applicantId)?.nickName ?? '',
      applicantNameEn: people.get(row.applicantId)?.nameEn ?? '',
    }));
  }
}
