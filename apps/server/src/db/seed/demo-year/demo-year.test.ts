import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  applicationStatusOfStep,
  CASE_STAGES,
  CASE_STATUS,
  caseStatusRange,
  chooseRate,
  entryAmount,
  FEE_TYPE,
  isWorkingDay,
  leaveDays,
  USER_STATUS,
  type WorkCalendar,
} from '@venus/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../../test/test-app.ts';
import { cloneDatabase, dropDatabase, withDatabase } from '../../../../test/test-database.ts';
import { createDatabase, type Database } from '../../../platform/db/database.ts';
import { DEMO_LOGINS } from '../users.seed.ts';
import { seedDemoYear } from './demo-year.ts';

/** A fixed reference date: the year is the same on every run of this file. */
const TODAY = '2026-11-27';
const YESTERDAY = addDays(TODAY, -1);
const FIRST_DAY = '2025-11-27';

let testApp: TestApp;
let db: Database;
let dataDir: string;
/**
 * The last time entry of the base demo firm the year is seeded on. That firm dates its few entries
 * by the real clock (the last weekdays before today), while this year is pinned to TODAY: the
 * checks of the year's own dates look at the year's entries only.
 */
let baseWorklogs = 0;

async function rows<T>(query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-demo-year-'));
  testApp = await createTestApp(
    { DATA_DIR: dataDir },
    {
      prepare: async (database) => {
        const [base] = (
          await database.execute(sql`select coalesce(max(worklog_id), 0)::int n from hk_worklog`)
        ).rows as { n: number }[];
        baseWorklogs = Number(base?.n ?? 0);
        await database.transaction((tx) => seedDemoYear(tx, { today: TODAY, dataDir }));
      },
    },
  );
  db = testApp.db;
}, 300_000);

