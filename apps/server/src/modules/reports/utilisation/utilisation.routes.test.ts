import {
  formatIsoDate,
  percentOf,
  UTILISATION_GROUPS,
  UTILISATION_SUMS,
  type UtilisationEntry,
  type UtilisationEntrySums,
  type UtilisationReport,
  type UtilisationRow,
} from '@venus/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import { signIn } from '../../../../test/test-app.ts';
import { officeIdOf } from '../../billing/billing.test-support.ts';
import { billsHarness } from '../../billing/bills/bills.test-harness.ts';
import { sumOf } from '../income-year.test-support.ts';
import { buildUtilisationMonth, EXPECTED_CASE, EXPECTED_PEOPLE } from './utilisation-month.test-support.ts';

/**
 * Utilisation, realisation and collection through HTTP (decision 0056) on the demo firm plus a
 * month built through the API: the built case's figures against hand figures, and for the whole
 * firm the totals against the rows' sums under every grouping and against each other.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());
const period = `from=${today.slice(0, 8)}01&to=${today}`;
let built: Awaited<ReturnType<typeof buildUtilisationMonth>>;

const report = async (who: string, query: string) =>
  (await h.succeed(
    who,
    'GET',
    `/hankun/report/utilisation/list?${period}&pageSize=200&${query}`,
  )) as unknown as UtilisationReport<UtilisationRow>;
const entries = async (who: string, query: string) =>
  (await h.succeed(
    who,
    'GET',
    `/hankun/report/utilisation/entries?${period}&pageSize=200&${query}`,
  )) as unknown as UtilisationReport<UtilisationEntry, UtilisationEntrySums>;
/** Hours are kept to the tenth: a sum of them to the cent, less its last digit (always 0). */
const hoursOf = (values: readonly string[]) => sumOf(values).slice(0, -1);
const pick = (row: object | undefined, keys: readonly string[]) =>
  row ? Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]])) : undefined;

beforeAll(async () => {
  for (const who of ['admin', 'xuqing']) h.tokens.set(who, await signIn(h.t().app, who));
  built = await buildUtilisationMonth(h, await officeIdOf(h.t(), 'BJ'), today);
}, 120_000);

describe('the month reconciles', () => {
  it('issues the bill the hand figures assume', () => {
    expect(built.bill.total).toBe('9540.00');
  });

  it('gives the built case the figures worked out by hand, under every grouping', async () => {
    for (const groupBy of UTILISATION_GROUPS) {
      const { totals } = await report('admin', `groupBy=${groupBy}&projectId=${built.projectId}`);
      expect(pick(totals, Object.keys(EXPECTED_CASE)), groupBy).toEqual(EXPECTED_CASE);
    }
  });

  it('worked value = billed + written down + WIP time, to the cent', async () => {
    const { totals } = await report('admin', `projectId=${built.projectId}`);
    expect(sumOf([totals.billedValue, totals.writtenDown, totals.wipTime])).toBe(totals.workedValue);
  });

  it('splits the case by timekeeper as worked out by hand, each with the period’s target', async () => {
    const { rows, totals } = await report('admin', `groupBy=lawyer&projectId=${built.projectId}`);
    for (const [person, figures] of Object.entries(EXPECTED_PEOPLE)) {
      const row = rows.find((candidate) => candidate.key === h.ids[person as keyof typeof h.ids]);
      expect(pick(row, Object.keys(figures)), person).toEqual(figures);
      expect(row!.utilisation).toBe(percentOf(row!.billableHours, row!.targetHours));
    }
    expect(totals.targetHours).toBe(hoursOf(rows.map((row) => row.targetHours!)));
  });

  it('the firm’s totals are the rows’ sums under every grouping, and equal across groupings', async () => {
    const answers = await Promise.all(
      UTILISATION_GROUPS.map((groupBy) => report('admin', `groupBy=${groupBy}`)),
    );
    for (const [index, { rows, totals, total }] of answers.entries()) {
      const groupBy = UTILISATION_GROUPS[index]!;
      expect(rows, groupBy).toHaveLength(total);
      for (const figure of UTILISATION_SUMS) {
        const sum = figure.endsWith('Hours') ? hoursOf : sumOf;
        expect(sum(rows.map((row) => row[figure])), `${groupBy} ${figure}`).toBe(totals[figure]);
      }
      for (const row of rows) {
        expect(row.realisation).toBe(percentOf(row.billedValue, row.workedValue));
        expect(row.collection).toBe(percentOf(row.collected, row.billedValue));
      }
      if (groupBy === 'lawyer' || groupBy === 'dept')
        expect(hoursOf(rows.map((row) => row.targetHours!))).toBe(totals.targetHours);
      else expect(rows.every((row) => row.targetHours === null && row.utilisation === null)).toBe(true);
      expect(totals, groupBy).toEqual(answers[0]!.totals);
    }
  });

  it('counts nothing outside the period', async () => {
    const { rows, totals } = (await h.succeed(
      'admin',
      'GET',
      '/hankun/report/utilisation/list?from=2000-01-01&to=2000-12-31',
    )) as unknown as UtilisationReport<UtilisationRow>;
    expect(rows).toEqual([]);
    expect(totals.realisation).toBeNull();
    expect(totals.workedValue).toBe('0.00');
  });
});

