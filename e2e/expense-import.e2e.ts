import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { expensePage } from './expense-page.ts';
import { signInAs } from './signed-api.ts';

// sunyue (a lawyer, lead on 北风资本收购项目（保密）, a walled case) brings a trip's receipts as a
// sheet (spec expenseImport, decision 0052): the template, a sheet refused row by row with nothing
// written, the corrected sheet made into one draft claim of hers, opened for its receipts. No
// other journey claims expenses as sunyue.
const browser = journeyBrowser();
const poll = expect.poll;
const WAIT = { timeout: 15_000 };
const CASE_NAME = '北风资本收购项目（保密）';
const REFUSED_TITLE = '北风项目香港尽调差旅（有误）';
const TITLE = '北风项目香港尽调差旅（导入）';
const HEADERS_CN = ['日期', '费用类型', '案件编号', '向客户收取', '金额', '币种', '汇率', '税额', '说明'];
const HEADERS_EN = [
  'Date',
  'Expense type',
  'Case number',
  'Billable to client',
  'Amount',
  'Currency',
  'Exchange rate',
  'Tax',
  'Description',
];

let workDir: string;
let template: string;
let caseNumber: string;
let claimsBefore = 0;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-expense-import-e2e-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const daysBack = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

type Line = Partial<Record<(typeof HEADERS_CN)[number], string>>;

/** The downloaded template, its example row replaced by the person's lines. */
async function sheetOf(file: string, lines: Line[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  sheet.spliceRows(2, sheet.rowCount - 1);
  lines.forEach((line, index) => {
    const row = sheet.getRow(index + 2);
    for (const [header, value] of Object.entries(line)) row.getCell(headers.indexOf(header)).value = value;
    row.commit();
  });
  const target = path.join(workDir, file);
  await workbook.xlsx.writeFile(target);
  return target;
}

/** 我的报销's list answer: GET /hankun/expenses/list (not the daily expenses' list). */
const isClaimList = (response: Response) =>
  new URL(response.url()).pathname.endsWith('/hankun/expenses/list') && response.status() === 200;
const importAnswer = (response: Response) =>
  new URL(response.url()).pathname.endsWith('/hankun/expenses/import');

/** Opens 我的报销 and answers the list's total, as the server counted it. */
async function openMyClaims(page: Page): Promise<number> {
  const [answer] = await Promise.all([page.waitForResponse(isClaimList), page.goto('/expenses/myList')]);
  await shownPage(page).locator('.venus-expenses').waitFor();
  return ((await answer.json()) as { total: number }).total;
}

async function openImport(page: Page, name: string): Promise<Locator> {
  // The toolbar's button (its icon's name read first).
  await shownPage(page).getByRole('button', { name }).click();
  return openedDialog(page);
}

/** What the person sees at the middle of an element: the element itself, not something over it. */
const isOnTop = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });

async function sendSheet(page: Page, dialog: Locator, file: string, confirm: string) {
  await dialog.locator('input[type=file]').setInputFiles(file);
  const [answer] = await Promise.all([
    page.waitForResponse(importAnswer),
    dialog.getByRole('button', { name: confirm, exact: true }).click(),
  ]);
  return (await answer.json()) as { code: number; msg: string; data: { claimId: number } | null };
}

