import { describe, expect, it } from 'vitest';
import { E2E_REQUESTS } from './approval-requests.ts';
import { journeyBrowser, openVisit, screenshot } from './browser.ts';
import { signInAs as signIn } from './signed-api.ts';
import { decide, openTask, openTaskCentre, pendingCount, taskRowOf as rowOf } from './task-centre.ts';

// guojing files the requests (global setup); zhangzhiqiang heads her practice group; lvjianhua is
// finance; hezhenyu stands in for zhangzhiqiang. No other journey uses these people.
const browser = journeyBrowser();

describe('approving in the task centre', () => {
  it('the group head sees the count, insists on a reason to send back, approves; finance hears of it live', async () => {
    const finance = await openVisit(browser);
    await signIn(finance.page, 'lvjianhua');
    await expect.poll(() => pendingCount(finance.page)).toBe(0);

    const head = await openVisit(browser);
    await signIn(head.page, 'zhangzhiqiang');
    await expect.poll(() => pendingCount(head.page)).toBe(2);
    await openTaskCentre(head.page);
    await expect.poll(() => rowOf(head.page, E2E_REQUESTS.leave).count()).toBe(1);
    await screenshot(head.page, 'approvals-01-task-centre');

    const drawer = await openTask(head.page, E2E_REQUESTS.leave);
    // Code 31000 (leave detail) opens in the spec's narrow drawer.
    await expect.poll(() => drawer.evaluate((node) => node.getBoundingClientRect().width)).toBeLessThan(700);
    await screenshot(head.page, 'approvals-02-drawer');

    const sendBack = await decide(head.page, /退\s*回/, '');
    await sendBack.getByRole('button', { name: /退\s*回/ }).click();
    await expect
      .poll(() => sendBack.locator('.ant-form-item-explain-error').textContent())
      .toBe('请填写意见');
    await sendBack.getByRole('button', { name: /取\s*消/ }).click();

    const approve = await decide(head.page, /同\s*意/, '同意，注意交接');
    await Promise.all([
      head.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await expect.poll(() => drawer.locator('[data-action="approve"]').count()).toBe(1);
    await expect
      .poll(() => drawer.locator('[data-action="waiting"]').textContent())
      .toMatch(/财务审批.*(吕建华|苏梅|蒋涛)/);
    await expect.poll(() => pendingCount(head.page)).toBe(1);

    // Finance's badge rises over the live socket, without a reload.
    await expect.poll(() => pendingCount(finance.page), { timeout: 10_000 }).toBe(1);
    await openTaskCentre(finance.page);
    const financeDrawer = await openTask(finance.page, E2E_REQUESTS.leave);
    const line = financeDrawer.locator('[data-action="approve"]');
    await expect.poll(() => line.textContent()).toContain('张志强');
    await expect.poll(() => line.textContent()).toContain('同意，注意交接');
    const ok = await decide(finance.page, /同\s*意/, '');
    await Promise.all([
      finance.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      ok.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await expect.poll(() => financeDrawer.locator('.ant-tag').filter({ hasText: '已通过' }).count()).toBe(1);
    await screenshot(finance.page, 'approvals-03-approved-timeline');
    await head.context.close();
    await finance.context.close();
  });

  it('a delegate approves on the group head’s behalf, and the timeline names both', async () => {
    const head = await openVisit(browser);
    await signIn(head.page, 'zhangzhiqiang');
    await openTaskCentre(head.page);
    await head.page.getByRole('button', { name: '审批委托' }).click();
    const drawer = head.page.locator('.ant-drawer-section').filter({ hasText: '被委托人' });
    const picker = drawer.getByLabel('被委托人');
    await picker.click();
    await picker.fill('何振宇');
    await head.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '何振宇' })
      .click();
    await expect.poll(() => head.page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await Promise.all([
      head.page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/process/delegation') && r.status() === 200,
      ),
      drawer.getByRole('button', { name: '添加委托' }).click(),
    ]);
    await expect.poll(() => drawer.getByText('何振宇').count()).toBeGreaterThan(0);
    await screenshot(head.page, 'approvals-04-delegation');
    await head.context.close();

    const delegate = await openVisit(browser);
    await signIn(delegate.page, 'hezhenyu');
    await delegate.page.goto('/process/todo');
    const actingAs = delegate.page.getByLabel('办理身份');
    await actingAs.click();
    await delegate.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '代 张志强 办理' })
      .click();
    await expect.poll(() => rowOf(delegate.page, E2E_REQUESTS.travel).count()).toBe(1);
    const taskDrawer = await openTask(delegate.page, E2E_REQUESTS.travel);
    const approve = await decide(delegate.page, /同\s*意/, '代为同意');
    await Promise.all([
      delegate.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    const line = taskDrawer.locator('[data-action="approve"]');
    await expect.poll(() => line.textContent()).toContain('何振宇（代 张志强）');
    await screenshot(delegate.page, 'approvals-05-delegate-timeline');
    await delegate.context.close();
  });

  it('reads in English and fits a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signIn(visit.page, 'lvjianhua');
    await visit.page.goto('/process/todo');
    await visit.page.getByRole('table').first().waitFor();
    await visit.page.getByText('Done', { exact: true }).click();
    await expect.poll(() => rowOf(visit.page, E2E_REQUESTS.leave).count()).toBe(1);
    await screenshot(visit.page, 'approvals-06-mobile-en');
    await visit.context.close();
  });
});

describe('designing a workflow', () => {
  it('an administrator test-runs a workflow on a sample record, adds a conditional step and saves a new version', async () => {
    const { page } = await openVisit(browser);
    await signIn(page, 'admin');
    await page.goto('/system/workflow');
    const row = rowOf(page, '演示申请');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /修\s*改/ }).click();
    const editor = page.locator('.ant-drawer-section').filter({ hasText: '演示申请（当前第 1 版）' });
    await editor.locator('[data-step="1"]').waitFor();

    await editor.getByRole('tab', { name: '试运行' }).click();
    const applicant = editor.getByLabel('示例申请人');
    await applicant.click();
    await applicant.fill('郭静');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '郭静' })
      .click();
    await editor.getByRole('button', { name: '试运行' }).last().click();
    const head = editor.locator('[data-trial="head"]');
    await expect.poll(() => head.textContent()).toContain('张志强');
    await expect.poll(() => editor.locator('[data-trial="finance"]').textContent()).toContain('吕建华');
    await screenshot(page, 'approvals-07-designer-test-run');

    await editor.getByRole('tab', { name: '步骤' }).click();
    await editor.getByRole('button', { name: '添加步骤' }).click();
    const added = editor.locator('[data-step="2"]');
    await added.getByLabel('步骤名称', { exact: true }).fill('管理合伙人审批');
    await added.getByLabel('任务代码').fill('31000');
    await added.getByRole('switch').click();
    await added.getByLabel('字段').fill('amount');
    await added.getByLabel('值').fill('50000.00');
    await screenshot(page, 'approvals-08-designer-step');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/process/definition')),
      page.getByRole('button', { name: '保存为新版本' }).click(),
    ]);
    const body = (await saved.json()) as { code: number; data: { version: number; steps: unknown[] } };
    expect(body.code).toBe(200);
    expect(body.data.version).toBe(2);
    expect(body.data.steps).toHaveLength(3);
    await expect.poll(() => rowOf(page, '演示申请').textContent()).toContain('管理合伙人审批');
  });
});
