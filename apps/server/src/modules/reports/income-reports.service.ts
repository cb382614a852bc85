import {
  type CaseIncomeQuery,
  type CaseIncomeRow,
  decimalText,
  defaultStatisticsRange,
  FIGURE_ENTRIES,
  INCOME_FIGURES,
  type IncomeEntriesQuery,
  type IncomeEntry,
  type IncomeFigures,
  type IncomeFilters,
  type IncomeReport,
  type PartnerIncomeRow,
  REPORT_PERMISSIONS,
  sortDirection,
  toDecimal,
} from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localizedName } from '../../platform/db/localized-name.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import type { CaseScope } from '../projects/case-directory.ts';
import {
  FIGURE_SUMS,
  FIGURE_TOTALS,
  type IncomePeriod,
  incomeFigures,
  incomeLedger,
  type SnapshotSpan,
} from './income-ledger.ts';
import { lastClosedMonth, snapshotSpanOf } from './month-end/months.ts';

export interface IncomeReportsDeps {
  /** The cases module's scope: every case but the walled ones outside of, or one's own. */
  scopeOf(ctx: SignedInContext, everything: boolean): Promise<CaseScope>;
  /** The server's calendar day; tests may pin it. */
  today(): string;
}

type FigureRow = Record<keyof IncomeFigures, string>;
const money = (value: string | null | undefined) => decimalText(toDecimal(value ?? '0'), 2);
const figuresOf = (row: FigureRow): IncomeFigures => ({
  billed: money(row.billed),
  credited: money(row.credited),
  writtenOff: money(row.writtenOff),
  collected: money(row.collected),
  fxDifference: money(row.fxDifference),
  income: money(row.income),
});
/**
 * The whole filter's figures beside each page row: the groups' sums over every group, before the
 * page's LIMIT (decision 0048: the totals read the ledger a second time before). Equal to the
 * ledger's own sums, since every ledger row falls in exactly one group.
 */
const WINDOW_TOTALS = sql.raw(
  INCOME_FIGURES.map((key) => `sum("${key}") over () as "total_${key}"`).join(', '),
);
const totalsIn = (row: Record<string, unknown>): IncomeFigures =>
  figuresOf(
    Object.fromEntries(INCOME_FIGURES.map((key) => [key, row[`total_${key}`] as string])) as FigureRow,
  );

/**
 * Case income and partner income (issue 21, decision 0042): sums in SQL over the billing ledger's
 * movements of the period, within the caller's case scope, so a walled case's numbers reach no
 * one outside its wall. Both reports read the same ledger, so their totals are equal by
 * construction and equal the receipt allocations of the period.
 */
export class IncomeReportsService {
  constructor(
    private readonly db: Database,
    private readonly deps: IncomeReportsDeps,
  ) {}

