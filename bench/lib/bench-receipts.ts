/**
 * The bench firm's receipts (issue 25, lists at M and L), written in SQL from the bench's bills:
 * a paid bill was paid by one receipt, a partly paid one by a receipt of what it has paid, each
 * wholly allocated to its bill on the day it came in; a tenth of sent bills have money just
 * received and not yet allocated, and one in fifty of those was voided. Numbered per office and
 * year as the server numbers them (`{year}{office}-R{seq:5}`), the sequences continued after them.
 *
 * What it leaves out: the responsible lawyers' confirmations (hk_receipt_confirmation) and their
 * approvals stand behind no receipt, a receipt is confirmed or recorded by a fixed rule. The list
 * reads only the receipts, their allocations' bills (the walls) and the clients.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../apps/server/src/platform/db/database.ts';

export function loadReceipts(db: Database): Promise<{ receipts: number; allocations: number }> {
  return db.transaction((tx) => writeReceipts(tx));
}

async function writeReceipts(db: Transaction): Promise<{ receipts: number; allocations: number }> {
  const base = await db.execute<{ n: number }>(
    sql`select coalesce(max(receipt_id), 0)::int as n from hk_receipt`,
  );
  const first = Number(base.rows[0]?.n ?? 0);
  const finance = await db.execute<{ id: number }>(
    sql.raw(`select u.user_id as id from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' order by u.user_id limit 1`),
  );
  const clerk = finance.rows[0]?.id ?? 'null';
  await db.execute(
    sql.raw(`
    create temp table bench_receipt on commit drop as
    select ${first} + row_number() over (order by r.received_on, r.bill_id) as receipt_id, r.*,
           extract(year from r.received_on)::int as yr,
           coalesce(s.last_value, 0) + row_number() over (
             partition by extract(year from r.received_on), r.code order by r.received_on, r.bill_id) as seq
      from (select b.bill_id, b.client_id, b.office_id, d.code, b.currency, c.name_cn as payer,
                   least(b.bill_date + 20 + b.bill_id % 40, current_date) as received_on,
                   case when b.status in ('paid', 'partlyPaid') then b.paid_total
                        else round(b.total * 0.5, 2) end as amount,
                   b.status in ('paid', 'partlyPaid') as allocated,
                   case when b.status = 'sent' and b.bill_id % 500 = 0 then 'voided'
                        when b.status = 'sent' or b.bill_id % 10 = 0 then 'recorded'
                        else 'confirmed' end as status
              from hk_bill b
              join sys_dept d on d.dept_id = b.office_id
              join hk_client c on c.client_id = b.client_id
             where (b.status in ('paid', 'partlyPaid') and b.paid_total > 0)
                or (b.status = 'sent' and b.bill_id % 10 = 0)) r
      left join hk_billing_number_seq s
             on s.kind = 'R' and s.year = extract(year from r.received_on) and s.office_code = r.code`),
  );
  const receipts = await db.execute(
    sql.raw(`
    insert into hk_receipt (receipt_id, number, client_id, office_id, project_id, is_retainer,
                            received_on, amount, currency, exchange_rate, payer, bank_account,
                            reference, remark, allocated_total, status, void_reason,
                            created_at, created_by, updated_at, updated_by)
    select r.receipt_id, r.yr || r.code || '-R' || lpad(r.seq::text, 5, '0'), r.client_id, r.office_id,
           null, false, r.received_on, r.amount, r.currency, 1, r.payer, '6222 0210 0100 ' || lpad((r.client_id % 10000)::text, 4, '0'),
           'TT' || to_char(r.received_on, 'YYYYMMDD') || r.bill_id, '',
           case when r.allocated then r.amount else 0 end, r.status,
           case when r.status = 'voided' then '重复登记' else '' end,
           r.received_on + time '10:00', ${clerk}, r.received_on + time '10:00', ${clerk}
      from bench_receipt r`),
  );
  const allocations = await db.execute(
    sql.raw(`
    insert into hk_receipt_allocation (receipt_id, bill_id, amount, allocated_on, created_at, created_by,
                                       updated_at, updated_by)
    select r.receipt_id, r.bill_id, r.amount, r.received_on, r.received_on + time '11:00', ${clerk},
           r.received_on + time '11:00', ${clerk}
      from bench_receipt r where r.allocated`),
  );
  await db.execute(
    sql.raw(`
    insert into hk_billing_number_seq (kind, year, office_code, last_value)
    select 'R', yr, code, max(seq) from bench_receipt group by 2, 3
    on conflict (kind, year, office_code) do update set last_value = excluded.last_value`),
  );
  for (const [table, column] of [
    ['hk_receipt', 'receipt_id'],
    ['hk_receipt_allocation', 'allocation_id'],
  ])
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
      ),
    );
  return { receipts: receipts.rowCount ?? 0, allocations: allocations.rowCount ?? 0 };
}
