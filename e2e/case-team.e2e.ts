import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { signInAs } from './signed-api.ts';

// zhangzhiqiang is the responsible partner of the demo firm's open case 星河智能B轮融资 and
// guojing its lead lawyer; hezhenyu (private equity) is not on it until the partner adds him.
const browser = journeyBrowser();
const CASE_NAME = '星河智能B轮融资';
const REMARK = '客户要求每两周汇报一次进展';
const WAIT = { timeout: 15_000 };

const detailUrl = (projectId: number) =>
  `/jurisdiction/projectDetail/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}`;
const teamUrl = (projectId: number) =>
  `/project/lawyer/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}`;

/** The journey's screenshots, also kept in /tmp/shots for the reviewer. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `case-team-${name}`);
  fs.mkdirSync('/tmp/shots', { recursive: true });
  fs.copyFileSync(
    path.resolve(import.meta.dirname, 'screenshots', `case-team-${name}.png`),
    `/tmp/shots/case-team-${name}.png`,
  );
}

describe('the case team, remark and bill reminder', () => {
  it('lets the partner add a member from the case, who then sees the case', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const partner = await openVisit(browser);
    await signInAs(partner.page, 'zhangzhiqiang', { path: detailUrl(projectId) });
    const detail = shownPage(partner.page);
    await detail.getByRole('tab', { name: '团队' }).click();
    await detail.getByRole('link', { name: '调整团队' }).click();
    await partner.page.waitForURL('**/project/lawyer/**');
    const form = shownPage(partner.page);
    const users = form.getByLabel('成员', { exact: true });
    await expect.poll(() => users.count(), WAIT).toBe(3);
    await form.getByRole('button', { name: '添加团队成员' }).click();
    await users.nth(3).click();
    await users.nth(3).fill('何振宇');
    await partner.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '何振宇' })
      .first()
      .click();
    await shot(partner.page, '01-partner-edits');
    await Promise.all([
      partner.page.waitForResponse((r) => r.url().includes('/resetProjectLawyer')),
      form.getByRole('button', { name: '保存团队' }).click(),
    ]);
    await expect.poll(() => partner.page.locator('.ant-message').textContent(), WAIT).toContain('团队已保存');
    await partner.context.close();

    const member = await openVisit(browser);
    await signInAs(member.page, 'hezhenyu', { path: detailUrl(projectId) });
    await expect
      .poll(() => shownPage(member.page).locator('.venus-cases__title').textContent(), WAIT)
      .toContain(CASE_NAME);
    await shownPage(member.page).getByRole('tab', { name: '团队' }).click();
    await expect.poll(() => shownPage(member.page).textContent(), WAIT).toContain('何振宇');
    await member.context.close();
  });

  it('shows the lead lawyer the team to read, and lets her keep the remark on the overview', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'guojing', { path: teamUrl(projectId) });
    const team = shownPage(page);
    await expect.poll(() => team.textContent(), WAIT).toContain('仅负责合伙人或管理员可调整团队');
    await expect.poll(() => team.getByRole('button', { name: '保存团队' }).count()).toBe(0);
    await expect.poll(() => team.textContent()).toContain('何振宇');
    await shot(page, '02-lead-reads');

    await page.goto(detailUrl(projectId));
    const overview = shownPage(page);
    await overview.getByRole('button', { name: '编辑备注' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByLabel('备注', { exact: true }).fill(REMARK);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/editRemark')),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => overview.locator('.venus-cases__note').first().textContent(), WAIT).toBe(REMARK);
    await shot(page, '03-lead-remark');
    await context.close();
  });

  it('opens the related cases, the client’s contacts, the fee and the expense types from the case', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'guojing');
    const open = async (tab: string, link: string, path: string) => {
      await page.goto(detailUrl(projectId));
      await shownPage(page).getByRole('tab', { name: tab }).click();
      await shownPage(page).getByRole('link', { name: link }).click();
      await page.waitForURL(`**/project/${path}/**`);
    };
    await open('概览', '查看收费与预算', 'budget');
    await expect.poll(() => shownPage(page).textContent(), WAIT).toContain('计时收费');
    await shot(page, '05-budget');
    await open('概览', '查看关联案件', 'related');
    await expect.poll(() => shownPage(page).textContent(), WAIT).toContain('没有关联案件');
    await open('当事人', '查看客户联系人', 'contact');
    await expect
      .poll(() => shownPage(page).textContent(), WAIT)
      .toMatch(/北京星河智能科技有限公司|您无法查看该客户的联系人/);
    await shot(page, '06-contacts');

    // The lead lawyer limits what may be claimed on the case; it reads back after a reload.
    await open('概览', '设置费用类型', 'expenseType');
    const types = shownPage(page);
    await expect.poll(() => types.textContent(), WAIT).toContain('未限定');
    await types.getByRole('checkbox', { name: '交通' }).check();
    await types.getByRole('checkbox', { name: '诉讼费' }).check();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/project/expenseTypes') && r.status() === 200),
      types.getByRole('button', { name: '保存费用类型' }).click(),
    ]);
    await expect.poll(() => page.locator('.ant-message').textContent(), WAIT).toContain('费用类型已保存');
    await page.reload();
    const reloaded = shownPage(page);
    await expect.poll(() => reloaded.getByRole('checkbox', { name: '诉讼费' }).isChecked(), WAIT).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: '住宿' }).isChecked()).toBe(false);
    expect(await reloaded.textContent()).toContain('仅以下勾选的 2 类费用');
    await shot(page, '07-expense-types');
    await context.close();
  });

  it('shows the team page on an English phone', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const { page, context } = await openVisit(browser, { width: 390, height: 844 });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, 'zhangzhiqiang', { path: teamUrl(projectId) });
    const form = shownPage(page);
    await expect.poll(() => form.getByLabel('Member', { exact: true }).count(), WAIT).toBe(4);
    await expect.poll(() => form.textContent()).toContain('Save the team');
    await shot(page, '04-phone-en');
    await context.close();
  });
});
