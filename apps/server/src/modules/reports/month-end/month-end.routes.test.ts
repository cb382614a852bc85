import {
  type CaseIncomeRow,
  formatIsoDate,
  INCOME_FIGURES,
  type IncomeFigures,
  type IncomeReport,
  type MonthList,
  type MonthProjectDataRow,
  type WithholdingMonth,
} from '@venus/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import { signIn } from '../../../../test/test-app.ts';
import { officeIdOf } from '../../billing/billing.test-support.ts';
import { billsHarness } from '../../billing/bills/bills.test-harness.ts';
import type { ReceiptDetailView } from '../../billing/receipts/receipts.views.ts';
import { buildIncomeYear, sumOf } from '../income-year.test-support.ts';
import type { WithholdingReport } from '../withholding/withholding-report.service.ts';
import { addMonths, lastDayOf } from './months.ts';

/**
 * Month-end through HTTP (issue 21 must-hold 5, decision 0054). The income year of the income
 * reports' test is built today and then moved one month back, as if it had happened last month;
 * finance closes last month. Its figures must be stored as they were, never change afterwards,
 * and later corrections must land in the month they are made.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());
const thisMonth = today.slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
const lastMonthPeriod = `from=${lastMonth}-01&to=${lastDayOf(lastMonth)}`;
const base = '/hankun/report/month';

type Year = Awaited<ReturnType<typeof buildIncomeYear>>;
let year: Year;
let officeId: number;
/** Last month's case income as admin read it before the close. */
let before: IncomeReport<CaseIncomeRow>;

const caseIncome = async (who: string, query = lastMonthPeriod) =>
  (await h.succeed(
    who,
    'GET',
    `/hankun/report/projectIncome/list?${query}&pageSize=200`,
  )) as unknown as IncomeReport<CaseIncomeRow>;
const monthList = async (who: string) => (await h.succeed(who, 'GET', `${base}/list`)).data as MonthList;
const projectData = async (who: string, month = lastMonth) =>
  (await h.succeed(who, 'GET', `${base}/${month}/projectData?pageSize=200`)) as unknown as {
    rows: MonthProjectDataRow[];
    total: number;
    totals: IncomeFigures;
  };
const figures = (row: IncomeFigures) => Object.fromEntries(INCOME_FIGURES.map((key) => [key, row[key]]));
const receiptOn = async (amount: string, receivedOn: string) =>
  (
    (
      await h.succeed('admin', 'POST', '/hankun/receipt', {
        clientId: year.clientId,
        officeId,
        receivedOn,
        amount,
        currency: 'CNY',
        payer: '星河智能',
        bankAccount: '招商银行 6225',
      })
    ).data as ReceiptDetailView
  ).receiptId;

beforeAll(async () => {
  h.tokens.set('admin', await signIn(h.t().app, 'admin'));
  officeId = await officeIdOf(h.t(), 'BJ');
  year = await buildIncomeYear(h, officeId, today);
  // Everything the ledger holds happened a month earlier (no month is closed yet, so nothing stops it).
  await h.t().db.execute(sql`
    update hk_bill set bill_date = bill_date - interval '1 month' where number is not null;
    update hk_credit_note set credit_date = credit_date - interval '1 month' where credit_date is not null;
    update hk_bill_write_off set write_off_date = write_off_date - interval '1 month' where write_off_date is not null;
    update hk_receipt set received_on = received_on - interval '1 month';
    update hk_receipt_allocation set allocated_on = allocated_on - interval '1 month',
      reversed_on = reversed_on - interval '1 month'`);
  before = await caseIncome('admin');
  expect(before.rows.length).toBeGreaterThan(0);
  // Before the first close, a month before the ledger's first has nothing to close (a typed
  // '0026-10', say): closing it would leave every month since open, to be closed one by one.
  const ancient = await h.call('lvjianhua', 'POST', `${base}/close`, { month: '0670-04' });
  expect(ancient.code).toBe(409);
  expect(ancient.msg).toContain('无可结账');
  const closed = (await h.succeed('lvjianhua', 'POST', `${base}/close`, { month: lastMonth })).data as {
    months: string[];
  };
  expect(closed.months.at(-1)).toBe(lastMonth);
}, 120_000);

