import {
  decimalText,
  formatIsoDate,
  type IncomeEntry,
  type IncomeReport,
  type PartnerIncomeRow,
  toDecimal,
  WITHHOLDING_FIGURES,
  WITHHOLDING_KINDS,
  type WithholdingFigures,
  type WithholdingMonth,
  type WithholdingRow,
  type WithholdingRule,
} from '@venus/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import { signIn } from '../../../../test/test-app.ts';
import { officeIdOf } from '../../billing/billing.test-support.ts';
import { billsHarness } from '../../billing/bills/bills.test-harness.ts';
import { buildIncomeYear, sumOf } from '../income-year.test-support.ts';
import type { WithholdingReport } from './withholding-report.service.ts';

/**
 * Partner withholding through HTTP (issue 21, decision 0051) on the base firm plus the income
 * year of the income reports' test: zhangzhiqiang is the responsible partner of every built bill,
 * and all of its receipts are allocated this month. Finance keeps the rules; the report must keep
 * back each kind at the rate in force in the month, agree with partner income, and add up.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());
const thisMonth = today.slice(0, 7);
const lastMonth = formatIsoDate(
  new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)),
).slice(0, 7);
const period = `from=${thisMonth}-01&to=${today}`;
const base = '/hankun/report/withholding';

const report = async <Row>(who: string, url: string) =>
  (await h.succeed(who, 'GET', url)) as unknown as WithholdingReport<Row>;
const list = (who: string, query = '') =>
  report<WithholdingRow>(who, `${base}/list?${period}&pageSize=200${query}`);
const months = (who: string, partnerId: number) =>
  report<WithholdingMonth>(who, `${base}/detail?${period}&partnerId=${partnerId}`);
const partnerIncome = async (who: string, partnerId: number) =>
  (
    (await h.succeed(
      who,
      'GET',
      `/hankun/report/partnerIncome/list?${period}&partnerId=${partnerId}`,
    )) as unknown as IncomeReport<PartnerIncomeRow>
  ).rows[0]?.income ?? '0.00';
const kept = (income: string, rate: string) =>
  decimalText(toDecimal(income).times(rate).div(100).toDecimalPlaces(2, 4), 2);
const addRule = async (rule: object) =>
  ((await h.succeed('lvjianhua', 'POST', `${base}/rules`, rule)).data as { ruleId: number }).ruleId;
const figures = (row: WithholdingFigures) =>
  Object.fromEntries(WITHHOLDING_FIGURES.map((figure) => [figure, row[figure]]));

let ownRule: number;

beforeAll(async () => {
  h.tokens.set('admin', await signIn(h.t().app, 'admin'));
  await buildIncomeYear(h, await officeIdOf(h.t(), 'BJ'), today);
  await addRule({ kind: 'management', rate: '15', fromMonth: '2020-01', remark: '全所管理费' });
  await addRule({ kind: 'riskReserve', rate: 3, fromMonth: '2020-01' });
  await addRule({ kind: 'tax', rate: '10', fromMonth: '2020-01', toMonth: lastMonth });
  await addRule({ kind: 'tax', rate: '8', fromMonth: thisMonth });
  ownRule = await addRule({
    kind: 'management',
    partnerId: h.ids.zhangzhiqiang,
    rate: '12.5',
    fromMonth: thisMonth,
    remark: '高级合伙人',
  });
}, 120_000);

describe('what is kept back', () => {
  it("keeps back each kind of a month's income at the rate in force, the partner's own rule first", async () => {
    const income = await partnerIncome('admin', h.ids.zhangzhiqiang);
    expect(toDecimal(income).greaterThan(0)).toBe(true);
    const { rows } = await months('admin', h.ids.zhangzhiqiang);
    expect(rows).toHaveLength(1);
    const [month] = rows;
    expect(month!.month).toBe(thisMonth);
    expect(month!.rates).toEqual({ management: '12.50', riskReserve: '3.00', tax: '8.00' });
    const expected = {
      income,
      management: kept(income, '12.5'),
      riskReserve: kept(income, '3'),
      tax: kept(income, '8'),
    };
    const withheld = sumOf([expected.management, expected.riskReserve, expected.tax]);
    expect(figures(month!)).toEqual({
      ...expected,
      withheld,
      distributable: decimalText(toDecimal(income).minus(withheld), 2),
    });
  });

  it('uses the firm rule again once the partner’s own rule ends, and nothing where no rule runs', async () => {
    const income = await partnerIncome('admin', h.ids.zhangzhiqiang);
    await h.succeed('lvjianhua', 'PUT', `${base}/rules/${ownRule}`, {
      kind: 'management',
      partnerId: h.ids.zhangzhiqiang,
      rate: '12.5',
      fromMonth: lastMonth,
      toMonth: lastMonth,
    });
    const riskRule = (await rulesOf('lvjianhua')).find((rule) => rule.kind === 'riskReserve')!;
    await h.succeed('lvjianhua', 'DELETE', `${base}/rules/${riskRule.ruleId}`);
    try {
      const [month] = (await months('admin', h.ids.zhangzhiqiang)).rows;
      expect(month!.rates).toEqual({ management: '15.00', riskReserve: '0.00', tax: '8.00' });
      expect(month!.management).toBe(kept(income, '15'));
      expect(month!.riskReserve).toBe('0.00');
    } finally {
      await h.succeed('lvjianhua', 'PUT', `${base}/rules/${ownRule}`, {
        kind: 'management',
        partnerId: h.ids.zhangzhiqiang,
        rate: '12.5',
        fromMonth: thisMonth,
      });
      await addRule({ kind: 'riskReserve', rate: 3, fromMonth: '2020-01' });
    }
  });
});

describe('the figures agree', () => {
  it('list = months = partner income, rows add up to the totals, to the cent', async () => {
    for (const who of ['admin', 'lvjianhua']) {
      const all = await list(who);
      expect(all.rows.length).toBeGreaterThan(0);
      for (const figure of WITHHOLDING_FIGURES) {
        expect(sumOf(all.rows.map((row) => row[figure])), `${who} ${figure}`).toBe(all.totals[figure]);
      }
      for (const row of all.rows) {
        expect(row.withheld).toBe(sumOf(WITHHOLDING_KINDS.map((kind) => row[kind])));
        expect(row.distributable).toBe(decimalText(toDecimal(row.income).minus(row.withheld), 2));
        expect(row.income).toBe(await partnerIncome(who, row.partnerId));
        const detail = await months(who, row.partnerId);
        expect(figures(detail.totals), row.partnerName).toEqual(figures(row));
        for (const figure of WITHHOLDING_FIGURES) {
          expect(sumOf(detail.rows.map((month) => month[figure]))).toBe(row[figure]);
        }
      }
      const incomeReport = (await h.succeed(
        who,
        'GET',
        `/hankun/report/partnerIncome/list?${period}&pageSize=200`,
      )) as unknown as IncomeReport<PartnerIncomeRow>;
      expect(all.totals.income).toBe(incomeReport.totals.income);
    }
  });

  it("leaves a walled case's receipts out for finance, who is outside its wall", async () => {
    const inside = (await list('admin', `&partnerId=${h.ids.zhangzhiqiang}`)).rows[0]!;
    const outside = (await list('lvjianhua', `&partnerId=${h.ids.zhangzhiqiang}`)).rows[0]!;
    // The built year's walled case received 1,200.00 this month.
    expect(decimalText(toDecimal(inside.income).minus(outside.income), 2)).toBe('1200.00');
  });

  it('drills from a month to the receipts allocated in it', async () => {
    const { rows, totals } = (await h.succeed(
      'lvjianhua',
      'GET',
      `${base}/entries?${period}&partnerId=${h.ids.zhangzhiqiang}&pageSize=100`,
    )) as unknown as IncomeReport<IncomeEntry>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.kind === 'allocation' || row.kind === 'reversal')).toBe(true);
    const row = (await list('lvjianhua', `&partnerId=${h.ids.zhangzhiqiang}`)).rows[0]!;
    expect(totals.income).toBe(row.income);
  });

  it('exports the rows on screen as a workbook', async () => {
    const response = await h.t().app.inject({
      method: 'POST',
      url: `/venus-api${base}/export`,
      headers: { authorization: `Bearer ${h.tokens.get('lvjianhua')}` },
      payload: { from: `${thisMonth}-01`, to: today, partnerId: h.ids.zhangzhiqiang },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    const row = (await list('lvjianhua', `&partnerId=${h.ids.zhangzhiqiang}`)).rows[0]!;
    expect(sheet[0]).toEqual(['合伙人', '收入', '管理费', '风险金', '个税预提', '预提合计', '可分配']);
    expect(sheet[1]?.slice(1).map(String)).toEqual(WITHHOLDING_FIGURES.map((figure) => row[figure]));
  });
});

describe('who reads and who changes', () => {
  it('shows a partner without the firm’s figures only their own withholding', async () => {
    const mine = await list('zhangzhiqiang');
    expect(mine.rows.map((row) => row.partnerId)).toEqual([h.ids.zhangzhiqiang]);
    expect((await list('zhangzhiqiang', `&partnerId=${h.ids.hezhenyu}`)).rows).toEqual([]);
    const theirs = await h.call(
      'zhangzhiqiang',
      'GET',
      `${base}/entries?${period}&partnerId=${h.ids.hezhenyu}`,
    );
    expect(theirs.code).toBe(403);
    // The partner reads the rules applied to them (the firm's and their own), not a colleague's
    // own rate, and cannot change them.
    const colleague = await addRule({
      kind: 'tax',
      partnerId: h.ids.hezhenyu,
      rate: '7',
      fromMonth: '2032-01',
    });
    const theirRules = await rulesOf('zhangzhiqiang');
    expect(theirRules.some((rule) => rule.partnerId === h.ids.zhangzhiqiang)).toBe(true);
    expect(theirRules.some((rule) => rule.partnerId === null)).toBe(true);
    expect(
      theirRules.every((rule) => rule.partnerId === null || rule.partnerId === h.ids.zhangzhiqiang),
    ).toBe(true);
    expect((await rulesOf('lvjianhua')).map((rule) => rule.ruleId)).toContain(colleague);
    await h.succeed('lvjianhua', 'DELETE', `${base}/rules/${colleague}`);
    const refused = await h.call('zhangzhiqiang', 'POST', `${base}/rules`, {
      kind: 'management',
      rate: '1',
      fromMonth: '2030-01',
    });
    expect(refused.code).toBe(403);
  });

  it('refuses the report to a lawyer', async () => {
    expect((await h.call('guojing', 'GET', `${base}/list?${period}`)).code).toBe(403);
  });

  it('refuses a rule whose months another rule of its kind already covers, and bad values, saving nothing', async () => {
    const before = await rulesOf('lvjianhua');
    const overlap = await h.call('lvjianhua', 'POST', `${base}/rules`, {
      kind: 'tax',
      rate: '9',
      fromMonth: thisMonth,
    });
    expect(overlap.code).toBe(409);
    expect(overlap.msg).toContain('同一类别已有自');
    expect(overlap.msg).toContain(`${thisMonth} 起生效且未结束`);
    const ended = await h.call('lvjianhua', 'POST', `${base}/rules`, {
      kind: 'tax',
      rate: '9',
      fromMonth: lastMonth,
      toMonth: lastMonth,
    });
    expect(ended.code).toBe(409);
    expect(ended.msg).toContain(`覆盖 2020-01 至 ${lastMonth}`);
    const english = await h.call(
      'lvjianhua',
      'POST',
      `${base}/rules`,
      { kind: 'management', partnerId: h.ids.zhangzhiqiang, rate: '9', fromMonth: '2020-01' },
      'en',
    );
    expect(english.code).toBe(409);
    expect(english.msg).toContain(`runs from ${thisMonth} with no last month`);
    for (const [bad, message] of [
      [{ kind: 'tax', rate: '0', fromMonth: '2031-01' }, '预提比例'],
      [{ kind: 'tax', rate: '100.001', fromMonth: '2031-01' }, '预提比例'],
      [{ kind: 'tax', rate: '5', fromMonth: '2031-13' }, 'YYYY-MM'],
      [{ kind: 'tax', rate: '5', fromMonth: '2031-05', toMonth: '2031-04' }, '结束月份'],
      [{ kind: 'bonus', rate: '5', fromMonth: '2031-05' }, '预提类别'],
      [{ kind: 'tax', rate: '5', fromMonth: '2031-05', partnerId: 999_999 }, '合伙人'],
    ] as const) {
      const answer = await h.call('lvjianhua', 'POST', `${base}/rules`, bad);
      expect(answer.code, JSON.stringify(bad)).toBe(400);
      expect(answer.msg).toContain(message);
    }
    expect(await rulesOf('lvjianhua')).toEqual(before);
  });

  it('writes every change of a rule to the audit log, the deleted rule whole', async () => {
    const hezhenyu = h.ids.hezhenyu;
    const ruleId = await addRule({
      kind: 'tax',
      partnerId: hezhenyu,
      rate: '5',
      fromMonth: '2031-01',
      remark: '试用',
    });
    await h.succeed('lvjianhua', 'PUT', `${base}/rules/${ruleId}`, {
      kind: 'tax',
      partnerId: hezhenyu,
      rate: '6',
      fromMonth: '2031-01',
      toMonth: '2031-12',
    });
    await h.succeed('lvjianhua', 'DELETE', `${base}/rules/${ruleId}`);
    expect((await h.call('lvjianhua', 'DELETE', `${base}/rules/${ruleId}`)).code).toBe(404);
    const trail = await h.t().db.execute<{ action: string; before: { rate: string } | null }>(sql`
      select action, before from sys_audit_log
      where entity = 'withholdingRule' and entity_id = ${String(ruleId)} order by audit_id`);
    expect(trail.rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(trail.rows[2]!.before).toMatchObject({ rate: '6.00', toMonth: '2031-12' });
  });
});

async function rulesOf(who: string): Promise<WithholdingRule[]> {
  return (await h.succeed(who, 'GET', `${base}/rules`)).data as WithholdingRule[];
}
