import type { IncomeEntryKind, IncomeFilters } from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type CaseScope, withinCaseScope } from '../../platform/db/case-scope.ts';

/** The period a report covers, both ends included. */
export interface IncomePeriod {
  from: string;
  to: string;
}

const inPeriod = (column: SQL, period: IncomePeriod) =>
  sql`${column} between ${period.from}::date and ${period.to}::date`;

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
function movements(period: IncomePeriod, kinds: readonly IncomeEntryKind[]): SQL {
  const branches: Record<IncomeEntryKind, SQL> = {
    bill: sql`select 'bill', b.bill_date, b.bill_id, null::int, b.total, b.total_cny, 0::numeric
      from hk_bill b
      where b.number is not null and b.status not in ('draft', 'approving')
        and ${inPeriod(sql`b.bill_date`, period)}`,
    credit: sql`select 'credit', c.credit_date, c.bill_id, null::int, c.amount, null::numeric, 0::numeric
      from hk_credit_note c
      where c.status = 'issued' and ${inPeriod(sql`c.credit_date`, period)}`,
    writeOff: sql`select 'writeOff', w.write_off_date, w.bill_id, null::int, w.amount, null::numeric, 0::numeric
      from hk_bill_write_off w
      where w.status = 'done' and ${inPeriod(sql`w.write_off_date`, period)}`,
    allocation: sql`select 'allocation', a.allocated_on, a.bill_id, a.receipt_id, a.amount,
        null::numeric, a.fx_difference_cny
      from hk_receipt_allocation a
      where ${inPeriod(sql`a.allocated_on`, period)}`,
    reversal: sql`select 'reversal', a.reversed_on, a.bill_id, a.receipt_id, -a.amount,
        null::numeric, -a.fx_difference_cny
      from hk_receipt_allocation a
      where a.reversed_on is not null and ${inPeriod(sql`a.reversed_on`, period)}`,
  };
  return sql.join(
    kinds.map((kind) => branches[kind]),
    sql` union all `,
  );
}

/**
 * The movements of the period within the caller's scope and the filters, with the attribution
 * columns: `project_id`, `client_id`, `office_id`, `partner_id`, `kind`, `day`,
 * `bill_id`, `receipt_id`, `amount`, `amount_cny`, `fx`. Department is the responsible partner's
 * (their own unit or one under it).
 */
export function incomeLedger(
  filters: IncomeFilters,
  period: IncomePeriod,
  scope: CaseScope,
  kinds: readonly IncomeEntryKind[] = ['bill', 'credit', 'writeOff', 'allocation', 'reversal'],
): SQL {
  const conditions: SQL[] = [withinCaseScope(scope, sql`b.project_id`)];
  if (filters.officeId) conditions.push(sql`b.office_id = ${filters.officeId}`);
  if (filters.partnerId) conditions.push(sql`b.partner_id = ${filters.partnerId}`);
  if (filters.clientId) conditions.push(sql`b.client_id = ${filters.clientId}`);
  if (filters.projectId) conditions.push(sql`b.project_id = ${filters.projectId}`);
  if (filters.practiceArea)
    conditions.push(sql`exists (select 1 from hk_project p
      where p.project_id = b.project_id and p.practice_area = ${filters.practiceArea})`);
  if (filters.deptId) {
    conditions.push(sql`exists (select 1 from sys_user u join sys_dept d on d.dept_id = u.dept_id
      where u.user_id = b.partner_id and (d.dept_id = ${filters.deptId} or d.parent_id = ${filters.deptId}))`);
  }
  return sql`
    select m.kind, m.day, m.bill_id, m.receipt_id, m.amount,
      -- A foreign-currency amount in CNY at the bill's rate, rounded to the cent per entry
      -- (round is symmetric: a reversal is exactly its allocation negated).
      coalesce(m.amount_cny, round(m.amount * b.exchange_rate, 2)) as amount_cny, m.fx,
      b.project_id, b.client_id, b.office_id, b.partner_id, b.number as bill_number, b.currency
    from (${movements(period, kinds)}) as m(kind, day, bill_id, receipt_id, amount, amount_cny, fx)
      join hk_bill b on b.bill_id = m.bill_id
    where ${sql.join(conditions, sql` and `)}`;
}

/** The six figures (decision 0042) as sums over ledger rows, named as `IncomeFigures`. */
export const FIGURE_SUMS = sql`
  coalesce(sum(amount_cny) filter (where kind = 'bill'), 0) as billed,
  coalesce(sum(amount_cny) filter (where kind = 'credit'), 0) as credited,
  coalesce(sum(amount_cny) filter (where kind = 'writeOff'), 0) as "writtenOff",
  coalesce(sum(amount_cny) filter (where kind in ('allocation', 'reversal')), 0) as collected,
  coalesce(sum(fx) filter (where kind in ('allocation', 'reversal')), 0) as "fxDifference",
  coalesce(sum(amount_cny + fx) filter (where kind in ('allocation', 'reversal')), 0) as income`;
