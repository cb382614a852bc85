import { capitalAmount } from '@venus/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { demoRows } from './demo-database.ts';
import { paidClaim, paidLoan, spareLawyer } from './paid-expenses.ts';
import { signInAs } from './signed-api.ts';

// Printing (decision 0047): a claim paid through the API is opened by its claimant, 打印 shows the
// A4 form with the total in capitals and the approval trail with names and dates, in Chinese and
// in English; the print media shows the sheet alone; a paid loan prints for finance the same way; someone who
// may not open the claim is refused its print too.
const browser = journeyBrowser();
const WAIT = { timeout: 15_000 };
const sheet = (page: Page) => shownPage(page).locator('.venus-print__sheet');

describe('the print pages', () => {
  it('a claimant prints a paid claim in both languages, and an outsider is refused', async () => {
    const lawyer = await spareLawyer(0);
    const today = new Date().toISOString().slice(0, 10);
    const line = { expenseDate: today, expenseType: '1' };
    const made = await paidClaim(browser, lawyer, '上海仲裁开庭差旅（打印）', [
      { ...line, amount: '168.80', taxAmount: '5.00', description: '虹桥—仲裁委出租车往返' },
      { ...line, expenseType: '3', amount: '45.20', description: '庭审材料复印装订' },
    ]);
    const claim = { claim_id: made.claimId, title: made.title, total: made.total, user_name: lawyer };
    expect(claim.total).toBe('214.00');
    const { page, context } = await openVisit(browser);
    await signInAs(page, claim.user_name, {
      path: `/v2/expenses/expenseDetail/${encodeURIComponent(claim.title)}?id=${claim.claim_id}`,
    });
    await shownPage(page).locator('.venus-expenses--detail').waitFor(WAIT);
    await shownPage(page)
      .getByRole('button', { name: /打\s*印/ })
      .click();
    await page.waitForURL('**/v2/expenses/expensePrint/**');
    await sheet(page).waitFor(WAIT);
    await expect
      .poll(() => sheet(page).getByTestId('print-capital').textContent(), WAIT)
      .toBe(`人民币${capitalAmount(claim.total)}`);
    const trail = sheet(page).getByTestId('print-trail');
    await expect.poll(() => trail.textContent(), WAIT).toContain('同意');
    await expect.poll(() => trail.textContent()).toContain('付款');
    // Each decided line names who and when.
    await expect.poll(() => trail.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => trail.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await sheet(page).textContent()).toContain('财务审核');
    await screenshot(page, 'prints-01-claim-cn');

    // In print, only the sheet: the shell's header and menu are not displayed.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.venus-header').isVisible()).toBe(false);
    expect(await page.locator('.venus-sider').isVisible()).toBe(false);
    expect(await sheet(page).isVisible()).toBe(true);
    expect(
      await shownPage(page)
        .getByRole('button', { name: /打\s*印/ })
        .isVisible(),
    ).toBe(false);
    await screenshot(page, 'prints-02-claim-print-media');
    await page.emulateMedia({ media: 'screen' });

    await page.getByLabel(/切换语言/).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => sheet(page).textContent(), WAIT).toContain('Approval record');
    await expect.poll(() => sheet(page).getByTestId('print-capital').textContent()).toContain('人民币');
    // The claimant and everyone on the trail by their English names.
    const [names] = await demoRows<{ nick_name: string; name_en: string }>(
      'select nick_name, name_en from sys_user where user_name = $1',
      [lawyer],
    );
    await expect.poll(() => sheet(page).textContent(), WAIT).toContain(names!.name_en);
    expect(await sheet(page).textContent()).not.toContain(names!.nick_name);
    await screenshot(page, 'prints-03-claim-en');
    await page.getByLabel(/Switch language/).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await context.close();

    // Someone who is neither the claimant, an approver nor finance: 404, as the detail.
    const [outsider] = await demoRows<{ user_name: string }>(
      `select u.user_name from sys_user u join sys_user_role ur using (user_id) join sys_role r using (role_id)
        where r.role_key = 'secretary' and u.status = '3' and u.deleted_at is null order by u.user_id limit 1`,
    );
    const api = await apiAs(browser, outsider!.user_name);
    await expect(api.call('GET', `/hankun/expenses/print/${claim.claim_id}`)).rejects.toThrow();
    await expect(api.call('GET', `/hankun/expenses/${claim.claim_id}`)).rejects.toThrow();
    await api.close();
  });

  it('finance prints a paid loan with its trail', async () => {
    const made = await paidLoan(browser, await spareLawyer(1), '杭州尽调差旅备用金（打印）', '10005.00');
    const loan = { loan_id: made.loanId, purpose: made.purpose, amount: made.amount };
    const { page, context } = await openVisit(browser);
    await signInAs(page, made.finance, {
      path: `/v2/borrow/borrowDetail/${encodeURIComponent(loan.purpose)}?id=${loan.loan_id}`,
    });
    await shownPage(page).locator('.venus-expenses--detail[data-loan]').waitFor(WAIT);
    await shownPage(page)
      .getByRole('button', { name: /打\s*印/ })
      .click();
    await page.waitForURL('**/v2/borrow/borrowPrint/**');
    await expect
      .poll(() => sheet(page).getByTestId('print-capital').textContent(), WAIT)
      .toBe(`人民币${capitalAmount(loan.amount)}`);
    await expect.poll(() => sheet(page).getByTestId('print-trail').textContent()).toContain('付款');
    await expect.poll(() => sheet(page).getByTestId('print-purpose').textContent()).toBe(loan.purpose);
    await screenshot(page, 'prints-04-loan-cn');
    await context.close();
  });
});
