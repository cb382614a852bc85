import { type CaseMoney, decimalText, toDecimal } from '@venus/shared';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { pickOption } from './expense-page.ts';
import { signInAs } from './signed-api.ts';
import { journeyWorld } from './world.ts';

// zhangzhiqiang is the responsible partner of 星河智能B轮融资 and guojing its lead lawyer. The demo's
// claims may already be charged to it: the budget is set at what they come to plus CNY 500, so a
// new claim of 600 passes it by exactly 100. Nothing here is saved but the budget.
const browser = journeyBrowser();
const CASE_NAME = '星河智能B轮融资';
const WAIT = { timeout: 15_000 };

const budgetUrl = (projectId: number) =>
  `/project/budget/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}`;

/** What the case's claims come to now, as the lead lawyer's API reads it. */
async function moneyOf(browser: Browser, projectId: number): Promise<CaseMoney> {
  const context = await browser.newContext({ baseURL: journeyWorld().baseUrl });
  await context.request.post('/venus-api/login', { data: { username: 'guojing', password: DEMO_PASSWORD } });
  const response = await context.request.get('/venus-api/hankun/project/money', { params: { projectId } });
  const { data } = (await response.json()) as { data: CaseMoney };
  await context.close();
  return data;
}

describe('a case’s expense budget', () => {
  it('is set by the partner on the case’s budget page and warns the lead lawyer’s claim that passes it', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const before = await moneyOf(browser, projectId);
    const budget = decimalText(toDecimal(before.expenseSpent).plus(before.expensePending).plus(500), 2);

    const partner = await openVisit(browser);
    await signInAs(partner.page, 'zhangzhiqiang', { path: budgetUrl(projectId) });
    const card = shownPage(partner.page).getByTestId('case-expense-budget');
    await expect.poll(() => card.textContent(), WAIT).toContain('费用预算');
    await expect
      .poll(() => shownPage(partner.page).getByTestId('case-money').textContent())
      .toContain('已开账单');
    await card.getByRole('textbox', { name: '费用预算' }).fill(budget);
    await Promise.all([
      partner.page.waitForResponse(
        (r) => r.url().includes('/hankun/project/expenseBudget') && r.status() === 200,
      ),
      card.getByRole('button', { name: '保存预算' }).click(),
    ]);
    await expect
      .poll(() => partner.page.locator('.ant-message').textContent(), WAIT)
      .toContain('费用预算已保存');
    await partner.page.reload();
    const reloaded = shownPage(partner.page).getByTestId('case-expense-budget');
    const shown = Number(budget).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect
      .poll(() => reloaded.locator('.ant-descriptions-item-content').first().textContent(), WAIT)
      .toContain(shown);
    await expect.poll(() => reloaded.getByRole('textbox', { name: '费用预算' }).inputValue()).toBe(budget);
    await screenshot(partner.page, 'case-budget-01-partner');
    await partner.context.close();

    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, 'guojing', { path: '/expenses/myList' });
    await shownPage(lawyer.page).getByRole('button', { name: '新建报销' }).click();
    const dialog = await openedDialog(lawyer.page);
    const line = dialog.locator('[data-line="0"]');
    await pickOption(lawyer.page, line.getByLabel('费用类型'), '交通');
    await pickOption(lawyer.page, line.getByLabel('案件'), CASE_NAME, '星河智能B');
    await line.getByLabel('金额').fill('500');
    await expect.poll(() => dialog.getByLabel('报销标题').count()).toBe(1);
    // Reaching the budget exactly is no warning; a cent past it is.
    await expect.poll(() => dialog.getByTestId('expense-budget-warnings').count()).toBe(0);
    await line.getByLabel('金额').fill('600');
    const warning = dialog.getByTestId('expense-budget-warnings');
    await expect.poll(() => warning.textContent(), WAIT).toContain('超出 CNY 100.00');
    await expect.poll(() => warning.textContent()).toContain(shown);
    await screenshot(lawyer.page, 'case-budget-02-claim-warned');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await lawyer.context.close();
  });

  it('reads in English', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const { page, context } = await openVisit(browser);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, 'zhangzhiqiang', { path: budgetUrl(projectId) });
    const card = shownPage(page).getByTestId('case-expense-budget');
    await expect.poll(() => card.textContent(), WAIT).toContain('In approval');
    await expect.poll(() => shownPage(page).getByTestId('case-money').textContent()).toContain('Received');
    await screenshot(page, 'case-budget-03-english');
    await context.close();
  });
});
