import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { demoRows } from './demo-database.ts';
import { confirmExpenseAction, expensePage, pickOption } from './expense-page.ts';
import { signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre } from './task-centre.ts';
import { exportWorkbook, sheetRows } from './workbook-export.ts';

// xuqing (a secretary) files the office's courier costs as a daily expense (decision 0038); her
// department head approves it from the task centre, then finance from the daily expense's page.
// No other journey files daily expenses as her.
const browser = journeyBrowser();
const TITLE = '十一月办公室硒鼓';
const WAIT = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
/** Who approved it for finance, and pays it with the month's batch. */
let financeName = '';

/** Who holds the daily expense's pending step: the person waiting is not shown it. */
async function pendingApprover(): Promise<string> {
  const [row] = await demoRows<{ user_name: string }>(
    `select u.user_name from hk_expense_claim c join wf_task t on t.instance_id = c.instance_id
       join sys_user u on u.user_id = t.assignee_id
     where c.kind = 'daily' and c.title = $1 and t.status = 'pending'`,
    [TITLE],
  );
  expect(row, 'a pending step').toBeDefined();
  return row!.user_name;
}

describe('a daily expense from the home tile to paid', () => {
  it('the secretary files it from the home tile, without a case to choose', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'xuqing');
    await page.locator('[data-tile="dailyExpense"]').click();
    const dialog = await openedDialog(page);
    await expect.poll(() => dialog.textContent()).toContain('新建日常报销');
    await screenshot(page, 'daily-expenses-00-opened');
    await dialog.getByLabel('报销标题').fill(TITLE);
    const first = dialog.locator('[data-line="0"]');
    expect(await first.getByLabel('案件').count()).toBe(0);
    await pickOption(page, first.getByLabel('费用类型'), '复印');
    await first.getByLabel('金额').fill('360');
    await first.getByLabel('费用说明').fill('打印机硒鼓两支');
    await screenshot(page, 'daily-expenses-01-dialog');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/expenses/daily') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: '保存草稿' }).click(),
    ]);
    await page.waitForURL('**/expenses/dailyDetail/**');
    await expect.poll(() => expensePage(page).getAttribute('data-status'), WAIT).toBe('draft');
    await context.close();
  });

  it('after a reload her list shows it; submitting without the receipt is refused, a smaller amount goes', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'xuqing', { path: '/expenses/dailyList' });
    const row = shownPage(page).getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.textContent()).toContain('360.00');
    await expect.poll(() => row.textContent()).toContain('草稿');
    await screenshot(page, 'daily-expenses-02-my-list');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    await page.waitForURL('**/expenses/dailyDetail/**');
    await expect.poll(() => expensePage(page).textContent(), WAIT).toContain('打印机硒鼓两支');

    const refused = await confirmExpenseAction(page, '提交审批', '/hankun/expenses/daily/submit');
    expect(((await refused.json()) as { code: number }).code).toBe(409);
    await expect
      .poll(() => page.locator('.ant-message').textContent(), WAIT)
      .toContain('须附票据（第 1 行）');
    await screenshot(page, 'daily-expenses-03-refused');

    await expensePage(page)
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const dialog = await openedDialog(page);
    await dialog.locator('[data-line="0"]').getByLabel('金额').fill('180');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/expenses/daily') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: '保存草稿' }).click(),
    ]);
    const sent = await confirmExpenseAction(page, '提交审批', '/hankun/expenses/daily/submit');
    expect(((await sent.json()) as { code: number }).code).toBe(200);
    await expect.poll(() => expensePage(page).getAttribute('data-status'), WAIT).toBe('approving');
    await context.close();
  });

  it('her department head approves it in the task centre, finance on its page', async () => {
    const head = await pendingApprover();
    const { page, context } = await openVisit(browser);
    await signInAs(page, head);
    await openTaskCentre(page);
    await openTask(page, TITLE);
    const approve = await decide(page, /同\s*意/, '');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await context.close();

    const finance = await pendingApprover();
    expect(finance).not.toBe(head);
    financeName = finance;
    const second = await openVisit(browser, PHONE);
    await signInAs(second.page, finance);
    const [daily] = await demoRows<{ claim_id: number }>(
      `select claim_id from hk_expense_claim where kind = 'daily' and title = $1`,
      [TITLE],
    );
    // The task's own link (code 90002): /expenses/dailyDetail/:title?ifAudit=y.
    await second.page.goto(
      `/expenses/dailyDetail/${encodeURIComponent(TITLE)}?id=${daily!.claim_id}&ifAudit=y`,
    );
    await expect.poll(() => expensePage(second.page).getAttribute('data-status'), WAIT).toBe('approving');
    await screenshot(second.page, 'daily-expenses-04-finance-phone');
    await expensePage(second.page)
      .getByRole('button', { name: /同\s*意/ })
      .click();
    const dialog = await openedDialog(second.page);
    await Promise.all([
      second.page.waitForResponse(
        (r) => r.url().includes('/hankun/expenses/daily/audit') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => expensePage(second.page).getAttribute('data-status'), WAIT).toBe('approved');
    await screenshot(second.page, 'daily-expenses-05-approved');
    await second.context.close();
  });

  it('finance pays it with the month’s batch from 全部日常报销, ticking it and paying once', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, financeName, { path: '/expenses/listDailyAll' });
    const list = shownPage(page);
    const row = list.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.textContent(), WAIT).toContain('已审批');
    const pay = list.getByRole('button', { name: /批量付款/ });
    expect(await pay.isDisabled()).toBe(true);
    await row.getByRole('checkbox').check();
    await expect.poll(() => pay.textContent()).toContain('1 笔');
    await pay.click();
    const dialog = await openedDialog(page);
    expect(await dialog.textContent()).toContain('批量付款：1 笔，合计 CNY 180.00');
    await dialog.getByLabel('付款流水号').fill('CMB-DAILY-2026-11');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/expenses/daily/payBatch') && r.status() === 200),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => row.textContent(), WAIT).toContain('已付款');
    await expect.poll(() => pay.isDisabled()).toBe(true);
    await screenshot(page, 'daily-expenses-06-batch-paid');
    const [paid] = await demoRows<{ status: string; payment_reference: string }>(
      `select status, payment_reference from hk_expense_claim where kind = 'daily' and title = $1`,
      [TITLE],
    );
    expect(paid).toEqual({ status: 'paid', payment_reference: 'CMB-DAILY-2026-11' });

    // Finance closes the month from the same list as a workbook (decision 0050).
    const { fileName, sheet } = await exportWorkbook(page, { within: list });
    expect(fileName).toBe('全部日常报销.xlsx');
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual(expect.arrayContaining(['标题', '状态', '合计（元）']));
    expect(rows.find((cells) => cells.includes(TITLE))).toEqual(
      expect.arrayContaining([TITLE, '已付款', '180.00']),
    );
    await context.close();
  });
});
