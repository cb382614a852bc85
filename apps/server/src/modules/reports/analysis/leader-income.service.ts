import {
  ANALYSIS_RANKING_SIZE,
  decimalText,
  INCOME_BREAKDOWNS,
  INCOME_FIGURES,
  type IncomeBreakdown,
  type IncomeFigures,
  type IncomeShare,
  type LeaderIncome,
  type LeaderIncomeQuery,
  toDecimal,
} from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { localizedName } from '../../../platform/db/localized-name.ts';
import { FIGURE_TOTALS } from '../income-ledger.ts';
import type { IncomeReportsService } from '../income-reports.service.ts';

/** Each breakdown's column of the figure rows; the grouping sets below list them in this order. */
const COLUMNS: Record<IncomeBreakdown, string> = {
  practiceArea: 'practice_area',
  office: 'office_id',
  partner: 'partner_id',
  client: 'client_id',
};
/** The practice areas and offices are few and all shown; partners and clients are ranked. */
const RANKED: ReadonlySet<IncomeBreakdown> = new Set(['partner', 'client']);

type GroupRow = Record<keyof IncomeFigures, string> & {
  breakdown: IncomeBreakdown | null;
  key: string | null;
  label: string | null;
};

const money = (value: string | null | undefined) => decimalText(toDecimal(value ?? '0'), 2);
const figuresOf = (row: Record<string, string | null>): IncomeFigures =>
  Object.fromEntries(INCOME_FIGURES.map((key) => [key, money(row[key])])) as IncomeFigures;

/**
 * Leader income (spec /analysis, decision 0060): the case income of the period broken down by
 * practice area, office, responsible partner and client, from the same figure rows as the income
 * reports (closed months as stored), in one pass with grouping sets. Each breakdown adds up to
 * the totals, which are the case income report's for the same filters and scope.
 */
export class LeaderIncomeService {
  constructor(
    private readonly db: Database,
    private readonly incomeReports: Pick<IncomeReportsService, 'figureRowsOf'>,
  ) {}

  async leaderIncome(ctx: SignedInContext, query: LeaderIncomeQuery): Promise<LeaderIncome> {
    const { period, figures } = await this.incomeReports.figureRowsOf(ctx, query, { practiceArea: true });
    const breakdownOf = sql.raw(
      `case ${INCOME_BREAKDOWNS.map((name) => `when grouping(${COLUMNS[name]}) = 0 then '${name}'`).join(' ')} end`,
    );
    const keyOf = sql.raw(
      `coalesce(${INCOME_BREAKDOWNS.map((name) => `${COLUMNS[name]}::text`).join(', ')})`,
    );
    const result = await this.db.execute<GroupRow>(sql`
      with groups as (
        select ${breakdownOf} as breakdown, ${keyOf} as key, ${FIGURE_TOTALS}
        from (${figures}) figures
        group by grouping sets (${sql.raw(INCOME_BREAKDOWNS.map((name) => `(${COLUMNS[name]})`).join(', '))}, ()))
      select g.*, case g.breakdown
          when 'practiceArea' then ${localizedName(ctx.lang, sql`pa.dict_label`, sql`pa.dict_label_en`)}
          when 'office' then ${localizedName(ctx.lang, sql`d.dept_name`, sql`d.dept_name_en`)}
          when 'partner' then ${localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`)}
          when 'client' then ${localizedName(ctx.lang, sql`cl.name_cn`, sql`cl.name_en`)}
        end as label
      from groups g
        left join sys_dict_data pa on g.breakdown = 'practiceArea' and pa.dict_type = 'hk_practice_area'
          and pa.dict_value = g.key
        left join sys_dept d on g.breakdown = 'office' and d.dept_id = g.key::int
        left join sys_user u on g.breakdown = 'partner' and u.user_id = g.key::int
        left join hk_client cl on g.breakdown = 'client' and cl.client_id = g.key::int
      order by g.income desc, g.key`);
    const totalsRow = result.rows.find((row) => row.breakdown === null);
    const breakdowns = Object.fromEntries(
      INCOME_BREAKDOWNS.map((name) => [
        name,
        sharesOf(
          result.rows.filter((row) => row.breakdown === name),
          RANKED.has(name),
        ),
      ]),
    ) as LeaderIncome['breakdowns'];
    return {
      ...period,
      totals: totalsRow ? figuresOf(totalsRow) : figuresOf({}),
      breakdowns,
    };
  }
}

/** The groups largest first; a ranking names its first ten and sums the rest as one row. */
function sharesOf(rows: readonly GroupRow[], ranked: boolean): IncomeShare[] {
  const named = ranked ? rows.slice(0, ANALYSIS_RANKING_SIZE) : rows;
  const shares = named.map(
    (row): IncomeShare => ({
      key: row.key ?? '',
      // A group without its attribution (no practice area on the case, no office on the bill).
      label: row.label ?? '',
      others: false,
      ...figuresOf(row),
    }),
  );
  const rest = ranked ? rows.slice(ANALYSIS_RANKING_SIZE) : [];
  if (rest.length === 0) return shares;
  const others = Object.fromEntries(
    INCOME_FIGURES.map((key) => [
      key,
      decimalText(
        rest.reduce((sum, row) => sum.plus(toDecimal(row[key])), toDecimal(0)),
        2,
      ),
    ]),
  ) as IncomeFigures;
  return [...shares, { key: '', label: '', others: true, ...others }];
}
