import { createHash } from 'node:crypto';
import {
  decimalText,
  INCOME_FIGURES,
  type IncomeFigures,
  type MonthList,
  type MonthProjectDataQuery,
  type MonthProjectDataRow,
  REPORT_PERMISSIONS,
  sortDirection,
  toDecimal,
} from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { mayAct } from '../../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import { type CaseScope, withinCaseScope } from '../../../platform/db/case-scope.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { localizedName } from '../../../platform/db/localized-name.ts';
import { offsetOf } from '../../../platform/db/paging.ts';
import { conflict, notFound } from '../../../platform/http/app-error.ts';
import { FIGURE_SUMS, incomeLedger } from '../income-ledger.ts';
import type { IncomeReportsDeps } from '../income-reports.service.ts';
import { firstLedgerMonth, storeMonths } from './month-snapshot.ts';
import { addMonths, lastClosedMonth, monthOf } from './months.ts';

type FigureRow = Record<keyof IncomeFigures, string | null>;
const money = (value: string | null | undefined) => decimalText(toDecimal(value ?? '0'), 2);
const figuresOf = (row: FigureRow): IncomeFigures =>
  Object.fromEntries(INCOME_FIGURES.map((key) => [key, money(row[key])])) as IncomeFigures;
/** A stored row's figures summed: the JSON holds decimal texts (spec §3). */
const STORED_SUMS = sql.raw(
  INCOME_FIGURES.map((key) => `coalesce(sum((s.data->>'${key}')::numeric), 0) as "${key}"`).join(', '),
);
const WINDOW_TOTALS = sql.raw(
  INCOME_FIGURES.map((key) => `sum("${key}") over () as "total_${key}"`).join(', '),
);
/** A closed month's stored figures within a scope. */
interface StoredMonth {
  figures: IncomeFigures;
  caseCount: number;
}
/** Scopes kept at once (a firm's finance people share one; each partner has their own). */
const STORED_CACHE_SIZE = 200;

/** The tables whose rows are the income ledger's movements, and the withholding rules. */
const LOCKED_TABLES = sql.raw(
  '"hk_bill", "hk_credit_note", "hk_bill_write_off", "hk_receipt_allocation", "hk_withholding_rule"',
);

/**
 * Month-end (issue 21 must-hold 5, decision 0054). Closing a month stores its figures per case and
 * attribution (spec §3's monthly project data) and from then on the month lock of migration 0041
 * refuses every movement dated in it or before it, so a closed month's figures never change and a
 * later correction lands in the month it is made. The reports read closed months from these rows.
 */
export class MonthEndService {
  private readonly storedCache = new Map<string, Map<string, StoredMonth>>();

  constructor(
    private readonly db: Database,
    private readonly deps: IncomeReportsDeps,
  ) {}

  async lastClosed(tx: Executor = this.db): Promise<string | null> {
    return lastClosedMonth(tx);
  }

  /** The latest month that has ended. */
  closableTo(): string {
    return addMonths(monthOf(this.deps.today()), -1);
  }

