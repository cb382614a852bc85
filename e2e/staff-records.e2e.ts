import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  journeyBrowser,
  openedDialog,
  openedPopconfirm,
  openVisit,
  screenshot,
  shownPage,
} from './browser.ts';
import { mailCountOf, nextCodeFor } from './mailbox.ts';
import { signInAs } from './signed-api.ts';

/*
 * Staff records (decision 0059) on the journeys' firm. HR (Pan Ling) fills Karen Cheng's record
 * with its sensitive fields and promotes her; Karen (used by no other journey: she gets a privacy
 * password) reads her record, reveals the sensitive fields with her privacy password and asks for
 * a correction of her mobile, which HR accepts.
 */
const browser = journeyBrowser();
const LAWYER = 'zhengkailin';
const PRIVACY = 'Private#2026';
/** A PRC identity number with a right check character. */
const IDENTITY = '110105199003070025';
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

async function typeDate(dialog: Locator, label: string, day: string): Promise<void> {
  const input = dialog.getByLabel(label);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/** HR's record page of Karen, opened from 员工档案. */
async function openKarenAsHr(page: Page): Promise<void> {
  await signInAs(page, 'panling', { path: '/system/archives' });
  const list = shownPage(page);
  const panel = list.locator('.venus-search-panel');
  await panel.locator('input').first().fill('郑凯琳');
  await panel
    .getByRole('button')
    .filter({ hasText: /^搜\s?索$/ })
    .click();
  await poll(() => list.locator('.ant-table-tbody').textContent()).toContain('郑凯琳');
  await list.getByRole('button', { name: '查看' }).first().click();
  await poll(() => shownPage(page).getByTestId('staff-record').textContent()).toContain('郑凯琳');
}

describe('staff records', () => {
  it('HR fills a record and a level; the person reveals her sensitive fields and a correction is accepted', async () => {
    // 1. HR fills the record, with the sensitive fields, and adds a level.
    const hr = await openVisit(browser);
    await openKarenAsHr(hr.page);
    await screenshot(hr.page, 'staff-records-01-record-hr');
    await shownPage(hr.page).getByRole('button', { name: '编辑档案' }).click();
    let dialog = await openedDialog(hr.page);
    await dialog.getByLabel('执业证号').fill('18101201810054321');
    await dialog.getByLabel('个人手机').fill('13911112222');
    await dialog.getByText('重新填写敏感信息').click();
    await dialog.getByLabel('证件号码').fill(IDENTITY);
    await dialog.getByLabel('家庭住址').fill('香港中环干诺道中 8 号');
    await dialog.getByLabel('紧急联系人姓名').fill('郑先生');
    await screenshot(hr.page, 'staff-records-02-edit-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    const record = shownPage(hr.page).getByTestId('staff-record');
    await poll(() => record.textContent()).toContain('18101201810054321');
    expect(await record.textContent()).not.toContain(IDENTITY);

    await shownPage(hr.page).getByRole('button', { name: '新增职级' }).click();
    dialog = await openedDialog(hr.page);
    await choose(hr.page, dialog.getByLabel('职级'), '资深律师');
    await typeDate(dialog, '生效日期', '2024-01-01');
    await dialog.getByLabel('说明').fill('晋升资深律师');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    const levels = shownPage(hr.page).getByTestId('levels-table');
    await poll(() => levels.textContent()).toContain('2024-01-01');
    await poll(() => levels.textContent()).toContain('现行');
    await screenshot(hr.page, 'staff-records-03-levels');

    // 2. Karen sets a privacy password, opens her record and reveals the sensitive fields.
    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, LAWYER, { path: '/user/setting' });
    const section = lawyer.page.locator('.venus-privacy-settings');
    await section.getByRole('button', { name: '设置隐私密码' }).click();
    const setting = lawyer.page.getByRole('dialog', { name: '设置隐私密码' });
    await setting.getByLabel('隐私密码', { exact: true }).fill(PRIVACY);
    await setting.getByLabel('确认隐私密码').fill(PRIVACY);
    const address = `${LAWYER}@venus-demo.cn`;
    const seen = mailCountOf(address);
    await setting.getByRole('button', { name: /发送验证码/ }).click();
    await setting.getByLabel('验证码').fill(await nextCodeFor(address, seen));
    await setting.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => section.textContent()).toContain('已开启');

    await lawyer.page.getByRole('button', { name: '用户菜单' }).click();
    await lawyer.page.getByRole('menuitem', { name: '我的档案' }).click();
    const mine = shownPage(lawyer.page).getByTestId('staff-record');
    await poll(() => mine.textContent()).toContain('18101201810054321');
    await poll(() => mine.textContent()).toContain('资深律师');
    expect(await mine.textContent()).not.toContain(IDENTITY);
    await shownPage(lawyer.page).getByRole('button', { name: '查看敏感信息' }).click();
    const prompt = lawyer.page.getByRole('dialog', { name: '请输入隐私密码' });
    await prompt.getByLabel('隐私密码').fill(PRIVACY);
    await prompt.getByRole('button', { name: /确\s*定/ }).click();
    const sensitive = shownPage(lawyer.page).getByTestId('sensitive-fields');
    await poll(() => sensitive.textContent()).toContain(IDENTITY);
    await poll(() => sensitive.textContent()).toContain('香港中环干诺道中 8 号');
    await screenshot(lawyer.page, 'staff-records-04-own-record-revealed');

    // 3. She asks to correct her mobile.
    await shownPage(lawyer.page).getByRole('button', { name: '申请更正' }).click();
    dialog = await openedDialog(lawyer.page);
    await dialog.getByLabel('个人手机').fill('13933334444');
    await dialog.getByLabel('更正原因').fill('已更换手机号码');
    await screenshot(lawyer.page, 'staff-records-05-correction-dialog');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    const asked = shownPage(lawyer.page).getByTestId('corrections-table');
    await poll(() => asked.textContent()).toContain('待处理');

    // 4. HR accepts it: the record takes the new number.
    await hr.page.reload();
    const corrections = shownPage(hr.page).getByTestId('corrections-table');
    await poll(() => corrections.textContent()).toContain('13933334444');
    await corrections.getByRole('button', { name: /接\s*受/ }).click();
    const confirm = await openedPopconfirm(hr.page);
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await poll(() => corrections.textContent()).toContain('已接受');
    await poll(() => shownPage(hr.page).getByTestId('staff-record').textContent()).toContain('13933334444');
    await screenshot(hr.page, 'staff-records-06-correction-accepted');

    // The list shows her current level.
    await hr.page.goto('/system/archives');
    await poll(() => shownPage(hr.page).locator('.ant-table-tbody').textContent()).toContain('资深律师');
    await screenshot(hr.page, 'staff-records-07-list');
    await hr.context.close();
    await lawyer.context.close();
  }, 420_000);
});
