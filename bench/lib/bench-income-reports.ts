/**
 * What the income reports (decision 0042) read beyond the bench's bills and receipts, written in
 * SQL: credit notes (one in twenty-five issued bills, a tenth to a third of it, a few still
 * approving), the write-off of every written-off bill (what it still owed) and the reversal of
 * one allocation in two hundred (allocated to the wrong bill, reversed a week later). Credit notes
 * are numbered per office and year as the server numbers them (`2025BJ-C0042`), the sequences
 * continued. No approval instances stand behind them: the ledger reads none.
 *
 * And the scenarios: page 1 of 25 of case income and partner income (the reports' main query,
 * the ledger grouped), as a partner (their own cases) and as finance (every case within the
 * walls, `incomeAll`), for this year to date and for last year.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  firstLedgerMonth,
  storeMonths,
} from '../../apps/server/src/modules/reports/month-end/month-snapshot.ts';
import { addMonths } from '../../apps/server/src/modules/reports/month-end/months.ts';
import type { Database, Transaction } from '../../apps/server/src/platform/db/database.ts';

export function loadIncomeMovements(
  db: Database,
): Promise<{ creditNotes: number; writeOffs: number; reversals: number }> {
  return db.transaction((tx) => writeMovements(tx));
}

async function writeMovements(db: Transaction) {
  const finance = await db.execute<{ id: number }>(
    sql.raw(`select u.user_id as id from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' order by u.user_id limit 1`),
  );
  const clerk = finance.rows[0]?.id ?? 'null';
  await db.execute(
    sql.raw(`
    create temp table bench_credit on commit drop as
    select b.bill_id, b.partner_id, d.code, b.total, b.tax_total,
           least(b.bill_date + 15 + b.bill_id % 30, current_date) as credit_date,
           case when b.bill_id % 250 = 0 then 'approving' else 'issued' end as status,
           round(b.total * (10 + b.bill_id % 24) / 100, 2) as amount
      from hk_bill b join sys_dept d on d.dept_id = b.office_id
     where b.number is not null and b.status in ('issued', 'sent', 'partlyPaid', 'paid') and b.bill_id % 25 = 7`),
  );
  await db.execute(
    sql.raw(`
    alter table bench_credit add column seq int;
    update bench_credit c set seq = n.seq from (
      select bill_id, coalesce(s.last_value, 0) + row_number() over (
               partition by extract(year from credit_date), c.code order by credit_date, bill_id) as seq
        from bench_credit c
        left join hk_billing_number_seq s
               on s.kind = 'C' and s.year = extract(year from c.credit_date) and s.office_code = c.code
       where c.status = 'issued') n
     where n.bill_id = c.bill_id`),
  );
  const credits = await db.execute(
    sql.raw(`
    insert into hk_credit_note (number, bill_id, whole, amount, tax_amount, reason, credit_date, status,
                                created_at, created_by, updated_at, updated_by)
    select case when c.status = 'issued' then extract(year from c.credit_date) || c.code || '-C' || lpad(c.seq::text, 4, '0') end,
           c.bill_id, false, c.amount,
           case when c.total > 0 then round(c.amount * c.tax_total / c.total, 2) else 0 end,
           '与客户协商给予折让', case when c.status = 'issued' then c.credit_date end, c.status,
           c.credit_date + time '09:00', c.partner_id, c.credit_date + time '17:00', ${clerk}
      from bench_credit c`),
  );
  await db.execute(
    sql.raw(`
    update hk_bill b set credited_total = c.amount from bench_credit c
     where c.bill_id = b.bill_id and c.status = 'issued';
    insert into hk_billing_number_seq (kind, year, office_code, last_value)
    select 'C', extract(year from credit_date)::int, code, max(seq) from bench_credit where seq is not null group by 2, 3
    on conflict (kind, year, office_code) do update set last_value = excluded.last_value`),
  );
  const writeOffs = await db.execute(
    sql.raw(`
    insert into hk_bill_write_off (bill_id, amount, reason, write_off_date, status,
                                   created_at, created_by, updated_at, updated_by)
    select b.bill_id, b.total - b.paid_total - b.credited_total, '客户经营困难，确认无法收回',
           least(b.bill_date + 200, current_date), 'done',
           least(b.bill_date + 195, current_date) + time '10:00', b.partner_id,
           least(b.bill_date + 200, current_date) + time '16:00', ${clerk}
      from hk_bill b
     where b.status = 'writtenOff' and b.total - b.paid_total - b.credited_total > 0`),
  );
  await db.execute(
    sql.raw(`update hk_bill b set written_off_total = w.amount
      from hk_bill_write_off w where w.bill_id = b.bill_id and w.status = 'done'`),
  );
  const reversals = await db.execute(
    sql.raw(`
    update hk_receipt_allocation a
       set reversed_on = least(a.allocated_on + 7, current_date),
           reversed_at = least(a.allocated_on + 7, current_date) + time '11:00',
           reversal_reason = '误分配到其他账单', updated_by = ${clerk}
     where a.allocation_id % 200 = 13 and a.reversed_on is null`),
  );
  for (const [table, column] of [
    ['hk_credit_note', 'credit_note_id'],
    ['hk_bill_write_off', 'write_off_id'],
  ])
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
      ),
    );
  return {
    creditNotes: credits.rowCount ?? 0,
    writeOffs: writeOffs.rowCount ?? 0,
    reversals: reversals.rowCount ?? 0,
  };
}

/**
 * The firm's withholding rules (decision 0051): management share, risk reserve and provisional tax
 * for every partner since long before the data, the tax rate changed at the start of last year,
 * and every fifth partner with bills on a management share of their own from then.
 */
