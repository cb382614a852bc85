/**
 * The bench firm's staff loans (issue 20, lists at M and L), written in SQL: a loan is rarer than
 * a claim, so every bench person takes one about every third month over the last 36 months
 * (travel advances, court fees paid ahead, deposits), most on a case they work on. Old loans are
 * repaid (in cash or kept back from a claim's payment, one to three repayments), a few still partly
 * repaid or owed; the last three months hold drafts, loans under approval, sent back, approved
 * and paid; 3 % rejected, 3 % cancelled.
 *
 * Every submitted loan has its approval instance (wf_instance, business type `loan`, no tasks):
 * finance's list reads `instance_id is not null`. Offsets name no claim.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../apps/server/src/platform/db/database.ts';

const MONTHS = 36;

/** By months back (m) and a spread value h of 0–99. */
const STATUS_OF = `case
  when l.m = 0 then case when l.h < 30 then 'draft' when l.h < 60 then 'approving'
                         when l.h < 70 then 'sentBack' when l.h < 85 then 'approved' else 'paid' end
  when l.m <= 2 then case when l.h < 10 then 'approving' when l.h < 25 then 'approved'
                          when l.h < 70 then 'paid' when l.h < 85 then 'partlyRepaid'
                          when l.h < 88 then 'cancelled' else 'repaid' end
  else case when l.h < 3 then 'rejected' when l.h < 6 then 'cancelled' when l.h < 9 then 'paid'
            when l.h < 14 then 'partlyRepaid' else 'repaid' end end`;

const INSTANCE_STATUS_OF = `case l.status when 'approving' then 'running' when 'sentBack' then 'sentBack'
  when 'rejected' then 'rejected' else 'approved' end`;

export function loadLoans(db: Database): Promise<{ loans: number; repayments: number }> {
  return db.transaction((tx) => writeLoans(tx));
}

