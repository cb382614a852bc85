import type { IncomeEntryKind, IncomeFilters } from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type CaseScope, withinCaseScope } from '../../platform/db/case-scope.ts';
import { dayAfter, dayBefore, lastDayOf } from './month-end/months.ts';

const RECEIPT_KINDS: readonly IncomeEntryKind[] = ['allocation', 'reversal'];
const ALL_KINDS: readonly IncomeEntryKind[] = ['bill', 'credit', 'writeOff', ...RECEIPT_KINDS];

/** The period a report covers, both ends included. */
export interface IncomePeriod {
  from: string;
  to: string;
}

/**
 * The whole closed months of a period (decision 0054): read from their stored project data rows,
 * not from the movements, which the month lock keeps as they were at the close anyway.
 */
export interface SnapshotSpan {
  fromMonth: string;
  toMonth: string;
}

/** The days of the period the movements still cover: the period less the span's months. */
function movementRanges(period: IncomePeriod, span: SnapshotSpan | null): [string, string][] {
  if (!span) return [[period.from, period.to]];
  const ranges: [string, string][] = [
    [period.from, dayBefore(`${span.fromMonth}-01`)],
    [dayAfter(lastDayOf(span.toMonth)), period.to],
  ];
  return ranges.filter(([from, to]) => from <= to);
}

const inRanges = (column: SQL, ranges: [string, string][]) =>
  ranges.length === 0
    ? sql`false`
    : sql`(${sql.join(
        ranges.map(([from, to]) => sql`${column} between ${from}::date and ${to}::date`),
        sql` or `,
      )})`;

/**
 * Every dated movement of the billing ledger in the period (decision 0042), one row each:
 * a bill issued (dated its bill date), a credit note issued, a write-off done, a receipt
 * allocation (dated its allocation day) and the reversal of one (dated the reversal day,
 * negative). Each carries its bill, so it is attributed as the bill is: its case, client,
 * office and the responsible partner the bill was made under.
 *
 * Each branch reads only its own table by its date (decision 0048: every branch joined every
 * bill of the firm for its rate, and the ledger read the bills six times); a bill's CNY is its
 * own, the others' are converted once, where the ledger joins the bill.
 */
function movements(ranges: [string, string][], kinds: readonly IncomeEntryKind[]): SQL {
  const branches: Record<IncomeEntryKind, SQL> = {
    bill: sql`select 'bill', b.bill_date, b.bill_id, null::int, b.total, b.total_cny, 0::numeric
      from hk_bill b
      where b.number is not null and b.status not in ('draft', 'approving')
        and ${inRanges(sql`b.bill_date`, ranges)}`,
    credit: sql`select 'credit', c.credit_date, c.bill_id, null::int, c.amount, null::numeric, 0::numeric
      from hk_credit_note c
      where c.status = 'issued' and ${inRanges(sql`c.credit_date`, ranges)}`,
    writeOff: sql`select 'writeOff', w.write_off_date, w.bill_id, null::int, w.amount, null::numeric, 0::numeric
      from hk_bill_write_off w
      where w.status = 'done' and ${inRanges(sql`w.write_off_date`, ranges)}`,
    allocation: sql`select 'allocation', a.allocated_on, a.bill_id, a.receipt_id, a.amount,
        null::numeric, a.fx_difference_cny
      from hk_receipt_allocation a
      where ${inRanges(sql`a.allocated_on`, ranges)}`,
    reversal: sql`select 'reversal', a.reversed_on, a.bill_id, a.receipt_id, -a.amount,
        null::numeric, -a.fx_difference_cny
      from hk_receipt_allocation a
      where a.reversed_on is not null and ${inRanges(sql`a.reversed_on`, ranges)}`,
  };
  return sql.join(
    kinds.map((kind) => branches[kind]),
    sql` union all `,
  );
}

