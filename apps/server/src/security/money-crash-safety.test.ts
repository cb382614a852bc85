import { addDays, formatIsoDate } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertTestCase, insertTime } from '../../test/case-fixtures.ts';
import { auditChainIsWhole, query } from '../../test/crash-support.ts';
import { type RestartableServer, restartableServer } from '../../test/restartable-server.ts';
import {
  callOverHttp,
  type HttpEnvelope,
  type HttpSession,
  signInOverHttp,
} from '../../test/signed-fetch.ts';
import { insertIssuedBill } from '../modules/billing/billing.test-support.ts';
import { users } from '../modules/users/users.tables.ts';
import { createDatabase, type Database } from '../platform/db/database.ts';

/**
 * Crash safety of money (issue 19 item 12, issue 20 item 9): Venus runs as its own process on a copy
 * of the demo firm and is killed with SIGKILL while bills are saved, receipts allocated and claims
 * paid, all at once; started again, the database is read with SQL. Every piece of money is fully
 * written or not at all: no bill without its lines or with time it does not hold, no allocation the
 * receipt and the bill do not both count, no claim half paid, and the audit chain whole.
 */

const today = formatIsoDate(new Date());

/** The server's own database for the test's rows, closed afterwards. */
async function withDatabase<T>(url: string, work: (t: { db: Database }) => Promise<T>): Promise<T> {
  const { db, pool } = createDatabase(url, 4);
  try {
    return await work({ db });
  } finally {
    await pool.end();
  }
}

const userIdOf = async (t: { db: Database }, userName: string) =>
  (await t.db.select().from(users).where(eq(users.userName, userName)))[0]!.userId;

/** Fires every call at once and kills the server once `killAfter` have answered 200. */
async function killAmong(
  server: RestartableServer,
  calls: (() => Promise<HttpEnvelope>)[],
  killAfter: number,
): Promise<{ answered: HttpEnvelope[]; cut: number }> {
  const answered: HttpEnvelope[] = [];
  let killing: Promise<void> | undefined;
  const settled = await Promise.allSettled(
    calls.map(async (call) => {
      const answer = await call();
      if (answer.code === 200) answered.push(answer);
      if (answered.length === killAfter) killing ??= server.kill();
      return answer;
    }),
  );
  await killing;
  if (!killing) throw new Error(`never killed: ${JSON.stringify(settled[0])}`);
  return { answered, cut: settled.filter((result) => result.status === 'rejected').length };
}

