import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot } from './browser.ts';
import { signInAs } from './signed-api.ts';

// The administrator adds a dictionary of this journey's own and edits only it.
const browser = journeyBrowser();

async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, 'admin');
}

const rowOf = (scope: Page | ReturnType<Page['locator']>, text: string) =>
  scope.getByRole('row').filter({ hasText: text });

describe('dictionaries', () => {
  it('adds a dictionary, fills its options (value and order given by the server), and opens straight on it by rootDictCode', async () => {
    const { page } = await openVisit(browser);
    await signInAsAdmin(page);
    await page.goto('/system/dict');
    await expect.poll(() => rowOf(page, 'sys_user_sex').count(), { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: '新增字典' }).click();
    let dialog = await openedDialog(page);
    await dialog.getByLabel('字典名称').fill('会议室');
    await dialog.getByLabel('字典编码').fill('Meeting Room');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').first().textContent())
      .toContain('格式不正确');
    await dialog.getByLabel('字典编码').fill('meeting_room');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/system/dict/type') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    // Found among the firm's many dictionaries by its code.
    await page.getByRole('textbox', { name: '字典编码', exact: true }).fill('meeting');
    await page.getByRole('textbox', { name: '字典编码', exact: true }).press('Enter');
    await expect.poll(() => rowOf(page, 'meeting_room').count()).toBe(1);

    await page.goto('/system/dict?rootDictCode=meeting_room');
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: 'meeting_room' });
    await drawer.getByRole('button', { name: '新增选项' }).waitFor();
    for (const [label, labelEn] of [
      ['一号会议室', 'Room 1'],
      ['二号会议室', 'Room 2'],
    ] as const) {
      await drawer.getByRole('button', { name: '新增选项' }).click();
      dialog = await openedDialog(page);
      await dialog.getByLabel('中文名称').fill(label);
      await dialog.getByLabel('英文名称').fill(labelEn);
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => rowOf(drawer, label).count()).toBe(1);
    }
    // Value and order left empty: the server numbered them 1 and 2.
    await expect
      .poll(() => rowOf(drawer, '二号会议室').locator('td').allTextContents())
      .toEqual(expect.arrayContaining(['二号会议室', 'Room 2', '2']));
    await screenshot(page, 'dictionaries-01-options');

    await rowOf(drawer, '一号会议室')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    dialog = await openedDialog(page);
    await dialog.getByLabel('中文名称').fill('一号大会议室');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => rowOf(drawer, '一号大会议室').count()).toBe(1);

    await rowOf(drawer, '二号会议室')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    const confirm = await openedDialog(page);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(() => rowOf(drawer, '二号会议室').count()).toBe(0);
  });

  it('reads in English on a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAsAdmin(visit.page);
    await visit.page.goto('/system/dict');
    await expect.poll(() => rowOf(visit.page, 'sys_user_sex').count(), { timeout: 10_000 }).toBe(1);
    // Seeded names read in the reader's language (issue 27 item 4).
    await expect.poll(() => rowOf(visit.page, 'sys_user_sex').textContent()).toContain('Gender');
    await screenshot(visit.page, 'dictionaries-02-mobile-en');
    await visit.context.close();
  });
});
