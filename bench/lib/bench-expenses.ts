/**
 * The bench firm's expense claims (issue 25, lists at M and L), written in SQL: every bench person
 * files 1–4 claims a month over the last 36 months, 1–6 lines each (travel, hotel, meals, courier,
 * copying, court fees), mostly on cases they work on, a fifth on the firm's overhead. Old months
 * are paid (a few rejected or cancelled); the last two hold drafts, claims under approval, sent
 * back and approved. Totals are the sums of the lines, as the server keeps them.
 *
 * Every submitted claim has its approval instance (wf_instance, the status it ended in), because
 * "all claims" reads `instance_id is not null`; no approval tasks stand behind them, no receipt
 * files, and no billable line is on a bill. The lists read only the claims.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../apps/server/src/platform/db/database.ts';

const MONTHS = 36;

/** By months back (m) and a spread value h of 0–99: recent claims still moving, old ones settled. */
const STATUS_OF = `case
  when c.m = 0 then case when c.h < 25 then 'draft' when c.h < 60 then 'approving'
                         when c.h < 68 then 'sentBack' when c.h < 85 then 'approved' else 'paid' end
  when c.m = 1 then case when c.h < 4 then 'draft' when c.h < 18 then 'approving'
                         when c.h < 22 then 'sentBack' when c.h < 40 then 'approved'
                         when c.h < 43 then 'cancelled' else 'paid' end
  else case when c.h < 3 then 'rejected' when c.h < 6 then 'cancelled' else 'paid' end end`;

const INSTANCE_STATUS_OF = `case c.status when 'approving' then 'running' when 'sentBack' then 'sentBack'
  when 'rejected' then 'rejected' else 'approved' end`;

export function loadExpenses(db: Database): Promise<{ claims: number; lines: number }> {
  return db.transaction((tx) => writeExpenses(tx));
}

