import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, openedDialog, openVisit, screenshot } from './browser.ts';

// panling (HR) keeps the calendar here; the live-message journey only reads her notices.
const browser = journeyBrowser();

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first Monday of this month and the Saturday after it, as the calendar opens on this month. */
function daysOfThisMonth(): { monday: string; saturday: string } {
  const day = new Date();
  day.setDate(1);
  while (day.getDay() !== 1) day.setDate(day.getDate() + 1);
  const saturday = new Date(day);
  saturday.setDate(day.getDate() + 5);
  return { monday: iso(day), saturday: iso(saturday) };
}

const workingDays = (page: Page) =>
  page.locator('[data-working-days]').getAttribute('data-working-days').then(Number);

async function markDay(page: Page, day: string, kind: RegExp, name: string): Promise<void> {
  await page.locator(`.ant-picker-cell[title="${day}"]`).click();
  const dialog = await openedDialog(page);
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByLabel('名称', { exact: true }).fill(name);
  await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/holiday') && r.status() === 200),
    dialog.getByRole('button', { name: /保\s*存/ }).click(),
  ]);
}

describe('the holiday calendar', () => {
  it('HR marks a holiday and a worked Saturday, and the month’s working days follow', async () => {
    const { page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, 'panling', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    await page.goto('/system/holiday');
    await page.locator('[data-working-days]').waitFor();
    const before = await workingDays(page);
    const { monday, saturday } = daysOfThisMonth();

    await markDay(page, monday, /^节假日$/, '所庆日');
    await expect.poll(() => workingDays(page), { timeout: 10_000 }).toBe(before - 1);
    await expect.poll(() => page.locator(`[data-day="${monday}"]`).textContent()).toBe('所庆日');

    await markDay(page, saturday, /调休上班/, '所庆调休');
    await expect.poll(() => workingDays(page), { timeout: 10_000 }).toBe(before);
    await screenshot(page, 'holidays-01-month');

    await page.locator(`.ant-picker-cell[title="${saturday}"]`).click();
    const dialog = await openedDialog(page);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/holiday/${saturday}`) && r.status() === 200),
      dialog.getByRole('button', { name: '恢复为普通日' }).click(),
    ]);
    await expect.poll(() => workingDays(page), { timeout: 10_000 }).toBe(before - 1);
  });

  it('is read by every lawyer from 工作台 › 节假日日历, without the editing dialog', async () => {
    const { page } = await openVisit(browser);
    await page.goto('/login');
    await fillSignIn(page, 'sunyue', DEMO_PASSWORD);
    await page.waitForURL('**/index');
    const menu = page.getByRole('navigation').or(page.locator('.venus-side-menu')).first();
    await menu.getByText('工作台', { exact: true }).click();
    await menu.getByText('节假日日历', { exact: true }).click();
    await page.waitForURL('**/home/holidayCalendar');
    await page.locator('[data-working-days]').waitFor();
    const { monday } = daysOfThisMonth();
    // What HR marked above is what everyone reads.
    await expect.poll(() => page.locator(`[data-day="${monday}"]`).textContent()).toBe('所庆日');
    await expect
      .poll(() => page.locator('.venus-holidays .ant-card-head-title').textContent())
      .toBe('节假日日历');
    await page.locator(`.ant-picker-cell[title="${monday}"]`).click();
    await page.waitForTimeout(500);
    expect(await page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await screenshot(page, 'holidays-02-lawyer-reads');
  });
});
