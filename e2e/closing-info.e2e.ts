import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { signInAs } from './signed-api.ts';

// guojing leads the demo firm's open case 星河智能B轮融资 (a VC financing), so she files its
// closing information; luoxue is outside the case.
const browser = journeyBrowser();
const CASE_NAME = '星河智能B轮融资';
const WAIT = { timeout: 15_000 };

const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

async function choose(page: Page, label: string, option: string): Promise<void> {
  await shownPage(page).getByLabel(label, { exact: true }).click();
  await options(page)
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
}

describe('closing information', () => {
  it('is filed by the case’s lead lawyer from the case page, refused when incomplete, then offered for correction', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const { page } = await openVisit(browser);
    await signInAs(page, 'guojing', {
      path: `/jurisdiction/projectDetail/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}`,
    });
    const detail = shownPage(page);
    await detail.getByRole('button', { name: /填写结案信息/ }).click();
    await page.getByRole('menuitem', { name: '投融资结案信息' }).click();
    await page.waitForURL('**/project/closingVcpeAdd/**');
    const form = shownPage(page);
    await expect.poll(() => form.textContent(), WAIT).toContain(CASE_NAME);

    // Incomplete: the required facts are marked, nothing is sent.
    await form.getByRole('button', { name: '提交结案信息' }).click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(3);

    await form.getByLabel('被投公司', { exact: true }).fill('北京星河智能科技有限公司');
    await choose(page, '融资轮次', 'B 轮');
    const investors = form.getByLabel('投资人', { exact: true });
    await investors.fill('鼎盛成长一期');
    await investors.press('Enter');
    await choose(page, '本所角色', '公司律师');
    await form.getByLabel('投资金额', { exact: true }).fill('300000000');
    await form.getByLabel('签约日期', { exact: true }).fill('2026-09-01');
    await form.getByLabel('签约日期', { exact: true }).press('Enter');
    await form.getByLabel('交割日期', { exact: true }).fill('2026-08-01');
    await form.getByLabel('交割日期', { exact: true }).press('Enter');
    await form.getByRole('button', { name: '提交结案信息' }).click();
    // The server's rule lands on its field: closing before signing.
    await expect.poll(() => form.textContent(), WAIT).toContain('交割日期不能早于签约日期');

    await form.getByLabel('交割日期', { exact: true }).fill('2026-10-15');
    await form.getByLabel('交割日期', { exact: true }).press('Enter');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/closeProjectInfo') && r.request().method() === 'POST'),
      form.getByRole('button', { name: '提交结案信息' }).click(),
    ]);
    await expect.poll(() => page.locator('.ant-message').textContent(), WAIT).toContain('结案信息已保存');
    await screenshot(page, 'closing-info-vcpe');

    await page.goto(`/jurisdiction/projectDetail/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}`);
    await shownPage(page).getByRole('button', { name: '修改结案信息' }).click();
    await page.waitForURL('**/project/closingVcpeOverride/**');
    await expect
      .poll(() => shownPage(page).getByLabel('被投公司', { exact: true }).inputValue(), WAIT)
      .toBe('北京星河智能科技有限公司');
    await page.context().close();
  });

  it('is a judgment for a lawsuit: the lead lawyer files court, case number, outcome and appeal, and no deal forms are offered', async () => {
    const LAWSUIT = '星河智能诉华强电子买卖合同纠纷';
    const projectId = await caseIdOf(browser, LAWSUIT);
    const { page } = await openVisit(browser);
    await signInAs(page, 'gaoxiang', {
      path: `/jurisdiction/projectDetail/${encodeURIComponent(LAWSUIT)}?projectId=${projectId}`,
    });
    const detail = shownPage(page);
    // One kind for a lawsuit: a button of its own, no menu of deal forms.
    await detail.getByRole('button', { name: '填写诉讼结案信息' }).click();
    await page.waitForURL('**/project/closingLitigationAdd/**');
    const form = shownPage(page);
    await expect.poll(() => form.textContent(), WAIT).toContain(LAWSUIT);
    expect(await form.getByText('交易类型').count()).toBe(0);

    await form.getByRole('button', { name: '提交结案信息' }).click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(4);
    await form.getByLabel('审理法院', { exact: true }).fill('深圳市中级人民法院');
    await form.getByLabel('案号', { exact: true }).fill('（2026）粤03民初5678号');
    await choose(page, '审理程序', '一审');
    await choose(page, '我方诉讼地位', '原告');
    await choose(page, '结案结果', '部分胜诉');
    await form.getByLabel('裁判日期', { exact: true }).fill('2026-10-20');
    await form.getByLabel('裁判日期', { exact: true }).press('Enter');
    await form.getByLabel('请求金额', { exact: true }).fill('3000000');
    await form.getByLabel('判决或裁决金额', { exact: true }).fill('2100000');
    await choose(page, '上诉情况', '对方上诉');
    await screenshot(page, 'closing-info-litigation-form');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/closeProjectInfo') && r.request().method() === 'POST'),
      form.getByRole('button', { name: '提交结案信息' }).click(),
    ]);
    await expect.poll(() => page.locator('.ant-message').textContent(), WAIT).toContain('结案信息已保存');
    await screenshot(page, 'closing-info-litigation');

    await page.goto(`/jurisdiction/projectDetail/${encodeURIComponent(LAWSUIT)}?projectId=${projectId}`);
    await shownPage(page).getByRole('button', { name: '修改结案信息' }).click();
    await page.waitForURL('**/project/closingLitigationOverride/**');
    await expect
      .poll(() => shownPage(page).getByLabel('案号', { exact: true }).inputValue(), WAIT)
      .toBe('（2026）粤03民初5678号');
    await page.context().close();
  });
});
