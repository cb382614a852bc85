import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { demoRows } from './demo-database.ts';
import { pickOption } from './expense-page.ts';
import { signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre } from './task-centre.ts';

// A partner changes an hourly case to a cap (decision 0040) and its history shows both versions;
// the partner records the case's lawyer-fee agreement with its signed copy on the 收费方式 tab,
// opens it and downloads the file (decision 0046); the case's lead lawyer asks to postpone it,
// the partner approves it from the task centre, and the agreement's page shows the new expiry.
// Finance adds next year's rate on the rate card and sees it listed. The case is the newest open
// hourly case no journey has changed the terms of.
const browser = journeyBrowser();
const WAIT = { timeout: 15_000 };

interface DemoCase {
  project_id: number;
  name_cn: string;
  partner: string;
  lead: string;
}

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let kase: DemoCase;
let agreementId = 0;
const AGREEMENT_NO = `HK-LF-E2E-${Date.now() % 100_000}`;
const SIGNED_COPY = Buffer.from('%PDF-1.4\n% signed engagement letter\n%%EOF\n');

/** Types an ISO date into an antd DatePicker as a person would, and confirms it. */
async function typeDate(box: Locator, day: string): Promise<void> {
  await box.click();
  await box.fill(day);
  await box.press('Enter');
}

const caseFeesPath = (row: DemoCase) =>
  `/jurisdiction/projectDetail/${encodeURIComponent(row.name_cn)}?projectId=${row.project_id}&tabName=fees`;

async function pickCase(): Promise<DemoCase> {
  const [row] = await demoRows<DemoCase>(
    `select p.project_id, p.name_cn, pu.user_name as partner, lu.user_name as lead
       from hk_project p
       join hk_project_member pm on pm.project_id = p.project_id and pm.role = '1'
       join sys_user pu on pu.user_id = pm.user_id
       join hk_project_member lm on lm.project_id = p.project_id and lm.role = '2'
       join sys_user lu on lu.user_id = lm.user_id
      where p.status = 20 and not p.restricted and p.fee_type = '1' and pu.user_id <> lu.user_id
        and not exists (select 1 from hk_fee_arrangement a where a.project_id = p.project_id)
        and not exists (select 1 from hk_fee_agreement g where g.project_id = p.project_id)
      order by p.project_id desc limit 1`,
  );
  expect(row, 'an open hourly case with a partner and a lead').toBeDefined();
  return row!;
}

