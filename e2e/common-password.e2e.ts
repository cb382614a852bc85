import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, openVisit, screenshot } from './browser.ts';

const browser = journeyBrowser();

/**
 * ASVS 6.2.4 as staff meet it: `Password1` passes the form's character-class rule, so only the
 * server's common-password check stops it, and the administrator reads why in their language.
 */
async function resetWithCommonPassword(lang: 'cn' | 'en', viewport?: { width: number; height: number }) {
  const { context, page } = await openVisit(browser, viewport);
  if (lang === 'en') await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/login');
  await fillSignIn(page, 'admin', DEMO_PASSWORD);
  await page.waitForURL('**/index');
  await page.goto('/system/user');
  const row = page.locator('.ant-table-row', { hasText: 'wangjianguo' });
  await row.waitFor();
  const reset = lang === 'cn' ? '重置密码' : 'Reset password';
  if (viewport) {
    // On a phone the row's actions sit behind its menu.
    await row.locator('button').last().click();
    await page.getByRole('menuitem', { name: reset }).click();
  } else {
    await row.getByText(reset).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(lang === 'cn' ? '新密码' : 'New password').fill('Password1');
  await dialog.getByRole('button', { name: lang === 'cn' ? /确\s*定/ : /^(OK|Confirm)$/ }).click();
  return { context, page, dialog };
}

describe('common passwords', () => {
  it('refuses a common password in an administrator’s reset, saying why', async () => {
    const { context, page, dialog } = await resetWithCommonPassword('cn');
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('该密码过于常见');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'common-password-01-reset-cn');
    await context.close();
  });

  it('says so in English on a phone', async () => {
    const { context, page } = await resetWithCommonPassword('en', { width: 390, height: 844 });
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('too common');
    await screenshot(page, 'common-password-02-reset-en-phone');
    await context.close();
  });
});
