import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { signInAs } from './signed-api.ts';

// chengpeng (administration, the intake team) checks a prospective client's name before anyone
// applies; the firm's check history lists it under his name. luoxue, a lawyer, does not see it.
const browser = journeyBrowser();
const PROSPECT = '远山新能源科技股份有限公司';

describe('the firm’s conflict-check history (spec /project/checkHistory)', () => {
  it('lists the intake team’s pre-check by person and date, and keeps it from a lawyer', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'chengpeng', { path: '/projectManagement/preCheck' });
    const precheck = shownPage(page);
    await precheck.getByPlaceholder('输入需检索的公司或个人名称').first().fill(PROSPECT);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/matchProject') && r.status() === 200),
      precheck
        .getByRole('button', { name: /检\s*索$/ })
        .first()
        .click(),
    ]);
    await precheck.getByRole('button', { name: '利冲检索记录' }).click();
    await page.waitForURL('**/project/checkHistory');
    const history = shownPage(page);
    const row = history.getByRole('row').filter({ hasText: PROSPECT });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('程鹏');
    await expect.poll(() => row.textContent()).toContain('预检（未立案）');
    await screenshot(page, 'conflict-history-01-firm');
    await context.close();

    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, 'luoxue', { path: '/project/checkHistory' });
    await lawyer.page.waitForURL('**/project/checkHistory');
    const own = shownPage(lawyer.page);
    await own.getByRole('table').first().waitFor();
    await lawyer.page.waitForLoadState('networkidle');
    expect(await own.getByRole('row').filter({ hasText: PROSPECT }).count()).toBe(0);
    await lawyer.context.close();
  });
});
