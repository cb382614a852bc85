import {
  type CaseIncomeRow,
  formatIsoDate,
  INCOME_BREAKDOWNS,
  INCOME_FIGURES,
  type IncomeEntry,
  type IncomeFigures,
  type IncomeReport,
  type LeaderIncome,
  type PartnerIncomeRow,
} from '@venus/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/read-sheet.ts';
import { signIn } from '../../../test/test-app.ts';
import { officeIdOf } from '../billing/billing.test-support.ts';
import { billsHarness } from '../billing/bills/bills.test-harness.ts';
import { users } from '../users/users.tables.ts';
import { buildIncomeYear, EXPECTED, sumOf } from './income-year.test-support.ts';

/**
 * The income reports through HTTP (issue 21, decision 0042) on the demo firm plus a year built
 * through the API. The demo's own bills and receipts are in the same database, so firm totals are
 * compared with the ledger and before/after, and the built cases' rows with hand-worked figures.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());
const year = `from=${today.slice(0, 4)}-01-01&to=${today.slice(0, 4)}-12-31`;
let built: Awaited<ReturnType<typeof buildIncomeYear>>;
let before: IncomeFigures;

async function report<Row>(who: string, url: string): Promise<IncomeReport<Row>> {
  return (await h.succeed(who, 'GET', url)) as unknown as IncomeReport<Row>;
}
const caseIncome = (who: string, query = '') =>
  report<CaseIncomeRow>(who, `/hankun/report/projectIncome/list?${year}&pageSize=200${query}`);
const partnerIncome = (who: string, query = '') =>
  report<PartnerIncomeRow>(who, `/hankun/report/partnerIncome/list?${year}&pageSize=200${query}`);
const figures = (row: IncomeFigures | undefined) =>
  row ? Object.fromEntries(INCOME_FIGURES.map((figure) => [figure, row[figure]])) : undefined;
const rowOf = (rows: CaseIncomeRow[], projectId: number) => rows.find((row) => row.projectId === projectId);

/** Receipt allocations of this year in CNY, straight from the allocation ledger (reversals netted). */
async function allocatedInLedger(): Promise<string> {
  const result = await h.t().db.execute<{ total: string }>(sql`
    select coalesce(sum(case when a.allocated_on between ${`${today.slice(0, 4)}-01-01`}::date and ${today}::date
        then round(a.amount * b.exchange_rate, 2) + a.fx_difference_cny else 0 end)
      - sum(case when a.reversed_on between ${`${today.slice(0, 4)}-01-01`}::date and ${today}::date
        then round(a.amount * b.exchange_rate, 2) + a.fx_difference_cny else 0 end), 0)::text as total
    from hk_receipt_allocation a join hk_bill b on b.bill_id = a.bill_id`);
  return sumOf([result.rows[0]!.total]);
}

beforeAll(async () => {
  h.tokens.set('admin', await signIn(h.t().app, 'admin'));
  before = (await caseIncome('admin')).totals;
  built = await buildIncomeYear(h, await officeIdOf(h.t(), 'BJ'), today);
}, 120_000);

describe('the year reconciles', () => {
  it('gives each built case the figures worked out by hand', async () => {
    const { rows } = await caseIncome('admin');
    for (const [key, projectId] of Object.entries(built.cases)) {
      expect(figures(rowOf(rows, projectId)), key).toEqual(EXPECTED[key as keyof typeof EXPECTED]);
    }
  });

  it('case income total = partner income total = receipts allocated, to the cent', async () => {
    const cases = await caseIncome('admin');
    const partners = await partnerIncome('admin');
    expect(cases.totals).toEqual(partners.totals);
    expect(cases.totals.income).toBe(await allocatedInLedger());
    for (const figure of INCOME_FIGURES) {
      expect(sumOf(cases.rows.map((row) => row[figure])), figure).toBe(cases.totals[figure]);
      expect(sumOf(partners.rows.map((row) => row[figure])), figure).toBe(partners.totals[figure]);
      const built = sumOf(Object.values(EXPECTED).map((row) => row[figure]));
      expect(cases.totals[figure], figure).toBe(sumOf([before[figure], built]));
    }
  });

  it('puts the built cases under their responsible partner', async () => {
    const partners = await partnerIncome('admin', `&partnerId=${h.ids.zhangzhiqiang}`);
    expect(partners.rows).toHaveLength(1);
    expect(partners.rows[0]!.partnerName).toBe('张志强');
    const cases = await caseIncome('admin', `&partnerId=${h.ids.zhangzhiqiang}`);
    expect(partners.totals).toEqual(cases.totals);
  });

  it('counts nothing outside the period', async () => {
    const { totals, rows } = await report<CaseIncomeRow>(
      'admin',
      '/hankun/report/projectIncome/list?from=2000-01-01&to=2000-12-31',
    );
    expect(rows).toEqual([]);
    expect(new Set(Object.values(totals))).toEqual(new Set(['0.00']));
  });
});