afterAll(async () => {
  await testApp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo year: a 40-person firm', () => {
  it('has about 150 cases in every status and practice area, with every fee arrangement', async () => {
    const cases = await rows<{
      status: number;
      practice_area: string;
      fee_type: string;
      restricted: boolean;
    }>(sql`select status, practice_area, fee_type, restricted from hk_project`);
    expect(cases.length).toBeGreaterThanOrEqual(140);
    expect(cases.length).toBeLessThanOrEqual(160);
    for (const stage of CASE_STAGES) {
      const [from, to] = caseStatusRange(stage);
      expect(
        cases.some((kase) => kase.status >= from && kase.status <= to),
        stage,
      ).toBe(true);
    }
    // Each pre-check step: the partner's (1) and the risk partner's (2).
    expect(cases.some((kase) => kase.status === 1)).toBe(true);
    expect(cases.some((kase) => kase.status === 2)).toBe(true);
    expect(new Set(cases.map((kase) => kase.practice_area)).size).toBe(8);
    expect(new Set(cases.map((kase) => kase.fee_type))).toEqual(new Set(Object.values(FEE_TYPE)));
    expect(cases.filter((kase) => kase.restricted).length).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select count(*) n from hk_project_related`)).toBeGreaterThan(5);
    expect(
      await count(sql`select count(*) n from hk_project_member where hourly_rate is not null`),
    ).toBeGreaterThan(10);
  });

  it('has partners, counsel, associates and paralegals, each level with its standard rate', async () => {
    const levels = await rows<{ level: string; rates: number }>(
      sql`select level, count(distinct rate)::integer rates from hk_timekeeper_rate group by level`,
    );
    expect(new Set(levels.map((row) => row.level))).toEqual(
      new Set(['partner', 'counsel', 'seniorAssociate', 'associate', 'paralegal']),
    );
    for (const row of levels) expect(row.rates, row.level).toBe(1);
  });

  it('has 60 clients, companies and people, Chinese and foreign, with contacts, invoice titles and groups', async () => {
    const clients = await rows<{
      client_type: string;
      country_region: string;
      former: number;
      aliases: number;
    }>(
      sql`select client_type, country_region, cardinality(former_names) former, cardinality(aliases) aliases from hk_client`,
    );
    expect(clients).toHaveLength(60);
    expect(clients.filter((client) => client.client_type === '2').length).toBeGreaterThanOrEqual(5);
    expect(clients.filter((client) => client.country_region !== '1').length).toBeGreaterThanOrEqual(10);
    expect(clients.filter((client) => client.former > 0).length).toBeGreaterThanOrEqual(3);
    expect(clients.filter((client) => client.aliases > 0).length).toBeGreaterThanOrEqual(8);
    expect(
      await count(sql`select count(distinct client_id) n from hk_client_contact`),
    ).toBeGreaterThanOrEqual(50);
    expect(
      await count(sql`select count(distinct client_id) n from hk_client_invoice_title`),
    ).toBeGreaterThanOrEqual(25);
    expect(await count(sql`select count(*) n from hk_client_relation`)).toBeGreaterThanOrEqual(5);
  });

  it('numbers applied cases from the sequence table, uniquely, and never a draft never sent', async () => {
    const numbered = await rows<{ number: string; applied_at: Date | null }>(
      sql`select number, applied_at from hk_project where number is not null`,
    );
    expect(
      await count(sql`select count(*) n from hk_project where (number is null) <> (applied_at is null)`),
    ).toBe(0);
    const sequences = await rows<{
      year: number;
      office_code: string;
      type_code: string;
      last_value: number;
    }>(sql`select * from hk_project_number_seq`);
    for (const { number } of numbered) {
      const match = /^(\d{4})([A-Z]{2})-([A-Z])(\d{4})$/.exec(number);
      expect(match, number).not.toBeNull();
      const [, year, office, type, sequence] = match!;
      const row = sequences.find(
        (item) => item.year === Number(year) && item.office_code === office && item.type_code === type,
      );
      expect(row?.last_value ?? 0, number).toBeGreaterThanOrEqual(Number(sequence));
    }
    expect(new Set(numbered.map((row) => row.number)).size).toBe(numbered.length);
  });

  it("keeps each case's status where its application or closing request stands", async () => {
    const cases = await rows<{
      status: number;
      business_type: string;
      instance_status: string;
      current_step: number;
      steps: { key: string }[];
      opened_at: Date | null;
      closed_at: Date | null;
    }>(sql`
      select p.status, i.business_type, i.status instance_status, i.current_step, d.steps, p.opened_at, p.closed_at
      from hk_project p join wf_instance i on i.instance_id = p.instance_id join wf_definition d on d.definition_id = i.definition_id`);
    expect(cases.length).toBeGreaterThan(130);
    for (const kase of cases) {
      const where = `${kase.business_type} ${kase.instance_status} → ${kase.status}`;
      if (kase.business_type === 'case-application') {
        if (kase.instance_status === 'running')
          expect(kase.status, where).toBe(
            applicationStatusOfStep(kase.current_step, kase.steps[kase.current_step]!.key),
          );
        else
          expect(kase.status, where).toBe(
            { approved: CASE_STATUS.active, rejected: CASE_STATUS.declined, sentBack: 0, withdrawn: 0 }[
              kase.instance_status
            ],
          );
      } else {
        expect(kase.status, where).toBe(
          kase.instance_status === 'approved' ? CASE_STATUS.closed : CASE_STATUS.closingAudit,
        );
        expect(kase.opened_at).not.toBeNull();
      }
      expect(kase.status === CASE_STATUS.closed, where).toBe(kase.closed_at !== null);
    }
    // Every case that ever opened went through an approved application.
    expect(
      await count(sql`
        select count(*) n from hk_project p where p.opened_at is not null and p.instance_id is not null
        and not exists (select 1 from wf_instance i where i.record_id = p.project_id::text
          and i.business_type = 'case-application' and i.status = 'approved')`),
    ).toBe(0);
  });

  it('has pending tasks exactly on running requests, at their current step and round, for people in service', async () => {
    expect(
      await count(sql`
        select count(*) n from wf_instance i where i.status = 'running' and not exists (
          select 1 from wf_task t where t.instance_id = i.instance_id and t.status = 'pending'
            and t.step_index = i.current_step and t.round = i.round)`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*) n from wf_task t join wf_instance i using (instance_id)
        where t.status = 'pending' and (i.status <> 'running' or t.round <> i.round)`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*) n from wf_task t join sys_user u on u.user_id = t.assignee_id
        where t.status = 'pending' and u.status <> ${USER_STATUS.inService}`),
    ).toBe(0);
    // Nobody approves their own request.
    expect(
      await count(
        sql`select count(*) n from wf_task t join wf_instance i using (instance_id) where t.assignee_id = i.applicant_id`,
      ),
    ).toBe(0);
  });

  it('gives the demo logins work in the task centre: partner, lawyer, administrator, HR, finance, administration', async () => {
    const pending = await rows<{ user_name: string; n: number }>(sql`
      select u.user_name, count(*)::integer n from wf_task t join sys_user u on u.user_id = t.assignee_id
      where t.status = 'pending' group by u.user_name`);
    const of = (userName: string) => pending.find((row) => row.user_name === userName)?.n ?? 0;
    for (const userName of ['wangjianguo', 'sunyue', 'admin', 'panling', 'lvjianhua', 'chengpeng'])
      expect(of(userName), userName).toBeGreaterThan(0);
  });

  it('gives every group’s partner leave to approve, asked yesterday, whatever the draws', async () => {
    const waiting = await rows<{ user_name: string }>(sql`
      select distinct u.user_name from wf_task t
      join wf_instance i on i.instance_id = t.instance_id
      join sys_user u on u.user_id = t.assignee_id
      join hr_leave_request l on l.instance_id = i.instance_id
      where t.status = 'pending' and i.business_type = 'leave' and l.applicant_id <> t.assignee_id
        and l.created_at::date = ${YESTERDAY}::date`);
    const partners = await rows<{ user_name: string }>(sql`
      select distinct u.user_name from sys_dept d join sys_user u on u.user_id = d.leader_id
      join sys_user m on m.dept_id = d.dept_id and m.user_id <> d.leader_id
      where u.user_name not in ('lvjianhua', 'panling', 'chengpeng', 'admin')`);
    expect(partners.map((row) => row.user_name)).toContain('wangjianguo');
    expect(waiting.map((row) => row.user_name)).toEqual(
      expect.arrayContaining(partners.map((row) => row.user_name)),
    );
  });

  it('answers every hit of the check an application was sent with, before it was sent', async () => {
    const applied = await rows<{ project_id: number; applied_at: Date; applicant_id: number }>(
      sql`select project_id, applied_at, applicant_id from hk_project where applied_at is not null and instance_id is not null`,
    );
    const checks = await rows<{ project_id: number; check_id: number; checked_at: Date }>(
      sql`select project_id, check_id, checked_at from hk_conflict_check`,
    );
    const hits = await rows<{ check_id: number; answer: string | null; answered_by: number | null }>(
      sql`select check_id, answer, answered_by from hk_conflict_hit`,
    );
    expect(hits.filter((hit) => hit.answer !== null).length).toBeGreaterThan(20);
    for (const kase of applied) {
      const latest = checks
        .filter((check) => check.project_id === kase.project_id)
        .sort((a, b) => b.check_id - a.check_id)[0];
      expect(latest, `case ${kase.project_id}`).toBeDefined();
      expect(new Date(latest!.checked_at).getTime()).toBeLessThan(new Date(kase.applied_at).getTime());
      for (const hit of hits.filter((item) => item.check_id === latest!.check_id)) {
        expect(hit.answer).not.toBeNull();
        expect(hit.answered_by).toBe(kase.applicant_id);
      }
    }
  });

  it('values every time entry at hours × the rate that applied: the agreed rate on an hourly case, else the level', async () => {
    const entries = await rows<{
      hours: string;
      rate: string;
      currency: string;
      rate_source: string;
      amount: string;
      billable: boolean;
      fee_type: string;
      case_currency: string;
      member_rate: string | null;
      standard: string;
      standard_currency: string;
    }>(sql`
      select w.hours, w.rate, w.currency, w.rate_source, w.amount, w.billable, p.fee_type,
        p.currency case_currency, m.hourly_rate member_rate, r.rate standard, r.currency standard_currency
      from hk_worklog w join hk_project p using (project_id)
      join hk_project_member m on m.project_id = w.project_id and m.user_id = w.user_id
      join hk_timekeeper_rate r on r.user_id = w.user_id
      where w.original_hours is null`);
    expect(entries.length).toBeGreaterThan(10_000);
    for (const entry of entries) {
      const expected = chooseRate({
        caseMemberRate: entry.fee_type === FEE_TYPE.hourly ? entry.member_rate : null,
        caseCurrency: entry.case_currency,
        standardRate: { rate: entry.standard, currency: entry.standard_currency },
      });
      expect([entry.rate, entry.currency, entry.rate_source]).toEqual([
        expected.rate,
        expected.currency,
        expected.source,
      ]);
      expect(entry.amount).toBe(entryAmount(entry.hours, entry.rate, entry.billable));
    }
    expect(
      await count(
        sql`select count(*) n from hk_worklog where amount <> case when billable then round(hours * rate, 2) else 0 end`,
      ),
    ).toBe(0);
  });

  it('records time only by the team, on open cases, on working days, never on leave and never over a day', async () => {
    const calendarRows = await rows<{ day: string; kind: string }>(
      sql`select day::text, kind from hr_calendar_day`,
    );
    const calendar: WorkCalendar = {
      holidays: new Set(calendarRows.filter((row) => row.kind === 'holiday').map((row) => row.day)),
      workdays: new Set(calendarRows.filter((row) => row.kind === 'workday').map((row) => row.day)),
    };
    const days = await rows<{ work_date: string }>(
      sql`select distinct work_date::text from hk_worklog where worklog_id > ${baseWorklogs}`,
    );
    expect(days.length).toBeGreaterThan(200);
    for (const { work_date } of days) {
      expect(isWorkingDay(work_date, calendar), work_date).toBe(true);
      expect(work_date <= YESTERDAY).toBe(true);
      expect(work_date >= FIRST_DAY).toBe(true);
    }
    expect(
      await count(sql`
        select count(*) n from hk_worklog w where not exists (
          select 1 from hk_project_member m where m.project_id = w.project_id and m.user_id = w.user_id)`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*) n from hk_worklog w join hk_project p using (project_id)
        where w.worklog_id > ${baseWorklogs} and (p.opened_at is null
          or w.work_date < (p.opened_at at time zone 'Asia/Shanghai')::date
          or w.work_date > coalesce((p.closed_at at time zone 'Asia/Shanghai')::date, ${YESTERDAY}::date))`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) n from (select user_id, work_date from hk_worklog group by 1, 2 having sum(hours) > 24) t`,
      ),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*) n from hk_worklog w join hr_leave_request l on l.applicant_id = w.user_id
        and l.status = 'approved' and w.work_date between l.start and l.end
        and not (w.work_date = l.start and l.start_half = 'pm')`),
    ).toBe(0);
    // Realistic days: associates around six or seven hours, partners less.
    const perDay = await rows<{ level: string; hours: string }>(sql`
      select r.level, round(avg(d.hours), 1)::text hours from (
        select user_id, work_date, sum(hours) hours from hk_worklog group by 1, 2) d
      join hk_timekeeper_rate r using (user_id) group by r.level`);
    for (const { level, hours } of perDay) {
      expect(Number(hours), level).toBeGreaterThan(2.5);
      expect(Number(hours), level).toBeLessThan(9);
    }
  });

  it("keeps each entry's status with its submission's and the submission's with its approval", async () => {
    const mismatched = await count(sql`
      select count(*) n from hk_worklog w join hk_worklog_submission s using (submission_id)
      join wf_instance i on i.instance_id = s.instance_id
      where not (
        (w.status in ('confirmed', 'billed', 'writtenOff') and s.status = 'confirmed' and i.status = 'approved') or
        (w.status = 'submitted' and s.status = 'submitted' and i.status = 'running') or
        (w.status = 'draft' and s.status = 'sentBack' and i.status = 'sentBack'))`);
    expect(mismatched).toBe(0);
    expect(
      await count(sql`select count(*) n from hk_worklog where status <> 'draft' and submission_id is null`),
    ).toBe(0);
    const statuses = await rows<{ status: string }>(sql`select distinct status from hk_worklog`);
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      // Billed: confirmed time on the demo bills that were issued (demo-bills.ts).
      new Set(['draft', 'submitted', 'confirmed', 'billed', 'writtenOff']),
    );
    expect(
      await count(
        sql`select count(*) n from hk_worklog where status = 'writtenOff' and write_off_reason = ''`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*) n from hk_worklog where task_code <> ''`)).toBeGreaterThan(500);
    expect(await count(sql`select count(*) n from hk_worklog where narrative ~ '^[A-Za-z]'`)).toBeGreaterThan(
      500,
    );
  });

  it('leaves billing confirmed, billable, unbilled time on active and closed cases in every month of the year', async () => {
    const months = await rows<{ status: number; months: number }>(sql`
      select p.status, count(distinct to_char(w.work_date, 'YYYY-MM'))::integer months
      from hk_worklog w join hk_project p using (project_id)
      where w.status = 'confirmed' and w.billable and w.bill_id is null and p.status in (20, 30)
      group by p.status`);
    expect(months.find((row) => row.status === CASE_STATUS.active)?.months).toBeGreaterThanOrEqual(12);
    expect(months.find((row) => row.status === CASE_STATUS.closed)?.months).toBeGreaterThanOrEqual(6);
  });

  it('has bills in every status, each total the sum of its lines, its time on no other live bill', async () => {
    const bills = await rows<{
      bill_id: number;
      status: string;
      number: string | null;
      total: string;
      lines_total: string;
      live_lines: number;
      credited_total: string;
      paid_total: string;
      written_off_total: string;
      allocated: string;
      instance_id: number | null;
    }>(sql`
      select b.bill_id, b.status, b.number, b.total, b.credited_total, b.paid_total, b.written_off_total,
        b.instance_id,
        (select coalesce(sum(l.gross_amount), 0) from hk_bill_line l where l.bill_id = b.bill_id)::numeric(15, 2)::text lines_total,
        (select count(*) from hk_bill_line l where l.bill_id = b.bill_id and not l.released)::integer live_lines,
        (select coalesce(sum(a.amount), 0) from hk_receipt_allocation a where a.bill_id = b.bill_id)::numeric(15, 2)::text allocated
      from hk_bill b order by b.bill_id`);
    expect(new Set(bills.map((bill) => bill.status))).toEqual(
      new Set(['draft', 'approving', 'issued', 'partlyPaid', 'paid', 'cancelled', 'writtenOff']),
    );
    for (const bill of bills) {
      expect(Number(bill.total), `bill ${bill.bill_id}`).toBeGreaterThan(0);
      expect(bill.lines_total, `bill ${bill.bill_id}`).toBe(bill.total);
      expect(bill.number === null, `bill ${bill.bill_id}`).toBe(['draft', 'approving'].includes(bill.status));
      expect(bill.instance_id === null, `bill ${bill.bill_id}`).toBe(bill.status === 'draft');
      expect(bill.allocated, `bill ${bill.bill_id}`).toBe(bill.paid_total);
      const balance =
        Number(bill.total) -
        Number(bill.credited_total) -
        Number(bill.paid_total) -
        Number(bill.written_off_total);
      if (['paid', 'cancelled', 'writtenOff'].includes(bill.status)) expect(balance).toBe(0);
      else expect(balance).toBeGreaterThan(0);
      // A whole credit note gives the time back: its lines stay, released.
      expect(bill.live_lines === 0, `bill ${bill.bill_id}`).toBe(bill.status === 'cancelled');
    }
    // Time is on at most one live line, and an entry's bill is the one whose live line holds it.
    expect(
      await count(sql`select count(*) n from (select worklog_id from hk_bill_line
        where worklog_id is not null and not released group by worklog_id having count(*) > 1) twice`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) n from hk_worklog w where w.bill_id is not null and not exists (
        select 1 from hk_bill_line l where l.worklog_id = w.worklog_id and l.bill_id = w.bill_id and not l.released)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) n from hk_bill_line l join hk_worklog w using (worklog_id)
        where not l.released and w.bill_id is distinct from l.bill_id`),
    ).toBe(0);
    // Billed time is on issued bills only; what the drafts and approvals hold is still confirmed.
    expect(
      await count(sql`select count(*) n from hk_worklog w join hk_bill b using (bill_id)
        where (w.status = 'billed') <> (b.status not in ('draft', 'approving'))`),
    ).toBe(0);
  });

  it("bills a firm's year: most active cases month by month, old bills paid, some late, the newest open", async () => {
    const [billed] = await rows<{
      bills: number;
      cases: number;
      months: number;
      late: number;
      open_recent: number;
    }>(sql`
      select count(*)::integer bills, count(distinct b.project_id)::integer cases,
        count(distinct to_char(b.period_from, 'YYYY-MM'))::integer months,
        count(*) filter (where b.status in ('issued', 'partlyPaid') and b.due_date < ${TODAY}::date - 90)::integer late,
        count(*) filter (where b.status = 'issued' and b.bill_date > ${TODAY}::date - 30)::integer open_recent
      from hk_bill b join hk_project p using (project_id) where p.status = ${CASE_STATUS.active}`);
    const [active] = await rows<{ n: number }>(sql`
      select count(distinct w.project_id)::integer n from hk_worklog w join hk_project p using (project_id)
      where p.status = ${CASE_STATUS.active} and p.currency = 'CNY' and w.billable`);
    expect(billed!.bills).toBeGreaterThan(100);
    expect(billed!.cases).toBeGreaterThan(active!.n / 2);
    expect(billed!.months).toBeGreaterThanOrEqual(9);
    expect(billed!.late).toBeGreaterThan(0);
    expect(billed!.open_recent).toBeGreaterThan(0);
  });

  it('has expense claims in every status, each total its lines, each receipt its own, the status its approval', async () => {
    const claims = await rows<{
      claim_id: number;
      status: string;
      total: string;
      lines_total: string;
      instance_status: string | null;
      paid_date: string | null;
      missing_receipts: number;
      foreign_receipts: number;
    }>(sql`
      select c.claim_id, c.status, c.total, c.paid_date, i.status instance_status,
        (select coalesce(sum(l.amount_cny), 0) from hk_expense_line l where l.claim_id = c.claim_id)::numeric(15, 2)::text lines_total,
        (select count(*) from hk_expense_line l where l.claim_id = c.claim_id and l.amount_cny > 200
          and cardinality(l.receipt_file_ids) = 0)::integer missing_receipts,
        (select count(*) from hk_expense_line l, unnest(l.receipt_file_ids) r(id)
          where l.claim_id = c.claim_id and not exists (select 1 from file_record f
            where f.id = r.id and f.source = 3 and f.only_id = c.claim_id::text))::integer foreign_receipts
      from hk_expense_claim c left join wf_instance i using (instance_id) order by c.claim_id`);
    expect(new Set(claims.map((claim) => claim.status))).toEqual(
      new Set(['draft', 'approving', 'sentBack', 'approved', 'paid', 'rejected', 'cancelled']),
    );
    const instanceOf: Record<string, string | null> = {
      draft: null,
      cancelled: null,
      approving: 'running',
      sentBack: 'sentBack',
      approved: 'approved',
      paid: 'approved',
      rejected: 'rejected',
    };
    for (const claim of claims) {
      expect(claim.lines_total, `claim ${claim.claim_id}`).toBe(claim.total);
      expect(claim.instance_status, `claim ${claim.claim_id}`).toBe(instanceOf[claim.status]);
      expect(claim.paid_date !== null, `claim ${claim.claim_id}`).toBe(claim.status === 'paid');
      if (claim.status !== 'draft' && claim.status !== 'cancelled')
        expect(claim.missing_receipts, `claim ${claim.claim_id}`).toBe(0);
      expect(claim.foreign_receipts, `claim ${claim.claim_id}`).toBe(0);
    }
  });

  it('has an expense budget with room left and one that a claim in approval passes (decision 0044)', async () => {
    const budgets = await rows<{ budget: string; spent: string; pending: string }>(sql`
      select p.expense_budget::text budget,
        coalesce(sum(l.amount_cny) filter (where c.status in ('approved', 'paid')), 0)::numeric(15, 2)::text spent,
        coalesce(sum(l.amount_cny) filter (where c.status = 'approving'), 0)::numeric(15, 2)::text pending
      from hk_project p
        left join hk_expense_line l on l.project_id = p.project_id
        left join hk_expense_claim c on c.claim_id = l.claim_id
      where p.expense_budget is not null group by p.project_id`);
    const used = (row: (typeof budgets)[number]) => Number(row.spent) + Number(row.pending);
    expect(budgets.some((row) => used(row) < Number(row.budget))).toBe(true);
    expect(
      budgets.some(
        (row) =>
          Number(row.pending) > 0 &&
          used(row) > Number(row.budget) &&
          Number(row.spent) <= Number(row.budget),
      ),
    ).toBe(true);
  });

  it('has receipts fully, partly and not allocated, each allocated total the sum of its allocations', async () => {
    const receipts = await rows<{
      amount: string;
      allocated_total: string;
      allocations: string;
      retainer: boolean;
    }>(
      sql`select r.amount::text, r.allocated_total::text, r.is_retainer retainer,
        (select coalesce(sum(a.amount), 0) from hk_receipt_allocation a where a.receipt_id = r.receipt_id)::numeric(15, 2)::text allocations
      from hk_receipt r`,
    );
    for (const receipt of receipts) expect(receipt.allocations).toBe(receipt.allocated_total);
    const state = (receipt: (typeof receipts)[number]) =>
      Number(receipt.allocated_total) === 0
        ? 'unallocated'
        : receipt.allocated_total === receipt.amount
          ? 'full'
          : 'partly';
    expect(new Set(receipts.map(state))).toEqual(new Set(['unallocated', 'full', 'partly']));
    expect(receipts.some((receipt) => receipt.retainer && state(receipt) === 'unallocated')).toBe(true);
    // Numbered on from the bills' receipts: no number twice.
    expect(await count(sql`select count(*) - count(distinct number) n from hk_receipt`)).toBe(0);
  });

  it('has tax invoices in every state, never over a bill, each request through task 60000', async () => {
    const invoices = await rows<{
      status: string;
      red: boolean;
      instance_status: string | null;
      codes: string;
    }>(sql`
      select v.status, v.reverses_invoice_id is not null red, i.status instance_status,
        coalesce((select string_agg(distinct t.task_code::text, ',') from wf_task t
          where t.instance_id = v.instance_id), '') codes
      from hk_invoice v left join wf_instance i using (instance_id)`);
    expect(new Set(invoices.map((one) => (one.red ? 'redLetter' : one.status)))).toEqual(
      new Set(['requested', 'sentBack', 'issued', 'reversed', 'cancelled', 'redLetter']),
    );
    const expected: Record<string, string> = {
      requested: 'running',
      sentBack: 'sentBack',
      cancelled: 'rejected',
    };
    for (const one of invoices.filter((row) => row.instance_status !== null)) {
      expect(one.codes).toBe('60000');
      if (expected[one.status]) expect(one.instance_status).toBe(expected[one.status]);
    }
    // Requested and recorded, not reversed, stay within each bill's total less its credit notes.
    expect(
      await count(sql`select count(*) n from hk_bill b where b.total - b.credited_total < (
        select coalesce(sum(v.amount), 0) from hk_invoice v where v.bill_id = b.bill_id
          and v.status in ('requested', 'issued') and v.reverses_invoice_id is null)`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) - count(distinct invoice_number) n from hk_invoice where invoice_number is not null`,
      ),
    ).toBe(0);
  });

  it('has daily expenses in every state, on no case, each through its own workflow (90002)', async () => {
    const daily = await rows<{
      status: string;
      business_type: string | null;
      on_case: number;
      codes: string;
    }>(sql`
      select c.status, i.business_type,
        (select count(*) from hk_expense_line l where l.claim_id = c.claim_id
          and (l.project_id is not null or l.billable))::integer on_case,
        coalesce((select string_agg(distinct t.task_code::text, ',') from wf_task t
          where t.instance_id = c.instance_id), '') codes
      from hk_expense_claim c left join wf_instance i using (instance_id) where c.kind = 'daily'`);
    expect(new Set(daily.map((one) => one.status))).toEqual(
      new Set(['draft', 'approving', 'approved', 'paid', 'rejected', 'cancelled']),
    );
    for (const one of daily) {
      expect(one.on_case).toBe(0);
      if (one.business_type !== null) {
        expect(one.business_type).toBe('dailyExpense');
        expect(one.codes).toBe('90002');
      }
    }
  });

  it('has loans in every state through the loan workflow, their repayments adding up, one offset by a claim', async () => {
    const loans = await rows<{
      loan_id: number;
      status: string;
      amount: string;
      repaid_total: string;
      repaid: string;
      codes: string;
    }>(sql`
      select l.loan_id, l.status, l.amount::text, l.repaid_total::text,
        coalesce((select sum(r.amount) from hk_expense_loan_repayment r where r.loan_id = l.loan_id), 0)::numeric(15,2)::text repaid,
        coalesce((select string_agg(distinct t.task_code::text, ',' order by t.task_code::text) from wf_task t
          where t.instance_id = l.instance_id), '') codes
      from hk_expense_loan l`);
    expect(new Set(loans.map((one) => one.status))).toEqual(
      new Set([
        'draft',
        'approving',
        'sentBack',
        'approved',
        'paid',
        'partlyRepaid',
        'repaid',
        'rejected',
        'cancelled',
      ]),
    );
    for (const one of loans) {
      expect(one.repaid_total, `loan ${one.loan_id}`).toBe(one.repaid);
      if (one.status === 'repaid') expect(one.repaid).toBe(one.amount);
      // On no case the head approves; the float on a case (decision 0053's request) its partner.
      if (one.codes !== '') expect(['161002', '161002,161005', '161000,161005']).toContain(one.codes);
    }
    const [offset] = await rows<{ claim_status: string; total: string; offset: string; amount: string }>(sql`
      select c.status claim_status, c.total::text, c.loan_offset_total::text "offset", r.amount::text
      from hk_expense_loan_repayment r join hk_expense_claim c on c.claim_id = r.claim_id where r.kind = 'offset'`);
    expect(offset).toBeDefined();
    expect(offset!.claim_status).toBe('paid');
    expect(offset!.offset).toBe(offset!.amount);
  });

  it('has repayment requests at the partner, at finance, approved and recorded, sent back (decision 0053)', async () => {
    const requests = await rows<{
      status: string;
      codes: string;
      pending: string;
      repaid: string | null;
    }>(sql`
      select r.status,
        (select string_agg(t.task_code::text, ',' order by t.task_id) from wf_task t
          where t.instance_id = r.instance_id) codes,
        coalesce((select string_agg(distinct t.task_code::text, ',') from wf_task t
          where t.instance_id = r.instance_id and t.status = 'pending'), '') pending,
        (select p.amount::text from hk_expense_loan_repayment p where p.repayment_id = r.repayment_id) repaid
      from hk_expense_loan_repayment_request r order by r.request_id`);
    expect(requests.map((one) => [one.status, one.pending])).toEqual([
      ['approving', '171000'],
      ['approving', '171005'],
      ['approved', ''],
      ['sentBack', ''],
    ]);
    expect(requests[2]!.repaid).toBe('500.00');
  });

  it('has withholding rules: the firm’s ongoing ones, an ended rate and its successor, a partner’s own (decision 0051)', async () => {
    const rules = await rows<{
      kind: string;
      partner: string | null;
      rate: string;
      from_month: string;
      to_month: string | null;
    }>(sql`
      select r.kind, u.user_name partner, r.rate::text, r.from_month, r.to_month
      from hk_withholding_rule r left join sys_user u on u.user_id = r.partner_id
      order by r.kind, r.partner_id nulls first, r.from_month`);
    const changed = addDays(TODAY, -120).slice(0, 7);
    expect(rules).toEqual([
      { kind: 'management', partner: null, rate: '15.00', from_month: FIRST_DAY.slice(0, 7), to_month: null },
      { kind: 'management', partner: 'wangjianguo', rate: '12.00', from_month: changed, to_month: null },
      { kind: 'riskReserve', partner: null, rate: '3.00', from_month: FIRST_DAY.slice(0, 7), to_month: null },
      {
        kind: 'tax',
        partner: null,
        rate: '10.00',
        from_month: FIRST_DAY.slice(0, 7),
        to_month: expect.any(String),
      },
      { kind: 'tax', partner: null, rate: '8.00', from_month: changed, to_month: null },
    ]);
    // The ended rate runs to the month before its successor: no month has two, none has none.
    const ended = rules.find((rule) => rule.kind === 'tax' && rule.to_month)!;
    expect(addDays(`${ended.to_month}-01`, 40).slice(0, 7)).toBe(changed);
    const audited = await count(
      sql`select count(*)::int n from sys_audit_log where entity = 'withholdingRule' and action = 'create'`,
    );
    expect(audited).toBe(rules.length);
  });

  it('counts leave in working days of the holiday calendar, its status following its approval', async () => {
    const calendarRows = await rows<{ day: string; kind: string }>(
      sql`select day::text, kind from hr_calendar_day`,
    );
    const calendar: WorkCalendar = {
      holidays: new Set(calendarRows.filter((row) => row.kind === 'holiday').map((row) => row.day)),
      workdays: new Set(calendarRows.filter((row) => row.kind === 'workday').map((row) => row.day)),
    };
    const leaves = await rows<{
      start: string;
      start_half: 'am' | 'pm';
      end: string;
      end_half: 'am' | 'pm';
      days: string;
      status: string;
      instance_status: string;
    }>(sql`
      select l.start::text, l.start_half, l.end::text, l.end_half, l.days, l.status, i.status instance_status
      from hr_leave_request l join wf_instance i on i.instance_id = l.instance_id`);
    expect(leaves.length).toBeGreaterThan(80);
    for (const leave of leaves) {
      const period = {
        start: leave.start,
        startHalf: leave.start_half,
        end: leave.end,
        endHalf: leave.end_half,
      };
      expect(Number(leave.days)).toBe(leaveDays(period, calendar));
      expect(leave.status).toBe(leave.instance_status === 'running' ? 'approving' : leave.instance_status);
    }
    expect(new Set(leaves.map((leave) => leave.status))).toEqual(
      new Set(['approving', 'sentBack', 'approved', 'rejected', 'withdrawn']),
    );
    expect(await count(sql`select count(*) n from hr_overtime_request`)).toBeGreaterThan(5);
  });

  it('has custom requests on the firm’s forms in every state', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from cr_request`);
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['draft', 'running', 'sentBack', 'approved', 'rejected', 'withdrawn']),
    );
    expect(
      await count(sql`
        select count(*) n from cr_request r join wf_instance i on i.instance_id = r.instance_id
        where r.status <> i.status`),
    ).toBe(0);
  });

  it('stores every case file it records, with the checksum it records', async () => {
    const files = await rows<{ path: string; sha256: string; size: number }>(
      sql`select path, sha256, size from file_record where path like 'objects/demo/%'`,
    );
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const content = fs.readFileSync(path.join(dataDir, 'files', file.path));
      expect(content.length).toBe(Number(file.size));
      expect(createHash('sha256').update(content).digest('hex')).toBe(file.sha256);
    }
    // Every case asked to close has its closing memorandum (the archive check passed).
    expect(
      await count(sql`
        select count(*) n from hk_project p where p.status in (23, 30) and p.instance_id is not null
        and not exists (select 1 from file_record f where f.source = 1 and f.only_id = p.project_id::text and f.type = 'end')`),
    ).toBe(0);
  });

  it('has each kind of fee arrangement, a changed one following its newest version, the rate card and agreements in every state', async () => {
    const kinds = await rows<{ fee_type: string }>(sql`select distinct fee_type from hk_fee_arrangement`);
    expect(kinds.map((row) => row.fee_type).sort()).toEqual(
      expect.arrayContaining([FEE_TYPE.hourly, FEE_TYPE.fixed, FEE_TYPE.capped]),
    );
    const changed = await rows<{ project_id: number; fee_type: string; case_fee_type: string }>(sql`
      select a.project_id, a.fee_type, p.fee_type as case_fee_type from hk_fee_arrangement a
      join hk_project p on p.project_id = a.project_id
      where a.version = (select max(version) from hk_fee_arrangement b where b.project_id = a.project_id)
        and a.version > 1`);
    expect(changed.length).toBeGreaterThanOrEqual(2);
    for (const row of changed) expect(row.case_fee_type).toBe(row.fee_type);
    expect(await count(sql`select count(*) n from hk_fee_arrangement_rate`)).toBeGreaterThan(0);
    const milestones = await rows<{ fee_amount: string; total: string }>(sql`
      select p.fee_amount, sum(m.amount)::numeric(15,2)::text as total from hk_fee_milestone m
      join hk_project p on p.project_id = m.project_id group by p.project_id, p.fee_amount`);
    expect(milestones.length).toBeGreaterThan(0);
    for (const row of milestones) expect(row.total).toBe(row.fee_amount);
    // The bill form has something to show (decision 0045): a milestone billed by an issued bill,
    // others open, and a contingency case with its percentage and basis.
    const billed = await rows<{ billed: boolean; status: string | null }>(sql`
      select l.line_id is not null as billed, b.status from hk_fee_milestone m
      left join hk_bill_line l on l.milestone_id = m.milestone_id and not l.released
      left join hk_bill b on b.bill_id = l.bill_id`);
    expect(billed.filter((row) => row.billed).map((row) => row.status)).toEqual(['issued']);
    expect(billed.filter((row) => !row.billed).length).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) n from hk_fee_arrangement
        where fee_type = '4' and contingency_rate is not null and contingency_basis <> ''`),
    ).toBeGreaterThan(0);
    // Every level's rate card has history: a rate superseded, one in force and one to come.
    const card = await rows<{ level: string; dates: number; past: number; future: number }>(sql`
      select level, count(distinct effective_from)::int dates,
        count(*) filter (where effective_from < ${TODAY}::date)::int past,
        count(*) filter (where effective_from > ${TODAY}::date)::int future
      from hk_level_rate where currency = 'USD' group by level`);
    expect(card).toHaveLength(5);
    for (const level of card) expect(level).toMatchObject({ dates: 3, past: 2, future: 1 });
    const agreements = await rows<{ status: string; expires_on: string; files: number; title: string }>(sql`
      select a.status, a.expires_on::text, a.title,
        (select count(*)::int from file_record f where f.source = 6 and f.only_id = a.agreement_id::text) files
      from hk_fee_agreement a order by a.expires_on`);
    expect(agreements.map((row) => row.status)).toEqual(['expired', 'active', 'ended', 'active', 'active']);
    expect(agreements[1]!.expires_on).toBe(addDays(TODAY, 20));
    for (const row of agreements) expect(row.files, row.title).toBe(1);
    expect(
      await count(
        sql`select count(*) n from sys_audit_log where entity = 'feeAgreement' and action = 'postpone.approved'`,
      ),
    ).toBe(1);
    // The postponement went through its workflow, approved by the case's partner.
    expect(
      await count(
        sql`select count(*) n from wf_instance where business_type = 'fee-agreement-postpone' and status = 'approved'`,
      ),
    ).toBe(1);
  });

  it('gives every person a staff record and every fee earner a level history ending in their level (decision 0059)', async () => {
    const rows = async (query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];
    const [missing] = await rows(
      sql`select count(*)::int n from sys_user u where not exists (select 1 from hk_staff_record r where r.user_id = u.user_id)`,
    );
    expect(missing!.n).toBe(0);
    // Each timekeeper's level in force on the reference date is their standing level.
    const mismatched = await rows(sql`
      select t.user_id from hk_timekeeper_rate t join sys_user u on u.user_id = t.user_id and u.status = '3'
      where not exists (select 1 from hk_staff_level l where l.user_id = t.user_id and l.level = t.level
        and l.effective_from <= ${TODAY}::date and (l.effective_to is null or l.effective_to >= ${TODAY}::date))`);
    expect(mismatched).toEqual([]);
    const [promoted] = await rows(
      sql`select count(distinct user_id)::int n from hk_staff_level where note = '晋升'`,
    );
    expect(promoted!.n).toBeGreaterThan(3);
    const statuses = await rows(
      sql`select status, count(*)::int n from hk_staff_correction group by status order by status`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['accepted', 'pending', 'rejected']);
  });

  it('audits what the services audit: each case, client, entry, leave and request created, and every decision', async () => {
    for (const [entity, table, key] of [
      ['project', 'hk_project', 'project_id'],
      ['client', 'hk_client', 'client_id'],
      ['worklog', 'hk_worklog', 'worklog_id'],
      ['leaveRequest', 'hr_leave_request', 'leave_id'],
      ['customRequest', 'cr_request', 'request_id'],
    ] as const)
      expect(
        await count(sql`
          select count(*) n from ${sql.identifier(table)} t where t.created_at < ${new Date(`${TODAY}T00:00:00+08:00`)}
          and not exists (select 1 from sys_audit_log a where a.entity = ${entity} and a.entity_id = t.${sql.identifier(key)}::text)`),
        entity,
      ).toBe(0);
    expect(
      await count(sql`
        select count(*) n from wf_task t where t.status in ('approved', 'rejected', 'sentBack')
        and not exists (select 1 from sys_audit_log a where a.entity = 'approvalTask' and a.entity_id = t.task_id::text)`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) n from sys_audit_log where created_at > ${new Date(`${TODAY}T08:00:00+08:00`)}`,
      ),
    ).toBe(0);
  });

  it('lets every demo login of the README sign in with its role, and shows them the year', async () => {
    for (const { userName } of DEMO_LOGINS) await signIn(testApp.app, userName);
    const partner = await signIn(testApp.app, 'wangjianguo');
    const tasks = await callApi(
      testApp.app,
      'GET',
      '/process/project/userTask/list?pageNum=1&pageSize=25',
      partner,
    );
    expect(tasks.code).toBe(200);
    expect(tasks.total).toBeGreaterThan(5);
    const lawyer = await signIn(testApp.app, 'sunyue');
    const time = await callApi(testApp.app, 'GET', '/hankun/worklog/myList?pageNum=1&pageSize=25', lawyer);
    expect(time.total).toBeGreaterThan(300);
    const cases = await callApi(testApp.app, 'GET', '/hankun/project/list?pageNum=1&pageSize=25', lawyer);
    expect(cases.total).toBeGreaterThan(5);
  });

  // Signs in, so after the audit's count of what the seed wrote.
  it('shows finance bills in every state of 开票收款核对: invoiced ahead, paid ahead, even (decision 0061)', async () => {
    const finance = await signIn(testApp.app, 'lvjianhua');
    for (const state of ['invoicedNotReceived', 'receivedNotInvoiced', 'matched']) {
      const found = await callApi(
        testApp.app,
        'GET',
        `/hankun/invoice/reconciliation?state=${state}&pageNum=1&pageSize=25`,
        finance,
      );
      expect(found.code, found.msg).toBe(200);
      expect(found.total, state).toBeGreaterThan(0);
    }
  });

  it('is the same year, row for row, when seeded again from the same reference date', async () => {
    const digest = async (database: Database) => {
      const parts: string[] = [];
      for (const query of [
        sql`select md5(string_agg(concat_ws('|', project_id, number, name_cn, client_id, status, fee_type, fee_amount, applied_at, opened_at, closed_at), ',' order by project_id)) d from hk_project`,
        sql`select md5(string_agg(concat_ws('|', worklog_id, user_id, project_id, work_date, hours, narrative, status, amount, submission_id), ',' order by worklog_id)) d from hk_worklog`,
        sql`select md5(string_agg(concat_ws('|', instance_id, business_type, record_id, title, status, current_step, round, created_at), ',' order by instance_id)) d from wf_instance`,
        sql`select md5(string_agg(concat_ws('|', leave_id, applicant_id, leave_type, start, "end", days, status), ',' order by leave_id)) d from hr_leave_request`,
        sql`select md5(string_agg(concat_ws('|', check_id, query_name, matched, reason, score, answer), ',' order by hit_id)) d from hk_conflict_hit`,
        sql`select md5(string_agg(concat_ws('|', id, name, sha256, only_id), ',' order by id)) d from file_record`,
      ])
        parts.push(String((await database.execute(query)).rows[0]!.d));
      return parts;
    };
    const adminUrl = inject('adminUrl');
    const name = `venus_t_year_again_${process.pid}`;
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-demo-year-again-'));
    await cloneDatabase(adminUrl, inject('templateDb'), name);
    const { db: again, pool } = createDatabase(withDatabase(adminUrl, name), 2);
    try {
      await again.transaction((tx) => seedDemoYear(tx, { today: TODAY, dataDir: otherDir }));
      expect(await digest(again)).toEqual(await digest(db));
    } finally {
      await pool.end();
      await dropDatabase(adminUrl, name);
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  }, 300_000);
});
