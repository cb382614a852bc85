import type { Locator, Page } from 'playwright-core';
import { openedDialog } from './browser.ts';

/** The number on the shell's pending-task badge. */
export const pendingCount = (page: Page): Promise<number> =>
  page.locator('.venus-pending-tasks [data-pending]').getAttribute('data-pending').then(Number);

/** Opens 我的待办 from the shell's badge, as staff do. */
export async function openTaskCentre(page: Page): Promise<void> {
  await page.locator('.venus-pending-tasks').click();
  await page.waitForURL('**/process/todo');
  await page.getByRole('table').first().waitFor();
}

export const taskRowOf = (page: Page, title: string): Locator =>
  page.getByRole('row').filter({ hasText: title });

/** Opens a task's drawer from its row and waits for its timeline. */
export async function openTask(page: Page, title: string): Promise<Locator> {
  await taskRowOf(page, title)
    .getByRole('button', { name: /办\s*理|Handle/ })
    .click();
  const drawer = page.locator('.ant-drawer-section').filter({ hasText: title });
  await drawer.locator('.venus-approval-timeline').waitFor();
  return drawer;
}

/** Presses a decision button in the open drawer and fills the comment in its dialog. */
export async function decide(page: Page, button: RegExp, comment: string): Promise<Locator> {
  const drawer = page.locator('.ant-drawer-section');
  await drawer.getByRole('button', { name: button }).click();
  const dialog = await openedDialog(page);
  if (comment) await dialog.getByRole('textbox').fill(comment);
  return dialog;
}