export async function loadWithholdingRules(db: Database): Promise<number> {
  const year = new Date().getUTCFullYear();
  const changed = `${year - 1}-01`;
  const before = `${year - 2}-12`;
  const rules = await db.execute(
    sql.raw(`
    insert into hk_withholding_rule (kind, partner_id, rate, from_month, to_month, remark)
    values ('management', null::int, 15::numeric, '2000-01', null::text, '全所管理费'),
           ('riskReserve', null, 3, '2000-01', null, '执业风险金'),
           ('tax', null, 10, '2000-01', '${before}', '个税预提'),
           ('tax', null, 8, '${changed}', null, '个税预提调整')
    union all
    select 'management', p.partner_id, 12, '${changed}', null, '合伙人管理费'
      from (select partner_id, row_number() over (order by partner_id) as n
              from hk_bill where partner_id is not null group by partner_id) p
     where p.n % 5 = 1`),
  );
  return rules.rowCount ?? 0;
}

/**
 * Month-end (decision 0054): finance has closed every month up to the one before last, as the demo
 * firm has, so the income reports read whole closed months from their stored rows.
 */
export async function loadClosedMonths(db: Database): Promise<{ months: number; rows: number }> {
  const upTo = addMonths(new Date().toISOString().slice(0, 7), -2);
  return db.transaction(async (tx) => {
    const finance = await tx.execute<{ id: number }>(
      sql.raw(`select u.user_id as id from sys_user u join sys_user_role ur on ur.user_id = u.user_id
        join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' order by u.user_id limit 1`),
    );
    const first = await firstLedgerMonth(tx);
    if (!first) return { months: 0, rows: 0 };
    const closed = await storeMonths(tx, first, upTo, finance.rows[0]!.id);
    return { months: closed.months.length, rows: closed.rows };
  });
}

/** Partners with the most issued bills under them: whose own cases' income a partner reads. */
export async function incomePartners(pool: pg.Pool): Promise<string[]> {
  const result = await pool.query<{ user_name: string }>(`
    select u.user_name from hk_bill b join sys_user u on u.user_id = b.partner_id
     where b.number is not null and u.status = '3'
     group by u.user_id, u.user_name order by count(*) desc, u.user_id limit 10`);
  return result.rows.map((row) => row.user_name);
}

/**
 * Case income and partner income, page 1 of 25 sorted by income (the pages' default): this year
 * to date and last year, as partners (their scope: their cases) and as finance (`incomeAll`).
 */
export function incomeReportPlans(
  partner: (i: number) => string,
  finance: (i: number) => string,
): { name: string; userOf: (i: number) => string; url: (i: number) => string }[] {
  const year = new Date().getUTCFullYear();
  const periods = [`from=${year}-01-01&to=${year}-12-31`, `from=${year - 1}-01-01&to=${year - 1}-12-31`];
  const url = (report: string) => (i: number) =>
    `/venus-api/hankun/report/${report}/list?pageNum=1&pageSize=25&orderByColumn=income&isAsc=descending&${periods[i % 2]}`;
  return [
    { name: 'income-reports case income (partner)', userOf: partner, url: url('projectIncome') },
    { name: 'income-reports case income all (finance)', userOf: finance, url: url('projectIncome') },
    { name: 'income-reports partner income (finance)', userOf: finance, url: url('partnerIncome') },
    // Partner withholding (decision 0051): the partner's own months, and every partner's.
    { name: 'income-reports withholding (partner)', userOf: partner, url: url('withholding') },
    { name: 'income-reports withholding (finance)', userOf: finance, url: url('withholding') },
    // Month-end (decision 0054): the months with their figures, and a closed month's case rows.
    {
      name: 'income-reports month list (finance)',
      userOf: finance,
      url: () => '/venus-api/hankun/report/month/list',
    },
    {
      name: 'income-reports month data (finance)',
      userOf: finance,
      url: (i) =>
        `/venus-api/hankun/report/month/${year - 1}-${String((i % 12) + 1).padStart(2, '0')}/projectData?pageNum=1&pageSize=25`,
    },
    // The analysis charts (decision 0060): the income four ways in one grouping-sets pass.
    {
      name: 'income-reports leader income (partner)',
      userOf: partner,
      url: (i) => `/venus-api/hankun/analysis/leaderIncome?${periods[i % 2]}`,
    },
    {
      name: 'income-reports leader income (finance)',
      userOf: finance,
      url: (i) => `/venus-api/hankun/analysis/leaderIncome?${periods[i % 2]}`,
    },
  ];
}