describe('fee arrangements and lawyer-fee agreements', () => {
  beforeAll(async () => {
    kase = await pickCase();
  });

  it('the partner changes the case from hourly to capped; the history shows both', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, kase.partner, { path: caseFeesPath(kase) });
    const fees = shownPage(page).locator('[data-testid="case-fees"]');
    await expect
      .poll(() => fees.locator('[data-testid="fee-current"]').textContent(), WAIT)
      .toContain('计时收费');
    await fees.getByRole('button', { name: '修改收费方式' }).click();
    const dialog = await openedDialog(page);
    await pickOption(page, dialog.getByLabel('收费方式'), '封顶收费');
    await dialog.getByLabel('封顶金额').fill('300000');
    await dialog.getByLabel('变更原因').fill('客户要求本案费用封顶 30 万元');
    await screenshot(page, 'fee-arrangements-01-change');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/feeArrangement') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    const history = fees.locator('[data-testid="fee-history"] tbody tr.ant-table-row');
    await expect.poll(() => history.count(), WAIT).toBe(2);
    expect(await history.nth(0).textContent()).toContain('封顶收费');
    expect(await history.nth(0).textContent()).toContain('300,000.00');
    expect(await history.nth(1).textContent()).toContain('计时收费');
    await expect.poll(() => fees.locator('[data-testid="fee-current"]').textContent()).toContain('封顶收费');
    await screenshot(page, 'fee-arrangements-02-history');
    await context.close();
  });

  it('the partner records the agreement with its signed copy, opens it and downloads the file', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, kase.partner, { path: caseFeesPath(kase) });
    const fees = shownPage(page).locator('[data-testid="case-fees"]');
    await fees.getByRole('button', { name: '登记律师费协议' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByLabel('协议编号').fill(AGREEMENT_NO);
    await dialog.getByLabel('协议名称').fill('专项法律服务协议');
    await typeDate(dialog.getByLabel('签署日期'), iso(-345));
    await typeDate(dialog.getByLabel('生效日期'), iso(-345));
    // An expiry before the start is refused with the shared schema's message, before any request.
    await typeDate(dialog.getByLabel('到期日期'), iso(-400));
    await dialog.getByLabel('协议金额').fill('180000');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('到期日须晚于生效日');
    await typeDate(dialog.getByLabel('到期日期'), iso(20));
    await dialog.getByLabel('收费条款').fill('固定费用 18 万元：签约后支付 50%，项目完成后支付余款。');
    // The signed copy goes up through the files module's upload dialog, into the form's draft.
    const draft = dialog.getByTestId('fee-agreement-draft-file');
    await draft.getByRole('button', { name: /上传/ }).click();
    const upload = page.locator('.ant-modal').filter({ has: page.getByTestId('file-input') });
    await upload.waitFor();
    await upload
      .getByTestId('file-input')
      .setInputFiles([
        { name: '专项法律服务协议（签署版）.pdf', mimeType: 'application/pdf', buffer: SIGNED_COPY },
      ]);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/files/add') && r.status() === 200),
      upload.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => draft.textContent(), WAIT).toContain('签署版');
    await screenshot(page, 'fee-arrangements-03-record-agreement');
    const [saved, listed] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/feeAgreement') && r.request().method() === 'POST',
      ),
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/hankun/feeAgreement/list')),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    const envelope = (await saved.json()) as { code: number; msg: string };
    expect(envelope.code, envelope.msg).toBe(200);
    // The case's list is read again with the new agreement (the web adds its `timestamp`).
    expect(JSON.stringify(await listed.json())).toContain(AGREEMENT_NO);
    await screenshot(page, 'fee-arrangements-04-recorded');
    const row = fees.locator('[data-testid="fee-agreements"] tbody tr').filter({ hasText: AGREEMENT_NO });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.textContent()).toContain(iso(20));
    await row.getByRole('link', { name: '查看' }).click();
    const view = shownPage(page).locator('[data-testid="fee-agreement"]');
    await expect
      .poll(() => view.locator('[data-testid="fee-agreement-no"]').textContent(), WAIT)
      .toBe(AGREEMENT_NO);
    agreementId = Number(await view.getAttribute('data-agreement'));
    const file = view.locator('[data-testid="fee-agreement-file"]');
    await expect.poll(() => file.textContent(), WAIT).toContain('专项法律服务协议（签署版）.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      file.getByRole('button', { name: '下载' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('专项法律服务协议（签署版）.pdf');
    expect(fs.readFileSync((await download.path())!).equals(SIGNED_COPY)).toBe(true);
    await screenshot(page, 'fee-arrangements-05-agreement');
    await context.close();

    const english = await openVisit(browser);
    await english.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(english.page, kase.partner, { path: `/lawyerfee/lawyerDetail?id=${agreementId}` });
    const inEnglish = shownPage(english.page).locator('[data-testid="fee-agreement"]');
    await expect.poll(() => inEnglish.textContent(), WAIT).toContain('Signed agreement');
    await screenshot(english.page, 'fee-arrangements-06-agreement-en');
    await english.context.close();
  });

  it('the lead asks to postpone the agreement near its expiry; the partner approves; the new expiry shows', async () => {
    const expiresOn = iso(20);
    const later = iso(385);

    const lead = await openVisit(browser);
    await signInAs(lead.page, kase.lead, { path: `/lawyerfee/lawyerDetail?id=${agreementId}` });
    const view = shownPage(lead.page).locator('[data-testid="fee-agreement"]');
    await expect
      .poll(() => view.locator('[data-testid="fee-agreement-expires"]').textContent(), WAIT)
      .toBe(expiresOn);
    await view.getByRole('button', { name: '申请延期' }).click();
    const dialog = await openedDialog(lead.page);
    const date = dialog.getByLabel('新的到期日期');
    await date.click();
    await date.fill(later);
    await date.press('Enter');
    await dialog.getByLabel('延期原因').fill('客户续签一年');
    await screenshot(lead.page, 'fee-arrangements-07-postpone');
    await Promise.all([
      lead.page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/feeAgreement/postpone') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => view.textContent(), WAIT).toContain('延期审批');
    await lead.context.close();

    const partner = await openVisit(browser);
    await signInAs(partner.page, kase.partner);
    await openTaskCentre(partner.page);
    await openTask(partner.page, `${expiresOn} → ${later}`);
    await screenshot(partner.page, 'fee-arrangements-08-partner-task');
    const approve = await decide(partner.page, /同\s*意/, '');
    await Promise.all([
      partner.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await partner.page.goto(`/lawyerfee/lawyerDetail?id=${agreementId}`);
    const after = shownPage(partner.page).locator('[data-testid="fee-agreement"]');
    await expect
      .poll(() => after.locator('[data-testid="fee-agreement-expires"]').textContent(), WAIT)
      .toBe(later);
    await screenshot(partner.page, 'fee-arrangements-09-postponed');
    await partner.context.close();
  });

  it('finance opens the rate card from 全部账单, adds next quarter’s rate for a level and sees it listed', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'lvjianhua', { path: '/bill/billListAll' });
    await shownPage(page).getByRole('button', { name: '费率表' }).click();
    await page.waitForURL('**/bill/levelRate');
    const card = shownPage(page).locator('.venus-rate-card');
    const rows = card.locator('tbody tr.ant-table-row');
    await card.getByRole('table').first().waitFor();
    await screenshot(page, 'rate-card-01-list');
    await card.getByRole('button', { name: '新增费率' }).click();
    const dialog = await openedDialog(page);
    await pickOption(page, dialog.getByLabel('职级'), '合伙人');
    await pickOption(page, dialog.getByLabel('币种'), 'EUR');
    await dialog.getByLabel('小时费率').fill('7200');
    await typeDate(dialog.getByLabel('生效日期'), iso(60));
    await screenshot(page, 'rate-card-02-add');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/levelRate') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    const added = rows.filter({ hasText: 'EUR' }).filter({ hasText: iso(60) });
    await expect.poll(() => added.textContent(), WAIT).toContain('7,200.00');
    expect(await added.textContent()).toContain('待生效');
    await screenshot(page, 'rate-card-03-added');
    await context.close();

    const english = await openVisit(browser);
    await english.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(english.page, 'lvjianhua', { path: '/bill/levelRate' });
    const inEnglish = shownPage(english.page).locator('.venus-rate-card');
    await expect
      .poll(() => inEnglish.locator('tbody tr.ant-table-row').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await inEnglish.textContent()).toContain('Coming');
    await screenshot(english.page, 'rate-card-04-en');
    await english.context.close();
  });
});
