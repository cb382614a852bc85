import { describe, expect, it } from 'vitest';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre } from './task-centre.ts';

// luoxue leads the demo firm's open lawsuit 光华传媒诉云帆网络; liuwanqing is its responsible
// partner. A party left out at intake is added; its name is a party of another case, so the
// change waits for the partner, who approves it in the task centre.
const browser = journeyBrowser();
const CASE_NAME = '光华传媒诉云帆网络著作权侵权纠纷';
const NEW_PARTY = '深圳市华强电子有限公司';
const WAIT = { timeout: 15_000 };

describe('correcting the parties of an open case (issue 27 item 9)', () => {
  it('adds a party whose name hits another case: held for the partner, written once she approves', async () => {
    const projectId = await caseIdOf(browser, CASE_NAME);
    const detailUrl = `/jurisdiction/projectDetail/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}&tabName=parties`;
    const lead = await openVisit(browser);
    await signInAs(lead.page, 'luoxue', { path: detailUrl });
    const page = shownPage(lead.page);
    await page.getByRole('tab', { name: '当事人' }).click();
    await page.getByRole('button', { name: '更正当事人' }).click();
    const dialog = await openedDialog(lead.page);
    await dialog.getByRole('button', { name: '添加当事人' }).click();
    await dialog.getByLabel('名称', { exact: true }).nth(1).fill(NEW_PARTY);
    await dialog.getByLabel('变更原因').fill('立案时漏列第三人');
    await screenshot(lead.page, 'case-parties-01-dialog');
    await Promise.all([
      lead.page.waitForResponse((r) => r.url().includes('/hankun/project/parties') && r.status() === 200),
      dialog.getByRole('button', { name: /提\s*交/ }).click(),
    ]);
    await expect
      .poll(() => lead.page.locator('.ant-message').textContent(), WAIT)
      .toContain('已提交负责合伙人复核');
    const waiting = page.getByTestId('party-change-pending');
    await expect.poll(() => waiting.textContent(), WAIT).toContain(NEW_PARTY);
    // Not written yet: the table still holds the parties of intake only.
    expect(await page.locator('.ant-table-row').filter({ hasText: NEW_PARTY }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '更正当事人' }).isDisabled()).toBe(true);
    await screenshot(lead.page, 'case-parties-02-waiting');

    const partner = await openVisit(browser);
    await signInAs(partner.page, 'liuwanqing');
    await openTaskCentre(partner.page);
    const drawer = await openTask(partner.page, NEW_PARTY);
    // She reads the change and the hits before deciding.
    await expect.poll(() => drawer.textContent(), WAIT).toContain('立案时漏列第三人');
    await expect.poll(() => drawer.locator('.venus-cases__check').count(), WAIT).toBe(1);
    await screenshot(partner.page, 'case-parties-03-partner-review');
    const approve = await decide(partner.page, /同\s*意/, '');
    await Promise.all([
      partner.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await partner.context.close();

    await lead.page.reload();
    await shownPage(lead.page).getByRole('tab', { name: '当事人' }).click();
    await expect
      .poll(() => shownPage(lead.page).locator('.ant-table-row').filter({ hasText: NEW_PARTY }).count(), WAIT)
      .toBe(1);
    expect(await shownPage(lead.page).getByTestId('party-change-pending').count()).toBe(0);
    await screenshot(lead.page, 'case-parties-04-applied');
    await lead.context.close();
  });
});
