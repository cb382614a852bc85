import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot } from './browser.ts';
import { signInAs } from './signed-api.ts';

// The administrator adds a directory of this journey's own (its pages name no component this
// client has, so no side menu shows it), reorders its pages and deletes it again.
const browser = journeyBrowser();
const MOBILE = { width: 390, height: 844 };

const shown = (page: Page) => page.locator('.venus-page:not([hidden])');
const menusTable = (page: Page) => shown(page).locator('section[data-table-id="system-menus"]');
const rowOf = (page: Page, name: string) =>
  menusTable(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByText(name, { exact: true }) });
const confirmButton = (dialog: Locator) => dialog.getByRole('button', { name: /确\s*定|OK/ });
const arranged = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/system/menu/tree'));

async function signIn(page: Page, language: 'cn' | 'en' = 'cn'): Promise<void> {
  await signInAs(page, 'admin', { language });
}

async function openMenus(page: Page, first = '用户管理'): Promise<void> {
  await page.goto('/system/menu');
  await expect.poll(() => rowOf(page, first).count(), { timeout: 10_000 }).toBe(1);
}

/** The names of the rows shown, in order. */
async function order(page: Page, names: string[]): Promise<string[]> {
  const texts = await menusTable(page).locator('tr.ant-table-row').allTextContents();
  return texts.flatMap((text) => names.filter((name) => text.includes(name)));
}

async function addPage(page: Page, parent: string, name: string, path: string): Promise<void> {
  await rowOf(page, parent).getByRole('button', { name: '新增下级' }).click();
  const dialog = await openedDialog(page);
  await dialog.getByLabel('菜单名称').fill(name);
  await dialog.getByLabel('路由地址').fill(path);
  await dialog.getByLabel('组件路径').fill(`e2e/${path}/index`);
  await confirmButton(dialog).click();
  await expect.poll(() => rowOf(page, name).count()).toBe(1);
}

async function remove(page: Page, name: string): Promise<Locator> {
  await rowOf(page, name)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  const confirm = await openedDialog(page);
  await confirm.getByRole('button', { name: /删\s*除/ }).click();
  return confirm;
}

describe('menus', () => {
  it('adds a directory and its pages under the menu rules, reorders them by dragging, and deletes them', async () => {
    const { page, context } = await openVisit(browser);
    await signIn(page);
    await openMenus(page);
    await screenshot(page, 'menus-01-tree-cn');

    await page.getByRole('button', { name: '新增菜单' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByLabel('菜单名称').fill('测试目录甲');
    await confirmButton(dialog).click();
    // Said once, under the name it is about (issue 27 item 5 found it under 上级菜单 too).
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents())
      .toEqual(['一级菜单名称不能超过4个字符']);
    // A page cannot be first-level either.
    await dialog.getByLabel('菜单名称').fill('测试目录');
    await dialog.getByRole('radio', { name: '菜单' }).check();
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').first().textContent())
      .toContain('末级菜单不能作为一级菜单');
    await screenshot(page, 'menus-02-form-rules-cn');
    await dialog.getByRole('radio', { name: '目录' }).check();
    await dialog.getByLabel('路由地址').fill('e2emenus');
    await confirmButton(dialog).click();
    await expect.poll(() => rowOf(page, '测试目录').count()).toBe(1);

    await addPage(page, '测试目录', '页面甲', 'pagea');
    await addPage(page, '测试目录', '页面乙', 'pageb');
    await menusTable(page)
      .getByRole('button', { name: /展开全部$/ })
      .click();
    expect(await order(page, ['页面甲', '页面乙'])).toEqual(['页面甲', '页面乙']);

    // Dragged onto its sibling above, the second page takes its place; saved on the server.
    const [saved] = await Promise.all([arranged(page), rowOf(page, '页面乙').dragTo(rowOf(page, '页面甲'))]);
    expect(await saved.json()).toMatchObject({ code: 200 });
    await expect.poll(() => order(page, ['页面甲', '页面乙'])).toEqual(['页面乙', '页面甲']);
    await openMenus(page);
    await menusTable(page)
      .getByRole('button', { name: /展开全部$/ })
      .click();
    await expect.poll(() => order(page, ['页面甲', '页面乙'])).toEqual(['页面乙', '页面甲']);
    await rowOf(page, '测试目录').scrollIntoViewIfNeeded();
    await screenshot(page, 'menus-03-reordered-cn');

    // Only siblings: dropped on the directory, nothing moves.
    await rowOf(page, '页面甲').dragTo(rowOf(page, '测试目录'));
    await expect
      .poll(() => page.locator('.ant-message').textContent())
      .toContain('只能在同级菜单之间调整顺序');

    await Promise.all([arranged(page), rowOf(page, '页面甲').getByRole('button', { name: '上移' }).click()]);
    await expect.poll(() => order(page, ['页面甲', '页面乙'])).toEqual(['页面甲', '页面乙']);

    // A directory with pages is not deleted; the server says why.
    const refused = await remove(page, '测试目录');
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('存在子菜单，不允许删除');
    // The refused confirmation stays open, as on every list page; the person closes it.
    await refused.getByRole('button', { name: /取\s*消/ }).click();
    await refused.waitFor({ state: 'hidden' });
    await remove(page, '页面甲');
    await expect.poll(() => rowOf(page, '页面甲').count()).toBe(0);
    await remove(page, '页面乙');
    await expect.poll(() => rowOf(page, '页面乙').count()).toBe(0);
    await remove(page, '测试目录');
    await expect.poll(() => rowOf(page, '测试目录').count()).toBe(0);
    await context.close();
    // Several sign-ins and screens on a shared two-core machine.
  }, 150_000);

  it('reads in English, on a desktop and on a phone, and in Chinese on a phone', async () => {
    const desk = await openVisit(browser);
    await signIn(desk.page, 'en');
    await openMenus(desk.page, 'Users');
    await rowOf(desk.page, 'Users').getByRole('button', { name: 'Edit' }).click();
    await openedDialog(desk.page);
    await screenshot(desk.page, 'menus-04-form-en');
    await desk.context.close();

    for (const language of ['en', 'cn'] as const) {
      const phone = await openVisit(browser, MOBILE);
      await signIn(phone.page, language);
      await openMenus(phone.page, language === 'en' ? 'Users' : '用户管理');
      await screenshot(phone.page, `menus-05-mobile-${language}`);
      await phone.context.close();
    }
    // Several sign-ins and screens on a shared two-core machine.
  }, 150_000);
});
