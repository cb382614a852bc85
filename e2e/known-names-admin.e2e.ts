import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { signInAs } from './signed-api.ts';

// The administrator records a short name of a demo client nobody would guess from its name (its
// English initials); the next pre-check of that short name finds the client, in both languages.
const browser = journeyBrowser();
const CLIENT = '北京星河智能科技有限公司';
const ALIAS = 'BXIT';

async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, 'admin');
}

async function preCheck(page: Page, name: string, run: RegExp) {
  await page.goto('/projectManagement/preCheck');
  const precheck = shownPage(page);
  await precheck.locator('.venus-cases__precheck-name input').first().fill(name);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/matchProject') && r.status() === 200),
    precheck.getByRole('button', { name: run }).first().click(),
  ]);
  return precheck;
}

describe('well-known names (系统管理 › 知名名称词典)', () => {
  it('an alias the administrator adds is found by the next conflict check, said why in both languages', async () => {
    const { page } = await openVisit(browser);
    await signInAsAdmin(page);
    await page.goto('/system/knownName');
    const list = shownPage(page);
    // The seeded companies are there, with the list each came from.
    const icbc = list.getByRole('row').filter({ hasText: '中国工商银行股份有限公司' });
    await expect.poll(() => icbc.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => icbc.textContent()).toContain('《财富》世界500强');
    await screenshot(page, 'known-names-01-list');

    await list.getByRole('button', { name: '新增公司' }).click();
    let dialog = await openedDialog(page);
    await dialog.getByLabel('名称', { exact: true }).fill(CLIENT);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // One name links nothing: refused before it is sent.
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').first().textContent())
      .toContain('至少需要两个名称');
    await dialog.getByLabel('名称', { exact: true }).fill(`${CLIENT}\nICBC`);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // A name another company already goes by: the server says whose.
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('中国工商银行股份有限公司');
    await dialog.getByLabel('名称', { exact: true }).fill(`${CLIENT}\n${ALIAS}`);
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/system/knownName') && r.status() === 200,
      ),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await dialog.waitFor({ state: 'hidden' });
    await list.getByRole('textbox', { name: '名称（任一）' }).fill(ALIAS);
    await list.getByRole('button', { name: 'search 搜索' }).click();
    await expect.poll(() => list.getByText('共 1 条').count()).toBe(1);
    const added = list.getByRole('row').filter({ hasText: CLIENT });
    await expect.poll(() => added.count()).toBe(1);
    await expect.poll(() => added.textContent()).toContain('本所添加');
    await screenshot(page, 'known-names-02-added');

    // Saved: still there after a reload, opened again in the dialog with both names.
    await page.reload();
    await shownPage(page).getByRole('textbox', { name: '名称（任一）' }).fill(ALIAS);
    await shownPage(page).getByRole('button', { name: 'search 搜索' }).click();
    const saved = shownPage(page).getByRole('row').filter({ hasText: CLIENT });
    await expect.poll(() => saved.count()).toBe(1);
    await saved.getByRole('button', { name: /修\s*改/ }).click();
    dialog = await openedDialog(page);
    expect(await dialog.getByLabel('名称', { exact: true }).inputValue()).toBe(`${CLIENT}\n${ALIAS}`);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    const hit = (await preCheck(page, ALIAS, /检\s*索$/))
      .locator('.venus-cases__hits')
      .getByRole('row')
      .filter({ hasText: CLIENT });
    await expect.poll(() => hit.count(), { timeout: 10_000 }).toBe(1);
    // Graded, and said to come through the dictionary entry.
    await expect.poll(() => hit.locator('[data-grade]').getAttribute('data-grade')).toBe('alias');
    await expect.poll(() => hit.textContent()).toContain(`知名名称词典：“${ALIAS}”与“${CLIENT}”为同一公司`);
    // Not said to be spelt as searched: the searched name is the short one.
    expect(await hit.textContent()).not.toContain('与检索名称一字不差');
    await screenshot(page, 'known-names-03-hit-cn');

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    const hitEn = (await preCheck(page, ALIAS, /Check$/))
      .locator('.venus-cases__hits')
      .getByRole('row')
      .filter({ hasText: CLIENT });
    await expect.poll(() => hitEn.count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => hitEn.textContent())
      .toContain(`Well-known names: “${ALIAS}” and “${CLIENT}” are one company`);
    await screenshot(page, 'known-names-04-hit-en');
  });

  it('reads in English on a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAsAdmin(visit.page);
    await visit.page.goto('/system/knownName');
    const row = shownPage(visit.page).getByText('Industrial and Commercial Bank of China Limited').first();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => shownPage(visit.page).textContent()).toContain('Fortune Global 500');
    await screenshot(visit.page, 'known-names-05-mobile-en');
    await visit.context.close();
  });
});
