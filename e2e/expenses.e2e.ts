import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { confirmExpenseAction, expensePage, pickOption } from './expense-page.ts';
import { signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre } from './task-centre.ts';

// gaoxiang leads 星河智能诉华强电子买卖合同纠纷 and claims his travel on it; chenlixin is its
// responsible partner; jiangtao is finance. No other journey approves or pays as these people or
// lists claims. The claim ends paid, so no finance colleague is left with a task of it.
const browser = journeyBrowser();
const CASE = '星河智能诉华强电子买卖合同纠纷';
const TITLE = '华强案广州证据交换差旅';
const WAIT = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };

/** The draft's save: POST (new) or PUT (edit) of /hankun/expenses, whatever query the client adds. */
const savedDraft = (url: string, method: string) =>
  new URL(url).pathname.endsWith('/hankun/expenses') && (method === 'POST' || method === 'PUT');
const toast = (page: Page) => page.locator('.ant-message');

async function openMyClaims(page: Page) {
  await page.goto('/expenses/myList');
  await shownPage(page).locator('.venus-expenses').waitFor();
}

describe('an expense claim from the home tile to paid', () => {
  it('the lawyer files a claim with two lines from the home tile, the form saying what is missing', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'gaoxiang');
    await page.locator('[data-tile="expenseAdd"]').click();
    const dialog = await openedDialog(page);
    await dialog.getByLabel('报销标题').fill(TITLE);
    const first = dialog.locator('[data-line="0"]');
    await pickOption(page, first.getByLabel('费用类型'), '交通');
    await pickOption(page, first.getByLabel('案件'), CASE, '华强');
    await first.getByText('由客户承担').click();
    await first.getByLabel('金额').fill('420');
    await first.getByLabel('费用说明').fill('深圳—广州高铁往返（证据交换）');
    await dialog.getByRole('button', { name: '添加一笔费用' }).click();
    const second = dialog.locator('[data-line="1"]');
    await pickOption(page, second.getByLabel('费用类型'), '餐费');
    await second.getByLabel('金额').fill('86.5');
    await second.getByLabel('税额').fill('90');
    // The shared schema's words, before anything is sent.
    await dialog.getByRole('button', { name: '保存草稿' }).click();
    await expect
      .poll(() => second.locator('.ant-form-item-explain-error').allTextContents())
      .toEqual(['税额不能大于金额', '请填写费用说明']);
    await expect.poll(() => dialog.getByTestId('expense-form-total').textContent()).toContain('506.50');
    await screenshot(page, 'expenses-01-claim-dialog');
    // Nothing behind the form was refused (a new claim has no receipts to list yet).
    expect(await page.locator('.ant-message-error').count()).toBe(0);
    await second.getByLabel('税额').fill('');
    await second.getByLabel('费用说明').fill('会议间隙工作餐');
    await Promise.all([
      page.waitForResponse((r) => savedDraft(r.url(), r.request().method()) && r.status() === 200),
      dialog.getByRole('button', { name: '保存草稿' }).click(),
    ]);
    await page.waitForURL('**/v2/expenses/expenseDetail/**');
    await expect.poll(() => expensePage(page).getAttribute('data-status'), WAIT).toBe('draft');
    await context.close();
  });

  it('after a reload 我的报销 shows the draft with what she typed; submitting without the receipt is refused, with it it goes', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'gaoxiang');
    await openMyClaims(page);
    const row = shownPage(page).getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.textContent()).toContain('草稿');
    await expect.poll(() => row.textContent()).toContain('506.50');
    await expect.poll(() => shownPage(page).getByTestId('expense-sums').textContent()).toContain('506.50');
    await screenshot(page, 'expenses-02-my-claims');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    await page.waitForURL('**/v2/expenses/expenseDetail/**');
    const claim = expensePage(page);
    const lines = claim.locator('.venus-expenses__lines tbody tr.ant-table-row');
    await expect.poll(() => lines.count(), WAIT).toBe(2);
    await expect.poll(() => lines.nth(0).textContent()).toContain(CASE);
    await expect.poll(() => lines.nth(0).textContent()).toContain('深圳—广州高铁往返（证据交换）');
    await expect.poll(() => lines.nth(0).textContent()).toContain('向客户收取');
    await expect.poll(() => lines.nth(1).textContent()).toContain('律所开支');
    await expect.poll(() => claim.getByTestId('expense-total').textContent()).toContain('506.50');

    const refused = await confirmExpenseAction(page, '提交审批', '/hankun/expenses/submit');
    expect(((await refused.json()) as { code: number }).code).toBe(409);
    await expect.poll(() => toast(page).textContent(), WAIT).toContain('须附票据（第 1 行）');
    await screenshot(page, 'expenses-03-submit-refused');
    await expect.poll(() => claim.getAttribute('data-status')).toBe('draft');

    // The receipt goes up beside the lines, then onto the first line in the form.
    const files = claim.locator('.venus-files, [data-source="3"]').first();
    await files.getByRole('button', { name: /上传/ }).click();
    const upload = await openedDialog(page);
    await upload
      .getByTestId('file-input')
      .setInputFiles([
        { name: '高铁票.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% receipt\n') },
      ]);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/files/add') && r.status() === 200),
      upload.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => files.locator('tr', { hasText: '高铁票.pdf' }).count(), WAIT).toBe(1);
    await claim.getByRole('button', { name: /修\s*改/ }).click();
    const form = await openedDialog(page);
    await pickOption(page, form.locator('[data-line="0"]').getByLabel('票据'), '高铁票.pdf');
    await Promise.all([
      page.waitForResponse((r) => savedDraft(r.url(), r.request().method()) && r.status() === 200),
      form.getByRole('button', { name: '保存草稿' }).click(),
    ]);
    await expect.poll(() => lines.nth(0).textContent(), WAIT).toContain('高铁票.pdf');
    const sent = await confirmExpenseAction(page, '提交审批', '/hankun/expenses/submit');
    expect(((await sent.json()) as { code: number }).code).toBe(200);
    await expect.poll(() => claim.getAttribute('data-status'), WAIT).toBe('approving');
    await expect.poll(() => claim.locator('[data-action="waiting"]').textContent(), WAIT).toContain('陈立新');
    await screenshot(page, 'expenses-04-in-approval');
    await context.close();
  });

  it('the partner reads the claim in the task centre and approves it', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'chenlixin');
    await openTaskCentre(page);
    const drawer = await openTask(page, TITLE);
    await expect
      .poll(() => drawer.locator('.venus-expenses--detail .venus-expenses__lines').textContent(), WAIT)
      .toContain('高铁票.pdf');
    await screenshot(page, 'expenses-05-partner-task');
    const approve = await decide(page, /同\s*意/, '');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    // Still in approval: finance is the next step.
    await expect
      .poll(() => drawer.locator('.venus-expenses--detail').getAttribute('data-status'), WAIT)
      .toBe('approving');
    await context.close();
  });

  it('finance finds it in 全部报销, approves and pays it on its page', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'jiangtao', { path: '/expenses/listAll' });
    const row = shownPage(page).getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.textContent(), WAIT).toContain('审批中');
    await expect.poll(() => row.textContent()).toContain('高翔');
    await screenshot(page, 'expenses-06-all-claims-finance');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    const claim = expensePage(page);
    await claim.getByRole('button', { name: /同\s*意/ }).click();
    const audit = await openedDialog(page);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/expenses/audit') && r.status() === 200),
      audit.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => claim.getAttribute('data-status'), WAIT).toBe('approved');
    await claim.getByRole('button', { name: /付\s*款/ }).click();
    const pay = await openedDialog(page);
    await pay.getByLabel('付款流水号').fill('CMB20261127-0001');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/expenses/pay') && r.status() === 200),
      pay.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => claim.getAttribute('data-status'), WAIT).toBe('paid');
    await expect.poll(() => claim.textContent(), WAIT).toContain('CMB20261127-0001');
    await screenshot(page, 'expenses-07-paid');

    // The case's 费用 tab lists it for finance, with its sum.
    const projectId = await caseIdOf(browser, CASE);
    await page.goto(`/jurisdiction/projectDetail/${encodeURIComponent(CASE)}?projectId=${projectId}`);
    await shownPage(page).getByRole('tab', { name: '费用' }).click();
    const tab = shownPage(page).getByTestId('case-expenses');
    await expect
      .poll(() => tab.getByRole('row').filter({ hasText: TITLE }).textContent(), WAIT)
      .toContain('已付款');
    await expect.poll(() => tab.textContent()).toContain('本案件已提交的报销');
    await screenshot(page, 'expenses-07b-case-tab');
    await context.close();
  });

  it('on a phone the lawyer sees it paid in her cards and reads the claim', async () => {
    const { page, context } = await openVisit(browser, PHONE);
    await signInAs(page, 'gaoxiang');
    await openMyClaims(page);
    const card = shownPage(page).locator('.venus-expenses__card').filter({ hasText: TITLE });
    await expect.poll(() => card.textContent(), WAIT).toContain('已付款');
    await expect.poll(() => card.textContent()).toContain('506.50');
    await screenshot(page, 'expenses-08-phone-cards');
    // The claim form fits the phone's width, each line's inputs two abreast.
    await shownPage(page).getByRole('button', { name: '新建报销' }).click();
    const dialog = await openedDialog(page);
    expect(await dialog.evaluate((node) => node.getBoundingClientRect().width)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'expenses-08b-phone-form');
    expect(await page.locator('.ant-message-error').count()).toBe(0);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await card.click();
    await page.waitForURL('**/v2/expenses/expenseDetail/**');
    await expect.poll(() => expensePage(page).getAttribute('data-status'), WAIT).toBe('paid');
    await screenshot(page, 'expenses-09-phone-detail');
    await context.close();
  });
  it('reads in English for finance', async () => {
    const { page, context } = await openVisit(browser);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, 'jiangtao', { path: '/expenses/listAll' });
    const list = shownPage(page).locator('.venus-expenses');
    const row = list.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.textContent(), WAIT).toContain('Paid');
    // Other journeys on this worker's firm add claims of their own: the summary counts the rows shown.
    const claimRows = list.getByRole('row').filter({ has: page.getByRole('button', { name: 'View' }) });
    await expect
      .poll(async () => {
        const counted = /Claims: (\d+)/.exec((await list.textContent()) ?? '')?.[1];
        return `${counted} of ${await claimRows.count()}`;
      })
      .toMatch(/^([1-9]\d*) of \1$/);
    await row.getByRole('button', { name: 'View' }).click();
    const claim = expensePage(page);
    await expect.poll(() => claim.textContent(), WAIT).toContain('Billable to client');
    await expect.poll(() => claim.textContent()).toContain('Bank transfer');
    await screenshot(page, 'expenses-10-english-detail');
    await context.close();
  });
});
