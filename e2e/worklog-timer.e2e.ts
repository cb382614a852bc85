import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit } from './browser.ts';
import { demoDatabase } from './demo-database.ts';
import { signInAs } from './signed-api.ts';

// guojing leads 星河智能B轮融资. A timer needs a minute on the clock before it makes an entry: the
// journey runs it for real while the other tab and the sidebar are tried, then moves its start
// back in the database instead of waiting out the minute.
const browser = journeyBrowser();
const CASE = '星河智能B轮融资';
const NARRATIVE = '审阅B轮投资协议并与客户电话沟通';
const SHOTS = '/tmp/venus-worklog-timer';

const dock = (page: Page) => page.getByTestId('float-timer');
const badge = (page: Page) => dock(page).locator('.venus-float-timer__badge');
const floatButton = (page: Page) => dock(page).getByRole('button', { name: '计时器', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: '计时器', exact: true });
const card = (page: Page): Locator => panel(page).locator('.venus-timer-card');

/** H:MM:SS as seconds. */
const secondsOf = (text: string | null) => {
  const [h = 0, m = 0, s = 0] = (text ?? '').split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

async function openPanel(page: Page): Promise<void> {
  await floatButton(page).click();
  await panel(page).waitFor();
}

/** Whether two boxes share any pixel. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function socketOpen(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.liveSocket)).toBe('open');
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const siderCollapsed = (page: Page) =>
  page
    .locator('.venus-sider')
    .getAttribute('class')
    .then((names) => (names ?? '').includes('ant-layout-sider-collapsed'));

describe('the floating timer', () => {
  it('runs across a reload and a second browser, pauses there, and stops into a draft entry', async () => {
    const desk = await openVisit(browser);
    const { page } = desk;
    await signInAs(page, 'guojing');
    await socketOpen(page);
    expect(await badge(page).count()).toBe(0);

    // The button shows a timer and covers no control: on a list, the page-size selector and the
    // pager end above it (issue 27 item 2).
    await page.goto('/project/management/My%20cases');
    const sizeChanger = page.locator('.venus-page:not([hidden]) .ant-pagination-options').first();
    await sizeChanger.waitFor();
    await shoot(page, '00-list-pager-clear-of-button');
    const [sizeBox, pagerBox, buttonBox] = await Promise.all([
      sizeChanger.boundingBox(),
      page.locator('.venus-page:not([hidden]) .ant-pagination').first().boundingBox(),
      floatButton(page).boundingBox(),
    ]);
    expect(overlaps(sizeBox!, buttonBox!)).toBe(false);
    expect(overlaps(pagerBox!, buttonBox!)).toBe(false);

    // A click, however short, does what the button shows: it opens the timers, and the sidebar
    // stays as it was.
    const before = await siderCollapsed(page);
    await floatButton(page).click({ delay: 20 });
    await panel(page).waitFor();
    expect(await siderCollapsed(page)).toBe(before);
    await floatButton(page).click();
    await expect.poll(() => panel(page).count()).toBe(0);

    // Start a timer, then say what it is for.
    await openPanel(page);
    await shoot(page, '01-panel-empty');
    await panel(page).getByRole('button', { name: '开始新计时' }).click();
    await expect.poll(() => card(page).getAttribute('data-state')).toBe('running');
    const box = card(page).getByRole('combobox', { name: '案件' });
    await box.click();
    const searched = page.waitForResponse((r) =>
      new URL(r.url()).pathname.endsWith('/hankun/project/selectList'),
    );
    await box.fill('星河智能B轮');
    await searched;
    // The choice is saved on the server at once (another tab sees it), not when the panel closes.
    const caseSaved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/hankun/worklog/timer'),
    );
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CASE }).click();
    expect((await caseSaved).ok()).toBe(true);
    await expect.poll(() => card(page).getAttribute('aria-label')).toBe(`计时器：${CASE}`);
    await card(page).getByLabel('工作描述').fill(NARRATIVE);
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/hankun/worklog/timer'),
      ),
      panel(page).getByRole('heading').click(),
    ]);
    const elapsed = card(page).locator('.venus-timer-card__elapsed');
    const firstReading = secondsOf(await elapsed.textContent());
    await expect.poll(async () => secondsOf(await elapsed.textContent())).toBeGreaterThan(firstReading);
    await shoot(page, '02-panel-running');

    // A reload keeps it: the timer lives on the server.
    await page.reload();
    await socketOpen(page);
    await expect.poll(() => badge(page).getAttribute('data-state')).toBe('running');
    await badge(page).click();
    await expect.poll(() => card(page).getAttribute('data-state')).toBe('running');
    expect(await card(page).getByLabel('工作描述').inputValue()).toBe(NARRATIVE);
    expect(await card(page).getAttribute('aria-label')).toBe(`计时器：${CASE}`);

    // The same person in another browser sees the same timer; pausing it there reaches this page.
    const other = await openVisit(browser);
    await signInAs(other.page, 'guojing');
    await socketOpen(other.page);
    await expect.poll(() => badge(other.page).getAttribute('data-state')).toBe('running');
    await badge(other.page).click();
    await expect.poll(() => card(other.page).getAttribute('data-state')).toBe('running');
    await card(other.page).getByRole('button', { name: '暂停' }).click();
    await expect.poll(() => card(page).getAttribute('data-state')).toBe('paused');
    await expect.poll(() => badge(page).getAttribute('data-state')).toBe('paused');
    expect(await badge(page).textContent()).toBe('1 个已暂停');
    const pausedAt = await elapsed.textContent();
    await page.waitForTimeout(1500);
    expect(await elapsed.textContent()).toBe(pausedAt);
    await shoot(page, '03-panel-paused-elsewhere');

    // Resumed here, it runs on in the other browser too.
    await card(page).getByRole('button', { name: '继续' }).click();
    await expect.poll(() => card(other.page).getAttribute('data-state')).toBe('running');

    // Once a minute has run, stopping makes a draft entry of today and the timer is gone
    // everywhere. The journey moves the run's start two minutes back rather than wait them out.
    await demoDatabase(
      `update hk_worklog_timer set running_since = running_since - interval '2 minutes'
        where running_since is not null and user_id = (select user_id from sys_user where user_name = 'guojing')`,
    );
    await card(page).getByRole('button', { name: '停止并生成工时' }).click();
    const made = panel(page).locator('.venus-timer-panel__made');
    await made.waitFor();
    expect(await made.textContent()).toContain('已生成 0.1 小时的草稿工时');
    expect(await made.textContent()).toContain(CASE);
    expect(await made.getByRole('link', { name: '查看我的工时' }).getAttribute('href')).toBe(
      '/worklog/myWorklog',
    );
    await shoot(page, '04-panel-entry-made');
    expect(await card(page).count()).toBe(0);
    await expect.poll(() => badge(other.page).count()).toBe(0);
    await expect.poll(() => card(other.page).count()).toBe(0);

    const response = await page.request.get('/venus-api/hankun/worklog/myList', {
      params: { keyword: NARRATIVE, pageNum: 1, pageSize: 25 },
    });
    const { rows } = (await response.json()) as {
      rows: { narrative: string; hours: string; status: string; projectName: string }[];
    };
    expect(rows).toEqual([
      expect.objectContaining({ narrative: NARRATIVE, hours: '0.1', status: 'draft', projectName: CASE }),
    ]);

    await other.context.close();
    await desk.context.close();
  }, 120_000);

  it('reads in English, keeps a timer under a minute, discards it, and stays off phones', async () => {
    const desk = await openVisit(browser);
    await desk.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const { page } = desk;
    await signInAs(page, 'hezhenyu');
    const button = dock(page).getByRole('button', { name: 'Timer', exact: true });
    await button.click({ delay: 300 });
    const timers = page.getByRole('dialog', { name: 'Timers', exact: true });
    await timers.getByRole('button', { name: 'Start a timer' }).click();
    const timer = timers.locator('.venus-timer-card');
    await expect.poll(() => timer.getAttribute('data-state')).toBe('running');
    // No case yet: the refusal shows on the card, and the timer stays.
    await timer.getByRole('button', { name: 'Stop into an entry' }).click();
    await expect
      .poll(() => timer.getByRole('alert').textContent())
      .toBe('Choose the case for this timer before stopping it into an entry');
    expect(await timer.count()).toBe(1);
    await shoot(page, '05-panel-en-refused');
    await timer.getByRole('button', { name: 'Discard' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => timer.count()).toBe(0);
    expect(await badge(page).count()).toBe(0);

    // A phone has no floating timer.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => dock(page).count()).toBe(0);
    await desk.context.close();
  });
});
