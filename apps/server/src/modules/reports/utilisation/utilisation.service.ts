import {
  decimalText,
  defaultStatisticsRange,
  PEOPLE_GROUPS,
  percentOf,
  REPORT_PERMISSIONS,
  sortDirection,
  targetHoursOf,
  toDecimal,
  UTILISATION_SUMS,
  type UtilisationEntriesQuery,
  type UtilisationEntry,
  type UtilisationEntrySums,
  type UtilisationFigures,
  type UtilisationFilters,
  type UtilisationGroup,
  type UtilisationQuery,
  type UtilisationReport,
  type UtilisationRow,
} from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { mayAct } from '../../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { localizedName } from '../../../platform/db/localized-name.ts';
import { offsetOf } from '../../../platform/db/paging.ts';
import type { IncomeReportsDeps } from '../income-reports.service.ts';
import { UTILISATION_SUMS_SQL, utilisationLedger } from './utilisation-ledger.ts';

type SumRow = Record<string, string | number | null>;
const money = (value: unknown) => decimalText(toDecimal(String(value ?? '0')), 2);
const hours = (value: unknown) => decimalText(toDecimal(String(value ?? '0')), 1);

/** Each grouping: the ledger's key column, and the label of a key `g.key` with its join. */
const GROUPS: Record<UtilisationGroup, { key: SQL; join: SQL; label: (lang: string) => SQL }> = {
  lawyer: {
    key: sql`user_id`,
    join: sql`left join sys_user u on u.user_id = g.key`,
    label: (lang) => localizedName(lang, sql`u.nick_name`, sql`u.name_en`),
  },
  partner: {
    key: sql`coalesce(partner_id, 0)`,
    join: sql`left join sys_user u on u.user_id = g.key`,
    label: (lang) => localizedName(lang, sql`u.nick_name`, sql`u.name_en`),
  },
  dept: {
    key: sql`coalesce(dept_id, 0)`,
    join: sql`left join sys_dept d on d.dept_id = g.key`,
    label: (lang) => localizedName(lang, sql`d.dept_name`, sql`d.dept_name_en`),
  },
  office: {
    key: sql`office_id`,
    join: sql`left join sys_dept d on d.dept_id = g.key`,
    label: (lang) => localizedName(lang, sql`d.dept_name`, sql`d.dept_name_en`),
  },
};

/**
 * Utilisation, realisation and collection (issue 21 must-hold 3, decision 0056): sums in SQL over
 * the period's confirmed time and billable expenses, within the reader's case scope (a walled
 * case's work reaches no one outside its wall); ratios from the sums, never averaged.
 */
export class UtilisationService {
  constructor(
    private readonly db: Database,
    private readonly deps: IncomeReportsDeps,
  ) {}

  /** `annualTarget`: the firm's target hours a year per timekeeper (config `report.targetHours`). */
  async report(
    ctx: SignedInContext,
    query: UtilisationQuery,
    annualTarget: number,
  ): Promise<UtilisationReport<UtilisationRow>> {
    const { period, ledger } = await this.ledgerOf(ctx, query);
    const perPerson = targetHoursOf(annualTarget, period.from, period.to);
    const group = GROUPS[query.groupBy];
    const people = PEOPLE_GROUPS.includes(query.groupBy);
    const target = people ? sql`timekeepers * ${perPerson}::numeric` : sql`null::numeric`;
    // One pass over the ledger: the groups and the grand total (grouping sets), the page of
    // groups joined to the total's row, which exists even when no work does (decision 0056's bench:
    // reading the ledger a second time for the totals doubled the request).
    const result = await this.db.execute<SumRow>(sql`
      with per as materialized (
        select ${group.key} as key, ${UTILISATION_SUMS_SQL}, grouping(${group.key}) as is_total
        from (${ledger}) ledger group by grouping sets ((${group.key}), ())),
      ratios as (
        select per.*, ${target} as "targetHours",
          "billableHours" / nullif(${target}, 0) as utilisation,
          "billedValue" / nullif("workedValue", 0) as realisation,
          collected / nullif("billedValue", 0) as collection,
          count(*) over () as full_count
        from per where is_total = 0),
      grouped as (select * from ratios order by ${this.orderOf(query)}, key
        limit ${query.pageSize} offset ${offsetOf(query)})
      select g.*, ${TOTAL_COLUMNS}
      from (select * from per where is_total = 1) t
        left join lateral (select g.*, ${group.label(ctx.lang)} as label from grouped g ${group.join}) g on true
      order by ${this.orderOf(query, sql`g.`)}, g.key`);
    const first = result.rows[0]!;
    const rows = result.rows.filter((row) => row.key !== null);
    return {
      ...period,
      rows: rows.map((row) => ({
        key: Number(row.key),
        // No partner on the case, no unit on the person: a row of its own with an empty label.
        label: String(row.label ?? ''),
        ...figuresOf(row, people ? perPerson : null),
      })),
      total: Number(rows[0]?.full_count ?? 0) || (await this.countOf(ledger, group.key)),
      totals: figuresOf(totalsIn(first), perPerson),
    };
  }

