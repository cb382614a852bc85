import {
  type ExpenseAnalysis,
  type ExpenseClaimStatus,
  type ExpenseReportRow,
  type ExpenseReportSums,
  toDecimal,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCase } from '../../../test/case-fixtures.ts';
import { readSheet } from '../../../test/read-sheet.ts';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { expenseClaims, expenseLines } from '../expenses/expenses.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * The expense detail report (decision 0047) on the demo firm, with claims of a year of their own
 * (2031) written straight into the tables: guojing (a lawyer) claims on an open case and on a
 * walled one he is on; hezhenyu files a daily expense; lvjianhua is finance (everyone's lines)
 * and outside the wall; zhangzhiqiang, a partner, reads only his own lines.
 */
const PEOPLE = ['guojing', 'zhangzhiqiang', 'hezhenyu', 'lvjianhua'] as const;
type Person = (typeof PEOPLE)[number];
const YEAR = { from: '2031-01-01', to: '2031-12-31' };

let t: TestApp;
const tokens = new Map<string, string>();
const ids = {} as Record<Person, number>;
let openCase = 0;
let walledCase = 0;

type Line = {
  day: string;
  amount: string;
  tax?: string;
  projectId?: number;
  type?: string;
  billable?: boolean;
};
async function claim(
  who: Person,
  status: ExpenseClaimStatus,
  lines: Line[],
  kind: 'claim' | 'daily' = 'claim',
) {
  const [row] = await t.db
    .insert(expenseClaims)
    .values({ kind, applicantId: ids[who], title: `${who}-${status}`, status, lineCount: lines.length })
    .returning();
  await t.db.insert(expenseLines).values(
    lines.map((line, index) => ({
      claimId: row!.claimId,
      orderNum: index,
      expenseDate: line.day,
      expenseType: line.type ?? '1',
      projectId: line.projectId ?? null,
      billable: line.billable ?? false,
      amount: line.amount,
      amountCny: line.amount,
      taxAmount: line.tax ?? '0',
      taxCny: line.tax ?? '0',
      description: '报表测试',
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) {
    tokens.set(person, await signIn(t.app, person));
    ids[person] = (await t.db.select().from(users).where(eq(users.userName, person)))[0]!.userId;
  }
  const people = { partnerId: ids.zhangzhiqiang, leadId: ids.guojing };
  openCase = await insertTestCase(t, people);
  walledCase = await insertTestCase(t, people, { restricted: true });
  await claim('guojing', 'paid', [
    { day: '2031-03-05', amount: '120.50', tax: '3.51', projectId: openCase, billable: true },
    { day: '2031-03-09', amount: '0.10', type: '3' },
  ]);
  await claim('guojing', 'approved', [{ day: '2031-04-01', amount: '1000.00', projectId: walledCase }]);
  await claim('hezhenyu', 'paid', [{ day: '2031-04-02', amount: '33.33', type: '3' }], 'daily');
  await claim('guojing', 'approving', [{ day: '2031-04-03', amount: '500.00', projectId: openCase }]);
  await claim('guojing', 'draft', [{ day: '2031-04-04', amount: '77.00' }]);
  // Outside the year: never counted.
  await claim('guojing', 'paid', [{ day: '2030-12-31', amount: '9.99' }]);
});
afterAll(() => t.close());

interface Report {
  rows: ExpenseReportRow[];
  total: number;
  totals: ExpenseReportSums;
}
async function report(who: Person, query: Record<string, string> = {}): Promise<Report> {
  const params = new URLSearchParams({ ...YEAR, pageSize: '50', ...query });
  const body = await callApi(t.app, 'GET', `/hankun/report/expensesDetail/list?${params}`, tokens.get(who));
  expect(body.code, body.msg as string).toBe(200);
  return body as unknown as Report;
}
const sum = (rows: ExpenseReportRow[], key: 'amountCny' | 'taxCny' | 'billableCny') =>
  rows.reduce((total, row) => total.plus(row[key]), toDecimal('0')).toFixed(2);

describe('the expense detail report', () => {
  it('totals equal the sum of the lines, in every grouping, to the cent', async () => {
    const lines = await report('lvjianhua');
    // Spent money only (approved, paid); the walled case's line is not finance's to see.
    expect(lines.rows.map((row) => row.amountCny)).toEqual(['120.50', '0.10', '33.33']);
    expect(lines.totals).toEqual({
      lineCount: 3,
      amountCny: '153.93',
      taxCny: '3.51',
      billableCny: '120.50',
    });
    for (const groupBy of ['line', 'person', 'dept', 'case', 'type', 'month']) {
      const grouped = await report('lvjianhua', { groupBy });
      expect(sum(grouped.rows, 'amountCny'), groupBy).toBe('153.93');
      expect(sum(grouped.rows, 'taxCny'), groupBy).toBe('3.51');
      expect(sum(grouped.rows, 'billableCny'), groupBy).toBe('120.50');
      expect(
        grouped.rows.reduce((n, row) => n + row.lineCount, 0),
        groupBy,
      ).toBe(3);
      expect(grouped.totals).toEqual(lines.totals);
    }
    const months = await report('lvjianhua', { groupBy: 'month' });
    expect(months.rows.map((row) => [row.key, row.amountCny])).toEqual([
      ['2031-03', '120.60'],
      ['2031-04', '33.33'],
    ]);
  });

  it('keeps a walled case out for whoever is outside the wall, and in for its team', async () => {
    const finance = await report('lvjianhua', { groupBy: 'case' });
    expect(finance.rows.map((row) => row.key)).not.toContain(String(walledCase));
    expect((await report('lvjianhua', { projectId: String(walledCase) })).totals.lineCount).toBe(0);
    // guojing is on the walled case: his own report has it.
    const mine = await report('guojing');
    expect(mine.totals.amountCny).toBe('1120.60');
    expect(mine.rows.map((row) => row.projectId)).toContain(walledCase);
  });

  it('reads only one own lines without the whole-firm grant, and filters by state, kind and case', async () => {
    expect((await report('zhangzhiqiang')).totals.lineCount).toBe(0);
    expect((await report('guojing', { state: 'approving' })).totals.amountCny).toBe('500.00');
    expect((await report('lvjianhua', { kind: 'daily' })).totals.amountCny).toBe('33.33');
    expect((await report('lvjianhua', { projectId: String(openCase) })).totals.amountCny).toBe('120.50');
    expect((await report('lvjianhua', { applicantId: String(ids.hezhenyu) })).rows).toHaveLength(1);
    const bad = await callApi(
      t.app,
      'GET',
      '/hankun/report/expensesDetail/list?from=2031-05-01&to=2031-01-01',
      tokens.get('lvjianhua'),
    );
    expect(bad.code).toBe(400);
  });

  it('exports the rows and the totals on screen', async () => {
    for (const groupBy of ['line', 'person']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/venus-api/hankun/report/expensesDetail/export',
        headers: { authorization: `Bearer ${tokens.get('lvjianhua')}` },
        payload: { ...YEAR, groupBy },
      });
      expect(response.statusCode).toBe(200);
      const sheet = await readSheet(response.rawPayload);
      const screen = await report('lvjianhua', { groupBy });
      const amountAt = sheet[0]!.indexOf('金额（人民币）');
      expect(amountAt).toBeGreaterThan(-1);
      const body = sheet.slice(1, -1);
      expect(body.map((row) => row[amountAt])).toEqual(screen.rows.map((row) => row.amountCny));
      expect(sheet.at(-1)![0]).toBe('合计');
      expect(sheet.at(-1)![amountAt]).toBe(screen.totals.amountCny);
    }
  });
});

describe('the expense analysis (decision 0060)', () => {
  async function analysis(who: Person, period: Record<string, string> = YEAR): Promise<ExpenseAnalysis> {
    const body = await callApi(
      t.app,
      'GET',
      `/hankun/analysis/expense?${new URLSearchParams(period)}`,
      tokens.get(who),
    );
    expect(body.code, body.msg as string).toBe(200);
    return body.data as ExpenseAnalysis;
  }

  it('draws the months and the types of the report, adding up to its totals', async () => {
    const finance = await analysis('lvjianhua');
    expect(finance.totals).toEqual((await report('lvjianhua')).totals);
    expect(finance.months.map((row) => [row.key, row.amountCny])).toEqual([
      ['2031-03', '120.60'],
      ['2031-04', '33.33'],
    ]);
    expect(finance.types.map((row) => row.amountCny)).toEqual(
      (await report('lvjianhua', { groupBy: 'type' })).rows.map((row) => row.amountCny),
    );
    expect(sum(finance.types, 'amountCny')).toBe('153.93');
    expect(finance.types.every((row) => row.label !== '')).toBe(true);
  });

  it('keeps to the reader: the walled line for its team only, one own lines without the grant', async () => {
    expect((await analysis('guojing')).totals.amountCny).toBe('1120.60');
    expect((await analysis('zhangzhiqiang')).totals.lineCount).toBe(0);
    expect((await analysis('hezhenyu')).totals.amountCny).toBe('33.33');
  });

  it('refuses a reversed period', async () => {
    const bad = await callApi(
      t.app,
      'GET',
      '/hankun/analysis/expense?from=2031-05-01&to=2031-01-01',
      tokens.get('lvjianhua'),
    );
    expect(bad.code).toBe(400);
  });
});
