import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre, pendingCount } from './task-centre.ts';

// luoxue (IP lawyer) asks for leave; liuwanqing heads the IP group; dujuan is HR. No other
// journey uses them. The leave falls in March of next year, clear of public holidays, so the
// balance is next year's: 10 days plus the 5 carried over.
const browser = journeyBrowser();

const YEAR = new Date().getFullYear() + 1;
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const secondMondayOfMarch = (() => {
  const day = new Date(YEAR, 2, 8);
  while (day.getDay() !== 1) day.setDate(day.getDate() + 1);
  return day;
})();
const dayAfter = (days: number) => {
  const day = new Date(secondMondayOfMarch);
  day.setDate(day.getDate() + days);
  return iso(day);
};
const MONDAY = iso(secondMondayOfMarch);
const TUESDAY = dayAfter(1);
const WEDNESDAY = dayAfter(2);
const TITLE = '罗雪的年假申请';

async function pickDate(page: Page, label: RegExp, day: string): Promise<void> {
  const input = shownPage(page).getByLabel(label);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(day);
}

const balanceFigure = (page: Page) =>
  shownPage(page)
    .locator('.venus-leave__balance .ant-statistic')
    .first()
    .locator('.ant-statistic-content-value');

describe('a leave request from the lawyer to HR', () => {
  it('is filed, sent back by the group head, amended, approved by head and HR, and spends the balance', async () => {
    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, 'luoxue');
    await lawyer.page.getByTestId('quick-start').locator('[data-tile="leave"]').click();
    await lawyer.page.waitForURL('**/leave/leaveEdit');
    await pickDate(lawyer.page, /^开始日期$/, MONDAY);
    await pickDate(lawyer.page, /^结束日期$/, WEDNESDAY);
    await expect
      .poll(() => shownPage(lawyer.page).locator('.venus-leave__days').textContent())
      .toBe('按节假日日历计：3 个工作日');
    await expect.poll(() => balanceFigure(lawyer.page).textContent()).toBe('15');
    await shownPage(lawyer.page).getByLabel('事由').fill('参加家人婚礼');
    await screenshot(lawyer.page, 'leave-01-request');
    await Promise.all([
      lawyer.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/hankun/leave')),
      shownPage(lawyer.page).getByRole('button', { name: '提交审批' }).click(),
    ]);
    await lawyer.page.waitForURL('**/leave/leaveDetail/**');
    await expect
      .poll(() => shownPage(lawyer.page).locator('.ant-tag').filter({ hasText: '审批中' }).count())
      .toBe(1);

    const head = await openVisit(browser);
    await signInAs(head.page, 'liuwanqing');
    await expect.poll(() => pendingCount(head.page)).toBe(1);
    await openTaskCentre(head.page);
    let drawer = await openTask(head.page, TITLE);
    // The task shows the request itself, not only its title.
    const record = drawer.locator('.venus-approval-panel__record');
    await expect.poll(() => record.textContent()).toContain('年假');
    await expect.poll(() => record.textContent()).toContain('3 天');
    await screenshot(head.page, 'leave-02-head-drawer');
    const sendBack = await decide(head.page, /退\s*回/, '三月中旬有庭审，请缩短为两天');
    await Promise.all([
      head.page.waitForResponse((r) => r.url().includes('/sendBack') && r.status() === 200),
      sendBack.getByRole('button', { name: /退\s*回/ }).click(),
    ]);
    await head.page.keyboard.press('Escape');

    await lawyer.page.reload();
    await expect
      .poll(() => shownPage(lawyer.page).locator('.ant-tag').filter({ hasText: '已退回' }).count())
      .toBe(1);
    await expect
      .poll(() => shownPage(lawyer.page).locator('.venus-approval-timeline').textContent())
      .toContain('三月中旬有庭审，请缩短为两天');
    await shownPage(lawyer.page).getByRole('button', { name: '修改并重新提交' }).click();
    await lawyer.page.waitForURL('**/leave/leaveEdit?id=*');
    await expect
      .poll(() =>
        shownPage(lawyer.page)
          .getByLabel(/^结束日期$/)
          .inputValue(),
      )
      .toBe(WEDNESDAY);
    await pickDate(lawyer.page, /^结束日期$/, TUESDAY);
    await expect
      .poll(() => shownPage(lawyer.page).locator('.venus-leave__days').textContent())
      .toBe('按节假日日历计：2 个工作日');
    await shownPage(lawyer.page).getByLabel('修改说明').fill('已改为两天');
    await Promise.all([
      lawyer.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/hankun/leave')),
      shownPage(lawyer.page).getByRole('button', { name: '修改后重新提交' }).click(),
    ]);
    await lawyer.page.waitForURL('**/leave/leaveDetail/**');

    await head.page.reload();
    await head.page.getByRole('table').first().waitFor();
    drawer = await openTask(head.page, TITLE);
    await expect.poll(() => drawer.locator('.venus-approval-panel__record').textContent()).toContain('2 天');
    const approve = await decide(head.page, /同\s*意/, '');
    await Promise.all([
      head.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    await head.context.close();

    const hr = await openVisit(browser);
    await signInAs(hr.page, 'dujuan');
    await openTaskCentre(hr.page);
    const hrDrawer = await openTask(hr.page, TITLE);
    const hrApprove = await decide(hr.page, /同\s*意/, '');
    await Promise.all([
      hr.page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      hrApprove.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    // The drawer's header and the request inside it both read the decision.
    await expect.poll(() => hrDrawer.locator('.ant-tag').filter({ hasText: '已通过' }).count()).toBe(2);
    // The request inside the drawer reads the decision too, not the state before it.
    await expect
      .poll(() => hrDrawer.locator('.venus-approval-panel__record .ant-tag').textContent())
      .toBe('已通过');
    await screenshot(hr.page, 'leave-02b-hr-drawer-after-approval');

    // HR's own page lists it among everyone's leave.
    await hr.page.goto('/system/leave');
    await expect
      .poll(() => shownPage(hr.page).getByRole('row').filter({ hasText: '罗雪' }).textContent())
      .toContain('已通过');
    await screenshot(hr.page, 'leave-03-hr-page');
    await hr.context.close();

    await lawyer.page.reload();
    await expect
      .poll(() => shownPage(lawyer.page).locator('.ant-tag').filter({ hasText: '已通过' }).count())
      .toBe(1);
    const timeline = shownPage(lawyer.page).locator('.venus-approval-timeline');
    await expect.poll(() => timeline.textContent()).toContain('已改为两天');
    await expect.poll(() => timeline.textContent()).toContain('杜娟');
    await screenshot(lawyer.page, 'leave-04-approved-detail');

    // Next year's balance: 15 less the 2 days taken.
    await lawyer.page.goto('/leave/leaveEdit');
    await pickDate(lawyer.page, /^开始日期$/, dayAfter(14));
    await expect.poll(() => balanceFigure(lawyer.page).textContent()).toBe('13');
    await lawyer.context.close();
  });

  it('reads in English and fits a phone', async () => {
    const visit = await openVisit(browser, { width: 390, height: 844 });
    await visit.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(visit.page, 'luoxue', { path: '/leave/myLeave' });
    await expect
      .poll(() => shownPage(visit.page).getByRole('row').filter({ hasText: MONDAY }).textContent())
      .toContain('Approved');
    await screenshot(visit.page, 'leave-05-my-leave-phone-en');
    await visit.page.goto('/leave/leaveEdit');
    await visit.page.getByText('Leave request').first().waitFor();
    await screenshot(visit.page, 'leave-06-request-phone-en');
    await visit.context.close();
  });
});
