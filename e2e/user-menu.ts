import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openedDialog } from './browser.ts';

/**
 * Clicks an item of the dropdown that has just opened, once its entry animation has finished
 * (a menu still sliding in would move under the pointer; one fading out would swallow the click).
 */
export async function clickMenuItem(page: Page, name: string | RegExp): Promise<void> {
  const opened = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .filter({ has: page.getByRole('menuitem', { name }) })
    .last();
  await expect
    .poll(() => opened.evaluate((el) => !/-appear|-enter|-leave/.test(el.className)), { timeout: 10_000 })
    .toBe(true);
  await opened.getByRole('menuitem', { name }).click();
}

/** Waits until no dropdown is showing, so the next one opened is the only one. */
export const noDropdownShown = (page: Page) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').first().waitFor({ state: 'hidden' });

/** Opens the header's user menu and chooses one of its items. */
export async function openUserMenuItem(page: Page, item: string | RegExp): Promise<void> {
  await noDropdownShown(page);
  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
  await clickMenuItem(page, item);
}

/** Signs out from the user menu, confirming the question, and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await openUserMenuItem(page, /退出登录|Log out/);
  await (await openedDialog(page)).getByRole('button', { name: /^(确\s?定|OK|Confirm)$/ }).click();
  await page.waitForURL('**/login**');
}
