import {
  formatMoney,
  type MonthList,
  type WithholdingFigures,
  type WithholdingMonth,
  type WithholdingRow,
  type WithholdingRule,
} from '@venus/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, screenshot, shownPage } from './browser.ts';
import { demoYearServer } from './demo-year-server.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook, sheetRows } from './workbook-export.ts';

// Partner withholding (decision 0051) on the demo year: a year of receipts under every partner,
// the firm's rules (management share, risk reserve, provisional tax) and Wang Jianguo's own
// management share. Finance reads every partner's row, a partner's months and the receipts behind
// one, changes a partner's rate, is refused an overlapping rule, exports and reads in English; a
// partner reads only their own row and cannot change a rule. What the screen shows is compared
// with what the server answers the same person, and the figures are added up as a person would.
const browser = journeyBrowser({ clearFailures: false });
const baseUrl = demoYearServer();
const WAIT = { timeout: 30_000 };
const SENIOR = '王建国';
const today = new Date().toISOString().slice(0, 10);
/** The page's default: this year to date (spec §9; last year during January to March). */
const year = Number(today.slice(5, 7)) <= 3 ? Number(today.slice(0, 4)) - 1 : Number(today.slice(0, 4));
const from = `${year}-01-01`;
const to = String(year) === today.slice(0, 4) ? today : `${year}-12-31`;
const FIGURES = ['收入', '管理费', '风险金', '个税预提', '预提合计', '可分配'] as const;

const apiOn = (user: string) => apiAs(browser, user, baseUrl());
const cents = (amount: string) => Math.round(Number(amount) * 100);
const shown = (amount: string | number) =>
  formatMoney(typeof amount === 'number' ? (amount / 100).toFixed(2) : amount, { tenThousands: true });

/**
 * An amount as the screen shows it, in yuan, and how far it may be from the exact amount: amounts
 * of 1,000,000 or more are shown in 万 to two decimals (spec §9).
 */
function readAmount(text: string): { yuan: number; slack: number } {
  const tenThousands = text.includes('万');
  const value = Number(text.replace(/[^\d.-]/g, ''));
  return tenThousands ? { yuan: value * 10_000, slack: 50 } : { yuan: value, slack: 0.005 };
}

/** The cells of a table's rows by their headers' names, as shown. */
async function tableCells(within: Locator): Promise<Record<string, string>[]> {
  const headers = (await within.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim());
  const rows = within.locator('.ant-table-tbody tr.ant-table-row');
  const cells: Record<string, string>[] = [];
  for (const row of await rows.all()) {
    const texts = await row.locator('td').allTextContents();
    cells.push(Object.fromEntries(headers.map((header, index) => [header, texts[index]?.trim() ?? ''])));
  }
  return cells;
}

/** Adds shown amounts up, with how far the sum may be from the exact one. */
function added(texts: string[]): { yuan: number; slack: number } {
  return texts
    .map(readAmount)
    .reduce((sum, amount) => ({ yuan: sum.yuan + amount.yuan, slack: sum.slack + amount.slack }), {
      yuan: 0,
      slack: 0,
    });
}

function expectClose(
  actual: { yuan: number; slack: number },
  expected: { yuan: number; slack: number },
  what: string,
) {
  expect(Math.abs(actual.yuan - expected.yuan), what).toBeLessThanOrEqual(
    actual.slack + expected.slack + 0.005,
  );
}

/** The withheld total and what is left, as the rules say they follow from the parts. */
function expectConsistent(figures: WithholdingFigures, what: string) {
  expect(cents(figures.withheld), `${what}: 预提合计`).toBe(
    cents(figures.management) + cents(figures.riskReserve) + cents(figures.tax),
  );
  expect(cents(figures.distributable), `${what}: 可分配`).toBe(
    cents(figures.income) - cents(figures.withheld),
  );
}

async function signedIn(user: string, path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await (browser as Browser).newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signInAs(page, user, { path });
  return page;
}

