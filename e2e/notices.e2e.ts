import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage, type Visit } from './browser.ts';
import { signInAs } from './signed-api.ts';

// Notices and acknowledgements (decision 0058) on the journeys' firm: administration (Cheng Peng)
// publishes a notice to the corporate group while a lawyer of it (Sun Yue) is signed in in another
// browser; her header's bell rises without a reload, falls when she opens the notice, and the
// author sees her under 已读. Then she confirms an acknowledgement sent to her.
const browser = journeyBrowser();
const STAMP = Date.now() % 100_000;
const NOTICE = `公司并购组周五例会 ${STAMP}`;
const ACK = `数据安全管理办法 ${STAMP}`;

const bell = (page: Page) => page.locator('.venus-notices-badge [data-unread]');
const unreadOf = async (page: Page) => Number(await bell(page).getAttribute('data-unread'));

async function signInLive(visit: Visit, username: string, path: string): Promise<void> {
  await signInAs(visit.page, username, { path });
  await visit.page.waitForSelector('html[data-live-socket="open"]', { state: 'attached' });
  await bell(visit.page).waitFor({ state: 'attached' });
}

describe('notices', () => {
  it('publishes to a department: the recipient’s count rises live, falls on reading, the author sees who read', async () => {
    const lawyer = await openVisit(browser);
    await signInLive(lawyer, 'sunyue', '/notice/list');
    const before = await unreadOf(lawyer.page);

    const admin = await openVisit(browser);
    await signInLive(admin, 'chengpeng', '/notice/sent');
    await shownPage(admin.page).getByRole('button', { name: '写通知' }).click();
    const dialog = await openedDialog(admin.page);
    await dialog.getByLabel('标题').fill(NOTICE);
    await dialog
      .getByLabel('正文')
      .fill('本周五下午三点在长城厅召开全组例会，请准时参加。\n议程：项目进展、人员安排。');
    await dialog.getByText('部门', { exact: true }).click();
    const depts = dialog.getByLabel('部门 / 办公室');
    await depts.click();
    await depts.fill('公司并购');
    await admin.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '公司并购' })
      .first()
      .click();
    // Away from the list, not Escape: Escape would close the dialog itself.
    await dialog.getByLabel('标题').click();
    await screenshot(admin.page, 'notices-01-write');
    await Promise.all([
      admin.page.waitForResponse(
        (r) => new URL(r.url()).pathname.includes('/hankun/notice/publish/') && r.ok(),
      ),
      dialog.getByRole('button', { name: /发\s*布/ }).click(),
    ]);
    await expect
      .poll(() => shownPage(admin.page).locator('.ant-table-row').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining(NOTICE)]));
    await screenshot(admin.page, 'notices-02-sent-list');

    // No reload on the lawyer's screen: the socket raised the count and the notification showed.
    await expect.poll(() => unreadOf(lawyer.page)).toBe(before + 1);
    await expect.poll(() => lawyer.page.locator('.venus-live-notice', { hasText: NOTICE }).count()).toBe(1);
    await screenshot(lawyer.page, 'notices-03-bell-risen');

    await shownPage(lawyer.page).getByRole('link', { name: NOTICE }).click();
    await expect.poll(() => shownPage(lawyer.page).locator('.venus-notice-detail').count()).toBe(1);
    await expect.poll(() => unreadOf(lawyer.page)).toBe(before);
    await screenshot(lawyer.page, 'notices-04-read');

    await shownPage(admin.page).getByRole('link', { name: NOTICE }).click();
    const done = shownPage(admin.page).getByTestId('receipts-done');
    await expect.poll(() => done.textContent()).toContain('孙悦');
    await expect
      .poll(() =>
        shownPage(admin.page)
          .getByRole('tab', { name: /已读 \(1\)/ })
          .count(),
      )
      .toBe(1);
    await screenshot(admin.page, 'notices-05-receipts');
    await shownPage(admin.page).getByRole('tab', { name: /未读/ }).click();
    await expect
      .poll(() => shownPage(admin.page).getByTestId('receipts-pending').textContent())
      .toContain('杨帆');
    await screenshot(admin.page, 'notices-06-unread-list');
    await admin.context.close();
    await lawyer.context.close();
    // Two browsers signed in at once: on a loaded machine this takes longer than one journey step.
  }, 300_000);

  it('asks a lawyer to confirm a document: she confirms it once, the author sees it', async () => {
    const admin = await apiAs(browser, 'chengpeng');
    const people = await admin.call<{ id: string; name: string }[]>('GET', '/system/user/search', undefined, {
      query: 'sunyue',
    });
    const sunyue = Number(people.find((person) => person.name === '孙悦')!.id);
    const { ackId } = await admin.call<{ ackId: number }>('POST', '/hankun/ack', {
      title: ACK,
      content: '请阅读新版《数据安全管理办法》全文，特别是第三章客户资料的存储与传输。',
      audience: 'users',
      userIds: [sunyue],
    });
    await admin.call('POST', `/hankun/ack/send/${ackId}`);

    const lawyer = await openVisit(browser);
    await signInLive(lawyer, 'sunyue', '/notice/ack');
    await screenshot(lawyer.page, 'notices-07-acks-waiting');
    await shownPage(lawyer.page).getByRole('link', { name: ACK }).click();
    await shownPage(lawyer.page).getByRole('button', { name: '确认已阅读' }).click();
    await lawyer.page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => shownPage(lawyer.page).getByTestId('ack-confirmed').count()).toBe(1);
    await screenshot(lawyer.page, 'notices-08-ack-confirmed');
    await lawyer.context.close();

    const status = await admin.call<{ done: { name: string }[]; pending: unknown[] }>(
      'GET',
      `/hankun/ack/status/${ackId}`,
    );
    expect(status.done.map((row) => row.name)).toEqual(['孙悦']);
    expect(status.pending).toEqual([]);

    const desk = await openVisit(browser);
    await signInLive(desk, 'chengpeng', '/notice/ackSent');
    await shownPage(desk.page).getByRole('link', { name: ACK }).click();
    await expect
      .poll(() => shownPage(desk.page).getByTestId('receipts-done').textContent())
      .toContain('孙悦');
    await screenshot(desk.page, 'notices-09-ack-status');
    await desk.context.close();
    await admin.close();
  }, 300_000);

  it('shows the bulletin board with a pinned item, and the board at a phone’s width', async () => {
    const admin = await apiAs(browser, 'chengpeng');
    await admin.call('POST', '/hankun/bulletin', {
      title: `消防演练通知 ${STAMP}`,
      content: '本周四上午十点全楼消防演练，请听从楼层消防员指引有序撤离。',
      isPinned: true,
    });
    await admin.close();
    const phone = await openVisit(browser, { width: 390, height: 844 });
    await signInAs(phone.page, 'yangfan', { path: '/notice/bulletin' });
    await shownPage(phone.page).locator('.venus-bulletin--pinned').first().waitFor();
    await expect
      .poll(() => shownPage(phone.page).locator('.venus-bulletin--pinned').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining(`消防演练通知 ${STAMP}`)]));
    await screenshot(phone.page, 'notices-10-board-phone');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context.close();
  }, 180_000);
});
