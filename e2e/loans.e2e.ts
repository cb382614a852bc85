import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import {
  journeyBrowser,
  openedDialog,
  openedPopconfirm,
  openVisit,
  screenshot,
  shownPage,
} from './browser.ts';
import { demoRows } from './demo-database.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook, sheetRows } from './workbook-export.ts';

// A lawyer no other journey signs in as borrows a travel float from the home tile (decision
// 0041); the department head approves it on its page, finance approves and pays it; the lawyer's
// later claim is paid with the float offset, and the loan's balance reaches zero.
const browser = journeyBrowser();
const PURPOSE = '苏州开庭差旅备用金（旅程）';
const CLAIM = '苏州开庭打车费（旅程）';
const WAIT = { timeout: 15_000 };
const USED = ['gaoxiang', 'jiangtao', 'guojing', 'chengpeng', 'xuqing', 'zhulihua', 'sunyue', 'chenlixin'];

const loanPage = (page: Page) => shownPage(page).locator('.venus-expenses--detail[data-loan]');
let lawyer = '';
let loanId = 0;

/** Who holds the pending step of a loan's or a claim's approval. */
async function pendingApprover(table: 'hk_expense_loan' | 'hk_expense_claim', id: number): Promise<string> {
  const key = table === 'hk_expense_loan' ? 'loan_id' : 'claim_id';
  const [row] = await demoRows<{ user_name: string }>(
    `select u.user_name from ${table} r join wf_task t on t.instance_id = r.instance_id
       join sys_user u on u.user_id = t.assignee_id where r.${key} = $1 and t.status = 'pending'`,
    [id],
  );
  expect(row, 'a pending step').toBeDefined();
  return row!.user_name;
}

async function openLoan(page: Page) {
  await page.goto(`/v2/borrow/borrowDetail/${encodeURIComponent(PURPOSE)}?id=${loanId}`);
  await loanPage(page).waitFor(WAIT);
}