describe('an expense claim imported from a sheet', () => {
  beforeAll(async () => {
    // Her case as the claim form's case picker offers it for a travel line (type 1 交通).
    const lawyer = await apiAs(browser, 'sunyue');
    const found = await lawyer.call<{ id: number; name: string; number: string | null }[]>(
      'GET',
      '/hankun/project/selectList',
      undefined,
      { query: '北风', expType: '1' },
    );
    await lawyer.close();
    const kase = found.find((row) => row.name === CASE_NAME);
    expect(kase?.number, `${CASE_NAME} among sunyue's cases`).toBeTruthy();
    caseNumber = kase!.number!;
  });

  it('the lawyer downloads the template; a sheet with bad rows is refused row by row and writes nothing', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'sunyue', { path: '/expenses/myList' });
    claimsBefore = await openMyClaims(page);

    const dialog = await openImport(page, '导入');
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe('导入报销单');
    await poll(() => dialog.getByLabel('报销单标题').inputValue()).toMatch(/^导入报销 \d{4}-\d{2}-\d{2}$/);
    expect(await dialog.textContent()).toContain('请在草稿中上传票据');
    // Nothing floats over the dialog: its buttons are what a click there reaches.
    for (const target of [
      dialog.getByRole('button', { name: '开始导入' }),
      dialog.getByRole('button', { name: '下载模板' }),
      dialog.locator('.ant-upload-drag'),
    ])
      expect(await isOnTop(target)).toBe(true);
    const timer = page.getByTestId('float-timer');
    if ((await timer.count()) > 0 && (await timer.isVisible()))
      expect(await isOnTop(timer), 'the floating timer stays under the dialog').toBe(false);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载模板' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('费用报销导入模板.xlsx');
    template = path.join(workDir, 'template.xlsx');
    await download.saveAs(template);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1).map(String)).toEqual(HEADERS_CN);
    // One example row under the headers.
    expect(sheet.actualRowCount).toBe(2);

    const refused = await sheetOf('refused.xlsx', [
      {
        日期: daysBack(6),
        费用类型: '交通',
        案件编号: caseNumber,
        向客户收取: '是',
        金额: '860.00',
        说明: '北京—香港往返机票（尽调）',
      },
      { 日期: daysBack(5), 费用类型: '打车补贴', 金额: '66', 说明: '机场打车' },
      { 日期: daysBack(5), 费用类型: '快递', 金额: '一百', 说明: '寄送尽调文件' },
    ]);
    await dialog.getByLabel('报销单标题').fill(REFUSED_TITLE);
    const answer = await sendSheet(page, dialog, refused, '开始导入');
    expect(answer.code).toBe(400);
    const report = dialog.getByTestId('import-report');
    await poll(() => report.locator('.ant-alert').textContent(), WAIT).toContain(
      '导入失败：共 2 处错误，未写入任何数据',
    );
    const rows = report.locator('tbody tr.ant-table-row');
    await poll(() => rows.count()).toBe(2);
    const first = await rows.nth(0).locator('td').allTextContents();
    const second = await rows.nth(1).locator('td').allTextContents();
    expect(first).toEqual(['3', '费用类型', '费用类型不存在']);
    expect(second.slice(0, 2)).toEqual(['4', '金额']);
    expect(second[2]).toContain('金额必须是最多两位小数的金额');
    await screenshot(page, 'expense-import-01-refused-cn');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // All or nothing: no claim was made, not even of the good first row.
    expect(await openMyClaims(page)).toBe(claimsBefore);
    expect(await shownPage(page).getByRole('row').filter({ hasText: REFUSED_TITLE }).count()).toBe(0);
    await context.close();
  });

  it('the corrected sheet becomes her draft claim with three lines, opened for its receipts', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'sunyue', { path: '/expenses/myList' });
    expect(await openMyClaims(page)).toBe(claimsBefore);
    const file = await sheetOf('trip.xlsx', [
      {
        日期: daysBack(6),
        费用类型: '交通',
        案件编号: caseNumber,
        向客户收取: '是',
        金额: '860.00',
        说明: '北京—香港往返机票（尽调）',
      },
      // The type by its English label, no case: the firm's overhead.
      { 日期: daysBack(5), 费用类型: 'Courier', 金额: '45.5', 说明: '寄送尽调文件' },
      {
        日期: daysBack(4),
        费用类型: '住宿',
        向客户收取: '否',
        金额: '120',
        币种: 'USD',
        汇率: '7.1',
        说明: '香港酒店一晚（信用卡美元结算）',
      },
    ]);
    const dialog = await openImport(page, '导入');
    await dialog.getByLabel('报销单标题').fill(TITLE);
    const answer = await sendSheet(page, dialog, file, '开始导入');
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe('已导入 3 行费用，生成报销单草稿，请上传票据后提交');
    await poll(() => page.locator('.ant-message').textContent(), WAIT).toContain(
      '已导入 3 行费用，生成报销单草稿，请上传票据后提交',
    );

    // The new draft opens, ready for its receipts and its submission.
    await page.waitForURL(`**/v2/expenses/expenseDetail/**?id=${answer.data!.claimId}`);
    const claim = expensePage(page);
    await poll(() => claim.getAttribute('data-status'), WAIT).toBe('draft');
    await poll(() => claim.textContent()).toContain(TITLE);
    const lines = claim.locator('.venus-expenses__lines tbody tr.ant-table-row');
    await poll(() => lines.count(), WAIT).toBe(3);
    const line = (index: number) => lines.nth(index).textContent();
    await poll(() => line(0)).toContain(CASE_NAME);
    expect(await line(0)).toContain('向客户收取');
    expect(await line(0)).toContain('860.00');
    expect(await line(0)).toContain('北京—香港往返机票（尽调）');
    expect(await line(1)).toContain('律所开支');
    expect(await line(1)).toContain('快递');
    expect(await line(1)).toContain('45.50');
    expect(await line(2)).toContain('住宿');
    expect(await line(2)).toContain('USD');
    expect(await line(2)).toContain('120.00');
    // 120 USD at 7.1: 852.00 CNY.
    expect(await line(2)).toContain('852.00');
    // 860.00 + 45.50 + 852.00
    await poll(() => claim.getByTestId('expense-total').textContent()).toContain('1,757.50');
    expect(await claim.getByRole('button', { name: /上\s*传/ }).count()).toBeGreaterThan(0);
    expect(await claim.getByRole('button', { name: '提交审批' }).count()).toBe(1);
    await screenshot(page, 'expense-import-02-draft-cn');

    // 我的报销 lists the draft: one claim more than before.
    expect(await openMyClaims(page)).toBe(claimsBefore + 1);
    const row = shownPage(page).getByRole('row').filter({ hasText: TITLE });
    await poll(() => row.count(), WAIT).toBe(1);
    expect(await row.textContent()).toContain('草稿');
    expect(await row.textContent()).toContain('1,757.50');
    await screenshot(page, 'expense-import-03-my-claims-cn');
    await context.close();
  });

  it('reads in English: the dialog, its template and a refused case', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'sunyue', { path: '/expenses/myList', language: 'en' });
    const before = await openMyClaims(page);
    const dialog = await openImport(page, 'Import');
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe('Import a claim');
    await poll(() => dialog.getByLabel('Claim title').inputValue()).toMatch(
      /^Imported expenses \d{4}-\d{2}-\d{2}$/,
    );
    expect(await dialog.textContent()).toContain('attach the receipts there');

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const english = path.join(workDir, 'template-en.xlsx');
    await (await downloading).saveAs(english);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(english);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String)).toEqual(HEADERS_EN);

    // The title is required before anything is sent.
    await dialog.getByLabel('Claim title').fill('');
    const file = await sheetOf('unknown-case.xlsx', [
      {
        日期: daysBack(3),
        费用类型: 'Travel',
        案件编号: 'NO-SUCH-CASE',
        向客户收取: 'yes',
        金额: '200',
        说明: 'Taxi to the data room',
      },
    ]);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await poll(() => dialog.locator('.ant-form-item-explain-error').textContent()).toBe(
      'Give the claim a title',
    );
    await dialog.getByLabel('Claim title').fill('Hong Kong due diligence trip');
    const answer = await sendSheet(page, dialog, file, 'Import');
    expect(answer.code).toBe(400);
    const rows = dialog.getByTestId('import-report').locator('tbody tr.ant-table-row');
    await poll(() => rows.count(), WAIT).toBe(1);
    expect(await rows.first().locator('td').allTextContents()).toEqual([
      '2',
      'Case number',
      'No such case number, or you may not claim expenses on that case',
    ]);
    await screenshot(page, 'expense-import-04-refused-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await openMyClaims(page)).toBe(before);

    // On a phone the dialog fits the screen, its import button in reach and uncovered.
    await page.setViewportSize({ width: 390, height: 844 });
    const small = await openImport(page, 'Import');
    const box = (await small.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const confirm = small.getByRole('button', { name: 'Import', exact: true });
    await confirm.scrollIntoViewIfNeeded();
    expect(await isOnTop(confirm)).toBe(true);
    await screenshot(page, 'expense-import-05-dialog-phone-en');
    await context.close();
  });
});
