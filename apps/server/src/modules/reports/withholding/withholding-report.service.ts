import {
  decimalText,
  type IncomeEntriesQuery,
  type IncomeEntry,
  type IncomeReport,
  REPORT_PERMISSIONS,
  sortDirection,
  toDecimal,
  WITHHOLDING_FIGURES,
  WITHHOLDING_KINDS,
  type WithholdingDetailQuery,
  type WithholdingFigures,
  type WithholdingFilters,
  type WithholdingMonth,
  type WithholdingQuery,
  type WithholdingRow,
} from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { mayAct } from '../../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { localizedName } from '../../../platform/db/localized-name.ts';
import { offsetOf } from '../../../platform/db/paging.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import { incomeFigures } from '../income-ledger.ts';
import type { IncomeReportsDeps, IncomeReportsService } from '../income-reports.service.ts';

/** A report page with the period it covers and the whole filter's withholding figures. */
export interface WithholdingReport<Row> {
  rows: Row[];
  total: number;
  from: string;
  to: string;
  totals: WithholdingFigures;
}

type FigureRow = Record<(typeof WITHHOLDING_FIGURES)[number], string | null>;
const money = (value: string | null | undefined) => decimalText(toDecimal(value ?? '0'), 2);
const figuresOf = (row: FigureRow): WithholdingFigures => ({
  income: money(row.income),
  management: money(row.management),
  riskReserve: money(row.riskReserve),
  tax: money(row.tax),
  withheld: money(row.withheld),
  distributable: money(row.distributable),
});
const FIGURE_SUMS = sql.raw(
  WITHHOLDING_FIGURES.map((key) => `coalesce(sum("${key}"), 0) as "${key}"`).join(', '),
);
const WINDOW_TOTALS = sql.raw(
  WITHHOLDING_FIGURES.map((key) => `sum("${key}") over () as "total_${key}"`).join(', '),
);

/** The rate of a kind in force for a partner in a month: their own rule, else the firm's, else 0. */
const rateOf = (kind: SQL) => sql`coalesce(
  (select r.rate from hk_withholding_rule r where r.kind = ${kind} and r.partner_id = m.partner_id
     and r.from_month <= m.month and coalesce(r.to_month, '9999-12') >= m.month),
  (select r.rate from hk_withholding_rule r where r.kind = ${kind} and r.partner_id is null
     and r.from_month <= m.month and coalesce(r.to_month, '9999-12') >= m.month),
  0)`;

/**
 * Partner withholding (spec leaderWithholding and withholdDetail, decision 0051). A partner's
 * income of a month is the income report's (receipts allocated to the bills made under them, net
 * of reversals, with the exchange difference: decision 0042), so the two reports agree; each kind
 * keeps back round(income × rate %, 2) of each month at the rate in force that month. A period's
 * figures are the sums of its months', so the list, the months and the totals agree to the cent.
 */