describe('a staff loan, paid out and offset by a later claim', () => {
  it('the lawyer asks for it from the home tile and sends it for approval', async () => {
    const [row] = await demoRows<{ user_name: string }>(
      `select u.user_name from sys_user u join sys_user_role ur using (user_id) join sys_role r using (role_id)
        where r.role_key = 'lawyer' and u.status = '3' and u.deleted_at is null and not (u.user_name = any($1))
        order by u.user_id limit 1`,
      [USED],
    );
    lawyer = row!.user_name;
    const { page, context } = await openVisit(browser);
    await signInAs(page, lawyer);
    await page.locator('[data-tile="borrowAdd"]').click();
    const dialog = await openedDialog(page);
    await expect.poll(() => dialog.textContent()).toContain('借款申请');
    await dialog.getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').count(), WAIT).toBeGreaterThan(0);
    await dialog.getByLabel('借款用途').fill(PURPOSE);
    await dialog.getByLabel('金额').fill('150');
    await screenshot(page, 'loans-01-dialog');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/expenses/borrow') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: '保存草稿' }).click(),
    ]);
    await page.waitForURL('**/v2/borrow/borrowDetail/**');
    loanId = Number(await loanPage(page).getAttribute('data-loan'));
    expect(loanId).toBeGreaterThan(0);
    await expect.poll(() => loanPage(page).getAttribute('data-status'), WAIT).toBe('draft');
    await loanPage(page).getByRole('button', { name: '提交审批' }).click();
    const confirm = await openedPopconfirm(page);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/expenses/borrow/submit')),
      confirm.getByRole('button', { name: '提交审批' }).click(),
    ]);
    await expect.poll(() => loanPage(page).getAttribute('data-status'), WAIT).toBe('approving');
    await screenshot(page, 'loans-02-submitted');
    await context.close();
  });

  it('the department head approves it on its page; finance approves and pays it out', async () => {
    const head = await pendingApprover('hk_expense_loan', loanId);
    const { page, context } = await openVisit(browser);
    await signInAs(page, head);
    await openLoan(page);
    await loanPage(page)
      .getByRole('button', { name: /同\s*意/ })
      .click();
    const audit = await openedDialog(page);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/expenses/borrow/audit')),
      audit.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await context.close();

    const finance = await pendingApprover('hk_expense_loan', loanId);
    const financeApi = await apiAs(browser, finance);
    await financeApi.call('POST', '/hankun/expenses/borrow/audit', { loanId });
    await financeApi.close();
    const desk = await openVisit(browser);
    await signInAs(desk.page, finance);
    await openLoan(desk.page);
    await expect.poll(() => loanPage(desk.page).getAttribute('data-status'), WAIT).toBe('approved');
    await loanPage(desk.page)
      .getByRole('button', { name: /付\s*款/ })
      .click();
    const pay = await openedDialog(desk.page);
    await pay.getByLabel('付款流水号').fill('LN20261127-0001');
    await Promise.all([
      desk.page.waitForResponse((r) => r.url().includes('/hankun/expenses/borrow/pay')),
      pay.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => loanPage(desk.page).getAttribute('data-status'), WAIT).toBe('paid');
    await expect
      .poll(() => loanPage(desk.page).getByTestId('loan-balance').textContent())
      .toContain('150.00');
    await screenshot(desk.page, 'loans-03-paid');
    await desk.context.close();
  });

  it('finance pays the lawyer’s later claim with the float offset; the loan is repaid', async () => {
    const mine = await apiAs(browser, lawyer);
    const claim = await mine.call<{ claimId: number }>('POST', '/hankun/expenses', {
      title: CLAIM,
      lines: [
        {
          expenseDate: '2026-11-20',
          expenseType: '1',
          amount: '150',
          description: '苏州火车站—法院往返打车',
        },
      ],
    });
    await mine.call('POST', '/hankun/expenses/submit', { claimId: claim.claimId });
    await mine.close();
    let finance = '';
    for (let step = 0; step < 3; step += 1) {
      const [state] = await demoRows<{ status: string }>(
        'select status from hk_expense_claim where claim_id = $1',
        [claim.claimId],
      );
      if (state!.status !== 'approving') break;
      finance = await pendingApprover('hk_expense_claim', claim.claimId);
      const approver = await apiAs(browser, finance);
      await approver.call('POST', '/hankun/expenses/audit', { claimId: claim.claimId });
      await approver.close();
    }
    const { page, context } = await openVisit(browser);
    await signInAs(page, finance, {
      path: `/v2/expenses/expenseDetail/${encodeURIComponent(CLAIM)}?id=${claim.claimId}`,
    });
    const claimPage = shownPage(page).locator('.venus-expenses--detail');
    await expect.poll(() => claimPage.getAttribute('data-status'), WAIT).toBe('approved');
    await claimPage.getByRole('button', { name: /付\s*款/ }).click();
    const pay = await openedDialog(page);
    const offer = pay.getByTestId('loan-offsets');
    await expect.poll(() => offer.textContent(), WAIT).toContain(PURPOSE);
    const offset = offer.getByLabel(new RegExp(`#${loanId} `));
    await offset.fill('150');
    // Narrowed to a phone's width and back (a window dragged, a tablet turned), the page lays its
    // buttons out again and the half-filled payment stays open with what was typed.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => offset.inputValue()).toBe('150');
    await screenshot(page, 'loans-04-offset-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => offset.inputValue()).toBe('150');
    await screenshot(page, 'loans-04-offset');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/expenses/pay') && r.status() === 200),
      pay.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => claimPage.getAttribute('data-status'), WAIT).toBe('paid');
    await expect.poll(() => claimPage.textContent(), WAIT).toContain('冲抵借款');
    // Finance's list of all loans: the float repaid, nothing of it left among what people owe.
    await page.goto('/expenses/borrowListAll');
    const row = shownPage(page).getByRole('row').filter({ hasText: PURPOSE });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.textContent()).toContain('已还清');
    await shownPage(page).getByTestId('loan-balances').waitFor();
    await screenshot(page, 'loans-05-all-loans');
    // The same list as a workbook, for finance's month-end reconciliation.
    const { fileName, sheet } = await exportWorkbook(page);
    expect(fileName).toBe('全部借款.xlsx');
    expect(sheetRows(sheet).find((cells) => cells.includes(PURPOSE))).toEqual(
      expect.arrayContaining([String(loanId), PURPOSE, '已还清', '0.00']),
    );
    await context.close();

    const back = await openVisit(browser);
    await signInAs(back.page, lawyer);
    await openLoan(back.page);
    await expect.poll(() => loanPage(back.page).getAttribute('data-status'), WAIT).toBe('repaid');
    await expect.poll(() => loanPage(back.page).getByTestId('loan-balance').textContent()).toContain('0.00');
    await expect.poll(() => loanPage(back.page).textContent()).toContain('报销冲抵');
    await expect.poll(() => loanPage(back.page).textContent()).toContain(`#${claim.claimId}`);
    await screenshot(back.page, 'loans-06-repaid');
    await back.context.close();
  });

  it('reads in English', async () => {
    const { page, context } = await openVisit(browser);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, lawyer);
    await openLoan(page);
    await expect.poll(() => loanPage(page).textContent(), WAIT).toContain('Offset by a claim');
    await expect.poll(() => loanPage(page).textContent()).toContain('Repaid');
    await screenshot(page, 'loans-07-repaid-en');
    await context.close();
  });
});
