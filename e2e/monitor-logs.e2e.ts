import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { pageApi, signInAs } from './signed-api.ts';

// The administrator reads the firm's logs; the rows come from the journey's own sign-ins and from
// the seeding of the demo firm.
const browser = journeyBrowser();

describe('the audit and sign-in logs', () => {
  it('filters the audit log by what was changed and shows a change before and after', async () => {
    const { context, page } = await openVisit(browser);
    await signInAs(page, 'admin');
    // A change of the administrator's own, so the log holds a row with a snapshot whatever ran before.
    const api = await pageApi(page);
    const made = await api.fetch('/hankun/shortcut', {
      method: 'POST',
      data: {
        menuName: '审计演示',
        searchContent: {},
        type: 'monitor/operlog/index',
        path: '/monitor/operlog',
      },
    });
    expect(((await made.json()) as { code: number }).code).toBe(200);
    await page.goto('/monitor/operlog');
    const list = shownPage(page);
    await list.getByRole('table').first().waitFor();
    const entity = list.getByLabel('操作对象');
    await entity.click();
    await entity.fill('快捷');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^快捷方式$/ })
      .click();
    await list.getByRole('button', { name: /(^|\s)搜\s?索$/ }).click();
    const rows = list.locator('.ant-table-tbody tr.ant-table-row');
    // The unfiltered rows stay on screen until the search answers: read them once they are the
    // filtered ones (a CI run read the old page when other journeys had written to this log).
    await expect
      .poll(
        async () =>
          new Set(await rows.evaluateAll((nodes) => nodes.map((row) => row.children[3]?.textContent))),
      )
      .toEqual(new Set(['快捷方式']));
    await screenshot(page, 'monitor-01-audit-log-cn');

    const withChanges = rows.filter({ has: page.getByRole('button', { name: '查看变更' }) }).first();
    await withChanges.getByRole('button', { name: '查看变更' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await expect.poll(() => drawer.textContent()).toContain('变更前');
    await expect.poll(() => drawer.textContent()).toContain('变更后');
    await expect.poll(() => drawer.textContent()).toContain('审计演示');
    await screenshot(page, 'monitor-02-audit-changes-cn');
    await context.close();
  });

  it('reads in English on a phone, the sign-in log included', async () => {
    const { context, page } = await openVisit(browser, { width: 390, height: 844 });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, 'admin', { path: '/monitor/operlog' });
    await shownPage(page).getByRole('table').first().waitFor();
    await expect
      .poll(() => shownPage(page).getByRole('button', { name: 'Search conditions' }).count())
      .toBe(1);
    await screenshot(page, 'monitor-03-audit-log-phone-en');
    await page.goto('/monitor/logininfor');
    const rows = shownPage(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => rows.first().textContent()).toContain('admin');
    await screenshot(page, 'monitor-04-login-log-phone-en');
    await context.close();
  });
});
