import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { pageApi, signInAs } from './signed-api.ts';

const browser = journeyBrowser();

describe('global route search', () => {
  it('finds a page by its title, opens it with Enter and offers it again as a recent search', async () => {
    const { context, page } = await openVisit(browser);
    await signInAs(page, 'admin');
    // Start from an empty history, whatever earlier runs recorded.
    await (await pageApi(page)).fetch('/hankun/history', { method: 'DELETE', params: { kind: 'route' } });
    await expect.poll(() => page.locator('.venus-sider').textContent()).toContain('系统监控');
    const searchesRecorded: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/venus-api/hankun/history')
        searchesRecorded.push(request.postData() ?? '');
    });
    await screenshot(page, 'route-search-01-header');

    const search = page.getByLabel('搜索菜单');
    await page.keyboard.press('Control+K');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    await search.pressSequentially('登录');
    const results = page.getByRole('listbox');
    const option = page.locator('.venus-route-search__option').first();
    await expect.poll(() => option.textContent()).toContain('系统监控 / 登录日志');
    expect(await option.textContent()).toContain('/monitor/logininfor');
    await screenshot(page, 'route-search-02-results');

    // Enter opens the best match (the highlighted one when the list shows it), once: one page
    // opened, one search remembered.
    expect(await search.inputValue()).toBe('登录');
    await search.press('Enter');
    await page.waitForURL('**/monitor/logininfor');
    await expect.poll(() => shownPage(page).locator('.ant-table-tbody').textContent()).toContain('admin');
    expect(await search.inputValue()).toBe('');
    expect(searchesRecorded).toHaveLength(1);
    expect(searchesRecorded[0]).toContain('/monitor/logininfor');

    const popup = page.locator('.venus-route-search__popup');
    // Shown, not only in the page: a closed list keeps its text, and "暂无最近搜索" (none yet)
    // holds "最近搜索" too.
    const recentGroup = popup.locator('.venus-route-search__group', { hasText: '最近搜索' });
    // In two full CI runs (2026-11-26) the list had closed and the box lost its focus by the time
    // the clear button was clicked, after the 270-odd sign-ins of the journeys before; not seen
    // alone, even with as many sign-ins. A person whose list closed opens it again; the cause is
    // still open.
    const openRecent = async () => {
      if (await recentGroup.isVisible()) return;
      await search.click();
      const shown = await recentGroup.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) await search.click();
      await recentGroup.waitFor();
    };
    await openRecent();
    await popup.getByText('系统监控 / 登录日志').waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    await screenshot(page, 'route-search-03-recent');

    await openRecent();
    await popup.getByRole('button', { name: '清除' }).click();
    await expect.poll(() => popup.textContent()).toContain('暂无最近搜索');
    await context.close();
  });

  it('finds no page a lawyer has no permission for', async () => {
    const { context, page } = await openVisit(browser);
    await signInAs(page, 'sunyue');
    // A lawyer's menu holds the workbench only: no log page is theirs to find.
    await expect.poll(() => page.locator('.venus-sider').textContent()).toContain('工作台');
    const search = page.getByLabel('搜索菜单');
    await search.click();
    await search.pressSequentially('日志');
    const popup = page.locator('.venus-route-search__popup');
    await expect.poll(() => popup.textContent()).toContain('没有匹配的菜单');
    expect(await page.locator('.venus-route-search__option').count()).toBe(0);
    await screenshot(page, 'route-search-04-no-permission');
    await context.close();
  });
});
