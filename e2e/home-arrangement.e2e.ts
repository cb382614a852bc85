import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot } from './browser.ts';
import { signInAs } from './signed-api.ts';

// majunjie (a lawyer) is arranged here and by no other journey.
const USER = 'majunjie';

const browser = journeyBrowser();

async function signIn(page: Page): Promise<void> {
  await signInAs(page, USER);
}

const tileIds = (page: Page) =>
  page
    .getByTestId('quick-start')
    .locator('[data-tile]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tile')));
const cardTitles = async (page: Page) =>
  (await page.locator('.venus-home__card-title').allTextContents()).map((title) => title.trim());

async function saveArrangement(page: Page): Promise<void> {
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/index/show/setQuickShow')),
    page.getByRole('button', { name: /保\s*存/ }).click(),
  ]);
  expect(((await saved.json()) as { code: number }).code).toBe(200);
}

describe('arranging home', () => {
  it('hides and reorders quick-start tiles, and the arrangement follows the person to another browser', async () => {
    const first = await openVisit(browser);
    await signIn(first.page);
    await expect.poll(() => tileIds(first.page)).toContain('leave');
    const before = (await tileIds(first.page)) as string[];
    // The report tiles lead a lawyer's (decisions 0042, 0047); leave and overtime follow them.
    const leaveAt = before.indexOf('leave');
    expect(before.slice(leaveAt, leaveAt + 2)).toEqual(['leave', 'overtime']);

    await first.page.goto('/home/settingQuickStart');
    const list = first.page.locator('.venus-choice-list');
    await list.locator('[data-choice="leave"]').getByRole('checkbox').uncheck();
    await first.page.getByRole('button', { name: '下移 加班申请' }).click();
    await screenshot(first.page, 'home-arrange-01-quick-start');
    await saveArrangement(first.page);
    await first.context.close();

    const second = await openVisit(browser);
    await signIn(second.page);
    // Leave hidden; overtime one place down, below the next tile.
    await expect
      .poll(() => tileIds(second.page))
      .toEqual([...before.slice(0, leaveAt), before[leaveAt + 2], 'overtime', ...before.slice(leaveAt + 3)]);

    // Restoring the default brings every permitted tile back in its own order.
    await second.page.goto('/home/settingQuickStart');
    await Promise.all([
      second.page.waitForResponse((r) => r.url().includes('/index/show/setQuickShow')),
      second.page.getByRole('button', { name: /恢复默认/ }).click(),
    ]);
    await second.page.goto('/index');
    await expect.poll(() => tileIds(second.page)).toEqual(before);
    await second.context.close();
  });

  it('hides and moves home cards from the workbench settings opened on home', async () => {
    const { context, page } = await openVisit(browser);
    await signIn(page);
    await expect.poll(() => cardTitles(page)).toContain('账户信息');
    const before = await cardTitles(page);

    await page.getByRole('link', { name: '工作台设置' }).click();
    await page.waitForURL('**/home/settingWorkbench');
    await page.locator('[data-choice="account"]').getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: '上移 最近访问' }).click();
    await screenshot(page, 'home-arrange-02-workbench');
    await saveArrangement(page);

    const recent = before.indexOf('最近访问');
    expect(recent).toBeGreaterThan(0);
    const expected = [...before];
    [expected[recent - 1], expected[recent]] = [before[recent]!, before[recent - 1]!];
    await page.goto('/index');
    await expect.poll(() => cardTitles(page)).toEqual(expected.filter((title) => title !== '账户信息'));
    await screenshot(page, 'home-arrange-03-home');
    await context.close();
  });
});