/** The filters as conditions on a ledger source's attribution columns. */
interface Attribution {
  project: SQL;
  office: SQL;
  partner: SQL;
  client: SQL;
  /** The case's practice area is `value`. */
  practiceArea: (value: string) => SQL;
  /** The partner's unit: the department's id column, or a condition on the partner's. */
  dept: (deptId: number) => SQL;
}

function conditionsOf(filters: IncomeFilters, scope: CaseScope, on: Attribution): SQL {
  const conditions: SQL[] = [withinCaseScope(scope, on.project)];
  if (filters.officeId) conditions.push(sql`${on.office} = ${filters.officeId}`);
  if (filters.partnerId) conditions.push(sql`${on.partner} = ${filters.partnerId}`);
  if (filters.clientId) conditions.push(sql`${on.client} = ${filters.clientId}`);
  if (filters.projectId) conditions.push(sql`${on.project} = ${filters.projectId}`);
  if (filters.practiceArea) conditions.push(on.practiceArea(filters.practiceArea));
  if (filters.deptId) conditions.push(on.dept(filters.deptId));
  return sql.join(conditions, sql` and `);
}

/** Live movements are attributed as their bill is now; the month lock keeps that fixed. */
const ON_BILL: Attribution = {
  project: sql`b.project_id`,
  office: sql`b.office_id`,
  partner: sql`b.partner_id`,
  client: sql`b.client_id`,
  practiceArea: (value) => sql`exists (select 1 from hk_project p
    where p.project_id = b.project_id and p.practice_area = ${value})`,
  dept: (deptId) => sql`exists (select 1 from sys_user u join sys_dept d on d.dept_id = u.dept_id
    where u.user_id = b.partner_id and (d.dept_id = ${deptId} or d.parent_id = ${deptId}))`,
};

/** A closed month's rows keep the practice area and the partner's unit of the close. */
const ON_SNAPSHOT: Attribution = {
  project: sql`s.project_id`,
  office: sql`s.office_id`,
  partner: sql`s.partner_id`,
  client: sql`s.client_id`,
  practiceArea: (value) => sql`s.practice_area = ${value}`,
  dept: (deptId) => sql`(s.dept_id = ${deptId} or exists (select 1 from sys_dept d
    where d.dept_id = s.dept_id and d.parent_id = ${deptId}))`,
};

/**
 * The movements of the period within the caller's scope and the filters, with the attribution
 * columns: `project_id`, `client_id`, `office_id`, `partner_id`, `kind`, `day`,
 * `bill_id`, `receipt_id`, `amount`, `amount_cny`, `fx`. Department is the responsible partner's
 * (their own unit or one under it). With a `span`, its closed months are left out: `incomeFigures`
 * reads them from their stored rows.
 */
export function incomeLedger(
  filters: IncomeFilters,
  period: IncomePeriod,
  scope: CaseScope,
  kinds: readonly IncomeEntryKind[] = ALL_KINDS,
  span: SnapshotSpan | null = null,
): SQL {
  return sql`
    select m.kind, m.day, m.bill_id, m.receipt_id, m.amount,
      -- A foreign-currency amount in CNY at the bill's rate, rounded to the cent per entry
      -- (round is symmetric: a reversal is exactly its allocation negated).
      coalesce(m.amount_cny, round(m.amount * b.exchange_rate, 2)) as amount_cny, m.fx,
      b.project_id, b.client_id, b.office_id, b.partner_id, b.number as bill_number, b.currency
    from (${movements(movementRanges(period, span), kinds)}) as m(kind, day, bill_id, receipt_id, amount, amount_cny, fx)
      join hk_bill b on b.bill_id = m.bill_id
    where ${conditionsOf(filters, scope, ON_BILL)}`;
}