export class WithholdingReportService {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<IncomeReportsDeps, 'scopeOf'> & { incomeReports: IncomeReportsService },
  ) {}

  async report(ctx: SignedInContext, query: WithholdingQuery): Promise<WithholdingReport<WithholdingRow>> {
    const { period, months } = await this.monthsOf(ctx, query);
    const partnerName = sql`coalesce(${localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`)}, '')`;
    const column = sql.identifier(query.orderByColumn ?? 'income');
    const direction = query.orderByColumn && sortDirection(query.isAsc) === 'asc' ? sql`asc` : sql`desc`;
    const result = await this.db.execute<FigureRow & Record<string, unknown>>(sql`
      with months as (${months}),
      per as (select partner_id, ${FIGURE_SUMS} from months group by partner_id),
      grouped as (
        select per.*, count(*) over () as full_count, ${WINDOW_TOTALS}
        from per order by ${column} ${direction}, partner_id
        limit ${query.pageSize} offset ${offsetOf(query)})
      select g.*, ${partnerName} as partner_name
      from grouped g left join sys_user u on u.user_id = g.partner_id
      order by g.${column} ${direction}, g.partner_id`);
    const first = result.rows[0];
    return {
      ...period,
      rows: result.rows.map((row) => ({
        partnerId: Number(row.partner_id),
        partnerName: String(row.partner_name ?? ''),
        ...figuresOf(row),
      })),
      total: first ? Number(first.full_count) : await this.countOf(months),
      totals: first
        ? figuresOf(
            Object.fromEntries(WITHHOLDING_FIGURES.map((key) => [key, first[`total_${key}`]])) as FigureRow,
          )
        : await this.totalsOf(months),
    };
  }

  /** withholdDetail: one partner's months, oldest first, with the rates each month used. */
  async detail(
    ctx: SignedInContext,
    query: WithholdingDetailQuery,
  ): Promise<WithholdingReport<WithholdingMonth>> {
    const { period, months } = await this.monthsOf(ctx, query);
    const result = await this.db.execute<FigureRow & Record<string, string>>(
      sql`select * from (${months}) months order by month`,
    );
    return {
      ...period,
      rows: result.rows.map((row) => ({
        month: row.month!,
        rates: {
          management: decimalText(toDecimal(row.management_rate!), 2),
          riskReserve: decimalText(toDecimal(row.riskReserve_rate!), 2),
          tax: decimalText(toDecimal(row.tax_rate!), 2),
        },
        ...figuresOf(row),
      })),
      total: result.rows.length,
      totals: await this.totalsOf(months),
    };
  }

  /** The receipts behind a partner's income, within the same limits as the report. */
  async entries(ctx: SignedInContext, query: IncomeEntriesQuery): Promise<IncomeReport<IncomeEntry>> {
    const own = this.ownOnly(ctx);
    // A partner reading their own withholding asks for their own receipts only.
    if (own !== null && query.partnerId !== undefined && query.partnerId !== own) throw forbidden();
    return this.deps.incomeReports.entries(ctx, {
      ...query,
      figure: 'income',
      partnerId: own ?? query.partnerId,
    });
  }

  /** Without the firm's figures (incomeAll), a partner reads only their own withholding. */
  private ownOnly(ctx: SignedInContext): number | null {
    return mayAct(ctx.actor, REPORT_PERMISSIONS.incomeAll) ? null : ctx.actor.userId;
  }

  /**
   * One row per partner and month of the period: the income, the rate of each kind in force and
   * the amount it keeps back (rounded per month and kind), the total kept back and the rest.
   */
  private async monthsOf(
    ctx: SignedInContext,
    filters: WithholdingFilters,
  ): Promise<{ period: { from: string; to: string }; months: SQL }> {
    const period = this.deps.incomeReports.periodOf(filters);
    const own = this.ownOnly(ctx);
    const scope = await this.deps.scopeOf(ctx, own === null);
    const span = await this.deps.incomeReports.snapshotSpan(period);
    const figures = incomeFigures(filters, period, scope, span, { receiptsOnly: true });
    const mine = own === null ? sql`true` : sql`partner_id = ${own}`;
    const kinds = WITHHOLDING_KINDS.map(
      (kind) => sql`${rateOf(sql`${kind}`)} as ${sql.identifier(`${kind}_rate`)}`,
    );
    const kept = (kind: string) => sql`round(income * ${sql.identifier(`${kind}_rate`)} / 100, 2)`;
    const withheld = sql.join(WITHHOLDING_KINDS.map(kept), sql` + `);
    return {
      period,
      months: sql`
        select partner_id, month, income, management_rate, "riskReserve_rate", tax_rate,
          ${kept('management')} as management, ${kept('riskReserve')} as "riskReserve", ${kept('tax')} as tax,
          ${withheld} as withheld, income - (${withheld}) as distributable
        from (
          select m.*, ${sql.join(kinds, sql`, `)}
          from (
            select partner_id, month, sum(income) as income
            from (${figures}) figures where ${mine}
            group by partner_id, month) m) rated`,
    };
  }

  private async totalsOf(months: SQL): Promise<WithholdingFigures> {
    const result = await this.db.execute<FigureRow>(sql`select ${FIGURE_SUMS} from (${months}) months`);
    return figuresOf(result.rows[0]!);
  }

  private async countOf(months: SQL): Promise<number> {
    const result = await this.db.execute<{ count: string }>(
      sql`select count(distinct partner_id) as count from (${months}) months`,
    );
    return Number(result.rows[0]?.count ?? 0);
  }
}
