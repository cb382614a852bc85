import {
  compensatoryDaysFor,
  OPEN_ABSENCE_STATUSES,
  OVERTIME_MAX_HOURS,
  type OvertimeAmendInput,
  type OvertimeListQuery,
  type OvertimeRequestInput,
  translate,
} from '@venus/shared';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { offsetOf, orderOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import { applicantFilterOf, isHr, type MayViewRequest, type PeopleLookup } from './absence-access.ts';
import { OVERTIME_BUSINESS_TYPE } from './absence-approvals.ts';
import { overtimeRequests } from './leave.tables.ts';

export type OvertimeRow = typeof overtimeRequests.$inferSelect;

export interface OvertimeView extends Omit<OvertimeRow, 'hours'> {
  hours: number;
  /** The compensatory leave the hours earn once approved. */
  compensatoryDays: number;
  applicantName: string;
  applicantNameEn: string;
}

export interface OvertimeDeps {
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit'>;
  mayViewRequest: MayViewRequest;
  people: PeopleLookup;
  /** Today in the firm's time zone, as the server's clock reads it. */
  today(): string;
}

/** Overtime worked (issue 6 §8): approved hours become compensatory leave. */
export class OvertimeService {
  constructor(
    private readonly db: Database,
    private readonly deps: OvertimeDeps,
  ) {}

  async requestOvertime(ctx: SignedInContext, input: OvertimeRequestInput): Promise<OvertimeView> {
    let overtimeId = 0;
    await this.deps.engine.submit(
      ctx,
      { businessType: OVERTIME_BUSINESS_TYPE, recordId: '', title: '' },
      async (tx) => {
        await this.checkRequest(tx, ctx, input, null);
        const [row] = (await tx
          .insert(overtimeRequests)
          .values({
            ...input,
            hours: String(input.hours),
            applicantId: ctx.actor.userId,
            deptId: ctx.actor.deptId,
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning()) as [OvertimeRow];
        overtimeId = row.overtimeId;
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'overtimeRequest',
          entityId: overtimeId,
          after: row,
        });
        return {
          recordId: String(overtimeId),
          title: this.titleOf(ctx, input),
          facts: { hours: input.hours },
        };
      },
    );
    return this.getOvertime(ctx, overtimeId);
  }

  async amendOvertime(
    ctx: SignedInContext,
    { overtimeId, request, comment }: OvertimeAmendInput,
  ): Promise<OvertimeView> {
    const before = await this.getRow(overtimeId);
    if (before.applicantId !== ctx.actor.userId) throw notFound('overtime.notFound');
    if (before.status !== 'sentBack' || before.instanceId === null) throw conflict('leave.notSentBack');
    await this.deps.engine.resubmit(
      ctx,
      before.instanceId,
      { comment, facts: { hours: request.hours }, title: this.titleOf(ctx, request) },
      async (tx) => {
        await this.checkRequest(tx, ctx, request, overtimeId);
        const [after] = await tx
          .update(overtimeRequests)
          .set({
            ...request,
            hours: String(request.hours),
            updatedAt: new Date(),
            updatedBy: ctx.actor.userId,
          })
          .where(eq(overtimeRequests.overtimeId, overtimeId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'overtimeRequest',
          entityId: overtimeId,
          before,
          after,
        });
      },
    );
    return this.getOvertime(ctx, overtimeId);
  }

  async getOvertime(ctx: SignedInContext, overtimeId: number, delegateUser?: string): Promise<OvertimeView> {
    const row = await this.getRow(overtimeId);
    const allowed =
      row.applicantId === ctx.actor.userId ||
      isHr(ctx) ||
      (row.instanceId !== null && (await this.deps.mayViewRequest(ctx, row.instanceId, delegateUser)));
    if (!allowed) throw notFound('overtime.notFound');
    const [view] = await this.viewsOf([row]);
    return view!;
  }

  async findOvertime(
    ctx: SignedInContext,
    query: OvertimeListQuery,
  ): Promise<{ rows: OvertimeView[]; total: number }> {
    const applicantId = applicantFilterOf(ctx, query.scope);
    const where = and(
      applicantId === null ? undefined : eq(overtimeRequests.applicantId, applicantId),
      query.status ? eq(overtimeRequests.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(overtimeRequests)
        .where(where)
        .orderBy(
          orderOf(
            query,
            { workDate: overtimeRequests.workDate, createdAt: overtimeRequests.createdAt },
            desc(overtimeRequests.workDate),
          ),
          desc(overtimeRequests.overtimeId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(overtimeRequests).where(where),
    ]);
    return { rows: await this.viewsOf(rows), total: total?.total ?? 0 };
  }

  /** Overtime is claimed once worked, and a day holds at most 24 hours of it. */
  private async checkRequest(
    tx: Transaction,
    ctx: SignedInContext,
    input: OvertimeRequestInput,
    amending: number | null,
  ): Promise<void> {
    if (input.workDate > this.deps.today()) throw badRequest('overtime.futureDate', {}, 'workDate');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hr_overtime'), ${ctx.actor.userId})`);
    const [claimed] = await tx
      .select({ hours: sql<string | null>`sum(${overtimeRequests.hours})` })
      .from(overtimeRequests)
      .where(
        and(
          eq(overtimeRequests.applicantId, ctx.actor.userId),
          eq(overtimeRequests.workDate, input.workDate),
          inArray(overtimeRequests.status, ['approved', ...OPEN_ABSENCE_STATUSES]),
          amending === null ? undefined : ne(overtimeRequests.overtimeId, amending),
        ),
      );
    const already = Number(claimed?.hours ?? 0);
    if (already + input.hours > OVERTIME_MAX_HOURS) {
      throw badRequest('overtime.dayFull', { claimed: already, max: OVERTIME_MAX_HOURS }, 'hours');
    }
  }

  private titleOf(ctx: SignedInContext, input: OvertimeRequestInput): string {
    return translate(ctx.lang, 'overtime.title', {
      name: ctx.actor.nickName,
      date: input.workDate,
      hours: input.hours,
    });
  }

  private async getRow(overtimeId: number): Promise<OvertimeRow> {
    const [row] = await this.db
      .select()
      .from(overtimeRequests)
      .where(eq(overtimeRequests.overtimeId, overtimeId));
    if (!row) throw notFound('overtime.notFound');
    return row;
  }

  private async viewsOf(rows: OvertimeRow[]): Promise<OvertimeView[]> {
    const people = await this.deps.people(rows.map((row) => row.applicantId));
    return rows.map((row) => ({
      ...row,
      hours: Number(row.hours),
      compensatoryDays: compensatoryDaysFor(Number(row.hours)),
      applicantName: people.get(row.applicantId)?.nickName ?? '',
      applicantNameEn: people.get(row.applicantId)?.nameEn ?? '',
    }));
  }
}