const report = (page: Page) => shownPage(page).locator('.venus-withholding');
const reportRow = (page: Page, name: string) =>
  report(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
const drawerTitled = (page: Page, title: string) =>
  page.locator('.ant-drawer-section').filter({ hasText: title });

/** One figure of a partner's row, as shown. */
async function shownCell(page: Page, partner: string, header: string): Promise<string | undefined> {
  return (await tableCells(report(page))).find((cell) => cell.合伙人 === partner)?.[header];
}

async function reportRows(page: Page): Promise<Record<string, string>[]> {
  return tableCells(report(page));
}

describe('partner withholding', () => {
  it('shows finance every partner’s withholding, their months and receipts, a changed rate, the workbook and English', async () => {
    const finance = await apiOn('lvjianhua');
    const rows = await finance.call<WithholdingRow[]>('GET', '/hankun/report/withholding/list', undefined, {
      from,
      to,
      pageSize: '100',
    });
    expect(rows.length, 'the demo year’s partners').toBeGreaterThanOrEqual(3);
    for (const row of rows) expectConsistent(row, row.partnerName);
    const senior = rows.find((row) => row.partnerName === SENIOR);
    expect(senior && Number(senior.income), 'Wang Jianguo has income this year').toBeGreaterThan(0);

    // 报表 › 合伙人预提 from the home tile.
    const page = await signedIn('lvjianhua', '/index');
    const tile = page.locator('[data-tile="leaderWithholding"]');
    await expect.poll(() => tile.isEnabled(), WAIT).toBe(true);
    await tile.click();
    await page.waitForURL('**/report/leaderWithholding');
    await expect
      .poll(() => shownPage(page).locator('[data-testid="withholding-period"]').textContent(), WAIT)
      .toContain(`${from} 至 ${to}`);
    await expect.poll(() => reportRow(page, SENIOR).count(), WAIT).toBe(1);

    // Every row as shown: the server's figures, and 预提合计 = the three parts, 可分配 = 收入 − 预提合计.
    const cells = await reportRows(page);
    expect(cells.length).toBe(rows.length);
    for (const cell of cells) {
      const row = rows.find((candidate) => candidate.partnerName === cell.合伙人);
      expect(row, `the server’s row of ${cell.合伙人}`).toBeDefined();
      expect(cell.收入).toBe(shown(row!.income));
      expect(cell.管理费).toBe(shown(row!.management));
      expect(cell.预提合计).toBe(shown(row!.withheld));
      expect(cell.可分配).toBe(shown(row!.distributable));
      expectClose(
        readAmount(cell.预提合计!),
        added([cell.管理费!, cell.风险金!, cell.个税预提!]),
        `${cell.合伙人} 预提合计`,
      );
      const income = readAmount(cell.收入!);
      const withheld = readAmount(cell.预提合计!);
      expectClose(
        readAmount(cell.可分配!),
        { yuan: income.yuan - withheld.yuan, slack: income.slack + withheld.slack },
        `${cell.合伙人} 可分配`,
      );
    }
    const totalsBar = report(page).locator('[data-testid="withholding-totals"]');
    const totals = rows.reduce((sum, row) => sum + cents(row.withheld), 0);
    expect(await totalsBar.locator('[data-figure="withheld"]').textContent()).toContain(shown(totals));
    await screenshot(page, 'withholding-01-finance-report');

    // Wang Jianguo's months: they add up to his row, and his own management rate shows in them.
    const months = await finance.call<WithholdingMonth[]>(
      'GET',
      '/hankun/report/withholding/detail',
      undefined,
      {
        partnerId: String(senior!.partnerId),
        from,
        to,
      },
    );
    await reportRow(page, SENIOR)
      .getByRole('button', { name: `查看${SENIOR}的月度预提` })
      .click();
    const monthsDrawer = drawerTitled(page, `${SENIOR} 的月度预提`);
    await expect
      .poll(() => monthsDrawer.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBe(months.length);
    const monthCells = await tableCells(monthsDrawer);
    for (const [label, figure] of [
      ['收入', 'income'],
      ['管理费', 'management'],
      ['预提合计', 'withheld'],
      ['可分配', 'distributable'],
    ] as const) {
      expectClose(
        added(monthCells.map((cell) => cell[label]!.replace(/（.*）/, ''))),
        { yuan: Number(senior![figure]), slack: 0 },
        `${SENIOR}’s months’ ${label}`,
      );
    }
    for (const [index, month] of months.entries()) {
      expect(monthCells[index]!.月份).toBe(month.month);
      expect(monthCells[index]!.管理费).toContain(`（${Number(month.rates.management)}%）`);
      expect(monthCells[index]!.风险金).toContain(`（${Number(month.rates.riskReserve)}%）`);
    }
    expect(new Set(months.map((month) => Number(month.rates.management))).has(12), 'his own 12 %').toBe(true);
    expect(await monthsDrawer.locator('[data-testid="withholding-months-totals"]').textContent()).toContain(
      shown(senior!.distributable),
    );
    await screenshot(page, 'withholding-02-months');

    // A month's income opens the receipts behind it.
    const month = [...months].reverse().find((candidate) => Number(candidate.income) > 0)!;
    await monthsDrawer
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: month.month })
      .getByRole('button', { name: new RegExp(`^${month.month} 收入`) })
      .click();
    const entries = drawerTitled(page, `${SENIOR} ${month.month} · 收入`);
    await expect
      .poll(() => entries.locator('[data-testid="income-entries-period"]').textContent(), WAIT)
      .toContain(formatMoney(month.income));
    await expect
      .poll(() => entries.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBeGreaterThan(0);
    expect(await entries.locator('.ant-table-tbody').textContent()).toContain('收款核销');
    await screenshot(page, 'withholding-03-month-receipts');
    await entries.getByRole('button', { name: /close|关闭/i }).click();
    await monthsDrawer.getByRole('button', { name: /close|关闭/i }).click();
    await expect.poll(() => monthsDrawer.count()).toBe(0);

    // Finance gives another partner a management share of 10 % from a month of this year.
    const rules = await finance.call<WithholdingRule[]>('GET', '/hankun/report/withholding/rules');
    const other = rows.find(
      (row) =>
        row.partnerName !== SENIOR &&
        Number(row.income) > 0 &&
        !rules.some((rule) => rule.partnerId === row.partnerId && rule.kind === 'management'),
    )!;
    expect(other, 'a partner under the firm’s management share').toBeDefined();
    const theirMonths = await finance.call<WithholdingMonth[]>(
      'GET',
      '/hankun/report/withholding/detail',
      undefined,
      {
        partnerId: String(other.partnerId),
        from,
        to,
      },
    );
    const earning = theirMonths.filter((candidate) => Number(candidate.income) > 0);
    // The demo firm has closed its months up to the one before last (decision 0054): a rule may
    // start in an open month only.
    const { lastClosed } = await finance.call<MonthList>('GET', '/hankun/report/month/list');
    expect(lastClosed, 'the demo firm has closed months').not.toBeNull();
    const closedMonth = earning.find((candidate) => candidate.month <= lastClosed!)!.month;
    const fromMonth = earning.find((candidate) => candidate.month > lastClosed!)!.month;
    const expectedManagement = theirMonths.reduce(
      (sum, candidate) =>
        sum +
        (candidate.month >= fromMonth
          ? Math.round(cents(candidate.income) / 10)
          : cents(candidate.management)),
      0,
    );
    expect(expectedManagement).not.toBe(cents(other.management));

    await report(page).getByRole('button', { name: '预提规则' }).click();
    const rulesDrawer = drawerTitled(page, '预提规则');
    await expect
      .poll(() => rulesDrawer.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBe(rules.length);
    expect(await rulesDrawer.locator('.ant-table-tbody').textContent()).toContain('全所');
    await rulesDrawer.getByRole('button', { name: '新增规则' }).click();
    let dialog = await openedDialog(page);
    // From a closed month first: refused, the month named, nothing added.
    await fillRule(page, dialog, {
      partner: other.partnerName,
      rate: '10',
      fromMonth: closedMonth,
      remark: '合伙人会议决定',
    });
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect
      .poll(() => page.locator('.ant-message').textContent(), WAIT)
      .toContain(`${lastClosed} 已结账`);
    await screenshot(page, 'withholding-04-closed-month-refused');
    expect(await rulesDrawer.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(rules.length);
    await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count(), WAIT).toBe(0);
    await rulesDrawer.getByRole('button', { name: '新增规则' }).click();
    dialog = await openedDialog(page);
    await fillRule(page, dialog, {
      partner: other.partnerName,
      rate: '10',
      fromMonth,
      remark: '合伙人会议决定',
    });
    await screenshot(page, 'withholding-04-add-rule');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count(), WAIT).toBe(0);
    const added10 = rulesDrawer
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: other.partnerName });
    await expect.poll(() => added10.textContent(), WAIT).toContain('10%');
    expect(await added10.textContent()).toContain(fromMonth);
    expect(await added10.textContent()).toContain('至今');

    // A second management rule for them from a later month overlaps it, and is refused.
    await rulesDrawer.getByRole('button', { name: '新增规则' }).click();
    dialog = await openedDialog(page);
    const later = earning.at(-1)!.month;
    await fillRule(page, dialog, { partner: other.partnerName, rate: '8', fromMonth: later, remark: '' });
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect
      .poll(() => dialog.textContent(), WAIT)
      .toContain(`同一类别已有自 ${fromMonth} 起生效且未结束的规则`);
    expect(await dialog.textContent()).toContain(fromMonth);
    await screenshot(page, 'withholding-05-overlap-refused');
    await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count(), WAIT).toBe(0);
    await screenshot(page, 'withholding-06-rules');
    await rulesDrawer.getByRole('button', { name: /close|关闭/i }).click();

    // The report has refetched: their management share follows the new rate from that month.
    const changed = reportRow(page, other.partnerName);
    await expect
      .poll(() => shownCell(page, other.partnerName, '管理费'), WAIT)
      .toBe(shown(expectedManagement));
    const after = (await tableCells(report(page))).find((cell) => cell.合伙人 === other.partnerName)!;
    expectClose(
      readAmount(after.预提合计!),
      added([after.管理费!, after.风险金!, after.个税预提!]),
      'after the change',
    );
    expect(await changed.count()).toBe(1);
    const rowsAfter = await finance.call<WithholdingRow[]>(
      'GET',
      '/hankun/report/withholding/list',
      undefined,
      {
        from,
        to,
        pageSize: '100',
      },
    );
    const otherAfter = rowsAfter.find((row) => row.partnerId === other.partnerId)!;
    expect(cents(otherAfter.management)).toBe(expectedManagement);
    expectConsistent(otherAfter, 'after the change');
    await screenshot(page, 'withholding-07-after-rule');

    // The workbook holds what is on screen.
    const { fileName, sheet } = await exportWorkbook(page);
    expect(fileName).toBe('合伙人预提.xlsx');
    const [header, ...sheetBody] = sheetRows(sheet);
    expect(header).toEqual(['合伙人', ...FIGURES]);
    expect(sheetBody.length).toBe(rowsAfter.length);
    const theirs = sheetBody.find((line) => line[0] === other.partnerName)!;
    expect(theirs.slice(1).map(Number)).toEqual(
      [
        otherAfter.income,
        otherAfter.management,
        otherAfter.riskReserve,
        otherAfter.tax,
        otherAfter.withheld,
        otherAfter.distributable,
      ].map(Number),
    );

    // Finance takes the rule back (after a confirmation): the firm's rate holds for them again.
    await report(page).getByRole('button', { name: '预提规则' }).click();
    const rulesAgain = drawerTitled(page, '预提规则');
    const theirRule = rulesAgain
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: other.partnerName });
    await expect.poll(() => theirRule.count(), WAIT).toBe(1);
    // Its edit form holds it as saved.
    await theirRule.getByRole('button', { name: '修改' }).click();
    const editing = await openedDialog(page);
    expect(await editing.textContent()).toContain('修改预提规则');
    expect(await editing.getByRole('spinbutton', { name: '比例' }).inputValue()).toBe('10');
    expect(await editing.getByLabel('开始月份').inputValue()).toBe(fromMonth);
    expect(await editing.getByLabel('备注').inputValue()).toBe('合伙人会议决定');
    expect(await editing.textContent()).toContain(other.partnerName);
    await editing.getByRole('button', { name: /^取\s?消$/ }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count(), WAIT).toBe(0);
    await theirRule.getByRole('button', { name: '删除' }).click();
    const confirm = await openedDialog(page);
    expect(await confirm.textContent()).toContain(`${other.partnerName} · 管理费，自 ${fromMonth} 起`);
    await screenshot(page, 'withholding-08-delete-confirm');
    await confirm.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect.poll(() => theirRule.count(), WAIT).toBe(0);
    await rulesAgain.getByRole('button', { name: /close|关闭/i }).click();
    await expect.poll(() => shownCell(page, other.partnerName, '管理费'), WAIT).toBe(shown(other.management));

    // And in English.
    await page.getByLabel(/切换语言/).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect
      .poll(() => report(page).locator('[data-testid="withholding-period"]').textContent(), WAIT)
      .toContain(`Period: ${from} to ${to}`);
    await expect
      .poll(() => report(page).getByRole('columnheader', { name: 'Management share' }).count())
      .toBe(1);
    await expect.poll(() => reportRow(page, 'Wang Jianguo').count(), WAIT).toBe(1);
    await screenshot(page, 'withholding-09-report-en');
    await reportRow(page, 'Wang Jianguo')
      .getByRole('button', { name: 'Monthly withholding of Wang Jianguo' })
      .click();
    const monthsEn = drawerTitled(page, 'Monthly withholding of Wang Jianguo');
    await expect
      .poll(() => monthsEn.locator('.ant-table-thead').textContent(), WAIT)
      .toContain('Provisional tax');
    expect(await monthsEn.locator('.ant-table-tbody').textContent()).toContain('(12%)');
    await screenshot(page, 'withholding-10-months-en');
    await monthsEn.getByRole('button', { name: /close/i }).click();
    await report(page).getByRole('button', { name: 'Withholding rules' }).click();
    const rulesEn = drawerTitled(page, 'Withholding rules');
    await expect.poll(() => rulesEn.locator('.ant-table-tbody').textContent(), WAIT).toContain('Whole firm');
    expect(await rulesEn.locator('.ant-table-tbody').textContent()).toContain('Ongoing');
    await screenshot(page, 'withholding-11-rules-en');
    await finance.close();
    await page.context().close();
  });

  it('shows a partner only their own row, and their rules read-only', async () => {
    const partner = await apiOn('wangjianguo');
    const own = await partner.call<WithholdingRow[]>('GET', '/hankun/report/withholding/list', undefined, {
      from,
      to,
    });
    expect(own.map((row) => row.partnerName)).toEqual([SENIOR]);
    // Changing a rule is finance's: the server refuses him.
    await expect(
      partner.call('POST', '/hankun/report/withholding/rules', {
        kind: 'management',
        partnerId: own[0]!.partnerId,
        rate: '1',
        fromMonth: `${year + 1}-01`,
      }),
    ).rejects.toThrow();
    await partner.close();

    const page = await signedIn('wangjianguo', '/report/leaderWithholding');
    await expect.poll(() => reportRow(page, SENIOR).count(), WAIT).toBe(1);
    const cells = await reportRows(page);
    expect(cells.map((cell) => cell.合伙人)).toEqual([SENIOR]);
    expect(cells[0]!.管理费).toBe(shown(own[0]!.management));
    await screenshot(page, 'withholding-12-partner-own-row');

    await report(page).getByRole('button', { name: '预提规则' }).click();
    const rulesDrawer = drawerTitled(page, '预提规则');
    await expect
      .poll(() => rulesDrawer.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBeGreaterThan(0);
    expect(await rulesDrawer.locator('[data-testid="withholding-rules-readonly"]').count()).toBe(1);
    expect(await rulesDrawer.getByRole('button', { name: '新增规则' }).count()).toBe(0);
    expect(await rulesDrawer.getByRole('button', { name: '修改' }).count()).toBe(0);
    expect(await rulesDrawer.getByRole('button', { name: '删除' }).count()).toBe(0);
    await screenshot(page, 'withholding-13-partner-rules-read-only');
    await page.context().close();

    // On his phone: his row in reach, the page no wider than the screen (the table scrolls inside).
    const phone = await signedIn('wangjianguo', '/report/leaderWithholding', { width: 390, height: 844 });
    await expect.poll(() => reportRow(phone, SENIOR).count(), WAIT).toBe(1);
    await reportRow(phone, SENIOR).scrollIntoViewIfNeeded();
    expect(await reportRow(phone, SENIOR).isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The totals wrap onto more lines within their bar, above the pagination, not run under it.
    const sumBar = phone.locator('.venus-data-table__sum');
    expect(await sumBar.evaluate((bar) => bar.scrollHeight <= bar.clientHeight + 1)).toBe(true);
    const sums = (await sumBar.boundingBox())!;
    const pages = (await phone.locator('.venus-data-table__pagination').boundingBox())!;
    expect(sums.y + sums.height).toBeLessThanOrEqual(pages.y + 1);
    await screenshot(phone, 'withholding-14-partner-phone');
    await phone.context().close();
  });
});

/** The rule form filled as finance fills it: kind stays 管理费, the partner chosen by name. */
async function fillRule(
  page: Page,
  dialog: Locator,
  rule: { partner: string; rate: string; fromMonth: string; remark: string },
): Promise<void> {
  const partner = dialog.getByRole('combobox', { name: '合伙人' });
  await partner.click();
  await partner.fill(rule.partner);
  // antd's role="option" nodes are for screen readers only; the visible item is clicked.
  await page.locator('.ant-select-item-option', { hasText: new RegExp(`:${rule.partner}$`) }).click();
  await dialog.getByRole('spinbutton', { name: '比例' }).fill(rule.rate);
  const first = dialog.getByLabel('开始月份');
  await first.click();
  await first.fill(rule.fromMonth);
  await first.press('Enter');
  if (rule.remark) await dialog.getByLabel('备注').fill(rule.remark);
  await expect.poll(() => first.inputValue()).toBe(rule.fromMonth);
}
