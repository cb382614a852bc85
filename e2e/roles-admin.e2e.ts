import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot } from './browser.ts';
import { signInAs } from './signed-api.ts';

// The administrator adds a role of this journey's own, and changes and deletes only it.
const browser = journeyBrowser();
const MOBILE = { width: 390, height: 844 };
const ROLE = '合规专员';

const shown = (page: Page) => page.locator('.venus-page:not([hidden])');
const rowOf = (scope: Page | Locator, text: string | RegExp) =>
  scope.getByRole('row').filter({ hasText: text });
const treeNode = (dialog: Locator, title: string) =>
  dialog.locator('.ant-tree-treenode').filter({ has: dialog.page().getByTitle(title, { exact: true }) });
const confirmButton = (dialog: Locator) => dialog.getByRole('button', { name: /确\s*定|OK/ });

async function signIn(page: Page, language: 'cn' | 'en' = 'cn'): Promise<void> {
  await signInAs(page, 'admin', { language });
}

async function openRoles(page: Page): Promise<void> {
  await page.goto('/system/role');
  await expect.poll(() => rowOf(shown(page), 'lawyer').count(), { timeout: 10_000 }).toBe(1);
}

const answered = (page: Page, path: string | RegExp) =>
  page.waitForResponse((r) => {
    const { pathname } = new URL(r.url());
    const matches = typeof path === 'string' ? pathname.endsWith(path) : path.test(pathname);
    return matches && r.request().method() !== 'GET';
  });

/**
 * The texts of a column's cells not read whole where they stand: cut by their cell, past the
 * table's visible width, or under a column fixed at the right (the operations).
 */
function clippedCells(scope: Locator, header: string): Promise<string[]> {
  return scope
    .locator('.ant-table')
    .first()
    .evaluate((table, title) => {
      const heads = [...table.querySelectorAll('.ant-table-thead > tr > th')];
      const column = heads.findIndex((th) => th.textContent?.trim() === title);
      if (column < 0) throw new Error(`no column ${title}`);
      const visibleRight = table.querySelector('.ant-table-container')!.getBoundingClientRect().right;
      return [...table.querySelectorAll('.ant-table-tbody > tr.ant-table-row')]
        .map((row) => {
          const cell = row.children[column] as HTMLElement;
          const text = document.createRange();
          text.selectNodeContents(cell);
          const fixed = [...row.children].filter(
            (other) =>
              other !== cell &&
              getComputedStyle(other).position === 'sticky' &&
              other.getBoundingClientRect().left > cell.getBoundingClientRect().left,
          );
          const limit = Math.min(visibleRight, ...fixed.map((other) => other.getBoundingClientRect().left));
          const cut = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
            (box) => box.scrollWidth > box.clientWidth + 1,
          );
          return cut || text.getBoundingClientRect().right > limit + 0.5 ? (cell.textContent ?? '') : null;
        })
        .filter((clipped): clipped is string => clipped !== null);
    }, header);
}

