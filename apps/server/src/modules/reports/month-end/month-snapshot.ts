import { INCOME_FIGURES } from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { FIGURE_SUMS, incomeLedger } from '../income-ledger.ts';
import { lastDayOf, monthOf } from './months.ts';

/**
 * Stores the months `from` to `to` as closed (decision 0054): each month's figures per case and
 * attribution (the bills' client, office and responsible partner, the case's practice area and the
 * partner's unit now) as spec §3's monthly project data, then the months themselves. One INSERT …
 * SELECT over the ledger, whatever the number of cases. The caller holds the locks.
 */
export async function storeMonths(
  tx: Executor,
  from: string,
  to: string,
  closedBy: number,
  closedAt: Date = new Date(),
): Promise<{ months: string[]; rows: number }> {
  const ledger = incomeLedger({}, { from: `${from}-01`, to: lastDayOf(to) }, { all: true, except: [] });
  const stored = await tx.execute<{ month: string }>(sql`
    insert into hk_month_project_data
      (month, project_id, client_id, office_id, partner_id, practice_area, dept_id, data)
    select l.month, l.project_id, l.client_id, l.office_id, l.partner_id, p.practice_area, u.dept_id,
      jsonb_build_object(${sql.join(
        INCOME_FIGURES.map((key) => sql`${sql.raw(`'${key}'`)}, l.${sql.identifier(key)}::text`),
        sql`, `,
      )})
    from (
      select to_char(day, 'YYYY-MM') as month, project_id, client_id, office_id, partner_id, ${FIGURE_SUMS}
      from (${ledger}) ledger
      group by to_char(day, 'YYYY-MM'), project_id, client_id, office_id, partner_id) l
      join hk_project p on p.project_id = l.project_id
      left join sys_user u on u.user_id = l.partner_id
    returning month`);
  const closed = await tx.execute<{ month: string }>(sql`
    insert into hk_month_close (month, closed_by, closed_at)
    select to_char(m, 'YYYY-MM'), ${closedBy}, ${closedAt.toISOString()}::timestamptz
    from generate_series(to_date(${from}, 'YYYY-MM'), to_date(${to}, 'YYYY-MM'), interval '1 month') m
    returning month`);
  return { months: closed.rows.map((row) => row.month), rows: stored.rows.length };
}

/** The month of the ledger's first movement, or null while it has none. */
export async function firstLedgerMonth(tx: Executor): Promise<string | null> {
  const result = await tx.execute<{ day: string | null }>(sql`
    select least(
      (select min(bill_date) from hk_bill where number is not null and status not in ('draft', 'approving')),
      (select min(credit_date) from hk_credit_note where status = 'issued'),
      (select min(write_off_date) from hk_bill_write_off where status = 'done'),
      (select min(allocated_on) from hk_receipt_allocation))::text as day`);
  const first = result.rows[0]?.day;
  return first ? monthOf(first) : null;
}
