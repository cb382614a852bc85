import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot } from './browser.ts';
import { signInAs } from './signed-api.ts';

// The administrator adds a practice group of this journey's own under the Beijing office,
// moves it, and deletes it again.
const browser = journeyBrowser();
const MOBILE = { width: 390, height: 844 };

const shown = (page: Page) => page.locator('.venus-page:not([hidden])');
const deptsTable = (page: Page) => shown(page).locator('section[data-table-id="system-depts"]');
const rowOf = (page: Page, name: string) =>
  deptsTable(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByText(name, { exact: true }) });
const confirmButton = (dialog: Locator) => dialog.getByRole('button', { name: /确\s*定|OK/ });

async function signIn(page: Page, language: 'cn' | 'en' = 'cn'): Promise<void> {
  await signInAs(page, 'admin', { language });
}

async function openDepts(page: Page, firm: string): Promise<void> {
  await page.goto('/system/dept');
  await expect.poll(() => rowOf(page, firm).count(), { timeout: 10_000 }).toBe(1);
}

async function remove(page: Page, name: string): Promise<Locator> {
  await rowOf(page, name)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  const confirm = await openedDialog(page);
  await confirm.getByRole('button', { name: /删\s*除/ }).click();
  return confirm;
}

/** The refused confirmation stays open, as on every list page; the person closes it. */
async function dismiss(confirm: Locator): Promise<void> {
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await confirm.waitFor({ state: 'hidden' });
}

describe('departments', () => {
  it('adds a unit under an office, refuses to move it under itself, and deletes only what is empty', async () => {
    const { page, context } = await openVisit(browser);
    await signIn(page);
    await openDepts(page, '汉坤律师事务所');
    await screenshot(page, 'depts-01-tree-cn');

    await rowOf(page, '北京').getByRole('button', { name: '新增下级' }).click();
    let dialog = await openedDialog(page);
    await dialog.getByLabel('部门名称').fill('数据合规组');
    await dialog.getByLabel('英文名称').fill('Data Compliance');
    const leader = dialog.getByRole('combobox', { name: '负责人' });
    await leader.click();
    await leader.fill('HK0010');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'HK0010' })
      .click();
    await confirmButton(dialog).click();
    await expect.poll(() => rowOf(page, '数据合规组').count()).toBe(1);
    await expect.poll(() => rowOf(page, '数据合规组').textContent()).toContain('HK0010:孙悦');

    await rowOf(page, '数据合规组').getByRole('button', { name: '新增下级' }).click();
    dialog = await openedDialog(page);
    await dialog.getByLabel('部门名称').fill('跨境数据小组');
    await confirmButton(dialog).click();
    await expect.poll(() => rowOf(page, '跨境数据小组').count()).toBe(1);

    await rowOf(page, '跨境数据小组')
      .getByRole('button', { name: /停\s*用/ })
      .click();
    const confirmDisable = await openedDialog(page);
    await confirmDisable.getByRole('button', { name: /停\s*用/ }).click();
    await expect
      .poll(() => rowOf(page, '跨境数据小组').locator('.ant-tag').allTextContents())
      .toContain('停用');
    await screenshot(page, 'depts-02-added-cn');

    // Its own sub-unit is offered but disabled as a new parent.
    await rowOf(page, '数据合规组')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    dialog = await openedDialog(page);
    // The tree select searches in its own box, as a person types into it.
    await dialog.getByLabel('上级部门').click();
    await dialog.getByLabel('上级部门').fill('跨境');
    await expect
      .poll(() =>
        page
          .locator('.ant-select-dropdown:visible .ant-select-tree-treenode')
          .filter({ hasText: '跨境数据小组' })
          .getAttribute('class'),
      )
      .toContain('disabled');
    await screenshot(page, 'depts-03-parent-cn');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // A unit with a sub-unit, or with people, is not deleted; the server says why.
    let refused = await remove(page, '数据合规组');
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('存在下级部门，不允许删除');
    await dismiss(refused);
    refused = await remove(page, '北京');
    await expect.poll(() => page.locator('.ant-message').textContent()).toMatch(/不允许删除|不能删除/);
    await dismiss(refused);

    await remove(page, '跨境数据小组');
    await expect.poll(() => rowOf(page, '跨境数据小组').count()).toBe(0);
    await remove(page, '数据合规组');
    await expect.poll(() => rowOf(page, '数据合规组').count()).toBe(0);
    await context.close();
    // Several sign-ins and screens on a shared two-core machine.
  }, 150_000);

  it('reads in English on a desktop and on a phone, and in Chinese on a phone', async () => {
    const desk = await openVisit(browser);
    await signIn(desk.page, 'en');
    await openDepts(desk.page, 'Hankun Law Offices');
    await screenshot(desk.page, 'depts-04-tree-en');
    await desk.context.close();
    for (const language of ['en', 'cn'] as const) {
      const phone = await openVisit(browser, MOBILE);
      await signIn(phone.page, language);
      await openDepts(phone.page, language === 'en' ? 'Hankun Law Offices' : '汉坤律师事务所');
      await screenshot(phone.page, `depts-05-mobile-${language}`);
      await phone.context.close();
    }
    // Several sign-ins and screens on a shared two-core machine.
  }, 150_000);
});