describe('roles', () => {
  it('adds a role with its menu permissions, disables it, gives it users, and deletes it once nobody holds it', async () => {
    const { page, context } = await openVisit(browser);
    await signIn(page);
    await openRoles(page);
    // 创建时间 is read whole in every row: no cell of its column cuts the time off (issue 27 item 7).
    expect(await clippedCells(shown(page), '创建时间')).toEqual([]);
    await screenshot(page, 'roles-01-list-cn');

    await page.getByRole('button', { name: '新增角色' }).click();
    let dialog = await openedDialog(page);
    await dialog.getByLabel('角色名称').fill(ROLE);
    await dialog.getByLabel('英文名称').fill('Compliance');
    await dialog.getByLabel('权限字符').fill('Compliance Officer');
    await confirmButton(dialog).click();
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').first().textContent())
      .toContain('格式不正确');
    await dialog.getByLabel('权限字符').fill('compliance_e2e');
    await dialog.getByRole('button', { name: '展开全部' }).click();
    // One page of the system directory: the directory shows half-checked.
    await treeNode(dialog, '用户管理').locator('.ant-tree-checkbox').first().click();
    await expect
      .poll(() => treeNode(dialog, '系统管理').locator('.ant-tree-checkbox').first().getAttribute('class'))
      .toContain('ant-tree-checkbox-indeterminate');
    await screenshot(page, 'roles-02-form-tree-cn');
    await Promise.all([answered(page, '/system/role'), confirmButton(dialog).click()]);
    await expect.poll(() => rowOf(shown(page), 'compliance_e2e').count()).toBe(1);

    // The saved grants come back: the page and all its buttons checked, the directory half.
    await rowOf(shown(page), 'compliance_e2e')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    dialog = await openedDialog(page);
    await dialog.getByRole('button', { name: '展开全部' }).click();
    await expect
      .poll(() => treeNode(dialog, '用户管理').locator('.ant-tree-checkbox').first().getAttribute('class'))
      .toContain('ant-tree-checkbox-checked');
    await expect
      .poll(() => treeNode(dialog, '系统管理').locator('.ant-tree-checkbox').first().getAttribute('class'))
      .toContain('ant-tree-checkbox-indeterminate');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    await rowOf(shown(page), 'compliance_e2e')
      .getByRole('button', { name: /停\s*用/ })
      .click();
    let confirm = await openedDialog(page);
    await Promise.all([
      answered(page, '/system/role/changeStatus'),
      confirm.getByRole('button', { name: /停\s*用/ }).click(),
    ]);
    await expect
      .poll(() => rowOf(shown(page), 'compliance_e2e').locator('.ant-tag').textContent())
      .toBe('停用');

    // The administrator role grants everything: it offers no edit, disable or delete.
    await expect
      .poll(() =>
        shown(page)
          .getByRole('row')
          .filter({ has: page.locator('code', { hasText: /^admin$/ }) })
          .getByRole('button')
          .allTextContents(),
      )
      .toEqual(['分配用户']);

    await rowOf(shown(page), 'compliance_e2e').getByRole('button', { name: '分配用户' }).click();
    await page.waitForURL(/\/role\/usersByRole\/.+\?roleId=\d+/);
    await expect.poll(() => shown(page).getByText(`角色“${ROLE}”的用户`).count()).toBe(1);
    // The tab and the breadcrumb read the role's name, under the roles page it opened from.
    const crumbs = page.locator('.venus-breadcrumb .ant-breadcrumb-link');
    await expect.poll(() => crumbs.allTextContents()).toEqual(['首页', '系统管理', '角色管理', ROLE]);
    await expect.poll(() => page.locator('.venus-tab--active .venus-tab__title').textContent()).toBe(ROLE);
    await page.getByRole('button', { name: '添加用户' }).click();
    dialog = await openedDialog(page);
    const box = dialog.getByRole('combobox', { name: '按姓名或工号查找人员' });
    for (const typed of ['HK0010', 'HK0011']) {
      await box.click();
      await box.fill(typed);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: typed })
        .click();
    }
    await expect.poll(() => dialog.locator('.ant-tag').count()).toBe(2);
    await screenshot(page, 'roles-03-add-members-cn');
    await Promise.all([answered(page, '/system/role/authUser/selectAll'), confirmButton(dialog).click()]);
    const members = shown(page).locator('section[data-table-id="system-role-members"]');
    await expect.poll(() => members.locator('.ant-table-row').count()).toBe(2);
    await screenshot(page, 'roles-04-members-cn');

    await rowOf(members, 'HK0011').getByRole('button', { name: '移出角色' }).click();
    confirm = await openedDialog(page);
    await Promise.all([
      answered(page, '/system/role/authUser/cancelAll'),
      confirm.getByRole('button', { name: '移出角色' }).click(),
    ]);
    await expect.poll(() => members.locator('.ant-table-row').count()).toBe(1);

    // Still held by HK0010: the server refuses the delete and says why.
    await openRoles(page);
    await rowOf(shown(page), 'compliance_e2e')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    confirm = await openedDialog(page);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('不能删除');
    // The refused confirmation stays open, as on every list page; the person closes it.
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await rowOf(shown(page), 'compliance_e2e').count()).toBe(1);

    await rowOf(shown(page), 'compliance_e2e').getByRole('button', { name: '分配用户' }).click();
    await expect.poll(() => members.locator('.ant-table-row').count()).toBe(1);
    await rowOf(members, 'HK0010').getByRole('button', { name: '移出角色' }).click();
    confirm = await openedDialog(page);
    await Promise.all([
      answered(page, '/system/role/authUser/cancelAll'),
      confirm.getByRole('button', { name: '移出角色' }).click(),
    ]);
    await expect.poll(() => members.locator('.ant-table-row').count()).toBe(0);

    await openRoles(page);
    await rowOf(shown(page), 'compliance_e2e')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    confirm = await openedDialog(page);
    await Promise.all([
      answered(page, /\/system\/role\/\d+$/),
      confirm.getByRole('button', { name: /删\s*除/ }).click(),
    ]);
    await expect.poll(() => rowOf(shown(page), 'compliance_e2e').count()).toBe(0);
    await context.close();
    // Several sign-ins and screens on a shared two-core machine.
  }, 150_000);

  it('says at the field when the order is out of range or the name too long, saves nothing, and raises no page error', async () => {
    const { page, context } = await openVisit(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await signIn(page);
    await openRoles(page);
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/system/role')) posted += 1;
    });
    await page.getByRole('button', { name: '新增角色' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByLabel('角色名称').fill('排序越界');
    await dialog.getByLabel('权限字符').fill('order_out_of_range');
    const order = dialog.getByLabel('显示顺序');
    await order.fill('-5');
    await confirmButton(dialog).click();
    const errors = dialog.locator('.ant-form-item-explain-error');
    await expect.poll(() => errors.allTextContents()).toEqual(['角色顺序不能小于0']);
    // The number stays as typed: not clamped to 0 behind the person's back.
    expect(await order.inputValue()).toBe('-5');
    await order.fill('99999999999999999999');
    await confirmButton(dialog).click();
    await expect.poll(() => errors.allTextContents()).toEqual(['角色顺序不能大于9999']);
    await order.fill('3');
    // A pasted name longer than the field allows stays whole, and the field says why it cannot be saved.
    await dialog.getByLabel('角色名称').fill('很'.repeat(40));
    await confirmButton(dialog).click();
    await expect.poll(() => errors.allTextContents()).toEqual(['角色名称长度不能超过30个字符']);
    expect(await dialog.getByLabel('角色名称').inputValue()).toHaveLength(40);
    await screenshot(page, 'roles-09-out-of-range-cn');
    expect(posted).toBe(0);
    // Each refused confirm ended at the field messages: no unhandled rejection reached the page.
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reads in English, on a desktop and on a phone', async () => {
    const desk = await openVisit(browser);
    await signIn(desk.page, 'en');
    await openRoles(desk.page);
    await rowOf(shown(desk.page), 'lawyer').getByRole('button', { name: 'Edit' }).click();
    const dialog = await openedDialog(desk.page);
    await dialog.getByRole('button', { name: 'Expand all' }).click();
    await screenshot(desk.page, 'roles-05-form-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await rowOf(shown(desk.page), 'lawyer').getByRole('button', { name: 'Users' }).click();
    await desk.page.waitForURL(/roleId=\d+/);
    const membersPath = new URL(desk.page.url()).pathname + new URL(desk.page.url()).search;
    await desk.context.close();

    const phone = await openVisit(browser, MOBILE);
    await signIn(phone.page, 'en');
    await openRoles(phone.page);
    await screenshot(phone.page, 'roles-06-mobile-en');
    await phone.page.goto(membersPath);
    await shown(phone.page)
      .locator('section[data-table-id="system-role-members"] .ant-table-row')
      .first()
      .waitFor();
    await screenshot(phone.page, 'roles-07-members-mobile-en');
    await phone.context.close();
    // Several sign-ins and screens on a shared two-core machine.
  }, 150_000);

  it('shows the roles page on a phone in Chinese', async () => {
    const phone = await openVisit(browser, MOBILE);
    await signIn(phone.page);
    await openRoles(phone.page);
    await screenshot(phone.page, 'roles-08-mobile-cn');
    await phone.context.close();
    // Several sign-ins and screens on a shared two-core machine.
  }, 150_000);
});