  async caseIncome(ctx: SignedInContext, query: CaseIncomeQuery): Promise<IncomeReport<CaseIncomeRow>> {
    const { period, figures } = await this.figureRowsOf(ctx, query);
    const caseName = localizedName(ctx.lang, sql`p.name_cn`, sql`p.name_en`);
    const clientName = localizedName(ctx.lang, sql`cl.name_cn`, sql`cl.name_en`);
    const partnerName = localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`);
    const result = await this.db.execute<FigureRow & Record<string, unknown>>(sql`
      with per as (select project_id, ${FIGURE_TOTALS} from (${figures}) figures group by project_id),
      grouped as (
        select per.*, count(*) over () as full_count, ${WINDOW_TOTALS}
        from per
        order by ${this.orderOf(query)}, project_id
        limit ${query.pageSize} offset ${offsetOf(query)})
      select g.*, p.number as case_number, ${caseName} as case_name, ${clientName} as client_name,
        coalesce((select string_agg(${partnerName}, ', ' order by u.user_id)
          from hk_project_member m join sys_user u on u.user_id = m.user_id
          where m.project_id = g.project_id and m.role = '1'), '') as partner_name
      from grouped g
        join hk_project p on p.project_id = g.project_id
        left join hk_client cl on cl.client_id = p.client_id
      order by ${this.orderOf(query, sql`g.`)}, g.project_id`);
    return {
      ...period,
      rows: result.rows.map((row) => ({
        projectId: Number(row.project_id),
        caseNumber: (row.case_number as string | null) ?? null,
        caseName: String(row.case_name ?? ''),
        clientName: String(row.client_name ?? ''),
        partnerName: String(row.partner_name ?? ''),
        ...figuresOf(row),
      })),
      total: Number(result.rows[0]?.full_count ?? 0) || (await this.countOf(figures, sql`project_id`)),
      totals: result.rows[0] ? totalsIn(result.rows[0]) : await this.totalsOf(figures, FIGURE_TOTALS),
    };
  }

  async partnerIncome(ctx: SignedInContext, query: CaseIncomeQuery): Promise<IncomeReport<PartnerIncomeRow>> {
    const { period, figures } = await this.figureRowsOf(ctx, query);
    const partnerName = localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`);
    const result = await this.db.execute<FigureRow & Record<string, unknown>>(sql`
      with per as (
        select partner_id, ${FIGURE_TOTALS}, count(distinct project_id) as case_count
        from (${figures}) figures group by partner_id),
      grouped as (
        select per.*, count(*) over () as full_count, ${WINDOW_TOTALS}
        from per
        order by ${this.orderOf(query)}, partner_id
        limit ${query.pageSize} offset ${offsetOf(query)})
      select g.*, coalesce(${partnerName}, '') as partner_name
      from grouped g left join sys_user u on u.user_id = g.partner_id
      order by ${this.orderOf(query, sql`g.`)}, g.partner_id`);
    return {
      ...period,
      rows: result.rows.map((row) => ({
        partnerId: Number(row.partner_id),
        partnerName: String(row.partner_name ?? ''),
        caseCount: Number(row.case_count),
        ...figuresOf(row),
      })),
      total: Number(result.rows[0]?.full_count ?? 0) || (await this.countOf(figures, sql`partner_id`)),
      totals: result.rows[0] ? totalsIn(result.rows[0]) : await this.totalsOf(figures, FIGURE_TOTALS),
    };
  }

  /** The ledger entries behind one figure of the same filters: the drill-down. */
  async entries(ctx: SignedInContext, query: IncomeEntriesQuery): Promise<IncomeReport<IncomeEntry>> {
    const { period, ledger } = await this.ledgerOf(ctx, query, FIGURE_ENTRIES[query.figure]);
    const caseName = localizedName(ctx.lang, sql`p.name_cn`, sql`p.name_en`);
    const direction = sortDirection(query.isAsc) === 'asc' && query.orderByColumn ? sql`asc` : sql`desc`;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select l.*, r.number as receipt_number, ${caseName} as case_name, count(*) over () as full_count
      from (${ledger}) l
        join hk_project p on p.project_id = l.project_id
        left join hk_receipt r on r.receipt_id = l.receipt_id
      order by l.day ${direction}, l.bill_id, l.receipt_id nulls first
      limit ${query.pageSize} offset ${offsetOf(query)}`);
    return {
      ...period,
      rows: result.rows.map((row) => ({
        kind: row.kind as IncomeEntry['kind'],
        date: String(row.day),
        billId: Number(row.bill_id),
        billNumber: (row.bill_number as string | null) ?? null,
        receiptId: row.receipt_id === null ? null : Number(row.receipt_id),
        receiptNumber: (row.receipt_number as string | null) ?? null,
        projectId: Number(row.project_id),
        caseName: String(row.case_name ?? ''),
        currency: String(row.currency),
        amount: money(row.amount as string),
        amountCny: money(row.amount_cny as string),
        fxDifference: money(row.fx as string),
      })),
      total: Number(result.rows[0]?.full_count ?? 0),
      totals: await this.totalsOf(ledger, FIGURE_SUMS),
    };
  }

  /** The period asked, or spec §9's statistics default (last year during the first quarter). */
  periodOf(filters: Pick<IncomeFilters, 'from' | 'to'>): IncomePeriod {
    const fallback = defaultStatisticsRange(this.deps.today(), false);
    return { from: filters.from ?? fallback.start, to: filters.to ?? fallback.end };
  }

  /** The whole closed months of a period, read from their stored rows (decision 0054). */
  async snapshotSpan(period: IncomePeriod): Promise<SnapshotSpan | null> {
    return snapshotSpanOf(period, await lastClosedMonth(this.db));
  }

  /**
   * The period's figures per month and attribution within the caller's scope, whole closed months
   * as stored (decision 0054): what every income report and chart sums.
   */
  async figureRowsOf(
    ctx: SignedInContext,
    filters: IncomeFilters,
    options: Parameters<typeof incomeFigures>[4] = {},
  ): Promise<{ period: IncomePeriod; figures: SQL }> {
    const period = this.periodOf(filters);
    const scope = await this.deps.scopeOf(ctx, mayAct(ctx.actor, REPORT_PERMISSIONS.incomeAll));
    return {
      period,
      figures: incomeFigures(filters, period, scope, await this.snapshotSpan(period), options),
    };
  }

  /** The movements behind a figure: the drill-down lists them, closed months included. */
  private async ledgerOf(
    ctx: SignedInContext,
    filters: IncomeFilters,
    kinds: Parameters<typeof incomeLedger>[3],
  ): Promise<{ period: IncomePeriod; ledger: SQL }> {
    const period = this.periodOf(filters);
    const scope = await this.deps.scopeOf(ctx, mayAct(ctx.actor, REPORT_PERMISSIONS.incomeAll));
    return { period, ledger: incomeLedger(filters, period, scope, kinds) };
  }

  private async totalsOf(source: SQL, sums: SQL): Promise<IncomeFigures> {
    const result = await this.db.execute<FigureRow>(sql`select ${sums} from (${source}) source`);
    return figuresOf(result.rows[0]!);
  }

  /** A page past the last row has no window count: count the groups on their own. */
  private async countOf(source: SQL, key: SQL): Promise<number> {
    const result = await this.db.execute<{ count: number }>(
      sql`select count(distinct ${key}) as count from (${source}) source`,
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  private orderOf(query: CaseIncomeQuery, prefix: SQL = sql``): SQL {
    const column = sql.identifier(query.orderByColumn ?? 'income');
    const direction = query.orderByColumn && sortDirection(query.isAsc) === 'asc' ? sql`asc` : sql`desc`;
    return sql`${prefix}${column} ${direction}`;
  }
}