describe('drill-down', () => {
  it('lists the allocations behind a case income, adding up to it', async () => {
    const { rows, totals } = await report<IncomeEntry>(
      'admin',
      `/hankun/report/projectIncome/entries?${year}&projectId=${built.cases.walled}&figure=income`,
    );
    expect(rows.map((row) => row.kind).sort()).toEqual(['allocation', 'allocation', 'reversal']);
    expect(sumOf(rows.map((row) => sumOf([row.amountCny, row.fxDifference])))).toBe('1200.00');
    expect(totals.income).toBe('1200.00');
    expect(rows.every((row) => row.receiptNumber && row.billNumber === built.bills.w1.number)).toBe(true);
  });

  it('lists the bills behind a partner figure', async () => {
    const { rows } = await report<IncomeEntry>(
      'zhangzhiqiang',
      `/hankun/report/partnerIncome/entries?${year}&projectId=${built.cases.a}&figure=billed`,
    );
    expect(rows.map((row) => row.billNumber).sort()).toEqual(
      [built.bills.a1.number, built.bills.a2.number].sort(),
    );
    expect(sumOf(rows.map((row) => row.amountCny))).toBe(EXPECTED.a.billed);
  });
});

describe('walls and scope', () => {
  it('keeps a walled case out of the figures of finance, who is outside the wall', async () => {
    const admin = await caseIncome('admin');
    const finance = await caseIncome('lvjianhua');
    expect(rowOf(finance.rows, built.cases.walled)).toBeUndefined();
    expect(figures(rowOf(finance.rows, built.cases.a))).toEqual(EXPECTED.a);
    const walledNow = await report<IncomeEntry>(
      'lvjianhua',
      `/hankun/report/projectIncome/entries?${year}&projectId=${built.cases.walled}`,
    );
    expect(walledNow.rows).toEqual([]);
    // Finance's totals are the firm's less the cases it may not see, the walled one among them.
    expect(Number(finance.totals.income)).toBeLessThanOrEqual(
      Number(admin.totals.income) - Number(EXPECTED.walled.income),
    );
    expect(finance.totals).toEqual((await partnerIncome('lvjianhua')).totals);
  });

  it('shows a partner their own cases, the walled one they are inside included', async () => {
    const mine = await caseIncome('zhangzhiqiang');
    expect(figures(rowOf(mine.rows, built.cases.walled))).toEqual(EXPECTED.walled);
    expect(sumOf(mine.rows.map((row) => row.income))).toBe(mine.totals.income);
  });

  it('shows a lawyer on none of the cases none of their figures', async () => {
    const theirs = await caseIncome('hezhenyu');
    for (const projectId of Object.values(built.cases)) expect(rowOf(theirs.rows, projectId)).toBeUndefined();
  });

  it('refuses partner income to a lawyer', async () => {
    expect((await h.call('guojing', 'GET', `/hankun/report/partnerIncome/list?${year}`)).code).toBe(403);
  });
});

