import type { UtilisationFilters } from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type CaseScope, withinCaseScope } from '../../../platform/db/case-scope.ts';

/** Who the reader may see: the case scope, and with `onlyUser` their own time and expenses only. */
export interface UtilisationScope {
  cases: CaseScope;
  onlyUser: number | null;
}

/** A bill counts as of `asOf` once issued on or before it (numbered, past approval). */
const issuedBy = (asOf: string) =>
  sql`b.number is not null and b.status not in ('draft', 'approving') and b.bill_date <= ${asOf}::date`;

/**
 * The live line of an issued bill that holds the entry's time as of the day (at most one: billing's
 * partial unique index on live lines), with what it charged in CNY and what of it was collected by
 * then. A lookup per billed entry by its bill, because a set-based join of the period's entries
 * with the bills' lines depends on the planner's row estimates: on a database not yet analysed
 * (a first start) it chose nested loops over whole tables and took minutes.
 * Charged = the line's net amount (after its own adjustment, without tax) plus its share of the
 * bill's whole-bill fee adjustments, in proportion to the fee lines' net, at the bill's rate, to the
 * cent. Collected = charged × the part of the bill's total paid by then (allocations less
 * reversals, decision 0042), so a receipt pays every line of a bill alike. A bill cancelled in
 * whole gave its time back (decision 0030): that time is unbilled again, as if never billed.
 */
function billedLine(asOf: string): SQL {
  return sql`left join lateral (
    select b.bill_id, b.number as bill_number, charged.cny as billed_cny,
      case when b.total = 0 then 0 else round(charged.cny * paid.amount / b.total, 2) end as collected_cny
    from hk_bill_line l join hk_bill b on b.bill_id = l.bill_id
      cross join lateral (
        select coalesce(sum(x.net_amount) filter (where x.kind in ('time', 'milestone', 'contingency', 'manualFee')), 0) as fees,
          coalesce(sum(x.net_amount) filter (where x.kind = 'feeAdjustment'), 0) as adjustments
        from hk_bill_line x where x.bill_id = b.bill_id and not x.released) f
      cross join lateral (select round((l.net_amount
          + case when f.fees = 0 then 0 else f.adjustments * l.net_amount / f.fees end) * b.exchange_rate, 2) as cny) charged
      cross join lateral (
        select coalesce(sum(a.amount) filter (where a.allocated_on <= ${asOf}::date), 0)
          - coalesce(sum(a.amount) filter (where a.reversed_on <= ${asOf}::date), 0) as amount
        from hk_receipt_allocation a where a.bill_id = b.bill_id) paid
    -- The entry names the bill that holds it (decision 0030: set with the line, cleared when the
    -- line goes or is released), so most entries, never billed, skip the lookup altogether.
    where w.bill_id is not null and l.bill_id = w.bill_id and l.worklog_id = w.worklog_id
      and not l.released and l.kind = 'time' and ${issuedBy(asOf)}) bl on true`;
}

/**
 * The entry's currency to CNY: the finance-kept rate on or before the work date (decision 0030's
 * rule, dated by the work), else the first one after it; an entry in a currency with no rate at
 * all is worth nothing here rather than a guess.
 */
const WORK_DATE_RATE = sql`cross join lateral (select case when w.currency = 'CNY' then 1::numeric
  else coalesce(
    (select r.rate_to_cny from hk_exchange_rate r
      where r.currency = w.currency and r.rate_date <= w.work_date order by r.rate_date desc limit 1),
    (select r.rate_to_cny from hk_exchange_rate r where r.currency = w.currency order by r.rate_date limit 1),
    0) end as rate) fx`;

/**
 * Each case's responsible partner (the first, if a case names several), as one hashed join: a
 * lookup per entry cost a third of the ledger at bench M (316,000 entries a year).
 */
const PARTNERS = sql`left join (select m.project_id, min(m.user_id) as partner_id from hk_project_member m
  where m.role = '1' group by m.project_id) pm on pm.project_id = p.project_id`;

/** Where a branch keeps the columns the filters read. */
interface Columns {
  office: SQL;
  partner: SQL;
  user: SQL;
  project: SQL;
  dept: SQL;
}

/** The filters inside each branch, so the entries are narrowed before anything joins them. */
function conditionsOf(filters: UtilisationFilters, on: Columns): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.officeId) conditions.push(sql`${on.office} = ${filters.officeId}`);
  if (filters.partnerId) conditions.push(sql`${on.partner} = ${filters.partnerId}`);
  if (filters.userId) conditions.push(sql`${on.user} = ${filters.userId}`);
  if (filters.projectId) conditions.push(sql`${on.project} = ${filters.projectId}`);
  // The person's unit, or a unit under the one asked (as the income reports read departments).
  if (filters.deptId)
    conditions.push(sql`(${on.dept} = ${filters.deptId} or exists (select 1 from sys_dept d
      where d.dept_id = ${on.dept} and d.parent_id = ${filters.deptId}))`);
  return sql.join(conditions, sql` and `);
}