async function writeLoans(db: Transaction): Promise<{ loans: number; repayments: number }> {
  const next = async (table: string, column: string) =>
    Number(
      (await db.execute<{ n: number }>(sql.raw(`select coalesce(max(${column}), 0)::int as n from ${table}`)))
        .rows[0]?.n ?? 0,
    );
  const firstLoan = await next('hk_expense_loan', 'loan_id');
  const firstInstance = await next('wf_instance', 'instance_id');
  const finance = await db.execute<{ id: number }>(
    sql.raw(`select u.user_id as id from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' order by u.user_id limit 1`),
  );
  const payer = finance.rows[0]?.id ?? 'null';
  // The cases per person first: joined inline, a stale estimate of sys_user made the planner
  // aggregate the memberships again for every row (minutes at M).
  await db.execute(
    sql.raw(`
    create temp table bench_loan_cases on commit drop as
    select user_id, array_agg(project_id order by project_id) as cases
      from hk_project_member where role in ('1', '2', '3') group by user_id;
    analyze bench_loan_cases`),
  );
  await db.execute(
    sql.raw(`
    create temp table bench_loan on commit drop as
    select ${firstLoan} + row_number() over (order by u.user_id, m.m desc) as loan_id,
           u.user_id, u.dept_id, m.m, abs(u.user_id * 11 + m.m * 17) % 100 as h,
           least((date_trunc('month', current_date) - make_interval(months => m.m))::date
             + (abs(u.user_id * 5 + m.m) % 27), current_date) as written_on,
           coalesce(t.cases, '{}') as cases
      from sys_user u
      cross join generate_series(0, ${MONTHS - 1}) m(m)
      left join bench_loan_cases t on t.user_id = u.user_id
     where u.status = '3' and (u.user_id + m.m) % 3 = 0`),
  );
  await db.execute(
    sql.raw(`alter table bench_loan add column status text, add column amount numeric(15, 2),
                                    add column project_id integer, add column repaid numeric(15, 2);
    update bench_loan l set status = ${STATUS_OF},
           amount = (1 + (l.loan_id * 37) % 60) * 500,
           project_id = case when cardinality(l.cases) = 0 or l.loan_id % 5 = 0 then null
                             else l.cases[(1 + (l.loan_id * 7) % cardinality(l.cases))::int] end;
    update bench_loan l set repaid = case l.status when 'repaid' then l.amount
                                                   when 'partlyRepaid' then round(l.amount * 0.4, 2)
                                                   else 0 end`),
  );
  const inserted = await db.execute(
    sql.raw(`
    insert into hk_expense_loan (loan_id, applicant_id, dept_id, purpose, amount, currency,
                                 expected_repay_date, project_id, status, repaid_total, instance_id,
                                 return_comment, submitted_at, paid_date, payment_method,
                                 payment_reference, paid_by, created_at, created_by, updated_at, updated_by)
    select l.loan_id, l.user_id, l.dept_id,
           (array['出差备用金', '代垫诉讼费', '财产保全担保金', '外地开庭差旅借款', '鉴定费预付'])[1 + (l.loan_id % 5)::int],
           l.amount, 'CNY', l.written_on + 60, l.project_id, l.status, l.repaid,
           case when l.status in ('draft', 'cancelled') then null else ${firstInstance} + l.loan_id - ${firstLoan} end,
           case when l.status = 'sentBack' then '请补充用途说明' else '' end,
           case when l.status in ('draft', 'cancelled') then null else l.written_on + time '10:00' end,
           case when l.status in ('paid', 'partlyRepaid', 'repaid') then l.written_on + 3 end,
           case when l.status in ('paid', 'partlyRepaid', 'repaid') then 'bankTransfer' end,
           case when l.status in ('paid', 'partlyRepaid', 'repaid') then 'CMB' || to_char(l.written_on + 3, 'YYYYMMDD') || '-L' || l.loan_id else '' end,
           case when l.status in ('paid', 'partlyRepaid', 'repaid') then ${payer} end,
           l.written_on + time '09:00', l.user_id, l.written_on + time '10:00', l.user_id
      from bench_loan l`),
  );
  // One to three repayments, the last one settling a repaid loan; about a third kept back from a claim.
  const repayments = await db.execute(
    sql.raw(`
    insert into hk_expense_loan_repayment (loan_id, kind, amount, repaid_date, method, reference, recorded_by, created_at)
    select l.loan_id, case when (l.loan_id + r.n) % 3 = 0 then 'offset' else 'cash' end,
           case when r.n < r.parts then round(l.repaid / r.parts, 2)
                else l.repaid - round(l.repaid / r.parts, 2) * (r.parts - 1) end,
           least(l.written_on + 20 * r.n, current_date),
           case when (l.loan_id + r.n) % 3 = 0 then null else 'bankTransfer' end,
           case when (l.loan_id + r.n) % 3 = 0 then '' else 'RP' || l.loan_id || '-' || r.n end,
           ${payer}, least(l.written_on + 20 * r.n, current_date) + time '14:00'
      from bench_loan l
      cross join lateral (select s.n, 1 + (l.loan_id % 3)::int as parts
                            from generate_series(1, 1 + (l.loan_id % 3)::int) s(n)) r
     where l.repaid > 0`),
  );
  await db.execute(
    sql.raw(`
    insert into wf_instance (instance_id, definition_id, business_type, record_id, title, applicant_id,
                             applicant_dept_id, status, current_step, facts, finished_at,
                             created_at, created_by, updated_at, updated_by)
    select ${firstInstance} + l.loan_id - ${firstLoan}, d.definition_id, 'loan', l.loan_id::text,
           '借款申请 ' || l.loan_id, l.user_id, l.dept_id, ${INSTANCE_STATUS_OF},
           case when l.status = 'approving' then l.loan_id % 2 else 0 end, '{}'::jsonb,
           case when l.status not in ('approving', 'sentBack') then l.written_on + 2 end,
           l.written_on + time '10:00', l.user_id, l.written_on + time '10:00', l.user_id
      from bench_loan l
      cross join (select definition_id from wf_definition where business_type = 'loan'
                   order by version desc limit 1) d
     where l.status not in ('draft', 'cancelled')`),
  );
  for (const [table, column] of [
    ['hk_expense_loan', 'loan_id'],
    ['hk_expense_loan_repayment', 'repayment_id'],
    ['wf_instance', 'instance_id'],
  ])
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
      ),
    );
  return { loans: inserted.rowCount ?? 0, repayments: repayments.rowCount ?? 0 };
}

/**
 * The staff-loan lists, page 1 of 25, newest first: 我的借款 of a fee earner (unfiltered, paid,
 * repaid) and finance's every submitted loan within the walls (unfiltered, approved: to pay,
 * partly repaid: still owed).
 */
export function loanListPlans(
  feeEarner: (i: number) => string,
  finance: (i: number) => string,
): { name: string; userOf: (i: number) => string; url: (i: number) => string }[] {
  const page = '/venus-api/hankun/expenses/borrow/%s?pageNum=1&pageSize=25';
  const mine = ['', '&status=paid', '&status=repaid'];
  const all = ['', '&status=approved', '&status=partlyRepaid'];
  return [
    { name: 'loan-list mine', userOf: feeEarner, url: (i) => page.replace('%s', 'list') + mine[i % 3] },
    {
      name: 'loan-list all (finance)',
      userOf: finance,
      url: (i) => page.replace('%s', 'listAll') + all[i % 3],
    },
  ];
}