  /** The time entries (and for WIP the expense lines) behind one figure of one row. */
  async entries(
    ctx: SignedInContext,
    query: UtilisationEntriesQuery,
  ): Promise<UtilisationReport<UtilisationEntry, UtilisationEntrySums>> {
    const { period, ledger } = await this.ledgerOf(ctx, query);
    const figure = {
      workedValue: sql`worked_cny <> 0`,
      billedValue: sql`bill_id is not null`,
      wip: sql`(wip_time_cny + wip_expense_cny) <> 0`,
    }[query.figure];
    const row = query.key === undefined ? sql`true` : sql`${GROUPS[query.groupBy].key} = ${query.key}`;
    const rows = sql`select * from (${ledger}) ledger where ${row} and ${figure}`;
    const direction = query.orderByColumn && sortDirection(query.isAsc) === 'asc' ? sql`asc` : sql`desc`;
    const person = localizedName(ctx.lang, sql`u.nick_name`, sql`u.name_en`);
    const caseName = localizedName(ctx.lang, sql`p.name_cn`, sql`p.name_en`);
    const result = await this.db.execute<SumRow>(sql`
      select e.*, ${person} as person_name, p.number as case_number, ${caseName} as case_name,
        coalesce(wl.narrative, el.description) as description, count(*) over () as full_count
      from (${rows}) e
        left join sys_user u on u.user_id = e.user_id
        join hk_project p on p.project_id = e.project_id
        left join hk_worklog wl on e.kind = 'time' and wl.worklog_id = e.item_id
        left join hk_expense_line el on e.kind = 'expense' and el.line_id = e.item_id
      order by e.day ${direction}, e.kind desc, e.item_id
      limit ${query.pageSize} offset ${offsetOf(query)}`);
    const sums = await this.db.execute<SumRow>(sql`
      select coalesce(sum(worked_cny), 0) as worked, coalesce(sum(billed_cny), 0) as billed,
        coalesce(sum(wip_time_cny + wip_expense_cny), 0) as wip
      from (${rows}) e`);
    return {
      ...period,
      rows: result.rows.map((row) => ({
        kind: row.kind as UtilisationEntry['kind'],
        id: Number(row.item_id),
        date: String(row.day),
        personName: String(row.person_name ?? ''),
        projectId: Number(row.project_id),
        caseNumber: (row.case_number as string | null) ?? null,
        caseName: String(row.case_name ?? ''),
        hours: hours(row.hours),
        description: String(row.description ?? ''),
        workedValue: money(row.worked_cny),
        billedValue: money(row.billed_cny),
        wip: money(toDecimal(String(row.wip_time_cny)).plus(String(row.wip_expense_cny))),
        billId: row.bill_id === null ? null : Number(row.bill_id),
        billNumber: (row.bill_number as string | null) ?? null,
      })),
      total: Number(result.rows[0]?.full_count ?? 0),
      totals: {
        workedValue: money(sums.rows[0]?.worked),
        billedValue: money(sums.rows[0]?.billed),
        wip: money(sums.rows[0]?.wip),
      },
    };
  }

  /** The period asked, or spec §9's statistics default, as the income reports take it. */
  periodOf(filters: Pick<UtilisationFilters, 'from' | 'to'>) {
    const fallback = defaultStatisticsRange(this.deps.today(), false);
    return { from: filters.from ?? fallback.start, to: filters.to ?? fallback.end };
  }

  /**
   * Without the firm's figures: the cases one is on (decision 0042's scope); grouped by person,
   * one's own time only, so a colleague's hours on a shared case are not theirs to read.
   */
  private async ledgerOf(ctx: SignedInContext, filters: UtilisationFilters) {
    const period = this.periodOf(filters);
    const everything = mayAct(ctx.actor, REPORT_PERMISSIONS.incomeAll);
    const cases = await this.deps.scopeOf(ctx, everything);
    const onlyUser = !everything && PEOPLE_GROUPS.includes(filters.groupBy) ? ctx.actor.userId : null;
    return { period, ledger: utilisationLedger(filters, period, { cases, onlyUser }) };
  }

  /** A page past the last row has no window count: count the groups on their own. */
  private async countOf(ledger: SQL, key: SQL): Promise<number> {
    const result = await this.db.execute<{ count: number }>(
      sql`select count(distinct ${key}) as count from (${ledger}) ledger`,
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  private orderOf(query: UtilisationQuery, prefix: SQL = sql``): SQL {
    const column = sql.identifier(query.orderByColumn ?? 'workedValue');
    const direction = query.orderByColumn && sortDirection(query.isAsc) === 'asc' ? sql`asc` : sql`desc`;
    return sql`${prefix}${column} ${direction} nulls last`;
  }
}

/** The grand total's sums beside each row, prefixed, so a row's own sums keep their names. */
const TOTAL_NAMES = [...UTILISATION_SUMS, 'timekeepers'] as const;
const TOTAL_COLUMNS = sql.raw(TOTAL_NAMES.map((name) => `t."${name}" as "total_${name}"`).join(', '));
const totalsIn = (row: SumRow): SumRow =>
  Object.fromEntries(TOTAL_NAMES.map((name) => [name, row[`total_${name}`] ?? null]));

/** A row's or the totals' figures; `perPerson` null where the grouping has no target. */
function figuresOf(row: SumRow, perPerson: string | null): UtilisationFigures {
  const billable = hours(row.billableHours);
  const target =
    perPerson === null ? null : decimalText(toDecimal(perPerson).times(String(row.timekeepers ?? 0)), 1);
  const worked = money(row.workedValue);
  const billed = money(row.billedValue);
  const collected = money(row.collected);
  return {
    billableHours: billable,
    nonBillableHours: hours(row.nonBillableHours),
    targetHours: target,
    utilisation: percentOf(billable, target),
    workedValue: worked,
    billedValue: billed,
    writtenDown: money(row.writtenDown),
    realisation: percentOf(billed, worked),
    collected,
    collection: percentOf(collected, billed),
    wipTime: money(row.wipTime),
    wipExpenses: money(row.wipExpenses),
    wip: money(row.wip),
  };
}
