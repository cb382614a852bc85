import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openedPopconfirm, shownPage } from './browser.ts';

/** A claim's or a daily expense's page (they share one view, decision 0038). */
export const expensePage = (page: Page): Locator => shownPage(page).locator('.venus-expenses--detail');

/**
 * Picks an option of a select as a person does: opens it, types to narrow it if asked, clicks it,
 * and looks that the box now shows it. A line just added can still re-render, or its options still
 * arrive, as the click lands (CI once kept "请选择费用类型" after the pick): then pick it again.
 */
export async function pickOption(page: Page, box: Locator, text: string, typed?: string): Promise<void> {
  const select = box.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const shows = async () =>
    (await select.locator('.ant-select-content, .ant-select-selection-item').allTextContents())
      .join(' ')
      .includes(text);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await box.click();
    if (typed) await box.fill(typed);
    // This select's own list (the open box names it), not one of another select still fading out.
    const list = await box.getAttribute('aria-controls');
    const dropdown = list
      ? page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) })
      : page.locator('.ant-select-dropdown:visible');
    await dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
    const picked = await expect
      .poll(shows, { timeout: 5_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (picked) return;
  }
  throw new Error(`the select did not keep the option "${text}"`);
}

/** Presses an action of the expense's page and its Popconfirm, and waits for the server's answer. */
export async function confirmExpenseAction(page: Page, name: string, path: string) {
  await expensePage(page).getByRole('button', { name }).click();
  const confirm = await openedPopconfirm(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path)),
    confirm.getByRole('button', { name }).click(),
  ]);
  return response;
}
