import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, journeyBrowser, openVisit, screenshot, type Visit } from './browser.ts';
import { pageApi, signInAs } from './signed-api.ts';
import { signOut } from './user-menu.ts';

const browser = journeyBrowser();

/** Signs in and waits until the live socket of this screen is open, so a notice can reach it. */
async function signInLive(visit: Visit, username: string): Promise<void> {
  await signInAs(visit.page, username);
  await visit.page.waitForSelector('html[data-live-socket="open"]', { state: 'attached' });
}

const notices = (page: Page) => page.locator('.venus-live-notice');

/** The administrator's session, used to send a notice through the API as the admin page does. */
async function sendAsAdmin(admin: Visit, payload: object): Promise<void> {
  const api = await pageApi(admin.page);
  const response = await api.fetch('/monitor/message/send', { method: 'POST', data: payload });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
}

async function userIdOf(visit: Visit): Promise<number> {
  const response = await visit.context.request.get('/venus-api/getInfo');
  return ((await response.json()) as { data: { user: { userId: number } } }).data.user.userId;
}

describe('live messages', () => {
  it("shows an administrator's notice on the colleague's screen at once", async () => {
    // Colleagues whose roles grant menus, so their screens show no "no permission" notice.
    const hr = await openVisit(browser);
    await signInLive(hr, 'panling');

    const admin = await openVisit(browser);
    await admin.page.goto('/login');
    await fillSignIn(admin.page, 'admin', DEMO_PASSWORD);
    await admin.page.waitForURL('**/index');
    const menu = admin.page.getByRole('menu').first();
    await menu.getByText('系统监控').click();
    await menu.getByText('消息通知').click();
    await admin.page.waitForURL('**/monitor/message');

    const colleague = admin.page.getByRole('combobox', { name: /同事/ });
    await colleague.click();
    await colleague.fill('panling');
    // antd's role="option" nodes are for screen readers only; the visible item is clicked.
    // The user picker shows "userno:name" (spec §3 User suggestion).
    await admin.page.locator('.ant-select-item-option', { hasText: /^HK\d{4}:潘玲$/ }).click();
    await admin.page.getByLabel('消息标题').fill('开庭时间变更');
    await admin.page
      .getByLabel('消息内容')
      .fill('（2026）京01民初123号案件开庭改为明天上午十点，请提前到庭。');
    await screenshot(admin.page, 'live-01-send-notice-cn');
    await admin.page.getByRole('button', { name: '发送通知' }).click();
    await expect.poll(() => admin.page.getByText('通知已发送').count()).toBe(1);

    const notice = notices(hr.page);
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('开庭时间变更');
    expect(await notice.textContent()).toContain('明天上午十点');
    await screenshot(hr.page, 'live-02-notice-cn');

    // Only the recipient: the administrator's own screen shows no notice.
    expect(await notices(admin.page).count()).toBe(0);
    await admin.context.close();
    await hr.context.close();
  });

  it('shows a notice to everyone in English and on a phone', async () => {
    const english = await openVisit(browser);
    await english.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInLive(english, 'chengpeng');
    const phone = await openVisit(browser, { width: 390, height: 844 });
    await signInLive(phone, 'panling');

    // The administrator works in English on a phone; the page is looked at, the notice goes by API.
    const admin = await openVisit(browser, { width: 390, height: 844 });
    await admin.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await admin.page.goto('/login');
    await fillSignIn(admin.page, 'admin', DEMO_PASSWORD);
    await admin.page.waitForURL('**/index');
    await admin.page.goto('/monitor/message');
    await admin.page.getByRole('radio', { name: 'Everyone' }).check();
    await admin.page.getByLabel('Message title').fill('System maintenance tonight');
    await screenshot(admin.page, 'live-05-send-notice-en-mobile');
    await sendAsAdmin(admin, {
      recipient: 'all',
      msgTitle: 'System maintenance tonight',
      msgContent: 'Venus will be unavailable from 22:00 to 22:30.\nSave your work before then.',
    });

    for (const visit of [english, phone]) {
      await expect.poll(() => notices(visit.page).count()).toBe(1);
      expect(await notices(visit.page).textContent()).toContain('System maintenance tonight');
    }
    expect(await notices(english.page).textContent()).toContain('Everyone');
    await screenshot(english.page, 'live-03-notice-everyone-en');

    await sendAsAdmin(admin, {
      recipient: 'user',
      userId: await userIdOf(phone),
      msgTitle: '用印申请已批准',
      msgContent: '您提交的合同用印申请已由合伙人批准。',
    });
    await expect.poll(() => notices(phone.page).count()).toBe(2);
    expect(await notices(english.page).count()).toBe(1);
    await screenshot(phone.page, 'live-04-notice-mobile');

    await admin.context.close();
    await english.context.close();
    await phone.context.close();
  });

  it('closes the live socket when the user signs out', async () => {
    const visit = await openVisit(browser);
    const opened = visit.page.waitForEvent('websocket', (socket) =>
      socket.url().includes('/venus-api/websocket'),
    );
    await visit.page.goto('/login');
    await fillSignIn(visit.page, 'panling', DEMO_PASSWORD);
    await visit.page.waitForURL('**/index');
    const socket = await opened;
    const closed = socket.waitForEvent('close');
    await signOut(visit.page);
    await closed;
    expect(socket.isClosed()).toBe(true);
    await visit.context.close();
  });
});
