import { formatMoney, type UtilisationFigures, type UtilisationRow } from '@venus/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, screenshot, shownPage } from './browser.ts';
import { demoYearServer } from './demo-year-server.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook, sheetRows } from './workbook-export.ts';

// Utilisation, realisation and collection (decision 0056) on the demo year: finance reads every
// lawyer's hours against target, the worked value and what the bills and receipts made of it, and
// the unbilled work; switches to offices (the same totals), opens the time entries behind a
// lawyer's worked value and exports. A lawyer reads only their own row. What the screen shows is
// compared with what the server answers the same person.
const browser = journeyBrowser({ clearFailures: false });
const baseUrl = demoYearServer();
const WAIT = { timeout: 30_000 };
const today = new Date().toISOString().slice(0, 10);
/** The page's default: this year to date (spec §9; last year during January to March). */
const year = Number(today.slice(5, 7)) <= 3 ? Number(today.slice(0, 4)) - 1 : Number(today.slice(0, 4));
const from = `${year}-01-01`;
const to = String(year) === today.slice(0, 4) ? today : `${year}-12-31`;

const apiOn = (user: string) => apiAs(browser, user, baseUrl());
const money = (amount: string) => formatMoney(amount, { tenThousands: true });
const percent = (value: string | null) => (value === null ? '—' : `${value}%`);

/** The cells of a table's rows by their headers' names, as shown. */
async function tableCells(within: Locator): Promise<Record<string, string>[]> {
  const headers = (await within.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim());
  const cells: Record<string, string>[] = [];
  for (const row of await within.locator('.ant-table-tbody tr.ant-table-row').all()) {
    const texts = await row.locator('td').allTextContents();
    cells.push(Object.fromEntries(headers.map((header, index) => [header, texts[index]?.trim() ?? ''])));
  }
  return cells;
}

async function signedIn(user: string): Promise<Page> {
  const context = await (browser as Browser).newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signInAs(page, user, { path: '/report/utilisation' });
  return page;
}

const report = (page: Page) => shownPage(page).locator('.venus-utilisation');

/** A shown row against the server's: hours, target, ratios and money as the page formats them. */
function expectRowShown(cell: Record<string, string>, row: UtilisationFigures, what: string) {
  expect(cell.计费工时, what).toBe(row.billableHours);
  expect(cell.利用率, what).toBe(percent(row.utilisation));
  expect(cell.工作价值, what).toBe(money(row.workedValue));
  expect(cell.开单价值, what).toBe(money(row.billedValue));
  expect(cell.实现率, what).toBe(percent(row.realisation));
  expect(cell.回款率, what).toBe(percent(row.collection));
  expect(cell['在制（WIP）'], what).toBe(money(row.wip));
}

describe('utilisation', () => {
  it('shows finance every lawyer’s figures, the same totals by office, the entries behind one, and the workbook', async () => {
    const finance = await apiOn('lvjianhua');
    const list = (groupBy: string) =>
      finance.call<UtilisationRow[]>('GET', '/hankun/report/utilisation/list', undefined, {
        from,
        to,
        groupBy,
        pageSize: '200',
      });
    const lawyers = await list('lawyer');
    expect(lawyers.length, 'the demo year’s timekeepers').toBeGreaterThan(5);
    const busiest = lawyers[0]!;
    expect(Number(busiest.workedValue), 'the busiest lawyer has worked value').toBeGreaterThan(0);

    const page = await signedIn('lvjianhua');
    await expect
      .poll(() => report(page).locator('[data-testid="utilisation-period"]').textContent(), WAIT)
      .toContain(`${from} 至 ${to}`);
    await expect
      .poll(() => report(page).locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBeGreaterThan(0);
    const cells = await tableCells(report(page));
    for (const cell of cells) {
      const row = lawyers.find((candidate) => candidate.label === cell.律师);
      expect(row, `the server’s row of ${cell.律师}`).toBeDefined();
      expectRowShown(cell, row!, cell.律师!);
    }
    expect(cells[0]!.律师).toBe(busiest.label);
    const totalsBar = report(page).locator('[data-testid="utilisation-totals"]');
    const totalsText = await totalsBar.textContent();
    await screenshot(page, 'utilisation-01-finance-lawyers');

    // By office: other rows, the same totals.
    const offices = await list('office');
    await report(page).getByText('按办公室').click();
    await expect.poll(() => report(page).locator('.ant-table-thead').textContent(), WAIT).toContain('办公室');
    await expect
      .poll(() => report(page).locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBe(offices.length);
    for (const cell of await tableCells(report(page))) {
      const row = offices.find((candidate) => candidate.label === cell.办公室);
      expect(row, `the server’s row of ${cell.办公室}`).toBeDefined();
      expectRowShown(cell, row!, cell.办公室!);
      expect(cell.目标工时).toBe('—');
    }
    await expect.poll(() => totalsBar.textContent(), WAIT).toBe(totalsText);
    await screenshot(page, 'utilisation-02-finance-offices');

    // Back to lawyers: the busiest lawyer's worked value opens the time entries behind it.
    await report(page).getByText('按律师').click();
    await expect.poll(() => report(page).locator('.ant-table-thead').textContent(), WAIT).toContain('律师');
    await report(page)
      .getByRole('button', { name: `${busiest.label} 工作价值 ${money(busiest.workedValue)}` })
      .click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: `${busiest.label} · 工作价值` });
    await expect
      .poll(() => drawer.locator('[data-testid="utilisation-entries-period"]').textContent(), WAIT)
      .toContain(formatMoney(busiest.workedValue));
    await expect
      .poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBeGreaterThan(0);
    const entries = await tableCells(drawer);
    expect(entries.every((entry) => entry.人员 === busiest.label && entry.类型 === '工时')).toBe(true);
    expect(await drawer.locator('.ant-table-tbody a[href*="projectDetail"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'utilisation-03-worked-entries');
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    await expect.poll(() => drawer.count(), WAIT).toBe(0);

    // The workbook holds the rows of the search.
    const { fileName, sheet } = await exportWorkbook(page);
    expect(fileName).toBe('利用率.xlsx');
    const [header, ...body] = sheetRows(sheet);
    expect(header!.slice(0, 3)).toEqual(['律师', '计费工时', '非计费工时']);
    expect(body.length).toBe(lawyers.length);
    expect(body[0]![0]).toBe(busiest.label);
    await finance.close();
  });

  it('shows a lawyer their own row only', async () => {
    const lawyer = await apiOn('guojing');
    const rows = await lawyer.call<UtilisationRow[]>('GET', '/hankun/report/utilisation/list', undefined, {
      from,
      to,
    });
    expect(rows.map((row) => row.label)).toEqual(['郭静']);
    const page = await signedIn('guojing');
    await expect.poll(() => report(page).locator('.ant-table-tbody tr.ant-table-row').count(), WAIT).toBe(1);
    const [cell] = await tableCells(report(page));
    expect(cell!.律师).toBe('郭静');
    expectRowShown(cell!, rows[0]!, '郭静');
    await screenshot(page, 'utilisation-04-lawyer-own-row');
    await lawyer.close();
  });
});
