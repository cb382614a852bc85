import { addDays, firmWallClock } from '@venus/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage, signInByForm } from './browser.ts';
import { demoYearServer } from './demo-year-server.ts';
import { signInAs } from './signed-api.ts';

// Meeting rooms (decision 0055) on the journeys' firm: administration (Cheng Peng) adds a room to
// the Beijing office; a lawyer books it from the board by clicking a free slot; a colleague asking
// for the same hour is refused in the dialog, with the booking in the way named; the booking opens
// from the board; and the board, the dialog and the rooms page are looked at on a desk and a phone.
const browser = journeyBrowser();
const demoYear = demoYearServer();
const ROOM = `长安厅${Date.now() % 100_000}`;
/** Tomorrow at the firm: every slot of it is still to come, whatever the hour of the run. */
const tomorrow = addDays(firmWallClock(new Date()).day, 1);

const slot = (page: Page, time: string) =>
  shownPage(page).locator(`[data-room="${ROOM}"] [data-slot="${time}"]`);
const bookingsOfRoom = (page: Page) => shownPage(page).locator(`[data-room="${ROOM}"] [data-booking]`);

/** The board of the person's own office (Beijing), moved to tomorrow. */
async function openBoard(page: Page, userName: string): Promise<void> {
  await signInByForm(page, userName);
  await page.goto('/meeting/usemeeting');
  await shownPage(page).getByRole('button', { name: '后一天' }).click();
  await slot(page, '07:00').waitFor();
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('meeting rooms', () => {
  it('books a room from the board; the same hour asked again is refused, naming the booking', async () => {
    const admin = await apiAs(browser, 'chengpeng');
    const offices = await admin.call<{ deptId: number; deptName: string }[]>('GET', '/system/dept/offices');
    const beijing = offices.find((office) => office.deptName === '北京')!.deptId;
    await admin.call('POST', '/hankun/meeting/room', {
      officeId: beijing,
      name: ROOM,
      floor: '21F',
      capacity: 10,
      equipment: ['screen', 'videoConference', 'whiteboard'],
    });
    await admin.close();

    // Yang Fan clicks 10:00 in the new room: the dialog proposes the hour, she names the meeting.
    const lawyer = await openVisit(browser);
    await openBoard(lawyer.page, 'yangfan');
    await slot(lawyer.page, '10:00').click();
    let dialog = await openedDialog(lawyer.page);
    await expect
      .poll(() => dialog.locator('.ant-select-content, .ant-select-selection-item').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining(ROOM), '10:00', '11:00']));
    await dialog.getByLabel('会议主题').fill('并购交易签约前准备会');
    await screenshot(lawyer.page, 'meeting-rooms-01-booking-dialog');
    await Promise.all([
      lawyer.page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/hankun/meeting/booking') && r.ok(),
      ),
      dialog.getByRole('button', { name: /预\s*订/ }).click(),
    ]);
    await expect.poll(() => bookingsOfRoom(lawyer.page).count()).toBe(1);
    await expect
      .poll(() => bookingsOfRoom(lawyer.page).first().textContent())
      .toContain('并购交易签约前准备会');
    await expect.poll(() => slot(lawyer.page, '10:00').count()).toBe(0);
    await screenshot(lawyer.page, 'meeting-rooms-02-board');

    // Sun Yue asks for the same hour: from 09:00, moved to 10:00–11:00. The server refuses it.
    const colleague = await openVisit(browser);
    await openBoard(colleague.page, 'sunyue');
    await slot(colleague.page, '09:00').click();
    dialog = await openedDialog(colleague.page);
    await dialog.getByLabel('会议主题').fill('客户电话会');
    await choose(colleague.page, dialog.getByLabel('开始时间'), '10:00');
    await choose(colleague.page, dialog.getByLabel('结束时间'), '11:00');
    await dialog.getByRole('button', { name: /预\s*订/ }).click();
    const problem = dialog.getByTestId('booking-problem');
    await expect
      .poll(() => problem.textContent())
      .toBe(`${ROOM} 在 ${tomorrow} 10:00–11:00 已被 杨帆 预订，请换一个时段或会议室`);
    await screenshot(colleague.page, 'meeting-rooms-03-refused');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // The booking opens from the board: Sun Yue reads it and may not change it.
    await bookingsOfRoom(colleague.page).first().click();
    dialog = await openedDialog(colleague.page);
    await expect.poll(() => dialog.getByTestId('booking-detail').textContent()).toContain('杨帆');
    expect(await dialog.getByRole('button', { name: '取消预订' }).count()).toBe(0);
    await screenshot(colleague.page, 'meeting-rooms-04-detail');
    await colleague.context.close();

    // Yang Fan's own list has it, with her actions.
    await lawyer.page.goto('/meeting/myBooking');
    await expect
      .poll(() => shownPage(lawyer.page).locator('.ant-table-row').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('并购交易签约前准备会')]));
    await screenshot(lawyer.page, 'meeting-rooms-05-mine');
    await lawyer.context.close();
  });

  it('shows the board, the booking dialog and the rooms page at a phone’s width', async () => {
    const phone = await openVisit(browser, { width: 390, height: 844 });
    await openBoard(phone.page, 'yangfan');
    await screenshot(phone.page, 'meeting-rooms-06-phone-board');
    // The page itself does not scroll sideways: only the board does, inside its frame.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await slot(phone.page, '15:00').click();
    await openedDialog(phone.page);
    await screenshot(phone.page, 'meeting-rooms-07-phone-dialog');
    await phone.context.close();

    const desk = await openVisit(browser);
    await signInByForm(desk.page, 'chengpeng');
    await desk.page.goto('/meeting/meetingRoomAdd');
    await expect
      .poll(() => shownPage(desk.page).locator('.ant-table-row').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining(ROOM)]));
    await screenshot(desk.page, 'meeting-rooms-08-rooms');
    await desk.context.close();
  });

  it('shows the demo year’s rooms and meetings on a first start, in Chinese and in English', async () => {
    const visit = async (language: 'cn' | 'en') => {
      const context = await (browser as Browser).newContext({
        baseURL: demoYear(),
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signInAs(page, 'wangjianguo', { path: '/meeting/usemeeting', language });
      return { context, page };
    };
    const board = (page: Page) => shownPage(page).locator('.venus-meeting-board');
    const cn = await visit('cn');
    // Beijing's four rooms in use (the fifth is being refitted), and meetings today (a weekend has one or two).
    await expect.poll(() => board(cn.page).locator('[data-room]').count()).toBe(4);
    await expect.poll(() => board(cn.page).locator('[data-booking]').count()).toBeGreaterThan(0);
    await screenshot(cn.page, 'meeting-rooms-09-demo-today');
    // The next working day is full: the team meeting and several others.
    const nextWorkingDay = shownPage(cn.page).getByRole('button', { name: '后一天' });
    do await nextWorkingDay.click();
    while (/周[六日]/.test((await shownPage(cn.page).getByLabel('日期').inputValue()) ?? ''));
    await expect.poll(() => board(cn.page).locator('[data-booking]').count()).toBeGreaterThan(2);
    await screenshot(cn.page, 'meeting-rooms-10-demo-working-day');
    await cn.context.close();

    const en = await visit('en');
    await expect.poll(() => board(en.page).locator('[data-room]').count()).toBe(4);
    await expect
      .poll(() => shownPage(en.page).locator('.ant-card-head-title').first().textContent())
      .toBe('Room board');
    await screenshot(en.page, 'meeting-rooms-11-demo-english');
    await en.context.close();
  });
});