describe('drill-down', () => {
  const lawyer = () => `groupBy=lawyer&key=${h.ids.guojing}&projectId=${built.projectId}`;

  it('lists the time entries behind a lawyer’s worked value, adding up to it', async () => {
    const { rows, totals } = await entries('admin', `${lawyer()}&figure=workedValue`);
    expect(rows.map((row) => row.id).sort()).toEqual(
      [built.entries.t1, built.entries.wip, built.entries.writtenOff].sort(),
    );
    expect(totals.workedValue).toBe(EXPECTED_PEOPLE.guojing.workedValue);
    expect(rows.every((row) => row.kind === 'time' && row.projectId === built.projectId)).toBe(true);
  });

  it('lists the whole filter’s entries without a row, adding up to the totals', async () => {
    const { totals } = await report('admin', `projectId=${built.projectId}`);
    const all = await entries('admin', `projectId=${built.projectId}&figure=workedValue`);
    expect(all.rows).toHaveLength(4);
    expect(all.totals.workedValue).toBe(totals.workedValue);
  });

  it('lists the billed entry with its bill, and the WIP with the unbilled expense', async () => {
    const billed = await entries('admin', `${lawyer()}&figure=billedValue`);
    expect(billed.rows.map((row) => [row.id, row.billNumber, row.billedValue])).toEqual([
      [built.entries.t1, built.bill.number, '4500.00'],
    ]);
    const wip = await entries('admin', `${lawyer()}&figure=wip`);
    expect(wip.rows.map((row) => `${row.kind}:${row.id}`).sort()).toEqual(
      [`time:${built.entries.wip}`, `expense:${built.expenseLineId}`].sort(),
    );
    expect(wip.totals.wip).toBe('5300.00');
  });
});

describe('scope and walls', () => {
  it('keeps a walled case’s time from finance, who is outside the wall', async () => {
    const inside = await report('admin', `groupBy=office&projectId=${built.walled}`);
    expect(inside.totals.workedValue).toBe('3000.00');
    const outside = await report('lvjianhua', `groupBy=office&projectId=${built.walled}`);
    expect(outside.rows).toEqual([]);
    expect(outside.totals.workedValue).toBe('0.00');
    const drill = await entries('lvjianhua', `groupBy=lawyer&key=${h.ids.guojing}&projectId=${built.walled}`);
    expect(drill.rows).toEqual([]);
  });

  it('shows a lawyer their own row only when grouped by person, and their cases’ time by case', async () => {
    const mine = await report('guojing', 'groupBy=lawyer');
    expect(mine.rows.map((row) => row.key)).toEqual([h.ids.guojing]);
    const peer = await entries(
      'guojing',
      `groupBy=lawyer&key=${h.ids.zhangzhiqiang}&projectId=${built.projectId}`,
    );
    expect(peer.rows).toEqual([]);
    const byOffice = await report('guojing', `groupBy=office&projectId=${built.projectId}`);
    expect(pick(byOffice.totals, Object.keys(EXPECTED_CASE))).toEqual(EXPECTED_CASE);
    // The walled case's hour is theirs: they are inside its wall.
    expect((await report('guojing', `groupBy=lawyer&projectId=${built.walled}`)).totals.workedValue).toBe(
      '3000.00',
    );
  });

  it('refuses the page to someone without its permission (a secretary)', async () => {
    expect((await h.call('xuqing', 'GET', `/hankun/report/utilisation/list?${period}`)).code).toBe(403);
  });
});

describe('export', () => {
  it('exports the rows on screen as a workbook, a missing ratio as —', async () => {
    const response = await h.t().app.inject({
      method: 'POST',
      url: '/venus-api/hankun/report/utilisation/export',
      headers: { authorization: `Bearer ${h.tokens.get('admin')}` },
      payload: { from: `${today.slice(0, 8)}01`, to: today, groupBy: 'office', projectId: built.projectId },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    expect(sheet[0]).toContain('办公室');
    expect(sheet[0]).toContain('实现率（%）');
    expect(sheet).toHaveLength(2);
    expect(sheet[1]).toContain('—');
    expect(sheet[1]).toContain('48.6');
  });
});