/** The six figures (decision 0042) as sums over ledger rows, named as `IncomeFigures`. */
export const FIGURE_SUMS = sql`
  coalesce(sum(amount_cny) filter (where kind = 'bill'), 0) as billed,
  coalesce(sum(amount_cny) filter (where kind = 'credit'), 0) as credited,
  coalesce(sum(amount_cny) filter (where kind = 'writeOff'), 0) as "writtenOff",
  coalesce(sum(amount_cny) filter (where kind in ('allocation', 'reversal')), 0) as collected,
  coalesce(sum(fx) filter (where kind in ('allocation', 'reversal')), 0) as "fxDifference",
  coalesce(sum(amount_cny + fx) filter (where kind in ('allocation', 'reversal')), 0) as income`;

/** The six figures summed over figure rows (`incomeFigures`), named as `IncomeFigures`. */
export const FIGURE_TOTALS = sql`
  coalesce(sum(billed), 0) as billed, coalesce(sum(credited), 0) as credited,
  coalesce(sum("writtenOff"), 0) as "writtenOff", coalesce(sum(collected), 0) as collected,
  coalesce(sum("fxDifference"), 0) as "fxDifference", coalesce(sum(income), 0) as income`;

const stored = (key: string) => sql.raw(`(s.data->>'${key}')::numeric`);

interface FigureOptions {
  /** Income alone (partner withholding), from the receipt movements and the stored rows that received something. */
  receiptsOnly?: boolean;
  /**
   * A `practice_area` column too: the case's now for the live movements, the one of the close for
   * a closed month's rows, as the practice area filter reads them (the analysis by practice area).
   */
  practiceArea?: boolean;
}

/**
 * The six figures by month and attribution (columns `month`, `project_id`, `client_id`,
 * `office_id`, `partner_id` and the figures), to be summed: a row per movement of the period, and
 * a row per stored row of the whole closed months of `span`, as they were at the close (decision
 * 0054).
 */
export function incomeFigures(
  filters: IncomeFilters,
  period: IncomePeriod,
  scope: CaseScope,
  span: SnapshotSpan | null,
  { receiptsOnly = false, practiceArea = false }: FigureOptions = {},
): SQL {
  const ledger = incomeLedger(filters, period, scope, receiptsOnly ? RECEIPT_KINDS : ALL_KINDS, span);
  // One row per movement, its amount in its figure's column: grouping here would cost the
  // reports a second aggregation (decision 0054 measured it at 2.3× at M).
  const receipt = sql`kind in ('allocation', 'reversal')`;
  const live = sql`
    select to_char(day, 'YYYY-MM') as month, project_id, client_id, office_id, partner_id,${
      practiceArea
        ? sql` (select p.practice_area from hk_project p where p.project_id = ledger.project_id) as practice_area,`
        : sql``
    }
      case when kind = 'bill' then amount_cny else 0 end as billed,
      case when kind = 'credit' then amount_cny else 0 end as credited,
      case when kind = 'writeOff' then amount_cny else 0 end as "writtenOff",
      case when ${receipt} then amount_cny else 0 end as collected,
      case when ${receipt} then fx else 0 end as "fxDifference",
      case when ${receipt} then amount_cny + fx else 0 end as income
    from (${ledger}) ledger`;
  if (!span) return live;
  const billing = receiptsOnly
    ? sql`0::numeric, 0::numeric, 0::numeric`
    : sql`${stored('billed')}, ${stored('credited')}, ${stored('writtenOff')}`;
  return sql`${live} union all
    select s.month, s.project_id, s.client_id, s.office_id, s.partner_id,${
      practiceArea ? sql` s.practice_area,` : sql``
    } ${billing},
      ${stored('collected')}, ${stored('fxDifference')}, ${stored('income')}
    from hk_month_project_data s
    where s.month between ${span.fromMonth} and ${span.toMonth}
      and ${conditionsOf(filters, scope, ON_SNAPSHOT)}
      ${receiptsOnly ? sql`and (${stored('collected')} <> 0 or ${stored('fxDifference')} <> 0)` : sql``}`;
}