describe('closing a month', () => {
  it('stores the month as the reports showed it, and lists it closed', async () => {
    const stored = await projectData('admin');
    expect(figures(stored.totals)).toEqual(figures(before.totals));
    for (const key of INCOME_FIGURES)
      expect(sumOf(stored.rows.map((row) => row[key]))).toBe(stored.totals[key]);
    const byCase = new Map(before.rows.map((row) => [row.projectId, figures(row)]));
    for (const row of stored.rows) expect(figures(row), row.caseName).toEqual(byCase.get(row.projectId));

    const list = await monthList('admin');
    const closed = list.rows.find((row) => row.month === lastMonth)!;
    expect(closed).toMatchObject({ closed: true, closedByName: '吕建华' });
    expect(figures(closed)).toEqual(figures(before.totals));
    expect(list.rows[0]).toMatchObject({ month: thisMonth, closed: false });
    expect(list).toMatchObject({ lastClosed: lastMonth, closableTo: lastMonth });
  });

  it('reads a closed month from its stored rows, and a month cut by the period from its movements', async () => {
    // Only a report that reads the stored rows can see this change: it is made behind the lock's back.
    const [row] = (
      await h.t().db.execute<{ row_id: number }>(sql`
        select row_id from hk_month_project_data where month = ${lastMonth} and project_id = ${year.cases.b}`)
    ).rows;
    const stored = sql`data = jsonb_set(data, '{billed}', to_jsonb(((data->>'billed')::numeric + 1)::text))`;
    await h.t().db.execute(sql`update hk_month_project_data set ${stored} where row_id = ${row!.row_id}`);
    try {
      const whole = (await caseIncome('admin')).rows.find((r) => r.projectId === year.cases.b)!;
      expect(whole.billed).toBe('4771.00');
      const cut = await caseIncome('admin', `from=${lastMonth}-02&to=${today}`);
      expect(cut.rows.find((r) => r.projectId === year.cases.b)?.billed ?? '0.00').not.toBe('4771.00');
    } finally {
      const restored = sql`data = jsonb_set(data, '{billed}', to_jsonb(((data->>'billed')::numeric - 1)::text))`;
      await h.t().db.execute(sql`update hk_month_project_data set ${restored} where row_id = ${row!.row_id}`);
    }
  });

  it('keeps the practice area and the partner the case had at the close', async () => {
    await h
      .t()
      .db.execute(
        sql`update hk_project set practice_area = 'moved-after-close' where project_id = ${year.cases.a}`,
      );
    const moved = await caseIncome('admin', `${lastMonthPeriod}&practiceArea=moved-after-close`);
    expect(moved.rows).toEqual([]);
  });

  it('refuses a month that has not ended, one closed already, and anyone but finance', async () => {
    const current = await h.call('lvjianhua', 'POST', `${base}/close`, { month: thisMonth });
    expect(current.code).toBe(409);
    expect(current.msg).toContain('尚未结束');
    const again = await h.call('lvjianhua', 'POST', `${base}/close`, { month: lastMonth });
    expect(again.code).toBe(409);
    expect(again.msg).toContain('已结账');
    expect((await h.call('zhangzhiqiang', 'POST', `${base}/close`, { month: lastMonth })).code).toBe(403);
    expect((await h.call('guojing', 'GET', `${base}/list`)).code).toBe(403);
    expect((await h.call('lvjianhua', 'POST', `${base}/close`, { month: '2026-13' })).code).toBe(400);
    expect((await h.call('lvjianhua', 'POST', `${base}/close`, { month: '0670-04' })).code).toBe(409);
    expect((await h.call('lvjianhua', 'GET', `${base}/${thisMonth}/projectData`)).code).toBe(404);
  });

  it('writes the close to the audit log', async () => {
    const { rows } = await h.t().db.execute<{ action: string; after: { months: string[] } }>(sql`
      select action, after from sys_audit_log where entity = 'month' and entity_id = ${lastMonth}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('close');
    expect(rows[0]!.after.months).toContain(lastMonth);
  });
});

describe('after the close', () => {
  it('refuses money allocated back into the closed month, in both languages, and writes nothing', async () => {
    const receiptId = await receiptOn('300.00', `${lastMonth}-15`).catch(() => null);
    // A receipt itself is not income; only its allocation is.
    expect(receiptId).not.toBeNull();
    // The walled case's bill still owes 3,570.00 (admin is inside its wall).
    const billId = year.bills.w1.billId;
    const count = async () =>
      (await h.t().db.execute<{ n: number }>(sql`select count(*)::int as n from hk_receipt_allocation`))
        .rows[0]!.n;
    const rowsBefore = await count();
    const refused = await h.call('admin', 'POST', '/hankun/receipt/allocate', {
      receiptId,
      allocatedOn: lastDayOf(lastMonth),
      lines: [{ billId, amount: '300.00' }],
    });
    expect(refused.code).toBe(409);
    expect(refused.msg).toBe(`${lastMonth} 已结账：该月及之前的收入数字不能再更改，请记入之后的日期`);
    const english = await h.call(
      'admin',
      'POST',
      '/hankun/receipt/allocate',
      { receiptId, allocatedOn: lastDayOf(lastMonth), lines: [{ billId, amount: '300.00' }] },
      'en',
    );
    expect(english.msg).toContain(`${lastMonth} is closed`);
    expect(await count()).toBe(rowsBefore);
  });

  it('puts a correction in the month it is made: a reversal today leaves the closed month as it was', async () => {
    const [allocation] = (
      await h.t().db.execute<{ allocation_id: number; amount: string }>(sql`
        select allocation_id, amount::text from hk_receipt_allocation
        where bill_id = ${year.bills.b1.billId} and reversed_on is null`)
    ).rows;
    await h.succeed('admin', 'POST', '/hankun/receipt/reverseAllocation', {
      allocationId: allocation!.allocation_id,
      reason: '收款退回',
    });
    const closedMonth = (await caseIncome('admin')).rows.find((r) => r.projectId === year.cases.b)!;
    expect(closedMonth.collected).toBe('4770.00');
    const now = (await caseIncome('admin', `from=${thisMonth}-01&to=${today}`)).rows.find(
      (r) => r.projectId === year.cases.b,
    )!;
    expect(now.collected).toBe('-4770.00');
    expect(figures((await projectData('admin')).totals)).toEqual(figures(before.totals));
  });

  it('refuses any other way into the closed month: the database itself holds the lock', async () => {
    await expect(
      h
        .t()
        .db.execute(
          sql`update hk_bill set bill_date = ${`${lastMonth}-03`} where bill_id = ${year.bills.a1.billId}`,
        ),
    ).rejects.toMatchObject({ cause: { code: 'VC001' } });
    await expect(
      h
        .t()
        .db.execute(
          sql`update hk_receipt_allocation set amount = amount + 1 where bill_id = ${year.bills.a1.billId}`,
        ),
    ).rejects.toMatchObject({ cause: { code: 'VC001' } });
    await expect(
      h.t().db.execute(sql`delete from hk_credit_note where bill_id = ${year.bills.a2.billId}`),
    ).rejects.toMatchObject({ cause: { code: 'VC001' } });
    // What no figure reads may still change: a bill's payment state, its text.
    await h
      .t()
      .db.execute(sql`update hk_bill set updated_at = now() where bill_id = ${year.bills.a1.billId}`);
  });

  it("keeps a closed month's withholding: its rules can only change from the first open month", async () => {
    const rules = '/hankun/report/withholding/rules';
    const withholding = async () =>
      (
        (await h.succeed(
          'admin',
          'GET',
          `/hankun/report/withholding/detail?${lastMonthPeriod}&partnerId=${h.ids.zhangzhiqiang}`,
        )) as unknown as WithholdingReport<WithholdingMonth>
      ).rows;
    const kept = await withholding();
    expect(kept.map((row) => row.month)).toEqual([lastMonth]);
    const own = { kind: 'management', partnerId: h.ids.zhangzhiqiang, rate: '15' };
    const refused = await h.call('lvjianhua', 'POST', rules, { ...own, fromMonth: lastMonth });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('已结账');
    const ruleId = (
      (await h.succeed('lvjianhua', 'POST', rules, { ...own, fromMonth: thisMonth })).data as {
        ruleId: number;
      }
    ).ruleId;
    await h.succeed('lvjianhua', 'PUT', `${rules}/${ruleId}`, {
      ...own,
      rate: '14',
      fromMonth: thisMonth,
      toMonth: thisMonth,
    });
    expect(
      (await h.call('lvjianhua', 'PUT', `${rules}/${ruleId}`, { ...own, fromMonth: lastMonth })).code,
    ).toBe(409);
    expect(await withholding()).toEqual(kept);
  });

  it('exports a closed month as a workbook of its rows', async () => {
    const response = await h.t().app.inject({
      method: 'POST',
      url: `/venus-api${base}/projectData/export`,
      headers: { authorization: `Bearer ${h.tokens.get('admin')}` },
      payload: { month: lastMonth },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    const stored = await projectData('admin');
    expect(sheet[0]?.slice(0, 5)).toEqual(['案件编号', '案件名称', '客户', '负责合伙人', '办公室']);
    expect(sheet).toHaveLength(stored.rows.length + 1);
  });

  it("leaves a walled case's rows out for finance, who is outside its wall", async () => {
    const inside = await projectData('admin');
    const outside = await projectData('lvjianhua');
    expect(inside.rows.some((row) => row.projectId === year.cases.walled)).toBe(true);
    expect(outside.rows.some((row) => row.projectId === year.cases.walled)).toBe(false);
    const list = (await monthList('lvjianhua')).rows.find((row) => row.month === lastMonth)!;
    expect(list.income).toBe(outside.totals.income);
  });

  it('reads the months anew when a wall changes what the reader may see', async () => {
    const income = async () =>
      (await monthList('lvjianhua')).rows.find((row) => row.month === lastMonth)!.income;
    const open = await income();
    expect(await income()).toBe(open);
    const b = (await projectData('admin')).rows.find((row) => row.projectId === year.cases.b)!;
    await h.t().db.execute(sql`update hk_project set restricted = true where project_id = ${year.cases.b}`);
    try {
      expect(await income()).toBe(sumOf([open, `-${b.income}`]));
    } finally {
      await h
        .t()
        .db.execute(sql`update hk_project set restricted = false where project_id = ${year.cases.b}`);
    }
    expect(await income()).toBe(open);
  });
});
