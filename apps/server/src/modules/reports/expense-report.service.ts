import {
  decimalText,
  defaultStatisticsRange,
  EXPENSE_REPORT_PERMISSIONS,
  EXPENSE_TYPE_DICT,
  type ExpenseReport,
  type ExpenseReportFilters,
  type ExpenseReportQuery,
  type ExpenseReportRow,
  type ExpenseReportSums,
  sortDirection,
  toDecimal,
} from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localizedName } from '../../platform/db/localized-name.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { expenseLedger } from './expense-ledger.ts';
import type { IncomeReportsDeps } from './income-reports.service.ts';

type SumRow = { line_count: number | string; amount_cny: string; tax_cny: string; billable_cny: string };
const money = (value: string | null | undefined) => decimalText(toDecimal(value ?? '0'), 2);
const sumsOf = (row: SumRow | undefined): ExpenseReportSums => ({
  lineCount: Number(row?.line_count ?? 0),
  amountCny: money(row?.amount_cny),
  taxCny: money(row?.tax_cny),
  billableCny: money(row?.billable_cny),
});
const SUMS = sql`count(*) as line_count, coalesce(sum(amount_cny), 0) as amount_cny,
  coalesce(sum(tax_cny), 0) as tax_cny,
  coalesce(sum(amount_cny) filter (where billable), 0) as billable_cny`;

/** Each grouping: the key of a line, and the label of a key (g.key) with its join. */
const GROUPS = {
  person: { key: sql`applicant_id::text`, join: sql`left join sys_user u on u.user_id = g.key::int` },
  dept: {
    key: sql`coalesce(dept_id, 0)::text`,
    join: sql`left join sys_dept d on d.dept_id = nullif(g.key, '0')::int`,
  },
  case: {
    key: sql`coalesce(project_id, 0)::text`,
    join: sql`left join hk_project p on p.project_id = nullif(g.key, '0')::int`,
  },
  type: {
    key: sql`expense_type`,
    join: sql`left join sys_dict_data t on t.dict_type = ${EXPENSE_TYPE_DICT} and t.dict_value = g.key`,
  },
  month: { key: sql`to_char(expense_date, 'YYYY-MM')`, join: sql`` },
} as const;

/**
 * The expense detail report (decision 0047): lines of approved and paid claims and daily
 * expenses, in CNY, summed in SQL. Without `expensesAll` a person reads only their own lines;
 * with it everyone's. Either way a line on a walled case the reader is outside of is in no row
 * and no total, so the totals are those of what the reader may see and equal the rows' sums.
 */
export class ExpenseReportService {
  constructor(
    private readonly db: Database,
    private readonly deps: IncomeReportsDeps,
  ) {}

  async report(ctx: SignedInContext, query: ExpenseReportQuery): Promise<ExpenseReport> {
    const { period, ledger } = await this.ledgerOf(ctx, query);
    const rows =
      query.groupBy === 'line' ? await this.lines(ctx, ledger, query) : await this.groups(ctx, ledger, query);
    const totals = await this.db.execute<SumRow>(sql`select ${SUMS} from (${ledger}) ledger`);
    const sums = sumsOf(totals.rows[0]);
    const total =
      query.groupBy === 'line'
        ? sums.lineCount
        : Number(
            (
              await this.db.execute<{ count: string }>(
                sql`select count(distinct ${GROUPS[query.groupBy].key}) as count from (${ledger}) ledger`,
              )
            ).rows[0]?.count ?? 0,
          );
    return { ...period, rows, total, totals: sums };
  }

  /** The period asked, or spec §9's statistics default (last year during the first quarter). */
  periodOf(filters: Pick<ExpenseReportFilters, 'from' | 'to'>) {
    const fallback = defaultStatisticsRange(this.deps.today(), false);
    return { from: filters.from ?? fallback.start, to: filters.to ?? fallback.end };
  }

  private async ledgerOf(ctx: SignedInContext, filters: ExpenseReportFilters) {
    const period = this.periodOf(filters);
    const everyone = mayAct(ctx.actor, EXPENSE_REPORT_PERMISSIONS.all);
    // Everyone's lines or one's own, always without the walled cases one is outside of.
    const scope = await this.deps.scopeOf(ctx, true);
    const hidden = scope.all ? scope.except : [];
    return {
      period,
      ledger: expenseLedger(filters, period, { onlyApplicant: everyone ? null : ctx.actor.userId, hidden }),
    };
  }

