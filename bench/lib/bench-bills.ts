/**
 * The bench firm's bills (issue 19): one bill a case and year of confirmed, billable time older
 * than 90 days, written in SQL from the time already loaded, so L reaches its ~200k bills in
 * seconds. A line per timekeeper (their hours at their average rate), 6 % VAT on top, totals the
 * sums of the rounded lines as the server keeps them, and every status by a fixed rule of the
 * case and year. Issued bills are numbered per office and year as the server numbers them, and
 * the sequences continue after them.
 *
 * What it leaves out: the time entries keep no `bill_id` (an update of millions of rows would
 * double L's load for nothing the bill lists read), and no approvals, receipts or credit notes
 * stand behind the statuses. The lists and the bill page read only hk_bill and hk_bill_line.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../apps/server/src/platform/db/database.ts';

/** Status by (case + year) mod 20: a firm's spread, most bills issued and paid. */
const STATUS_OF = `case (b.project_id + b.yr) % 20
  when 0 then 'draft' when 1 then 'draft' when 2 then 'approving'
  when 3 then 'issued' when 4 then 'issued' when 5 then 'issued' when 6 then 'issued'
  when 7 then 'sent' when 8 then 'sent'
  when 9 then 'partlyPaid' when 10 then 'partlyPaid' when 11 then 'partlyPaid'
  when 18 then 'writtenOff' when 19 then 'cancelled'
  else 'paid' end`;

export function loadBills(db: Database): Promise<{ bills: number; lines: number }> {
  // One transaction: the working tables live on its connection and go with its commit.
  return db.transaction((tx) => writeBills(tx));
}

async function writeBills(db: Transaction): Promise<{ bills: number; lines: number }> {
  await db.execute(
    sql.raw(`
    create temp table bench_bill_line on commit drop as
    select w.project_id, extract(year from w.work_date)::int as yr, w.user_id,
           sum(w.hours) as units, round(sum(w.amount) / sum(w.hours), 2) as unit_cost,
           min(w.work_date) as period_from, max(w.work_date) as period_to
      from hk_worklog w
     where w.status = 'confirmed' and w.billable and w.hours > 0 and w.work_date < current_date - 90
     group by 1, 2, 3`),
  );
  const base = await db.execute<{ next: number }>(sql`select coalesce(max(bill_id), 0) as next from hk_bill`);
  const first = Number(base.rows[0]?.next ?? 0);
  await db.execute(
    sql.raw(`
    create temp table bench_bill on commit drop as
    select ${first} + row_number() over (order by l.project_id, l.yr) as bill_id, l.project_id, l.yr,
           min(l.period_from) as period_from, max(l.period_to) as period_to,
           sum(round(l.units * l.unit_cost, 2)) as fees,
           sum(round(round(l.units * l.unit_cost, 2) * 0.06, 2)) as tax
      from bench_bill_line l group by l.project_id, l.yr`),
  );
  const bills = await db.execute(
    sql.raw(`
    insert into hk_bill (bill_id, number, project_id, client_id, office_id, partner_id, status,
                         period_from, period_to, bill_date, due_date, currency, group_by,
                         fee_total, tax_total, total, total_cny, credited_total, paid_total,
                         written_off_total, issued_at, created_by, updated_by)
    select b.bill_id, null, b.project_id, p.client_id, p.office_id, m.user_id, s.status,
           b.period_from, b.period_to, b.period_to + 15, b.period_to + 45, 'CNY', 'timekeeper',
           b.fees, b.tax, b.fees + b.tax, b.fees + b.tax,
           case when s.status = 'cancelled' then b.fees + b.tax else 0 end,
           case s.status when 'paid' then b.fees + b.tax
                         when 'partlyPaid' then round((b.fees + b.tax) * 0.4, 2) else 0 end,
           case when s.status = 'writtenOff' then b.fees + b.tax else 0 end,
           case when s.status in ('draft', 'approving') then null
                else (b.period_to + 15)::timestamptz end,
           m.user_id, m.user_id
      from bench_bill b
      join lateral (select ${STATUS_OF} as status) s on true
      join hk_project p on p.project_id = b.project_id
      join hk_project_member m on m.project_id = b.project_id and m.role = '1'`),
  );
  const lines = await db.execute(
    sql.raw(`
    insert into hk_bill_line (bill_id, kind, order_num, line_date, timekeeper_id, description,
                              units, unit_cost, amount, tax_rate, net_amount, tax_amount, gross_amount)
    select b.bill_id, 'time', row_number() over (partition by b.bill_id order by l.user_id),
           l.period_to, l.user_id, '法律服务', l.units, l.unit_cost,
           round(l.units * l.unit_cost, 2), 0.06, round(l.units * l.unit_cost, 2),
           round(round(l.units * l.unit_cost, 2) * 0.06, 2),
           round(l.units * l.unit_cost, 2) + round(round(l.units * l.unit_cost, 2) * 0.06, 2)
      from bench_bill_line l join bench_bill b on b.project_id = l.project_id and b.yr = l.yr`),
  );
  // Numbers of the issued bills, per office and year of the bill date, in bill order.
  await db.execute(
    sql.raw(`
    update hk_bill h set number = n.number
      from (select b.bill_id,
                   extract(year from b.bill_date)::int || d.code || '-B' ||
                   lpad((row_number() over (partition by extract(year from b.bill_date), d.code
                                            order by b.bill_id))::text, 5, '0') as number
              from hk_bill b join sys_dept d on d.dept_id = b.office_id
             where b.bill_id > ${first} and b.status not in ('draft', 'approving')) n
     where h.bill_id = n.bill_id`),
  );
  await db.execute(
    sql.raw(`
    insert into hk_billing_number_seq (kind, year, office_code, last_value)
    select 'B', extract(year from b.bill_date)::int, d.code, count(*)
      from hk_bill b join sys_dept d on d.dept_id = b.office_id
     where b.number is not null group by 2, 3
    on conflict (kind, year, office_code) do update set last_value = excluded.last_value`),
  );
  for (const [table, column] of [
    ['hk_bill', 'bill_id'],
    ['hk_bill_line', 'line_id'],
  ])
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
      ),
    );
  return { bills: bills.rowCount ?? 0, lines: lines.rowCount ?? 0 };
}