describe('kill -9 among money in flight', () => {
  let server: RestartableServer;
  const sessions = new Map<string, HttpSession>();
  const as = async (userName: string) => {
    const known = sessions.get(userName);
    if (known) return known;
    const session = await signInOverHttp(server.url, userName);
    sessions.set(userName, session);
    return session;
  };
  /** A fresh sign-in after a restart: the sessions survive it, but a new server is the honest test. */
  const restart = async () => {
    await server.start();
    sessions.clear();
  };
  const finance = async () => {
    const [row] = await query<{ user_name: string }>(
      server.databaseUrl,
      `select u.user_name from sys_user u join sys_user_role ur using (user_id) join sys_role r using (role_id)
        where r.role_key = 'finance' and u.status = '3' order by u.user_id limit 1`,
    );
    return row!.user_name;
  };

  beforeAll(async () => {
    server = await restartableServer({
      adminUrl: inject('adminUrl'),
      template: inject('templateDb'),
      env: { COSTLY_LIMIT_FACTOR: '100' },
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('leaves every bill being saved whole or absent, and its time held by its own live lines only', async () => {
    // Sixty cases of guojing's (zhangzhiqiang their partner), ten confirmed entries each.
    const cases = await withDatabase(server.databaseUrl, async (t) => {
      const people = { partnerId: await userIdOf(t, 'zhangzhiqiang'), leadId: await userIdOf(t, 'guojing') };
      return Promise.all(
        Array.from({ length: 60 }, async () => {
          const projectId = await insertTestCase(t, people);
          const worklogIds: number[] = [];
          for (let day = 1; day <= 10; day += 1)
            worklogIds.push(
              await insertTime(t, {
                projectId,
                userId: people.leadId,
                workDate: `2026-01-${String(day).padStart(2, '0')}`,
              }),
            );
          return { projectId, worklogIds };
        }),
      );
    });
    const [{ last }] = (await query<{ last: number }>(
      server.databaseUrl,
      'select coalesce(max(bill_id), 0)::int last from hk_bill',
    )) as [{ last: number }];
    const lawyer = await as('guojing');
    const calls = cases.map(
      (kase) => () =>
        callOverHttp(lawyer, 'POST', '/hankun/bill', {
          projectId: kase.projectId,
          timeLines: kase.worklogIds.map((worklogId) => ({ worklogId })),
        }),
    );
    const { answered, cut } = await killAmong(server, calls, 1);
    expect(cut).toBeGreaterThan(0);
    await restart();

    const db = server.databaseUrl;
    const bills = await query<{
      bill_id: number;
      total: string;
      lines_total: string;
      lines: number;
      audits: number;
    }>(
      db,
      `select b.bill_id, b.total::text,
          (select coalesce(sum(l.gross_amount), 0) from hk_bill_line l where l.bill_id = b.bill_id)::numeric(15, 2)::text lines_total,
          (select count(*)::int from hk_bill_line l where l.bill_id = b.bill_id and not l.released) lines,
          (select count(*)::int from sys_audit_log a
             where a.entity = 'bill' and a.entity_id = b.bill_id::text and a.action = 'create') audits
         from hk_bill b where b.bill_id > $1`,
      [last],
    );
    // Every answered bill is there; every bill there is whole: its lines, its total, its audit row.
    const answeredIds = answered.map((answer) => (answer.data as { billId: number }).billId);
    expect(bills.map((bill) => bill.bill_id)).toEqual(expect.arrayContaining(answeredIds));
    expect(bills.length).toBeLessThan(cases.length + 1);
    for (const bill of bills) {
      expect(bill.lines, `bill ${bill.bill_id}`).toBe(10);
      expect(bill.lines_total, `bill ${bill.bill_id}`).toBe(bill.total);
      expect(bill.audits, `bill ${bill.bill_id}`).toBe(1);
    }
    // Time is held by a bill exactly when a live line of that bill holds it: none half taken.
    const ids = cases.flatMap((kase) => kase.worklogIds);
    const [mismatch] = await query<{ n: number }>(
      db,
      `select count(*)::int n from hk_worklog w
        where w.worklog_id = any($1::int[]) and (w.bill_id is null) <> not exists (
          select 1 from hk_bill_line l where l.worklog_id = w.worklog_id and l.bill_id = w.bill_id and not l.released)`,
      [ids],
    );
    const [orphans] = await query<{ n: number }>(
      db,
      `select count(*)::int n from hk_bill_line l join hk_worklog w using (worklog_id)
        where not l.released and w.bill_id is distinct from l.bill_id`,
    );
    expect([mismatch!.n, orphans!.n]).toEqual([0, 0]);
    await auditChainIsWhole(db);
  }, 180_000);

  it('leaves every receipt allocation counted by both the receipt and the bill, or by neither', async () => {
    const db = server.databaseUrl;
    const payer = await as(await finance());
    // Eighty issued bills of CNY 1,000 on cases of their own; each receives 100 in one allocation.
    const open = await withDatabase(db, async (t) => {
      const people = { partnerId: await userIdOf(t, 'zhangzhiqiang'), leadId: await userIdOf(t, 'guojing') };
      const projectId = await insertTestCase(t, people);
      return Promise.all(
        Array.from({ length: 80 }, async () => {
          const bill = await insertIssuedBill(t, {
            projectId,
            total: '1000.00',
            billDate: addDays(today, -20),
          });
          return { bill_id: bill.billId, client_id: bill.clientId, office_id: bill.officeId };
        }),
      );
    });
    const receipts: { receiptId: number; billId: number }[] = [];
    for (const bill of open) {
      const answer = await callOverHttp(payer, 'POST', '/hankun/receipt', {
        clientId: bill.client_id,
        officeId: bill.office_id,
        receivedOn: today,
        amount: '100.00',
        currency: 'CNY',
        payer: '崩溃测试付款人',
        bankAccount: '招商银行 6225 0001',
        reference: `KILL-${bill.bill_id}`,
      });
      expect(answer.code, answer.msg).toBe(200);
      receipts.push({ receiptId: (answer.data as { receiptId: number }).receiptId, billId: bill.bill_id });
    }
    const calls = receipts.map(
      ({ receiptId, billId }) =>
        () =>
          callOverHttp(payer, 'POST', '/hankun/receipt/allocate', {
            receiptId,
            allocatedOn: today,
            lines: [{ billId, amount: '100.00' }],
          }),
    );
    const { answered, cut } = await killAmong(server, calls, 1);
    expect(cut).toBeGreaterThan(0);
    await restart();

    const rows = await query<{
      receipt_id: number;
      allocated_total: string;
      allocations: string;
      bill_paid: string;
      bill_allocations: string;
      status: string;
      balance: string;
      audits: number;
    }>(
      db,
      `select r.receipt_id, r.allocated_total::text,
          (select coalesce(sum(a.amount), 0) from hk_receipt_allocation a where a.receipt_id = r.receipt_id)::numeric(15, 2)::text allocations,
          b.paid_total::text bill_paid, b.status,
          (select coalesce(sum(a.amount), 0) from hk_receipt_allocation a where a.bill_id = b.bill_id)::numeric(15, 2)::text bill_allocations,
          (b.total - b.credited_total - b.paid_total - b.written_off_total)::numeric(15, 2)::text balance,
          (select count(*)::int from sys_audit_log l
             where l.entity = 'receipt' and l.entity_id = r.receipt_id::text and l.action = 'allocate') audits
         from hk_receipt r
         join unnest($1::int[], $2::int[]) pair(receipt_id, bill_id) using (receipt_id)
         join hk_bill b on b.bill_id = pair.bill_id
        where r.receipt_id = any($1::int[])`,
      [receipts.map((one) => one.receiptId), receipts.map((one) => one.billId)],
    );
    expect(rows).toHaveLength(receipts.length);
    let allocated = 0;
    for (const row of rows) {
      const done = row.allocated_total === '100.00';
      if (done) allocated += 1;
      expect(row.allocations, `receipt ${row.receipt_id}`).toBe(row.allocated_total);
      expect(row.allocated_total === '0.00' || done, `receipt ${row.receipt_id}`).toBe(true);
      expect(row.bill_allocations, `receipt ${row.receipt_id}`).toBe(row.bill_paid);
      expect(row.audits, `receipt ${row.receipt_id}`).toBe(done ? 1 : 0);
      // The bill's status follows its money in the same transaction.
      const status = Number(row.balance) === 0 ? 'paid' : Number(row.bill_paid) > 0 ? 'partlyPaid' : 'issued';
      expect(row.status, `receipt ${row.receipt_id}`).toBe(status);
    }
    expect(allocated).toBeGreaterThanOrEqual(answered.length);
    await auditChainIsWhole(db);
  }, 180_000);

  it('leaves every claim being paid fully paid, with its audit row, or still approved', async () => {
    const db = server.databaseUrl;
    const payer = await finance();
    // A hundred and fifty approved claims of one lawyer, written as the approvals leave them.
    const claims = await query<{ claim_id: number }>(
      db,
      `insert into hk_expense_claim (applicant_id, title, status, line_count, total)
       select u.user_id, '崩溃测试差旅 ' || n, 'approved', 1, 120.00
         from sys_user u, generate_series(1, 150) n where u.user_name = 'guojing'
       returning claim_id`,
    );
    await query(
      db,
      `insert into hk_expense_line (claim_id, expense_date, expense_type, amount, amount_cny, description)
       select claim_id, $2::date, '1', 120.00, 120.00, '高铁' from unnest($1::int[]) claim_id`,
      [claims.map((claim) => claim.claim_id), addDays(today, -3)],
    );
    // Each approved through its own finished request, as the engine leaves an approved claim.
    await query(
      db,
      `with approved as (
         insert into wf_instance (definition_id, business_type, record_id, title, applicant_id, status, finished_at)
         select d.definition_id, 'expense', c.claim_id::text, c.title, c.applicant_id, 'approved', now()
           from hk_expense_claim c, (select definition_id from wf_definition where business_type = 'expense'
             order by version desc limit 1) d
          where c.claim_id = any($1::int[])
         returning instance_id, record_id)
       update hk_expense_claim c set instance_id = approved.instance_id
         from approved where approved.record_id = c.claim_id::text`,
      [claims.map((claim) => claim.claim_id)],
    );
    const session = await as(payer);
    const calls = claims.map(
      ({ claim_id }) =>
        () =>
          callOverHttp(session, 'POST', '/hankun/expenses/pay', {
            claimId: claim_id,
            paidDate: today,
            method: 'bankTransfer',
            reference: `PAY-${claim_id}`,
          }),
    );
    const { answered, cut } = await killAmong(server, calls, 1);
    expect(cut).toBeGreaterThan(0);
    await restart();

    const rows = await query<{ claim_id: number; status: string; paid: boolean; audits: number }>(
      db,
      `select c.claim_id, c.status,
          (c.paid_date is not null and c.payment_method is not null and c.paid_by is not null) paid,
          (select count(*)::int from sys_audit_log a
             where a.entity = 'expenseClaim' and a.entity_id = c.claim_id::text and a.action = 'pay') audits
         from hk_expense_claim c where c.claim_id = any($1::int[])`,
      [claims.map((claim) => claim.claim_id)],
    );
    const paid = rows.filter((row) => row.status === 'paid');
    expect(paid.length).toBeGreaterThanOrEqual(answered.length);
    for (const row of rows) {
      expect(row.status === 'paid' || row.status === 'approved', `claim ${row.claim_id}`).toBe(true);
      expect(row.paid, `claim ${row.claim_id}`).toBe(row.status === 'paid');
      expect(row.audits, `claim ${row.claim_id}`).toBe(row.status === 'paid' ? 1 : 0);
    }
    await auditChainIsWhole(db);
  }, 180_000);
});