async function writeExpenses(db: Transaction): Promise<{ claims: number; lines: number }> {
  const next = async (table: string, column: string) =>
    Number(
      (await db.execute<{ n: number }>(sql.raw(`select coalesce(max(${column}), 0)::int as n from ${table}`)))
        .rows[0]?.n ?? 0,
    );
  const firstClaim = await next('hk_expense_claim', 'claim_id');
  const firstInstance = await next('wf_instance', 'instance_id');
  await db.execute(
    sql.raw(`
    create temp table bench_claim on commit drop as
    select ${firstClaim} + row_number() over (order by u.user_id, m.m desc, k.n) as claim_id,
           u.user_id, u.dept_id, m.m, k.n,
           abs(u.user_id * 7 + m.m * 13 + k.n * 31) % 100 as h,
           (date_trunc('month', current_date) - make_interval(months => m.m))::date
             + (abs(u.user_id * 3 + k.n * 11) % 27) as written_on,
           coalesce(t.cases, '{}') as cases
      from sys_user u
      cross join generate_series(0, ${MONTHS - 1}) m(m)
      cross join lateral generate_series(1, 1 + (u.user_id + m.m) % 4) k(n)
      left join (select user_id, array_agg(project_id order by project_id) as cases
                   from hk_project_member where role in ('1', '2', '3') group by user_id) t
             on t.user_id = u.user_id
     where u.status = '3'`),
  );
  // A claim written this month cannot be dated after today.
  await db.execute(
    sql.raw('update bench_claim set written_on = current_date where written_on > current_date'),
  );
  await db.execute(
    sql.raw(`alter table bench_claim add column status text;
    update bench_claim c set status = ${STATUS_OF}`),
  );
  await db.execute(
    sql.raw(`
    create temp table bench_expense_line on commit drop as
    select c.claim_id, l.n as order_num, c.written_on - (l.n % 5)::int as expense_date,
           ((c.claim_id + l.n) % 6 + 1)::text as expense_type,
           case when cardinality(c.cases) = 0 or (c.claim_id + l.n) % 5 = 0 then null
                else c.cases[(1 + (c.claim_id * 7 + l.n) % cardinality(c.cases))::int] end as project_id,
           (20 + (c.claim_id * 37 + l.n * 101) % 1800)::numeric(15, 2) + 0.5 as amount
      from bench_claim c cross join lateral generate_series(1, 1 + (c.claim_id::int * 7) % 6) l(n)`),
  );
  const lines = await db.execute(
    sql.raw(`
    insert into hk_expense_line (claim_id, order_num, expense_date, expense_type, expense_code,
                                 project_id, billable, amount, currency, exchange_rate, tax_amount,
                                 amount_cny, tax_cny, description)
    select l.claim_id, l.order_num, l.expense_date, l.expense_type,
           (array['E109', 'E110', 'E111', 'E107', 'E101', 'E112'])[l.expense_type::int],
           l.project_id, l.project_id is not null and l.expense_type <> '3', l.amount, 'CNY', 1,
           case when l.expense_type in ('1', '2') then round(l.amount * 0.06 / 1.06, 2) else 0 end,
           l.amount,
           case when l.expense_type in ('1', '2') then round(l.amount * 0.06 / 1.06, 2) else 0 end,
           (array['高铁往返二等座', '出差酒店住宿', '工作餐', '快递寄送材料', '材料复印装订', '法院诉讼费'])[l.expense_type::int]
      from bench_expense_line l`),
  );
  const finance = await db.execute<{ id: number }>(
    sql.raw(`select u.user_id as id from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' order by u.user_id limit 1`),
  );
  const payer = finance.rows[0]?.id ?? 'null';
  const claims = await db.execute(
    sql.raw(`
    insert into hk_expense_claim (claim_id, applicant_id, dept_id, title, status, line_count, total,
                                  tax_total, billable_total, instance_id, submitted_at, paid_date,
                                  payment_method, payment_reference, paid_by, created_at, created_by,
                                  updated_at, updated_by)
    select c.claim_id, c.user_id, c.dept_id,
           to_char(c.written_on, 'YYYY"年"MM"月"') || (array['差旅费', '办案费用', '快递复印费', '诉讼费垫付'])[1 + (c.claim_id % 4)::int],
           c.status, s.lines, s.total, s.tax, s.billable,
           case when c.status in ('draft', 'cancelled') then null else ${firstInstance} + c.claim_id - ${firstClaim} end,
           case when c.status in ('draft', 'cancelled') then null else c.written_on + time '19:00' end,
           case when c.status = 'paid' then c.written_on + 12 end,
           case when c.status = 'paid' then 'bankTransfer' end,
           case when c.status = 'paid' then 'CMB' || to_char(c.written_on + 12, 'YYYYMMDD') || '-' || c.claim_id else '' end,
           case when c.status = 'paid' then ${payer} end,
           c.written_on + time '18:00', c.user_id, c.written_on + time '19:00', c.user_id
      from bench_claim c
      join (select l.claim_id, count(*)::int as lines, sum(l.amount_cny) as total, sum(l.tax_cny) as tax,
                   coalesce(sum(l.amount_cny) filter (where l.billable), 0) as billable
              from hk_expense_line l where l.claim_id > ${firstClaim} group by l.claim_id) s
        on s.claim_id = c.claim_id`),
  );
  await db.execute(
    sql.raw(`
    insert into wf_instance (instance_id, definition_id, business_type, record_id, title, applicant_id,
                             applicant_dept_id, status, current_step, facts, finished_at,
                             created_at, created_by, updated_at, updated_by)
    select ${firstInstance} + c.claim_id - ${firstClaim}, d.definition_id, 'expense', c.claim_id::text,
           '费用报销 ' || c.claim_id, c.user_id, c.dept_id, ${INSTANCE_STATUS_OF},
           case when c.status = 'approving' then c.claim_id % 2 else 0 end, '{}'::jsonb,
           case when c.status in ('approved', 'paid', 'rejected') then c.written_on + 5 end,
           c.written_on + time '19:00', c.user_id, c.written_on + time '19:00', c.user_id
      from bench_claim c
      cross join (select definition_id from wf_definition where business_type = 'expense'
                   order by version desc limit 1) d
     where c.status not in ('draft', 'cancelled')`),
  );
  for (const [table, column] of [
    ['hk_expense_claim', 'claim_id'],
    ['hk_expense_line', 'line_id'],
    ['wf_instance', 'instance_id'],
  ])
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
      ),
    );
  return { claims: claims.rowCount ?? 0, lines: lines.rowCount ?? 0 };
}