  /**
   * Every month from the first with a movement to this one, newest first: a closed month with its
   * stored figures, an open one with its figures as they stand. Sums are of what the reader may
   * see (the walls, decision 0042).
   */
  async months(ctx: SignedInContext): Promise<MonthList> {
    const scope = await this.deps.scopeOf(ctx, mayAct(ctx.actor, REPORT_PERMISSIONS.incomeAll));
    const lastClosed = await this.lastClosed();
    const stored = await this.storedMonths(scope, lastClosed);
    const today = this.deps.today();
    const openFrom = lastClosed ? `${addMonths(lastClosed, 1)}-01` : '1900-01-01';
    const live = incomeLedger({}, { from: openFrom, to: today }, scope);
    const userName = localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`);
    const result = await this.db.execute<FigureRow & Record<string, unknown>>(sql`
      with live_months as (
        select to_char(day, 'YYYY-MM') as month, ${FIGURE_SUMS}, count(distinct project_id) as case_count
        from (${live}) ledger group by to_char(day, 'YYYY-MM')),
      first_month as (
        select least((select min(month) from hk_month_close), (select min(month) from live_months),
          ${monthOf(today)}) as month),
      calendar as (
        select to_char(m, 'YYYY-MM') as month
        from first_month f,
          generate_series(to_date(f.month, 'YYYY-MM'), to_date(${monthOf(today)}, 'YYYY-MM'), interval '1 month') m)
      select c.month, (mc.month is not null) as closed, mc.closed_at, ${userName} as closed_by_name,
        cur.case_count, ${sql.raw(INCOME_FIGURES.map((key) => `cur."${key}"`).join(', '))}
      from calendar c
        left join hk_month_close mc on mc.month = c.month
        left join sys_user u on u.user_id = mc.closed_by
        left join live_months cur on cur.month = c.month and mc.month is null
      order by c.month desc`);
    return {
      rows: result.rows.map((row) => {
        const month = String(row.month);
        const closed = Boolean(row.closed);
        const figures = closed ? stored.get(month) : undefined;
        return {
          month,
          closed,
          closedAt: row.closed_at ? new Date(row.closed_at as string).toISOString() : null,
          closedByName: String(row.closed_by_name ?? ''),
          caseCount: closed ? (figures?.caseCount ?? 0) : Number(row.case_count ?? 0),
          ...(closed ? (figures?.figures ?? figuresOf({} as FigureRow)) : figuresOf(row)),
        };
      }),
      lastClosed,
      closableTo: this.closableTo(),
    };
  }

  /**
   * The closed months' figures within a scope. Closed months never change (the month lock), so
   * they are kept per scope and last closed month: the month list no longer sums every stored row
   * on each request (1.5 s at bench size M). A changed wall is another scope, so another entry.
   */
  private async storedMonths(scope: CaseScope, lastClosed: string | null): Promise<Map<string, StoredMonth>> {
    if (!lastClosed) return new Map();
    const key = `${lastClosed}:${createHash('sha1').update(JSON.stringify(scope)).digest('hex')}`;
    const kept = this.storedCache.get(key);
    if (kept) return kept;
    const result = await this.db.execute<FigureRow & { month: string; case_count: string }>(sql`
      select s.month, ${STORED_SUMS}, count(distinct s.project_id) as case_count
      from hk_month_project_data s
      where ${withinCaseScope(scope, sql`s.project_id`)}
      group by s.month`);
    const months = new Map(
      result.rows.map((row) => [row.month, { figures: figuresOf(row), caseCount: Number(row.case_count) }]),
    );
    if (this.storedCache.size >= STORED_CACHE_SIZE) {
      this.storedCache.delete(this.storedCache.keys().next().value!);
    }
    this.storedCache.set(key, months);
    return months;
  }

  /** A closed month's project data rows within the reader's scope, with the whole month's totals. */
  async projectData(
    ctx: SignedInContext,
    query: MonthProjectDataQuery,
  ): Promise<{ rows: MonthProjectDataRow[]; total: number; totals: IncomeFigures }> {
    const [closed] = (
      await this.db.execute<{ month: string }>(
        sql`select month from hk_month_close where month = ${query.month}`,
      )
    ).rows;
    if (!closed) throw notFound('monthEnd.unknownMonth', { month: query.month });
    const scope = await this.deps.scopeOf(ctx, mayAct(ctx.actor, REPORT_PERMISSIONS.incomeAll));
    const visible = withinCaseScope(scope, sql`s.project_id`);
    const column = sql.identifier(query.orderByColumn ?? 'income');
    const direction = query.orderByColumn && sortDirection(query.isAsc) === 'asc' ? sql`asc` : sql`desc`;
    const result = await this.db.execute<FigureRow & Record<string, unknown>>(sql`
      with per as (
        select s.project_id, s.client_id, s.office_id, s.partner_id, ${STORED_SUMS}
        from hk_month_project_data s
        where s.month = ${query.month} and ${visible}
        group by s.project_id, s.client_id, s.office_id, s.partner_id),
      grouped as (
        select per.*, count(*) over () as full_count, ${WINDOW_TOTALS}
        from per order by ${column} ${direction}, project_id, partner_id
        limit ${query.pageSize} offset ${offsetOf(query)})
      select g.*, p.number as case_number,
        ${localizedName(ctx.lang, sql`p.name_cn`, sql`p.name_en`)} as case_name,
        ${localizedName(ctx.lang, sql`cl.name_cn`, sql`cl.name_en`)} as client_name,
        ${localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`)} as partner_name,
        ${localizedName(ctx.lang, sql`d.dept_name`, sql`d.dept_name_en`)} as office_name
      from grouped g
        join hk_project p on p.project_id = g.project_id
        left join hk_client cl on cl.client_id = g.client_id
        left join sys_user u on u.user_id = g.partner_id
        left join sys_dept d on d.dept_id = g.office_id
      order by g.${column} ${direction}, g.project_id, g.partner_id`);
    const first = result.rows[0];
    return {
      rows: result.rows.map((row) => ({
        projectId: Number(row.project_id),
        caseNumber: (row.case_number as string | null) ?? null,
        caseName: String(row.case_name ?? ''),
        clientName: String(row.client_name ?? ''),
        partnerName: String(row.partner_name ?? ''),
        officeName: String(row.office_name ?? ''),
        ...figuresOf(row),
      })),
      total: first ? Number(first.full_count) : 0,
      totals: first
        ? figuresOf(
            Object.fromEntries(INCOME_FIGURES.map((key) => [key, first[`total_${key}`]])) as FigureRow,
          )
        : await this.storedTotals(query.month, visible),
    };
  }

  /**
   * Closes every open month up to `month`, oldest first, each with its own rows, in one
   * transaction. The SHARE locks wait for the movements being written now and hold new ones back
   * until the close commits; after it, the month lock refuses them (decision 0054).
   */
  async close(ctx: SignedInContext, month: string): Promise<{ months: string[]; rows: number }> {
    const closableTo = this.closableTo();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '10s'`);
      await tx.execute(sql`lock table hk_month_close in exclusive mode`);
      await tx.execute(sql`lock table ${LOCKED_TABLES} in share mode`);
      const lastClosed = await this.lastClosed(tx);
      if (lastClosed && month <= lastClosed)
        throw conflict('monthEnd.alreadyClosed', { month, last: lastClosed });
      if (month > closableTo) throw conflict('monthEnd.notEnded', { month, last: closableTo });
      // The first close starts at the ledger's first month: a month before it has nothing to close,
      // and closing it would leave every month between open, to be closed one by one later.
      const first = lastClosed ? addMonths(lastClosed, 1) : await firstLedgerMonth(tx);
      if (!first || month < first) throw conflict('monthEnd.nothingToClose', { month, first: first ?? '' });
      const from = first;
      const { months, rows } = await storeMonths(tx, from, month, ctx.actor.userId);
      await recordAudit(tx, ctx, {
        action: 'close',
        entity: 'month',
        entityId: month,
        after: { months, rows },
      });
      return { months, rows };
    });
  }

  private async storedTotals(month: string, visible: SQL): Promise<IncomeFigures> {
    const result = await this.db.execute<FigureRow>(
      sql`select ${STORED_SUMS} from hk_month_project_data s where s.month = ${month} and ${visible}`,
    );
    return figuresOf(result.rows[0]!);
  }
}