describe('filters and export', () => {
  it('filters by office, department, client and practice area', async () => {
    const beijing = await officeIdOf(h.t(), 'BJ');
    const shanghai = await officeIdOf(h.t(), 'SH');
    expect(rowOf((await caseIncome('admin', `&officeId=${beijing}`)).rows, built.cases.a)).toBeDefined();
    expect(rowOf((await caseIncome('admin', `&officeId=${shanghai}`)).rows, built.cases.a)).toBeUndefined();
    const client = await caseIncome('admin', `&clientId=${built.clientId}`);
    expect(rowOf(client.rows, built.cases.usd)).toBeDefined();
    expect(rowOf((await caseIncome('admin', '&practiceArea=__none__')).rows, built.cases.a)).toBeUndefined();
    // The department is the responsible partner's practice group (beside the offices, not under them).
    const unitOf = async (userId: number) =>
      (await h.t().db.select().from(users).where(eq(users.userId, userId)))[0]!.deptId!;
    const partnersUnit = await unitOf(h.ids.zhangzhiqiang);
    expect(rowOf((await caseIncome('admin', `&deptId=${partnersUnit}`)).rows, built.cases.a)).toBeDefined();
    const elsewhere = await unitOf(h.ids.sunyue);
    expect(rowOf((await caseIncome('admin', `&deptId=${elsewhere}`)).rows, built.cases.a)).toBeUndefined();
  });

  it('refuses a period that ends before it starts, in the reader’s language', async () => {
    const body = await h.call(
      'admin',
      'GET',
      '/hankun/report/projectIncome/list?from=2025-02-01&to=2025-01-01',
      undefined,
      'en',
    );
    expect(body.code).toBe(400);
    expect(body.msg).toContain('The end date cannot be before the start date');
  });

  it('exports the rows on screen as a workbook', async () => {
    const response = await h.t().app.inject({
      method: 'POST',
      url: '/venus-api/hankun/report/partnerIncome/export',
      headers: { authorization: `Bearer ${h.tokens.get('zhangzhiqiang')}` },
      payload: { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    expect(sheet[0]).toContain('收入');
    const mine = await partnerIncome('zhangzhiqiang');
    expect(sheet.slice(1).map((row) => row[0])).toEqual(mine.rows.map((row) => row.partnerName));
  });
});

describe('leader income analysis (decision 0060)', () => {
  const leaderIncome = async (who: string, query = '') =>
    (await h.succeed(who, 'GET', `/hankun/analysis/leaderIncome?${year}${query}`)).data as LeaderIncome;

  it('breaks the case income down four ways, each adding up to the case income report, to the cent', async () => {
    const analysis = await leaderIncome('admin');
    const cases = await caseIncome('admin');
    expect(analysis.totals).toEqual(cases.totals);
    for (const breakdown of INCOME_BREAKDOWNS) {
      const shares = analysis.breakdowns[breakdown];
      expect(shares.length, breakdown).toBeGreaterThan(0);
      for (const figure of INCOME_FIGURES) {
        expect(sumOf(shares.map((share) => share[figure])), `${breakdown} ${figure}`).toBe(
          cases.totals[figure],
        );
      }
      const incomes = shares.filter((share) => !share.others).map((share) => Number(share.income));
      expect(incomes, breakdown).toEqual([...incomes].sort((a, b) => b - a));
    }
  });

  it('gives each office and practice area the figures the report filtered by it gives', async () => {
    const analysis = await leaderIncome('admin');
    for (const office of analysis.breakdowns.office.filter((share) => share.key)) {
      expect(figures(office), office.label).toEqual(
        figures((await caseIncome('admin', `&officeId=${office.key}`)).totals),
      );
    }
    for (const area of analysis.breakdowns.practiceArea.filter((share) => share.key)) {
      expect(area.label, area.key).not.toBe('');
      expect(figures(area), area.label).toEqual(
        figures((await caseIncome('admin', `&practiceArea=${area.key}`)).totals),
      );
    }
  });

  it('ranks partners as the partner income report does, the rest summed as one row', async () => {
    const { breakdowns } = await leaderIncome('admin');
    const partners = await report<PartnerIncomeRow>(
      'admin',
      `/hankun/report/partnerIncome/list?${year}&pageSize=200&orderByColumn=income&isAsc=descending`,
    );
    const named = breakdowns.partner.filter((share) => !share.others);
    expect(named.length).toBeLessThanOrEqual(10);
    for (const share of named) {
      const row = partners.rows.find((partner) => String(partner.partnerId) === share.key);
      expect(figures(share), share.label).toEqual(figures(row));
      expect(share.label).toBe(row!.partnerName);
    }
    const others = breakdowns.partner.find((share) => share.others);
    expect(others === undefined).toBe(partners.rows.length <= 10);
    const client = breakdowns.client.find((share) => share.key === String(built.clientId));
    if (client)
      expect(figures(client)).toEqual(
        figures((await caseIncome('admin', `&clientId=${built.clientId}`)).totals),
      );
  });

  it("keeps to the reader's scope and walls: finance outside the wall, a partner his own cases", async () => {
    expect((await leaderIncome('lvjianhua')).totals).toEqual((await caseIncome('lvjianhua')).totals);
    expect((await leaderIncome('zhangzhiqiang')).totals).toEqual((await caseIncome('zhangzhiqiang')).totals);
    const admin = await leaderIncome('admin');
    const finance = await leaderIncome('lvjianhua');
    expect(Number(finance.totals.income)).toBeLessThanOrEqual(
      Number(admin.totals.income) - Number(EXPECTED.walled.income),
    );
  });

  it('is refused to a lawyer, who has no such page', async () => {
    expect((await h.call('guojing', 'GET', `/hankun/analysis/leaderIncome?${year}`)).code).toBe(403);
  });

  it("names the unnamed groups in the reader's language", async () => {
    const body = await h.call('admin', 'GET', `/hankun/analysis/leaderIncome?${year}`, undefined, 'en');
    const offices = (body.data as LeaderIncome).breakdowns.office.filter((share) => share.key);
    expect(offices.some((office) => /Beijing/i.test(office.label))).toBe(true);
  });
});
