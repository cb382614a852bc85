import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { demoRows } from './demo-database.ts';
import { signInAs } from './signed-api.ts';

// A lawyer repays part of a paid travel float for a case by asking (decision 0053): the case's
// responsible partner and then finance approve the request on the loan's page, and finance's
// approval records the repayment — the loan's balance falls by the amount asked.
const browser = journeyBrowser();
const PURPOSE = '无锡仲裁开庭差旅备用金（还款申请旅程）';
const WAIT = { timeout: 15_000 };

interface Borrower {
  project_id: number;
  lead: string;
  partner: string;
}
let who: Borrower;
let loanId = 0;

const loanPage = (page: Page) => shownPage(page).locator('.venus-expenses--detail[data-loan]');
const requests = (page: Page) => loanPage(page).getByTestId('loan-repay-requests');

async function openLoan(page: Page, userName: string) {
  await signInAs(page, userName, {
    path: `/v2/borrow/borrowDetail/${encodeURIComponent(PURPOSE)}?id=${loanId}`,
  });
  await loanPage(page).waitFor(WAIT);
}

/** Who holds the pending step of the loan's own approval or of its open repayment request. */
async function pendingOf(sql: string): Promise<string> {
  const [row] = await demoRows<{ user_name: string }>(sql, [loanId]);
  expect(row, 'a pending step').toBeDefined();
  return row!.user_name;
}
const loanApprover = () =>
  pendingOf(`select u.user_name from hk_expense_loan l join wf_task t on t.instance_id = l.instance_id
    join sys_user u on u.user_id = t.assignee_id where l.loan_id = $1 and t.status = 'pending'`);
const requestApprover = () =>
  pendingOf(`select u.user_name from hk_expense_loan_repayment_request r join wf_task t on t.instance_id = r.instance_id
    join sys_user u on u.user_id = t.assignee_id where r.loan_id = $1 and t.status = 'pending'`);

/** Approves the request's pending step on the loan's page, as its holder. */
async function approveOnPage(userName: string, shot: string) {
  const { page, context } = await openVisit(browser);
  await openLoan(page, userName);
  const table = requests(page);
  await expect.poll(() => table.textContent(), WAIT).toContain('审批中');
  await table.getByRole('button', { name: /同\s*意/ }).click();
  const dialog = await openedDialog(page);
  await dialog.getByRole('textbox').fill('已核对');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/repayRequest/audit') && r.status() === 200),
    dialog.getByRole('button', { name: /确\s*定/ }).click(),
  ]);
  await screenshot(page, shot);
  await context.close();
}

describe('a repayment request, approved by the partner and finance', () => {
  it('a paid float on a case: the lawyer asks to repay part of it from the loan’s page', async () => {
    const [row] = await demoRows<Borrower>(
      `select p.project_id, lu.user_name as lead, pu.user_name as partner
         from hk_project p
         join hk_project_member pm on pm.project_id = p.project_id and pm.role = '1'
         join sys_user pu on pu.user_id = pm.user_id
         join hk_project_member lm on lm.project_id = p.project_id and lm.role = '2'
         join sys_user lu on lu.user_id = lm.user_id
         join sys_user_role ur on ur.user_id = lu.user_id join sys_role r on r.role_id = ur.role_id
        where p.status = 20 and not p.restricted and pu.user_id <> lu.user_id and r.role_key = 'lawyer'
          and lu.deleted_at is null
        order by p.project_id limit 1`,
    );
    expect(row, 'an open case with a partner and a lawyer').toBeDefined();
    who = row!;
    // The loan itself is asked, approved and paid through the API: decision 0041's journey shows it.
    const lawyer = await apiAs(browser, who.lead);
    const loan = await lawyer.call<{ loanId: number }>('POST', '/hankun/expenses/borrow', {
      purpose: PURPOSE,
      amount: '2000',
      expectedRepayDate: '2026-12-31',
      projectId: who.project_id,
    });
    loanId = loan.loanId;
    await lawyer.call('POST', '/hankun/expenses/borrow/submit', { loanId });
    await lawyer.close();
    for (let step = 0; step < 2; step += 1) {
      const approver = await apiAs(browser, await loanApprover());
      await approver.call('POST', '/hankun/expenses/borrow/audit', { loanId });
      await approver.close();
    }
    const [finance] = await demoRows<{ user_name: string }>(
      `select u.user_name from sys_user u join sys_user_role ur using (user_id) join sys_role r using (role_id)
        where r.role_key = 'finance' and u.deleted_at is null order by u.user_id limit 1`,
    );
    const payer = await apiAs(browser, finance!.user_name);
    await payer.call('POST', '/hankun/expenses/borrow/pay', {
      loanId,
      paidDate: '2026-11-20',
      method: 'bankTransfer',
      reference: 'LN-REQ-JOURNEY',
    });
    await payer.close();

    const { page, context } = await openVisit(browser);
    await openLoan(page, who.lead);
    await expect.poll(() => loanPage(page).getAttribute('data-status'), WAIT).toBe('paid');
    await loanPage(page).getByRole('button', { name: '申请还款' }).click();
    const dialog = await openedDialog(page);
    await expect.poll(() => dialog.textContent()).toContain('2,000.00');
    const amount = dialog.getByLabel('还款金额');
    await amount.fill('2000.01');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/expenses/borrow/repayRequest')),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    // More than is owed: refused, the dialog stays open with the server's reason.
    await expect.poll(() => dialog.textContent(), WAIT).toContain('超过借款余额');
    await amount.fill('800');
    await dialog.getByLabel('备注').fill('工资到账后转账归还');
    await screenshot(page, 'loan-repay-request-01-dialog');
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/repayRequest') && r.status() === 200),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => requests(page).textContent(), WAIT).toContain('审批中');
    await expect.poll(() => loanPage(page).getByRole('button', { name: '申请还款' }).count()).toBe(0);
    await screenshot(page, 'loan-repay-request-02-asked');
    await context.close();
  });

  it('the partner and then finance approve it; the loan shows the new balance', async () => {
    const partner = await requestApprover();
    expect(partner).toBe(who.partner);
    await approveOnPage(partner, 'loan-repay-request-03-partner');
    const finance = await requestApprover();
    await approveOnPage(finance, 'loan-repay-request-04-finance');

    const { page, context } = await openVisit(browser);
    await openLoan(page, who.lead);
    await expect.poll(() => loanPage(page).getAttribute('data-status'), WAIT).toBe('partlyRepaid');
    await expect.poll(() => loanPage(page).getByTestId('loan-balance').textContent()).toContain('1,200.00');
    await expect.poll(() => requests(page).textContent()).toContain('已还款');
    await expect.poll(() => loanPage(page).textContent()).toContain('现金还款');
    // Free to ask again for the rest.
    await expect.poll(() => loanPage(page).getByRole('button', { name: '申请还款' }).count()).toBe(1);
    await screenshot(page, 'loan-repay-request-05-recorded');
    await context.close();
  });

  it('reads in English, on a phone too', async () => {
    const { page, context } = await openVisit(browser);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await openLoan(page, who.lead);
    await expect.poll(() => requests(page).textContent(), WAIT).toContain('Repayment requests');
    await expect.poll(() => requests(page).textContent()).toContain('Repaid');
    await expect
      .poll(() => loanPage(page).getByRole('button', { name: 'Request repayment' }).count())
      .toBe(1);
    await screenshot(page, 'loan-repay-request-06-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'loan-repay-request-07-en-phone');
    // The page is no wider than the phone: the requests' table scrolls inside its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
