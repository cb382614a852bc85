import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { pageApi, signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre, pendingCount } from './task-centre.ts';

// The administrator builds a seal-use form; tangsiyuan (employment lawyer) files a request on
// it; zhouhaitao heads the employment group and approves it. No other journey uses the two.
const browser = journeyBrowser();

const FORM = '用印申请';
const REASON = '签署劳动争议和解协议';

/** Picks an option of an antd select by the label of its item. */
async function choose(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByLabel(label).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
}

/**
 * Binds the form's workflow (business type custom:<key>) to the applicant's group head. The
 * designer page itself is the approvals journey's; here it goes through the same endpoint.
 */
async function bindWorkflow(page: Page): Promise<void> {
  // The administrator's own page session, signed with its key.
  const api = await pageApi(page);
  const saved = await api.fetch('/process/definition', {
    method: 'POST',
    data: {
      businessType: 'custom:seal-use',
      name: '用印审批',
      nameEn: 'Seal approval',
      steps: [
        {
          key: 'head',
          name: '团队负责人审批',
          nameEn: 'Group head',
          taskCode: 170001,
          approvers: { type: 'departmentHead' },
        },
      ],
    },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(200);
}

describe('a custom request from the form designer to its approval', () => {
  it('is designed by the administrator, filed by a lawyer, approved in the task centre', async () => {
    const admin = await openVisit(browser);
    await signInAs(admin.page, 'admin', { path: '/system/dataForm' });
    await shownPage(admin.page).getByRole('button', { name: '新建表单' }).click();
    await admin.page.waitForURL('**/dataForm/add');
    const designer = shownPage(admin.page);
    await designer.getByLabel('表单名称').fill(FORM);
    await designer.getByLabel('英文名称').fill('Seal use');
    await designer.getByLabel('表单标识').fill('seal-use');
    const first = designer.locator('.venus-requests__item').nth(0);
    await first.getByLabel('名称').fill('用印事由');
    await first.getByRole('checkbox', { name: '必填' }).check();
    await designer.getByRole('button', { name: '添加表单项' }).click();
    const second = designer.locator('.venus-requests__item').nth(1);
    await second.getByLabel('名称').fill('印章类型');
    await second.getByLabel('标识').fill('seal');
    await choose(admin.page, second, '类型', '下拉选择');
    const options = second.getByLabel('选项');
    await options.fill('所章');
    await options.press('Enter');
    await options.fill('合同章');
    await options.press('Enter');
    await second.getByRole('checkbox', { name: '必填' }).check();
    // The preview shows the form as staff will fill it in.
    const preview = designer.locator('.venus-requests__preview');
    await expect.poll(() => preview.textContent()).toContain('印章类型');
    await screenshot(admin.page, 'custom-requests-01-designer');
    await Promise.all([
      admin.page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/dataForm') && r.status() === 200,
      ),
      designer.getByRole('button', { name: '保存表单' }).click(),
    ]);
    await admin.page.waitForURL('**/workflow/commonTest?formId=*');

    await bindWorkflow(admin.page);
    // The trial filling checks the values as a filing would, and names each step's approvers.
    const trial = shownPage(admin.page);
    await trial.getByRole('button', { name: '校验并试算审批人' }).click();
    await expect.poll(() => trial.textContent()).toContain('用印事由不能为空');
    await trial.getByLabel('用印事由').fill('试填');
    await choose(admin.page, trial, '印章类型', '所章');
    // As if tangsiyuan filed it: her group head is asked.
    const applicant = trial.getByLabel('示例申请人');
    await applicant.click();
    await applicant.fill('唐思远');
    await admin.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '唐思远' })
      .click();
    await trial.getByRole('button', { name: '校验并试算审批人' }).click();
    await expect.poll(() => trial.locator('.venus-requests__trial').textContent()).toContain('周海涛');
    await screenshot(admin.page, 'custom-requests-02-test');
    await admin.page.goto('/system/dataForm');
    await expect
      .poll(() => shownPage(admin.page).getByRole('row').filter({ hasText: FORM }).textContent())
      .toContain('团队负责人审批');
    await screenshot(admin.page, 'custom-requests-03-forms');
    await admin.context.close();

    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, 'tangsiyuan', { path: '/simpleForm/list' });
    await shownPage(lawyer.page)
      .getByRole('button', { name: /新建申请/ })
      .click();
    await lawyer.page.getByRole('menuitem', { name: FORM }).click();
    await lawyer.page.waitForURL('**/workflow/commonAdd?formId=*');
    const filing = shownPage(lawyer.page);
    await filing.getByRole('button', { name: '提交审批' }).click();
    await expect.poll(() => filing.textContent()).toContain('用印事由不能为空');
    await expect.poll(() => filing.textContent()).toContain('印章类型不能为空');
    await filing.getByLabel('用印事由').fill(REASON);
    await choose(lawyer.page, filing, '印章类型', '合同章');
    await screenshot(lawyer.page, 'custom-requests-04-filing');
    const [sent] = await Promise.all([
      lawyer.page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/simpleForm') && r.request().method() === 'POST',
      ),
      filing.getByRole('button', { name: '提交审批' }).click(),
    ]);
    const answer = (await sent.json()) as { code: number; msg: string };
    expect(answer.code, answer.msg).toBe(200);
    await lawyer.page.waitForURL('**/workflow/commonView?id=*');
    await expect
      .poll(() => shownPage(lawyer.page).locator('.ant-tag').filter({ hasText: '审批中' }).count())
      .toBeGreaterThan(0);

    const head = await openVisit(browser);
    await signInAs(head.page, 'zhouhaitao');
    await expect.poll(() => pendingCount(head.page)).toBe(1);
    await openTaskCentre(head.page);
    const title = `${FORM}（唐思远）`;
    const drawer = await openTask(head.page, title);
    // The approver reads the request as filed, not only its title.
    const record = drawer.locator('.venus-approval-panel__record');
    await expect.poll(() => record.textContent()).toContain(REASON);
    await expect.poll(() => record.textContent()).toContain('合同章');
    await screenshot(head.page, 'custom-requests-05-task-drawer');
    const approve = await decide(head.page, /同\s*意/, '');
    await Promise.all([
      head.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await expect.poll(() => drawer.locator('.ant-tag').filter({ hasText: '已通过' }).count()).toBe(1);
    await head.context.close();

    await lawyer.page.reload();
    const view = shownPage(lawyer.page);
    await expect
      .poll(() => view.locator('.ant-tag').filter({ hasText: '已通过' }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => view.locator('.venus-approval-timeline').textContent()).toContain('周海涛');
    await screenshot(lawyer.page, 'custom-requests-06-approved');
    await lawyer.page.goto('/simpleForm/list');
    await expect
      .poll(() => shownPage(lawyer.page).getByRole('row').filter({ hasText: title }).textContent())
      .toContain('已通过');
    await lawyer.context.close();
  });

  it('reads in English and fits a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(visit.page, 'tangsiyuan', { path: '/simpleForm/list' });
    await expect
      .poll(() => shownPage(visit.page).getByRole('row').filter({ hasText: FORM }).textContent())
      .toContain('Approved');
    await screenshot(visit.page, 'custom-requests-07-my-requests-phone-en');
    // On a phone the row's actions fold into its gear menu.
    await shownPage(visit.page)
      .getByRole('row')
      .filter({ hasText: FORM })
      .getByRole('button', { name: 'Row actions' })
      .click();
    await visit.page.getByRole('menuitem', { name: 'View' }).click();
    await visit.page.waitForURL('**/workflow/commonView?id=*');
    await expect.poll(() => shownPage(visit.page).locator('.venus-approval-timeline').count()).toBe(1);
    await screenshot(visit.page, 'custom-requests-08-view-phone-en');
    await visit.context.close();
  });

  it('offers the everyday forms a Chinese firm uses from the first day; xuqing files 办公用品领用', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'xuqing', { path: '/simpleForm/list' });
    await shownPage(page)
      .getByRole('button', { name: /新建申请/ })
      .click();
    const menu = page.getByRole('menu');
    for (const name of ['名片申请', '用车申请', '办公用品领用', '外出登记', '证明开具'])
      await expect.poll(() => menu.getByRole('menuitem', { name }).count()).toBe(1);
    await screenshot(page, 'custom-requests-09-seeded-forms');
    await menu.getByRole('menuitem', { name: '办公用品领用' }).click();
    await page.waitForURL('**/workflow/commonAdd?formId=*');
    const filing = shownPage(page);
    await filing.getByLabel('签字笔').check();
    await filing.getByLabel('A4 打印纸').check();
    await filing.getByLabel('数量（件）').fill('20');
    await filing.getByLabel('用途').fill('庭审材料装订');
    await screenshot(page, 'custom-requests-10-supplies-filing');
    const [sent] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/simpleForm') && r.request().method() === 'POST',
      ),
      filing.getByRole('button', { name: '提交审批' }).click(),
    ]);
    const answer = (await sent.json()) as { code: number; msg: string };
    expect(answer.code, answer.msg).toBe(200);
    await page.waitForURL('**/workflow/commonView?id=*');
    await expect
      .poll(() => shownPage(page).locator('.ant-tag').filter({ hasText: '审批中' }).count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('says in a tooltip why 新建申请 is off when there is no form to file on', async () => {
    const admin = await openVisit(browser);
    await signInAs(admin.page, 'admin');
    const api = await pageApi(admin.page);
    type Form = { formId: number; formKey: string; enabled: boolean } & Record<string, unknown>;
    const listed = (await (await api.fetch('/dataForm/list')).json()) as { data: Form[] };
    const enabled = listed.data.filter((form) => form.enabled);
    const setEnabled = async (form: Form, value: boolean) => {
      const { name, nameEn, description, items } = form;
      const saved = await api.fetch(`/dataForm/${form.formId}`, {
        method: 'PUT',
        data: { name, nameEn, description, items, enabled: value },
      });
      expect(((await saved.json()) as { code: number }).code).toBe(200);
    };
    try {
      for (const form of enabled) await setEnabled(form, false);
      const { page, context } = await openVisit(browser);
      await signInAs(page, 'xuqing', { path: '/simpleForm/list' });
      const unavailable = shownPage(page).getByTestId('new-request-unavailable');
      await expect.poll(() => unavailable.isDisabled()).toBe(true);
      // A disabled button takes no pointer events: the tooltip answers the pointer on its wrapper.
      await unavailable.hover({ force: true });
      await expect
        .poll(() => page.getByRole('tooltip').textContent())
        .toContain('暂无可填写的申请表单：请联系管理员在“系统管理 › 申请表单”中添加并启用');
      await screenshot(page, 'custom-requests-11-no-form-tooltip');
      await context.close();
    } finally {
      for (const form of enabled) await setEnabled(form, true);
      await admin.context.close();
    }
  });
});
