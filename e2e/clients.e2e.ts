import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { signInAs } from './signed-api.ts';
import { exportWorkbook } from './workbook-export.ts';

// majunjie and zhulihua (lawyers) add the duplicates; admin merges them. No other journey signs
// them in. Each run duplicates a different seeded client (clients.seed.ts), typed in traditional
// characters as a Hong Kong colleague would.
const browser = journeyBrowser();

/** Takes the drop-down entry of a search box whose text contains `text`. */
async function pickFrom(page: Page, box: Locator, typed: string, text: string): Promise<void> {
  await box.click();
  await box.fill(typed);
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text });
  await option.first().click();
}

const heading = (page: Page) => shownPage(page).locator('.venus-clients__title');

interface Run {
  lang: 'cn' | 'en';
  viewport?: { width: number; height: number };
  lawyer: string;
  /** The seeded client duplicated, as the pickers and headings name it in this language. */
  original: string;
  typed: string;
  /** A seeded client the new one is related to, as the picker names it. */
  related: string;
  shot: string;
  text: {
    add: string;
    addContact: string;
    addRelation: string;
    duplicates: RegExp;
    sameName: string;
    save: RegExp;
    keep: string;
    merge: string;
    confirm: string;
  };
}

async function addDuplicate(run: Run): Promise<void> {
  const { page, context } = await openVisit(browser, run.viewport);
  if (run.lang === 'en') await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInAs(page, run.lawyer, { path: '/custom/list' });
  await shownPage(page).getByRole('table').first().waitFor();
  await screenshot(page, `${run.shot}-01-list`);
  await shownPage(page).getByRole('button', { name: run.text.add }).click();
  await page.waitForURL('**/clientInfo/clientAdd');
  // Typed a character at a time, as a person types: the check waits for the pause.
  await shownPage(page).locator('input[id$="_nameCn"]').pressSequentially(run.typed, { delay: 30 });
  const warning = shownPage(page).getByTestId('client-duplicates');
  await expect.poll(() => warning.textContent()).toMatch(run.text.duplicates);
  expect(await warning.textContent()).toContain(run.text.sameName);
  expect(await warning.getByRole('link').first().textContent()).toBe(run.original);
  await screenshot(page, `${run.shot}-02-duplicate-warning`);

  // A contact and a group relation go along with it.
  const form = shownPage(page);
  await form.getByRole('button', { name: run.text.addContact }).click();
  await form.locator('input[id$="_contacts_0_name"]').fill('陈嘉欣');
  await form.locator('input[id$="_contacts_0_email"]').fill('chen.jiaxin@example.hk');
  await form.getByRole('button', { name: run.text.addRelation }).click();
  await pickFrom(
    page,
    form.locator('input[id$="_relations_0_relatedClientId"]'),
    run.related.slice(0, 4),
    run.related,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${run.shot}-02b-form-filled`);

  // Saved anyway: the warning warns, it does not forbid.
  await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/hankun/client') && r.request().method() === 'POST',
    ),
    shownPage(page).getByRole('button', { name: run.text.save }).click(),
  ]);
  await page.waitForURL('**/jurisdiction/clientDetail/**');
  await expect.poll(() => heading(page).textContent()).toContain(run.typed);
  await expect
    .poll(() => shownPage(page).locator('.venus-clients__relations').textContent())
    .toContain(run.related);
  await screenshot(page, `${run.shot}-03-added-detail`);
  await context.close();
}

async function mergeAsAdmin(run: Run): Promise<void> {
  const { page, context } = await openVisit(browser, run.viewport);
  if (run.lang === 'en') await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInAs(page, 'admin', { path: '/merge/list' });
  const pickers = shownPage(page).locator('.venus-clients__merge-pickers');
  await pickFrom(page, pickers.getByLabel(run.text.keep), run.original.slice(0, 4), run.original);
  await pickFrom(page, pickers.getByLabel(run.text.merge), run.typed.slice(0, 4), run.typed);
  await expect.poll(() => shownPage(page).locator('[data-side="merge"]').textContent()).toContain(run.typed);
  await expect
    .poll(() => shownPage(page).locator('[data-side="keep"]').textContent())
    .toContain(run.original);
  // From the top: the shell's header is fixed, and a full-page shot scrolled down repeats it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${run.shot}-04-merge-compare`);

  await shownPage(page).getByRole('button', { name: run.text.confirm, exact: true }).click();
  const dialog = await openedDialog(page);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/hankun/client/merge') && r.status() === 200),
    dialog.getByRole('button', { name: run.text.confirm, exact: true }).click(),
  ]);
  await page.waitForURL('**/jurisdiction/clientDetail/**');
  await expect.poll(() => heading(page).textContent()).toContain(run.original);
  // The duplicate's names are now the kept client's former names.
  await expect
    .poll(() => shownPage(page).getByTestId('client-former-names').textContent())
    .toContain(run.typed);
  await screenshot(page, `${run.shot}-05-merged-detail`);
  await context.close();
}

const CN_TEXT = {
  add: '新增客户',
  addContact: '添加联系人',
  addRelation: '添加关联客户',
  duplicates: /发现 1 个可能重复的客户/,
  sameName: '名称相同',
  save: /^保\s?存$/,
  keep: '保留的客户',
  merge: '被合并的客户',
  confirm: '确认合并',
};

describe('a duplicate client, warned of, saved anyway and merged away', () => {
  it('on a desk, in Chinese', async () => {
    const run: Run = {
      lang: 'cn',
      lawyer: 'majunjie',
      original: '中汇商业银行股份有限公司',
      typed: '中匯商業銀行股份有限公司',
      related: '北京星河智能科技有限公司',
      shot: 'clients-desktop-cn',
      text: CN_TEXT,
    };
    await addDuplicate(run);
    await mergeAsAdmin(run);
  });

  it('on a phone, in English', async () => {
    const run: Run = {
      lang: 'en',
      viewport: { width: 390, height: 844 },
      lawyer: 'zhulihua',
      original: 'Hangzhou Qinghe Biopharma Co., Ltd.',
      typed: '杭州青禾生物醫藥股份有限公司',
      related: 'Sakura Foods Co., Ltd.',
      shot: 'clients-phone-en',
      text: {
        add: 'Add client',
        addContact: 'Add contact',
        addRelation: 'Add related client',
        duplicates: /1 existing client\(s\) may be the same/,
        sameName: 'Same name',
        save: /^Save$/,
        keep: 'Client kept',
        merge: 'Client merged',
        confirm: 'Merge',
      },
    };
    await addDuplicate(run);
    await mergeAsAdmin(run);
  });
});

describe('the client list as a workbook', () => {
  it('exports what an administrator searched, with the dictionaries’ labels', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'admin', { path: '/custom/list' });
    const panel = shownPage(page).locator('.venus-search-panel');
    await panel.getByLabel('关键字').fill('星河智能');
    await panel
      .getByRole('button')
      .filter({ hasText: /^搜\s?索$/ })
      .click();
    await expect
      .poll(() => shownPage(page).locator('.ant-pagination-total-text').textContent())
      .toBe('共 1 条');
    const { fileName, sheet } = await exportWorkbook(page, { confirmSays: '1 条记录' });
    expect(fileName).toBe('客户列表.xlsx');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('北京星河智能科技有限公司');
    expect(sheet.getRow(2).getCell(6).value).toBe('科技与互联网');
    await context.close();
  });
});
