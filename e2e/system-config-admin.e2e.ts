import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot } from './browser.ts';
import { signInAs } from './signed-api.ts';

// Only the administrator edits settings; the keys this journey adds are its own.
const browser = journeyBrowser();

async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, 'admin');
}

const rowOf = (page: Page, key: string) => page.getByRole('row').filter({ hasText: key });

describe('settings', () => {
  it('adds, edits and deletes a setting; a built-in one offers no delete and keeps its key', async () => {
    const { page } = await openVisit(browser);
    await signInAsAdmin(page);
    await page.goto('/system/config');
    await expect.poll(() => rowOf(page, 'file-size-limit').count(), { timeout: 10_000 }).toBe(1);
    const builtin = rowOf(page, 'file-size-limit');
    expect(await builtin.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
    await screenshot(page, 'system-config-01-list');

    await builtin.getByRole('button', { name: /修\s*改/ }).click();
    let dialog = await openedDialog(page);
    expect(await dialog.getByLabel('参数键名').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    await page.getByRole('button', { name: '新增参数' }).click();
    dialog = await openedDialog(page);
    await dialog.getByLabel('参数名称').fill('演示开关');
    await dialog.getByLabel('参数键名').fill('file-size-limit');
    await dialog.getByLabel('参数键值').fill('{"enabled":true}');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // The server refuses a key in use; the dialog stays with what was typed.
    await expect
      .poll(() => page.locator('.ant-message, .ant-form-item-explain-error').first().textContent())
      .toContain('已存在');
    await dialog.getByLabel('参数键名').fill('venus.demo.switch');
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/system/config') && r.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    // Thirty-odd settings fill more than a page: the administrator looks the new one up by its key.
    await dialog.waitFor({ state: 'hidden' });
    const keyFilter = page.getByRole('textbox', { name: '参数键名' });
    await keyFilter.fill('venus.demo.switch');
    await keyFilter.press('Enter');
    await expect.poll(() => rowOf(page, 'venus.demo.switch').count()).toBe(1);

    await rowOf(page, 'venus.demo.switch')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    dialog = await openedDialog(page);
    await dialog.getByLabel('参数键值').fill('{"enabled":false}');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => rowOf(page, 'venus.demo.switch').textContent()).toContain('"enabled":false');

    await rowOf(page, 'venus.demo.switch')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    const confirm = await openedDialog(page);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(() => rowOf(page, 'venus.demo.switch').count()).toBe(0);
  });

  it('reads in English on a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAsAdmin(visit.page);
    await visit.page.goto('/system/config');
    await expect.poll(() => rowOf(visit.page, 'file-size-limit').count(), { timeout: 10_000 }).toBe(1);
    // Seeded names read in the reader's language (issue 27 item 4).
    await expect
      .poll(() => rowOf(visit.page, 'file-size-limit').textContent())
      .toContain('Upload size limit (MB)');
    await screenshot(visit.page, 'system-config-02-mobile-en');
    await visit.context.close();
  });
});
