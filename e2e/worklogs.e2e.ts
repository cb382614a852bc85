import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { pageApi, signInApi, signInAs } from './signed-api.ts';
import { journeyWorld } from './world.ts';

// guojing (lead on 星河智能B轮融资) writes time; zhangzhiqiang is the case's responsible partner.
// The demo firm seeds guojing's time on the last few working days, so the journeys write weeks
// well before them: three weeks back for the week, four for the cap, five for the import.
const browser = journeyBrowser();
const CASE_NAME = '星河智能B轮融资';
const poll = expect.poll;

let workDir: string;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-worklogs-e2e-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The Monday `weeksBack` weeks before this week's, and the days after it. */
function mondayWeeksBack(weeksBack: number): Date {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7) - 7 * weeksBack);
  return day;
}
const dayOf = (monday: Date, offset: number) => {
  const day = new Date(monday);
  day.setDate(day.getDate() + offset);
  return iso(day);
};

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  rows?: T;
}

/** A signed-in API session, for what the journey reads or arranges outside the screens. */
async function apiAs(userName: string) {
  const context = await browser.newContext({ baseURL: journeyWorld().baseUrl });
  const api = await signInApi(context.request, userName);
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const response = await api.fetch(url, { method, data: body });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${url}: ${envelope.msg}`);
    return (envelope.rows ?? envelope.data) as T;
  };
  return { call, close: () => context.close() };
}

async function theCase(): Promise<{ projectId: number; number: string }> {
  const admin = await apiAs('admin');
  const [row] = await admin.call<{ projectId: number; number: string }[]>(
    'GET',
    `/hankun/project/listAll?keyword=${encodeURIComponent(CASE_NAME)}`,
  );
  await admin.close();
  return row!;
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
const newRow = (page: Page) => shownPage(page).getByTestId('new-entry');
const hoursError = (page: Page) =>
  newRow(page).locator(
    '.venus-worklogs__cell--hours .ant-form-item-explain-error, .venus-worklogs__field--hours .ant-form-item-explain-error',
  );

/** Tab to the next field and check the cursor landed where the grid says it should. */
async function tabTo(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Tab');
  await poll(() => focusedLabel(page)).toBe(label);
}

interface Row {
  date: string;
  hours: string;
  narrative: string;
  pickCase?: boolean;
}

/** One row written with the keyboard only: type, Tab, type, … Enter; the save is awaited. */
async function writeRow(page: Page, row: Row): Promise<void> {
  const keyboard = page.keyboard;
  await poll(() => focusedLabel(page)).toBe('日期');
  // The row is the new one: the last row's hours are gone.
  await poll(() => newRow(page).getByLabel('工时', { exact: true }).inputValue()).toBe('');
  await keyboard.press('Control+A');
  await keyboard.type(row.date);
  await tabTo(page, '案件');
  if (row.pickCase) {
    await keyboard.press('Control+A');
    await keyboard.type('星河智能B轮');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
  }
  await tabTo(page, '工时');
  await keyboard.type(row.hours);
  await tabTo(page, '计费');
  await tabTo(page, '活动代码');
  await tabTo(page, '任务代码');
  await tabTo(page, '工作描述');
  await keyboard.type(row.narrative);
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/hankun/worklog'),
    ),
    keyboard.press('Enter'),
  ]);
}

/** She keeps the last case for the next row (personal setting retainLastWriteWorklogProject). */
async function keepLastCase(page: Page): Promise<void> {
  const api = await pageApi(page);
  const response = await api.fetch('/system/user/setting', {
    method: 'POST',
    data: [{ type: 1, setting: { retainLastWriteWorklogProject: true, latelyWorklogRange: 3 } }],
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const casePanelFigure = (page: Page, figure: string): Locator =>
  shownPage(page).locator(`[data-figure="${figure}"] .ant-statistic-content-value`);

describe('time, from the keyboard to the partner and the case', () => {
  it('is written for a week by keyboard, totalled, submitted, confirmed in bulk and summed on the case', async () => {
    const kase = await theCase();
    const monday = mondayWeeksBack(3);
    const partner = await apiAs('zhangzhiqiang');
    const before = await partner.call<{ confirmedHours: string }>(
      'GET',
      `/hankun/project/worklogSums/${kase.projectId}`,
    );
    await partner.close();
    const timekeeper = await apiAs('guojing');
    const { rate } = await timekeeper.call<{ rate: string }>(
      'GET',
      `/hankun/worklog/rate?projectId=${kase.projectId}`,
    );
    await timekeeper.close();
    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, 'guojing');
    await keepLastCase(lawyer.page);
    await lawyer.page.goto('/worklog/writeWorklog');
    await newRow(lawyer.page).waitFor();

    // The first row: the case is picked from the search by keyboard; hours typed as 1h20m show
    // as 1.4, with the rate, the amount and the narrative's score before anything is saved.
    const page = lawyer.page;
    await poll(() => focusedLabel(page)).toBe('日期');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(dayOf(monday, 0));
    await tabTo(page, '案件');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('星河智能B轮');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, '工时');
    await page.keyboard.type('1h20m');
    await poll(() => newRow(page).getByTestId('hours-normalised').textContent()).toBe('= 1.4');
    await poll(() => newRow(page).getByTestId('entry-rate').textContent()).toContain(money(Number(rate)));
    await poll(() => newRow(page).getByTestId('entry-amount').textContent()).toContain(
      money(Number(rate) * 1.4),
    );
    await tabTo(page, '计费');
    await tabTo(page, '活动代码');
    await tabTo(page, '任务代码');
    await tabTo(page, '工作描述');
    // A vague narrative says why it scores low while it is typed; a real one scores in full.
    await page.keyboard.type('沟通');
    await poll(() => newRow(page).getByTestId('entry-score').textContent()).toContain('描述过于笼统');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('审阅投资协议与股东协议并整理修改意见');
    await poll(() => newRow(page).getByTestId('entry-score').textContent()).toBe('100 分');
    await screenshot(page, 'worklogs-01-write-row-cn');
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/hankun/worklog'),
      ),
      page.keyboard.press('Enter'),
    ]);

    // Enter opened the next row on the same date with the same case, the cursor in its date.
    await poll(() => focusedLabel(page)).toBe('日期');
    await poll(() => newRow(page).getByLabel('日期', { exact: true }).inputValue()).toBe(dayOf(monday, 0));
    const rows: Row[] = [
      { date: dayOf(monday, 1), hours: '90m', narrative: '起草B轮增资协议中估值调整与回购条款' },
      { date: dayOf(monday, 2), hours: '2.5', narrative: '参加投资人电话会议并记录关于董事会席位的意见' },
      { date: dayOf(monday, 3), hours: '45m', narrative: '修改披露函并核对目标公司提供的资料清单' },
      { date: dayOf(monday, 4), hours: '3h', narrative: '准备交割文件清单并与客户确认签署安排' },
    ];
    for (const row of rows) await writeRow(page, row);

    // The day strip counts each day against the 24-hour cap; the recent days follow the setting.
    const dayHours = (offset: number) =>
      shownPage(page)
        .locator(`.venus-worklogs__day[data-date="${dayOf(monday, offset)}"]`)
        .getAttribute('data-hours');
    await poll(() => dayHours(0)).toBe('1.4');
    await poll(() => dayHours(1)).toBe('1.5');
    await poll(() => dayHours(3)).toBe('0.8');
    await poll(() => shownPage(page).locator('.venus-worklogs__recent-day').count()).toBe(3);
    await poll(() => shownPage(page).locator('.venus-worklogs__row--saved').count()).toBe(5);
    await screenshot(page, 'worklogs-02-write-week-cn');

    // My time, that week: totals per day and per case, and the week's drafts submitted.
    await page.goto('/worklog/myWorklog');
    for (let step = 0; step < 3; step += 1)
      await shownPage(page).getByRole('button', { name: '上一周' }).click();
    await poll(() => shownPage(page).getByTestId('week-total-hours').textContent()).toBe('9.2');
    await poll(() => shownPage(page).getByTestId('week-total').textContent()).toBe('9.2');
    await poll(() =>
      shownPage(page)
        .locator(`.venus-worklogs__week-day[data-date="${dayOf(monday, 2)}"] [data-testid="day-total"]`)
        .textContent(),
    ).toBe('2.5 小时');
    await screenshot(page, 'worklogs-03-my-week-cn');
    await shownPage(page).getByRole('button', { name: '提交本周草稿（5）' }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/worklog/submit') && r.status() === 200),
      page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /确\s*定/ })
        .click(),
    ]);
    await poll(() => shownPage(page).locator('.venus-worklogs__week [data-status="submitted"]').count()).toBe(
      5,
    );
    await lawyer.context.close();

    // The partner confirms what waits for him in bulk.
    const reviewer = await openVisit(browser);
    await signInAs(reviewer.page, 'zhangzhiqiang', { path: '/worklog/relateWorklog' });
    const cards = shownPage(reviewer.page).locator('.venus-worklogs__submission');
    const mine = cards.filter({ hasText: '郭静' }).filter({ hasText: dayOf(monday, 0) });
    await poll(() => mine.getByTestId('submission-hours').textContent()).toBe('9.2 小时');
    await screenshot(reviewer.page, 'worklogs-04-related-cn');
    const hours = (await cards.getByTestId('submission-hours').allTextContents()).map((text) =>
      parseFloat(text),
    );
    await shownPage(reviewer.page).getByRole('checkbox', { name: '全选可确认的提交' }).check();
    await shownPage(reviewer.page)
      .getByRole('button', { name: `批量确认（${hours.length}）` })
      .click();
    const dialog = await openedDialog(reviewer.page);
    await Promise.all([
      reviewer.page.waitForResponse((r) => r.url().includes('/hankun/worklog/confirm') && r.status() === 200),
      dialog.getByRole('button', { name: /确\s*认/ }).click(),
    ]);
    await poll(() => cards.count()).toBe(0);

    // The case's time panel counts the confirmed hours.
    await reviewer.page.goto(
      `/jurisdiction/projectDetail/${encodeURIComponent(CASE_NAME)}?projectId=${kase.projectId}&tabName=time`,
    );
    const confirmed = Number(before.confirmedHours) + hours.reduce((sum, value) => sum + value, 0);
    await poll(() => casePanelFigure(reviewer.page, 'confirmedHours').textContent()).toBe(
      confirmed.toFixed(1),
    );
    await screenshot(reviewer.page, 'worklogs-05-case-time-cn');
    await reviewer.context.close();
  });

  it("shows the server's refusal of a day over 24 hours on the hours field, in both languages", async () => {
    const saturday = dayOf(mondayWeeksBack(4), 5);
    const visit = await openVisit(browser);
    const { page } = visit;
    await signInAs(page, 'guojing');
    await keepLastCase(page);
    await page.goto('/worklog/writeWorklog');
    await writeRow(page, {
      date: saturday,
      hours: '20h',
      narrative: '准备仲裁庭审材料并与证人逐一核对陈述',
      pickCase: true,
    });

    await poll(() => focusedLabel(page)).toBe('日期');
    await poll(() => newRow(page).getByLabel('工时', { exact: true }).inputValue()).toBe('');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(saturday);
    await tabTo(page, '案件');
    await tabTo(page, '工时');
    await page.keyboard.type('5');
    // The strip shows the day over the cap before the server is asked.
    await poll(() =>
      shownPage(page).locator(`.venus-worklogs__day[data-date="${saturday}"]`).getAttribute('class'),
    ).toContain('venus-worklogs__day--over');
    for (const label of ['计费', '活动代码', '任务代码', '工作描述']) await tabTo(page, label);
    await page.keyboard.type('整理庭审笔录并起草代理意见');
    await page.keyboard.press('Enter');
    await poll(() => hoursError(page).textContent()).toBe(
      `${saturday} 的工时合计将达到 25.0 小时，超过每天 24 小时的上限`,
    );
    await screenshot(page, 'worklogs-06-day-cap-cn');

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await newRow(page).waitFor();
    await poll(() => focusedLabel(page)).toBe('Date');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(saturday);
    await newRow(page).getByLabel('Hours', { exact: true }).fill('5');
    await newRow(page).getByLabel('Narrative', { exact: true }).fill('Drafted the hearing bundle index');
    await newRow(page).getByLabel('Narrative', { exact: true }).press('Enter');
    await poll(() => hoursError(page).textContent()).toBe(
      `Time on ${saturday} would total 25.0 hours, above the 24-hour daily limit`,
    );
    await screenshot(page, 'worklogs-07-day-cap-en');
    await visit.context.close();
  });

  it('imports nothing from a sheet with a bad row and reports the row', async () => {
    const kase = await theCase();
    const monday = mondayWeeksBack(5);
    const { context, page } = await openVisit(browser);
    await signInAs(page, 'guojing', { path: '/worklog/myWorklog' });
    await shownPage(page).getByText('列表', { exact: true }).click();
    await shownPage(page).getByRole('button', { name: '批量导入' }).click();
    await page.waitForURL('**/worklog/batchImportWorklog');

    const downloading = page.waitForEvent('download');
    await shownPage(page).getByRole('button', { name: '下载模板' }).click();
    const template = path.join(workDir, 'template.xlsx');
    await (await downloading).saveAs(template);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = (header: string) => headers.indexOf(header);
    const fillRow = (row: number, values: Record<string, string>) => {
      for (const [header, value] of Object.entries(values))
        sheet.getRow(row).getCell(column(header)).value = value;
    };
    const good = '核对交割文件签署页并整理签署版本';
    fillRow(2, {
      工作日期: dayOf(monday, 1),
      案件编号: kase.number,
      '工时（小时）': '2',
      是否计费: '是',
      活动代码: '',
      任务代码: '',
      工作描述: good,
    });
    fillRow(3, {
      工作日期: dayOf(monday, 2),
      案件编号: 'NO-SUCH-CASE',
      '工时（小时）': '1.5',
      是否计费: '是',
      活动代码: '',
      任务代码: '',
      工作描述: '起草法律意见书',
    });
    const upload = path.join(workDir, 'time.xlsx');
    await workbook.xlsx.writeFile(upload);

    await shownPage(page).locator('input[type=file]').setInputFiles(upload);
    await shownPage(page).getByRole('button', { name: '开始导入' }).click();
    const report = shownPage(page).getByTestId('import-report');
    await poll(() => report.textContent()).toContain('未导入任何数据');
    const cells = await report.locator('tbody tr.ant-table-row').first().locator('td').allTextContents();
    expect(cells).toEqual(['3', '案件编号', '案件编号不存在或您不能在该案件记录工时']);
    await poll(() => report.locator('tbody tr.ant-table-row').count()).toBe(1);
    await screenshot(page, 'worklogs-08-import-refused-cn');

    // All or nothing: the good row was not written either.
    const lawyer = await apiAs('guojing');
    const found = await lawyer.call<unknown[]>(
      'GET',
      `/hankun/worklog/myList?keyword=${encodeURIComponent(good)}`,
    );
    expect(found).toEqual([]);
    await lawyer.close();
    await context.close();
  });

  it('reads in English and fits a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(visit.page, 'guojing', { path: '/worklog/writeWorklog' });
    await newRow(visit.page).waitFor();
    await visit.page.getByText('Write time').first().waitFor();
    await screenshot(visit.page, 'worklogs-09-write-phone-en');
    await visit.page.goto('/worklog/myWorklog');
    await shownPage(visit.page).getByTestId('week-total-hours').waitFor();
    // The week as English says it, not antd's "2026-48th" (issue 27 item 7).
    await expect
      .poll(() => shownPage(visit.page).getByLabel('Choose a date').inputValue())
      .toMatch(/^\d{4}, week \d{1,2}$/);
    await screenshot(visit.page, 'worklogs-10-my-week-phone-en');
    await visit.context.close();
  });

  it('saves row after row with only 工时已保存 said: a reload given up mid-answer is no 系统错误', async () => {
    const { page, context } = await openVisit(browser);
    // Every message the page shows, as it shows it: a toast can come and go between two looks.
    await context.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement && node.matches('.ant-message-notice, .ant-message-notice *'))
              said.push(node.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await signInAs(page, 'guojing');
    await keepLastCase(page);
    await page.goto('/worklog/writeWorklog');
    await newRow(page).waitFor();
    const monday = mondayWeeksBack(6);
    // Each row's date moves the week shown and each save reloads it: queries superseded while
    // their answers are still arriving, which the page used to report as a system error.
    for (let index = 0; index < 8; index += 1)
      await writeRow(page, {
        date: dayOf(monday, index % 5),
        hours: '0.5',
        narrative: `审阅并修改第${index + 1}版投资协议条款与附件`,
        pickCase: index === 0,
      });
    await poll(() =>
      page.evaluate(() => (window as unknown as { said: string[] }).said.length),
    ).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.filter((text) => text.includes('工时已保存')).length).toBeGreaterThan(0);
    expect(said.filter((text) => !text.includes('工时已保存'))).toEqual([]);
    await context.close();
  });
});
