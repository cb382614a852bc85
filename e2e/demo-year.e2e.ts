import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, screenshot, shownPage } from './browser.ts';
import { demoYearServer } from './demo-year-server.ts';
import { pendingCount } from './task-centre.ts';

// The main lists as the demo firm's people see them after a first start: a year of work, not
// a handful of rows. A server of its own carries the year; the other journeys keep the base firm.
const browser = journeyBrowser({ clearFailures: false });
const baseUrl = demoYearServer();
const WAIT = { timeout: 30_000 };

async function signedIn(user: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await (browser as Browser).newContext({ baseURL: baseUrl(), viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/login');
  await fillSignIn(page, user, DEMO_PASSWORD);
  await page.waitForURL('**/index');
  return page;
}

/** The list's "共 N 条" under its table: how many records the person may page through. */
async function listTotal(page: Page): Promise<number> {
  const text = await shownPage(page).locator('.ant-pagination-total-text').first().textContent();
  return Number(/(\d[\d,]*)/.exec(text ?? '')?.[1]?.replaceAll(',', '') ?? 0);
}

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await shownPage(page).locator('.ant-table-row').first().waitFor(WAIT);
}

describe('the demo firm after a first start', () => {
  it('shows the partner full lists: cases, clients, work waiting in the task centre, time to review, leave', async () => {
    const page = await signedIn('wangjianguo');
    await expect.poll(() => pendingCount(page), WAIT).toBeGreaterThan(5);

    await openList(page, '/project/management');
    expect(await listTotal(page)).toBeGreaterThanOrEqual(15);
    await screenshot(page, 'demo-year-01-partner-my-cases');

    await openList(page, '/custom/list');
    expect(await listTotal(page)).toBe(60);
    await screenshot(page, 'demo-year-02-partner-clients');

    await openList(page, '/process/todo');
    const tasks = shownPage(page).locator('.ant-table-row');
    expect(await tasks.count()).toBeGreaterThan(5);
    const titles = (await tasks.allTextContents()).join('\n');
    // Time to confirm and leave to approve, as a group head's week brings them.
    expect(titles).toMatch(/工时/);
    expect(titles).toMatch(/请假|年假|病假|事假/);
    await screenshot(page, 'demo-year-03-partner-task-centre');

    await openList(page, '/worklog/relateWorklog');
    expect(await listTotal(page)).toBeGreaterThan(20);
    await screenshot(page, 'demo-year-04-partner-time-to-review');

    await openList(page, '/leave/myLeave');
    expect(await listTotal(page)).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'demo-year-05-partner-leave');
    await page.context().close();
  });

  it('shows the lawyer a year of her own time, her cases, her leave and what waits on others', async () => {
    const page = await signedIn('sunyue');
    // This week's drafts (the year ends yesterday), and last week's time sent to the partners.
    await page.goto('/worklog/myWorklog');
    const weekTotal = () => shownPage(page).getByTestId('week-total-hours').textContent().then(Number);
    await expect.poll(weekTotal, WAIT).toBeGreaterThan(0);
    await screenshot(page, 'demo-year-06-lawyer-my-time-this-week');
    await shownPage(page).getByRole('button', { name: '上一周' }).click();
    await expect.poll(weekTotal, WAIT).toBeGreaterThan(20);
    await screenshot(page, 'demo-year-06-lawyer-my-time-last-week');

    await openList(page, '/project/management');
    expect(await listTotal(page)).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'demo-year-07-lawyer-my-cases');

    await openList(page, '/leave/myLeave');
    expect(await listTotal(page)).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'demo-year-08-lawyer-leave');

    // Time her partner handed her to confirm, on a case she leads.
    await expect.poll(() => pendingCount(page), WAIT).toBeGreaterThan(0);
    await openList(page, '/process/todo');
    expect((await shownPage(page).locator('.ant-table-row').allTextContents()).join('\n')).toMatch(/工时/);
    await screenshot(page, 'demo-year-09-lawyer-task-centre');
    await page.context().close();
  });

  it('gives the administrator cases to open and HR leave to approve', async () => {
    const admin = await signedIn('admin');
    await openList(admin, '/project/listAll');
    expect(await listTotal(admin)).toBeGreaterThanOrEqual(140);
    await screenshot(admin, 'demo-year-10-admin-all-cases');
    await expect.poll(() => pendingCount(admin), WAIT).toBeGreaterThan(0);
    await admin.context().close();

    const hr = await signedIn('panling');
    await expect.poll(() => pendingCount(hr), WAIT).toBeGreaterThan(0);
    await openList(hr, '/system/leave');
    expect(await listTotal(hr)).toBeGreaterThan(100);
    await screenshot(hr, 'demo-year-11-hr-leave');
    await hr.context().close();
  });

  it('shows finance receipts fully, partly and not allocated, and receivables aged', async () => {
    const finance = await signedIn('lvjianhua');
    await openList(finance, '/bill/billReceiptView');
    const states = shownPage(finance).locator('.venus-receipts [data-allocation]');
    await expect
      .poll(
        async () =>
          new Set(await states.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-allocation')))),
        WAIT,
      )
      .toEqual(new Set(['none', 'partly', 'full']));
    await screenshot(finance, 'demo-year-12-finance-receipts');
    await openList(finance, '/bill/receivables');
    await expect
      .poll(() => shownPage(finance).locator('.venus-receivables__total[data-currency="CNY"]').count(), WAIT)
      .toBe(1);
    await screenshot(finance, 'demo-year-13-finance-receivables');
    await finance.context().close();
  });
});