  private async lines(ctx: SignedInContext, ledger: SQL, query: ExpenseReportQuery) {
    const direction = sortDirection(query.isAsc) === 'desc' ? sql`desc` : sql`asc`;
    const column = {
      key: sql`l.expense_date`,
      amountCny: sql`l.amount_cny`,
      taxCny: sql`l.tax_cny`,
      lineCount: sql`l.expense_date`,
    }[query.orderByColumn ?? 'key'];
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select l.*, ${localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`)} as applicant_name,
        ${localizedName(ctx.lang, sql`d.dept_name`, sql`d.dept_name_en`)} as dept_name,
        p.number as case_number, ${localizedName(ctx.lang, sql`p.name_cn`, sql`p.name_en`)} as case_name,
        ${localizedName(ctx.lang, sql`t.dict_label`, sql`t.dict_label_en`)} as type_label
      from (${ledger}) l
        left join sys_user u on u.user_id = l.applicant_id
        left join sys_dept d on d.dept_id = l.dept_id
        left join hk_project p on p.project_id = l.project_id
        left join sys_dict_data t on t.dict_type = ${EXPENSE_TYPE_DICT} and t.dict_value = l.expense_type
      order by ${column} ${direction}, l.line_id
      limit ${query.pageSize} offset ${offsetOf(query)}`);
    return result.rows.map(
      (row): ExpenseReportRow => ({
        key: String(row.line_id),
        label: String(row.type_label ?? row.expense_type),
        lineId: Number(row.line_id),
        claimId: Number(row.claim_id),
        kind: String(row.kind),
        title: String(row.title),
        expenseDate: String(row.expense_date),
        applicantName: String(row.applicant_name ?? ''),
        deptName: String(row.dept_name ?? ''),
        projectId: row.project_id === null ? null : Number(row.project_id),
        caseNumber: (row.case_number as string | null) ?? null,
        caseName: String(row.case_name ?? ''),
        expenseType: String(row.expense_type),
        expenseCode: String(row.expense_code ?? ''),
        description: String(row.description ?? ''),
        lineCount: 1,
        amountCny: money(row.amount_cny as string),
        taxCny: money(row.tax_cny as string),
        billableCny: row.billable ? money(row.amount_cny as string) : '0.00',
      }),
    );
  }

  private async groups(ctx: SignedInContext, ledger: SQL, query: ExpenseReportQuery) {
    const group = GROUPS[query.groupBy as Exclude<ExpenseReportQuery['groupBy'], 'line'>];
    const label = {
      person: localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`),
      dept: localizedName(ctx.lang, sql`d.dept_name`, sql`d.dept_name_en`),
      case: sql`trim(coalesce(p.number, '') || ' ' || ${localizedName(ctx.lang, sql`p.name_cn`, sql`p.name_en`)})`,
      type: localizedName(ctx.lang, sql`t.dict_label`, sql`t.dict_label_en`),
      month: sql`g.key`,
    }[query.groupBy as keyof typeof GROUPS];
    // Months and keys read in order; people, departments, cases and types by what they spent.
    const byKey = query.groupBy === 'month' && !query.orderByColumn;
    const column = sql.identifier(
      query.orderByColumn === 'key' || byKey ? 'key' : (query.orderByColumn ?? 'amountCny'),
    );
    const direction = (query.orderByColumn ? sortDirection(query.isAsc) === 'desc' : !byKey)
      ? sql`desc`
      : sql`asc`;
    const result = await this.db.execute<SumRow & { key: string; label: string | null }>(sql`
      select g.*, ${label} as label from (
        select ${group.key} as key, ${SUMS},
          coalesce(sum(amount_cny), 0) as "amountCny", coalesce(sum(tax_cny), 0) as "taxCny",
          count(*) as "lineCount"
        from (${ledger}) ledger group by 1
        order by ${column} ${direction}, 1
        limit ${query.pageSize} offset ${offsetOf(query)}) g
      ${group.join}
      order by g.${column} ${direction}, g.key`);
    return result.rows.map(
      (row): ExpenseReportRow => ({
        ...EMPTY_LINE,
        key: row.key,
        // No case is the firm's overhead; a department or person since removed keeps its id.
        label: row.label ?? (row.key === '0' ? '' : row.key),
        ...sumsOf(row),
      }),
    );
  }
}

const EMPTY_LINE: Omit<ExpenseReportRow, keyof ExpenseReportSums | 'key' | 'label'> = {
  lineId: null,
  claimId: null,
  kind: '',
  title: '',
  expenseDate: '',
  applicantName: '',
  deptName: '',
  projectId: null,
  caseNumber: null,
  caseName: '',
  expenseType: '',
  expenseCode: '',
  description: '',
};