/**
 * The period's work, one row per item (decision 0056), as it stood at the period's end:
 * - each confirmed time entry worked in the period (status confirmed, billed or written off):
 *   its hours, its worked value (billable only), what an issued bill charged for it and what of
 *   that was collected by the end, and its WIP (not on a bill issued by then, not written off);
 * - each billable expense line of an approved or paid claim spent in the period and not on a bill
 *   issued by then: WIP at its CNY amount.
 * Columns: kind, item_id, user_id, dept_id (the person's unit now), project_id, office_id and
 * partner_id (the case's), day, hours, billable_hours, non_billable_hours, worked_cny, billed_cny,
 * collected_cny, wip_time_cny, wip_expense_cny, bill_id, bill_number. (The narrative is the
 * drill-down's own join: carried through the sums, it tripled the width the grouping sorts.)
 */
export function utilisationLedger(
  filters: UtilisationFilters,
  period: { from: string; to: string },
  scope: UtilisationScope,
): SQL {
  const own = (column: SQL) => (scope.onlyUser === null ? sql`true` : sql`${column} = ${scope.onlyUser}`);
  const time = sql`
    select 'time' as kind, w.worklog_id as item_id, w.user_id, u.dept_id, w.project_id, p.office_id,
      pm.partner_id, w.work_date as day, w.hours,
      case when w.billable then w.hours else 0 end as billable_hours,
      case when w.billable then 0 else w.hours end as non_billable_hours,
      case when w.billable then round(w.amount * fx.rate, 2) else 0 end as worked_cny,
      coalesce(bl.billed_cny, 0) as billed_cny, coalesce(bl.collected_cny, 0) as collected_cny,
      case when w.billable and bl.bill_id is null and w.status <> 'writtenOff'
        then round(w.amount * fx.rate, 2) else 0 end as wip_time_cny,
      0::numeric as wip_expense_cny, bl.bill_id, bl.bill_number
    from hk_worklog w
      join hk_project p on p.project_id = w.project_id
      left join sys_user u on u.user_id = w.user_id
      ${PARTNERS}
      ${WORK_DATE_RATE}
      ${billedLine(period.to)}
    where w.status in ('confirmed', 'billed', 'writtenOff')
      and w.work_date between ${period.from}::date and ${period.to}::date
      and ${withinCaseScope(scope.cases, sql`w.project_id`)} and ${own(sql`w.user_id`)}
      and ${conditionsOf(filters, {
        office: sql`p.office_id`,
        partner: sql`pm.partner_id`,
        user: sql`w.user_id`,
        project: sql`w.project_id`,
        dept: sql`u.dept_id`,
      })}`;
  const expenses = sql`
    select 'expense', e.line_id, c.applicant_id, u.dept_id, e.project_id, p.office_id,
      pm.partner_id, e.expense_date, 0::numeric, 0::numeric, 0::numeric, 0::numeric,
      0::numeric, 0::numeric, 0::numeric, e.amount_cny, null::int, null::text
    from hk_expense_line e
      join hk_expense_claim c on c.claim_id = e.claim_id
      join hk_project p on p.project_id = e.project_id
      left join sys_user u on u.user_id = c.applicant_id
      ${PARTNERS}
    where e.billable and c.status in ('approved', 'paid')
      and e.expense_date between ${period.from}::date and ${period.to}::date
      and ${withinCaseScope(scope.cases, sql`e.project_id`)} and ${own(sql`c.applicant_id`)}
      and ${conditionsOf(filters, {
        office: sql`p.office_id`,
        partner: sql`pm.partner_id`,
        user: sql`c.applicant_id`,
        project: sql`e.project_id`,
        dept: sql`u.dept_id`,
      })}
      -- Through billing's partial unique index on live expense lines, as the time's lookup.
      and not exists (select 1 from hk_bill_line l join hk_bill b on b.bill_id = l.bill_id
        where l.expense_line_id = e.line_id and l.expense_line_id is not null and not l.released
          and ${issuedBy(period.to)})`;
  return sql`${time} union all ${expenses}`;
}

/** The sums of ledger rows, named as the figures; `timekeepers` are the people with time in them. */
export const UTILISATION_SUMS_SQL = sql`
  coalesce(sum(billable_hours), 0) as "billableHours",
  coalesce(sum(non_billable_hours), 0) as "nonBillableHours",
  coalesce(sum(worked_cny), 0) as "workedValue",
  coalesce(sum(billed_cny), 0) as "billedValue",
  coalesce(sum(worked_cny - billed_cny - wip_time_cny), 0) as "writtenDown",
  coalesce(sum(collected_cny), 0) as collected,
  coalesce(sum(wip_time_cny), 0) as "wipTime",
  coalesce(sum(wip_expense_cny), 0) as "wipExpenses",
  coalesce(sum(wip_time_cny + wip_expense_cny), 0) as wip,
  count(distinct user_id) filter (where kind = 'time') as timekeepers`;
