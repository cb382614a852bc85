import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseMail } from '../apps/server/test/mail-capture.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { type SignedApi, signInApi, signInAs } from './signed-api.ts';
import { journeyWorld } from './world.ts';

// Spec §2 Workflow routes and /dataForm/view, /holiday/holidayEdit. xieyutong (compliance
// lawyer) files a request on the administrator's form; zhaomin heads compliance and approves it
// from her mail. No other journey uses the two, nor the form key `routes-demo`.
const browser = journeyBrowser();

const FORM = '资料借阅申请';
const TYPE = 'custom:routes-demo';
const REQUEST = '谢雨桐的资料借阅申请';
const APPROVER_MAIL = 'zhaomin@venus-demo.cn';

async function call(api: SignedApi, method: 'post' | 'put', url: string, data: unknown) {
  const body = (await (
    await api.fetch(url, { method: method === 'post' ? 'POST' : 'PUT', data })
  ).json()) as {
    code: number;
    msg: string;
    data: Record<string, unknown>;
  };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

const step = (name: string, nameEn: string) => ({
  key: 'head',
  name,
  nameEn,
  taskCode: 170001,
  mode: 'any',
  approvers: { type: 'departmentHead' },
});

/**
 * The administrator says where Venus is reached (approval mails link into it), builds the form
 * and saves its workflow twice: the request runs under version 2.
 */
async function prepare(request: APIRequestContext): Promise<number> {
  const api = await signInApi(request, 'admin');
  const list = await (
    await api.fetch('/system/config/list', { params: { configKey: 'sys.web.url' } })
  ).json();
  const row = (list.rows as { configId: number; configKey: string; configName: string }[]).find(
    (r) => r.configKey === 'sys.web.url',
  );
  const address = { configKey: 'sys.web.url', configValue: journeyWorld().baseUrl };
  if (row)
    await call(api, 'put', '/system/config', {
      ...address,
      configId: row.configId,
      configName: row.configName,
    });
  else await call(api, 'post', '/system/config', { ...address, configName: '系统访问地址' });
  const form = await call(api, 'post', '/dataForm', {
    formKey: 'routes-demo',
    name: FORM,
    nameEn: 'Document loan',
    description: '借阅档案室的纸质资料',
    items: [
      { id: 'what', name: '借阅资料', type: 0, setting: { patterns: [{ required: true }] } },
      { id: 'until', name: '归还日期', type: 9 },
    ],
  });
  await call(api, 'post', '/process/definition', {
    businessType: TYPE,
    name: '资料借阅审批',
    nameEn: 'Document loan approval',
    steps: [step('负责人审批', 'Head')],
  });
  await call(api, 'post', '/process/definition', {
    businessType: TYPE,
    name: '资料借阅审批',
    nameEn: 'Document loan approval',
    steps: [step('团队负责人审批', 'Group head')],
  });
  return Number(form.formId);
}

/** The link in the newest mail to an address whose subject names the request. */
async function mailedLink(address: string, title: string): Promise<string> {
  const folder = path.join(journeyWorld().mailDir, address);
  let link = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.eml')) : [];
        for (const file of files.sort().reverse()) {
          const mail = parseMail(fs.readFileSync(path.join(folder, file), 'utf8'));
          if (mail.subject.includes(title)) {
            link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
            return link;
          }
        }
        return '';
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

const resultTitle = (page: Page) => shownPage(page).locator('.ant-result-title');

describe('the workflow routes', () => {
  let formId = 0;

  it('the approver’s mail opens the request’s approval page, and she approves there', async () => {
    const admin = await openVisit(browser);
    formId = await prepare(admin.context.request);
    await admin.context.close();

    const lawyer = await openVisit(browser);
    const lawyerApi = await signInApi(lawyer.context.request, 'xieyutong');
    await call(lawyerApi, 'post', '/simpleForm', {
      formId,
      title: REQUEST,
      values: { what: '2019 年度合规审查底稿' },
      submit: true,
    });
    await lawyer.context.close();

    const link = await mailedLink(APPROVER_MAIL, REQUEST);
    expect(link.startsWith(`${journeyWorld().baseUrl}/workflow/act/`)).toBe(true);
    expect(link).toContain('taskId=');

    const head = await openVisit(browser);
    await signInAs(head.page, 'zhaomin', { path: link });
    const panel = shownPage(head.page).locator('.venus-approval-panel');
    await expect
      .poll(() => panel.locator('.venus-requests__values').textContent())
      .toContain('2019 年度合规审查底稿');
    await expect.poll(() => head.page.title()).toContain('审批');
    await screenshot(head.page, 'workflow-routes-01-act');
    await panel.getByRole('button', { name: /同\s*意/ }).click();
    const dialog = await openedDialog(head.page);
    await dialog.getByRole('textbox').fill('同意借阅，请按期归还');
    await Promise.all([
      head.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      dialog.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await expect.poll(() => panel.locator('.ant-tag').filter({ hasText: '已通过' }).count()).toBe(1);
    await expect.poll(() => panel.getByRole('button', { name: /同\s*意/ }).count()).toBe(0);
    await expect.poll(() => panel.locator('[data-action="approve"]').textContent()).toContain('同意借阅');
    await screenshot(head.page, 'workflow-routes-02-act-approved');

    // Someone the request does not concern finds nothing there.
    const outsider = await openVisit(browser);
    await signInAs(outsider.page, 'fengjia', { path: new URL(link).pathname + new URL(link).search });
    await expect.poll(() => resultTitle(outsider.page).textContent()).toBe('404');
    await outsider.context.close();
    await head.context.close();
  });

  it('the designer opens a workflow on its page, an older version read-only, and its test run', async () => {
    const { context, page } = await openVisit(browser);
    await signInAs(page, 'admin', { path: '/system/workflow' });
    const row = shownPage(page).getByRole('row').filter({ hasText: '资料借阅审批' });
    await row.getByRole('button', { name: /打\s*开/ }).click();
    await page.waitForURL(/\/workflow\/[^/]+\?businessType=custom%3Aroutes-demo$/);
    const definition = shownPage(page);
    await expect
      .poll(() => definition.locator('.ant-card-head-title').first().textContent())
      .toBe('资料借阅审批（第 2 版）');
    await expect.poll(() => definition.getByLabel('步骤名称').inputValue()).toBe('团队负责人审批');
    await expect.poll(() => definition.getByLabel('步骤名称').isEnabled()).toBe(true);
    await screenshot(page, 'workflow-routes-03-definition');

    await definition.getByRole('link', { name: '第 1 版' }).click();
    await page.waitForURL(/\/v2\?businessType=custom%3Aroutes-demo&version=1$/);
    const version = shownPage(page);
    await expect.poll(() => version.getByLabel('步骤名称').inputValue()).toBe('负责人审批');
    await expect.poll(() => version.getByLabel('步骤名称').isDisabled()).toBe(true);
    await expect.poll(() => version.getByRole('button', { name: /保存为新版本/ }).count()).toBe(0);
    await screenshot(page, 'workflow-routes-04-version');

    await version.getByRole('link', { name: /最新版本/ }).click();
    await page.waitForURL(/\/workflow\/[^/]+\?businessType=/);
    await shownPage(page).getByRole('button', { name: '试运行' }).click();
    await page.waitForURL(/\/workflow\/test\/[^/]+\?businessType=custom%3Aroutes-demo$/);
    const trial = shownPage(page);
    const applicant = trial.getByLabel('示例申请人');
    await applicant.click();
    await applicant.fill('谢雨桐');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '谢雨桐' })
      .click();
    await trial.getByRole('button', { name: '试运行' }).last().click();
    await expect.poll(() => trial.locator('[data-trial="head"]').textContent()).toContain('赵敏');
    await screenshot(page, 'workflow-routes-05-test');

    await page.goto('/workflow/x?businessType=custom%3Anothing-here');
    await expect.poll(() => resultTitle(page).textContent()).toBe('404');
    await context.close();
  });

  it('the request forms list opens a form read-only, and the holiday calendar has the spec’s route', async () => {
    const { context, page } = await openVisit(browser);
    await signInAs(page, 'admin', { path: '/system/dataForm' });
    await shownPage(page)
      .getByRole('row')
      .filter({ hasText: FORM })
      .getByRole('button', { name: /查\s*看/ })
      .click();
    await page.waitForURL(`**/dataForm/view?formId=${formId}`);
    const view = shownPage(page);
    await expect.poll(() => view.getByLabel('借阅资料').isDisabled()).toBe(true);
    await expect
      .poll(() => view.locator('.ant-descriptions').first().textContent())
      .toContain('团队负责人审批');
    await screenshot(page, 'workflow-routes-06-form-view');

    await page.goto('/holiday/holidayEdit');
    await expect.poll(() => page.title()).toContain('节假日设置');
    await shownPage(page).locator('.ant-picker-calendar, .ant-table').first().waitFor();
    await screenshot(page, 'workflow-routes-07-holidays');
    await context.close();
  });

  it('reads in English and fits a phone', async () => {
    const wide = await openVisit(browser);
    await wide.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(wide.page, 'admin', {
      path: '/workflow/x/v2?businessType=custom%3Aroutes-demo&version=1',
    });
    await expect
      .poll(() => shownPage(wide.page).locator('.ant-card-head-title').first().textContent())
      .toBe('Document loan approval · version 1 (read-only)');
    await screenshot(wide.page, 'workflow-routes-08-version-en');
    await wide.page.goto(`/dataForm/view?formId=${formId}`);
    await shownPage(wide.page).getByText('The form as the filer sees it').waitFor();
    await screenshot(wide.page, 'workflow-routes-09-form-view-en');
    await wide.context.close();

    const phone = await openVisit(browser, { width: 390, height: 844 });
    await signInAs(phone.page, 'zhaomin', { path: '/process/todo' });
    await phone.page.getByRole('table').first().waitFor();
    const link = await mailedLink(APPROVER_MAIL, REQUEST);
    await phone.page.goto(new URL(link).pathname + new URL(link).search);
    await shownPage(phone.page).locator('.venus-approval-timeline').waitFor();
    await screenshot(phone.page, 'workflow-routes-10-act-phone');
    await phone.context.close();

    const enPhone = await openVisit(browser, { width: 390, height: 844 });
    await enPhone.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(enPhone.page, 'admin', { path: '/workflow/x?businessType=custom%3Aroutes-demo' });
    await shownPage(enPhone.page).getByText('Versions').waitFor();
    await screenshot(enPhone.page, 'workflow-routes-11-definition-phone-en');
    await enPhone.context.close();
  });
});
