import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient } from '../../../test/live-socket.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { caller, publishNotice, unitId, userIdOf } from './notices.test-support.ts';

let t: TestApp;
let root: string;
/** Administration (程鹏, 袁芳), two corporate lawyers and the corporate partner, and a capital-markets partner. */
let admin: string;
let otherAdmin: string;
let sunyue: string;
let yangfan: string;
let partner: string;
let outsider: string;
let corporate: number;
const ids: Record<string, number> = {};
const call = caller(() => t);
const open: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const names = ['admin', 'chengpeng', 'yuanfang', 'sunyue', 'yangfan', 'wangjianguo', 'lihuimin'];
  const tokens = await Promise.all(names.map((name) => signIn(t.app, name)));
  [root, admin, otherAdmin, sunyue, yangfan, partner, outsider] = tokens as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  for (const [name, token] of Object.entries({ admin, sunyue, yangfan, partner, outsider }))
    ids[name] = await userIdOf(t, token);
  corporate = await unitId(t, root, '公司并购');
});
afterEach(() => {
  for (const client of open.splice(0)) client.socket.terminate();
});
afterAll(() => t.close());

const toCorporate = (title: string) => ({
  title,
  content: '周五下午三点全组例会。',
  audience: 'depts',
  deptIds: [corporate],
});
const unread = async (token: string) =>
  ((await call('GET', '/hankun/notice/unreadCount', token)).data as { notices: number }).notices;
const myTitles = async (token: string) =>
  ((await call('GET', '/hankun/notice/list', token)).rows as { title: string }[]).map((row) => row.title);

describe('notices (notice/list and detail)', () => {
  it('keeps a draft its author’s: recipients and other administrators do not see it', async () => {
    const drafted = await call('POST', '/hankun/notice', admin, toCorporate('草稿通知'));
    expect(drafted.code, drafted.msg).toBe(200);
    const noticeId = (drafted.data as { noticeId: number }).noticeId;
    expect((await call('GET', `/hankun/notice/${noticeId}`, sunyue)).code).toBe(404);
    expect((await call('GET', `/hankun/notice/${noticeId}`, otherAdmin)).code).toBe(404);
    expect(await myTitles(sunyue)).not.toContain('草稿通知');
    const edited = await call('PUT', '/hankun/notice', admin, { noticeId, ...toCorporate('草稿通知（改）') });
    expect(edited.code, edited.msg).toBe(200);
    expect((await call('PUT', '/hankun/notice', otherAdmin, { noticeId, ...toCorporate('x') })).code).toBe(
      404,
    );
    expect((await call('DELETE', `/hankun/notice/${noticeId}`, admin)).code).toBe(200);
    expect((await call('GET', `/hankun/notice/${noticeId}`, admin)).code).toBe(404);
  });

  it('publishes to the department’s people, tells those signed in, and no one else sees it', async () => {
    const lawyerSocket = await connectLive(t.app, `?userId=${ids.sunyue}`, sunyue);
    const outsiderSocket = await connectLive(t.app, `?userId=${ids.outsider}`, outsider);
    open.push(lawyerSocket, outsiderSocket);
    const before = await unread(sunyue);
    const noticeId = await publishNotice(t, admin, toCorporate('公司并购组例会'));
    expect(await lawyerSocket.next()).toMatchObject({
      event: 'msg',
      msgTitle: '公司并购组例会',
      eventBus: 'noticesChanged',
    });
    expect(await unread(sunyue)).toBe(before + 1);
    expect(await myTitles(sunyue)).toContain('公司并购组例会');
    expect(await myTitles(partner)).toContain('公司并购组例会');
    // Not addressed to the capital-markets partner: not in her list, not readable, not even its receipts.
    expect(await myTitles(outsider)).not.toContain('公司并购组例会');
    expect((await call('GET', `/hankun/notice/${noticeId}`, outsider)).code).toBe(404);
    expect((await call('GET', `/hankun/notice/receipts/${noticeId}`, outsider)).code).toBe(403);
    expect(outsiderSocket.messages).toHaveLength(0);
  });

  it('marks a notice read when its recipient opens it, once; the count falls', async () => {
    const noticeId = await publishNotice(t, admin, toCorporate('读取回执'));
    const before = await unread(yangfan);
    const opened = await call('GET', `/hankun/notice/${noticeId}`, yangfan);
    expect(opened.code, opened.msg).toBe(200);
    const first = (opened.data as { received: { readAt: string }; sent: null }).received.readAt;
    expect(first).toBeTruthy();
    expect((opened.data as { sent: unknown }).sent).toBeNull();
    expect(await unread(yangfan)).toBe(before - 1);
    const again = await call('GET', `/hankun/notice/${noticeId}`, yangfan);
    expect((again.data as { received: { readAt: string } }).received.readAt).toBe(first);
    const unreadOnly = await call('GET', '/hankun/notice/list?unread=true', yangfan);
    expect((unreadOnly.rows as { noticeId: number }[]).map((row) => row.noticeId)).not.toContain(noticeId);
  });

  it('shows its author and administration who has read and who has not, with counts', async () => {
    const noticeId = await publishNotice(t, admin, toCorporate('回执统计'));
    await call('GET', `/hankun/notice/${noticeId}`, sunyue);
    const receipts = await call('GET', `/hankun/notice/receipts/${noticeId}`, admin);
    expect(receipts.code, receipts.msg).toBe(200);
    const { done, pending } = receipts.data as {
      done: { userId: number }[];
      pending: { userId: number; dept: string }[];
    };
    expect(done.map((row) => row.userId)).toEqual([ids.sunyue]);
    expect(pending.map((row) => row.userId)).toEqual(expect.arrayContaining([ids.yangfan, ids.partner]));
    expect(pending.find((row) => row.userId === ids.yangfan)?.dept).toBe('公司并购');
    const sent = await call('GET', '/hankun/notice/sent?status=published', admin);
    const row = (sent.rows as { noticeId: number; readCount: number; recipientCount: number }[]).find(
      (r) => r.noticeId === noticeId,
    );
    expect(row).toMatchObject({ readCount: 1, recipientCount: done.length + pending.length });
    // Administration follows every notice; a recipient is refused the route, whatever the notice.
    expect((await call('GET', `/hankun/notice/receipts/${noticeId}`, otherAdmin)).code).toBe(200);
    expect((await call('GET', `/hankun/notice/receipts/${noticeId}`, sunyue)).code).toBe(403);
    const detail = await call('GET', `/hankun/notice/${noticeId}`, admin);
    expect(detail.data).toMatchObject({ received: null, sent: { readCount: 1, status: 'published' } });
  });

  it('fixes the audience at publication: someone who joins the department later does not receive it', async () => {
    const noticeId = await publishNotice(t, admin, toCorporate('固定范围'));
    const [moved] = await t.db
      .select({ deptId: users.deptId })
      .from(users)
      .where(eq(users.userId, ids.outsider!));
    await t.db.update(users).set({ deptId: corporate }).where(eq(users.userId, ids.outsider!));
    try {
      expect((await call('GET', `/hankun/notice/${noticeId}`, outsider)).code).toBe(404);
    } finally {
      await t.db.update(users).set({ deptId: moved!.deptId }).where(eq(users.userId, ids.outsider!));
    }
  });

  it('sends a firm-wide notice as the all-user message, and one to chosen people to them alone', async () => {
    const socket = await connectLive(t.app, `?userId=${ids.outsider}`, outsider);
    open.push(socket);
    await publishNotice(t, admin, { title: '春节放假安排', content: '2月14日至22日放假。', audience: 'all' });
    expect(await socket.next()).toMatchObject({
      event: 'allUserMsg',
      msgTitle: '春节放假安排',
      eventBus: 'noticesChanged',
    });
    expect(await myTitles(outsider)).toContain('春节放假安排');
    const chosen = await publishNotice(t, admin, {
      title: '请补交材料',
      content: '请于本周内补交。',
      audience: 'users',
      userIds: [ids.yangfan],
      deptIds: [corporate],
    });
    expect(await myTitles(yangfan)).toContain('请补交材料');
    expect(await myTitles(sunyue)).not.toContain('请补交材料');
    // The departments of a notice to chosen people are dropped, not kept beside them.
    const detail = await call('GET', `/hankun/notice/${chosen}`, admin);
    expect(detail.data).toMatchObject({ sent: { audience: 'users', depts: [], recipientCount: 1 } });
  });

  it('withdraws a notice: off its recipients’ lists and counts; only once, only by author or administration', async () => {
    const noticeId = await publishNotice(t, admin, toCorporate('将被撤回'));
    const before = await unread(sunyue);
    expect((await call('POST', `/hankun/notice/withdraw/${noticeId}`, sunyue)).code).toBe(403);
    expect((await call('PUT', '/hankun/notice', admin, { noticeId, ...toCorporate('改已发布') })).code).toBe(
      409,
    );
    expect((await call('POST', `/hankun/notice/withdraw/${noticeId}`, otherAdmin)).code).toBe(200);
    expect((await call('POST', `/hankun/notice/withdraw/${noticeId}`, admin)).code).toBe(409);
    expect(await unread(sunyue)).toBe(before - 1);
    expect((await call('GET', `/hankun/notice/${noticeId}`, sunyue)).code).toBe(404);
    expect((await call('POST', `/hankun/notice/publish/${noticeId}`, admin)).code).toBe(409);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notice'), eq(auditLog.entityId, String(noticeId))))
      .orderBy(auditLog.auditId);
    expect(audits.map((row) => row.action)).toEqual(['create', 'publish', 'withdraw']);
  });

  it('names what is wrong with a notice, in both languages', async () => {
    const noTitle = await call('POST', '/hankun/notice', admin, { ...toCorporate(' '), title: ' ' });
    expect(noTitle).toMatchObject({ code: 400, msg: '请填写标题' });
    const noDept = await call('POST', '/hankun/notice', admin, { ...toCorporate('x'), deptIds: [] }, 'en');
    expect(noDept).toMatchObject({ code: 400, msg: 'Choose at least one department or person' });
    expect(noDept.errors?.[0]?.field).toBe('deptIds');
    const gone = await call('POST', '/hankun/notice', admin, {
      title: 'x',
      content: 'y',
      audience: 'users',
      userIds: [999_999],
    });
    expect(gone).toMatchObject({ code: 400, msg: '所选人员中有已离职或不存在的人员' });
    const badDept = await call('POST', '/hankun/notice', admin, { ...toCorporate('x'), deptIds: [999_999] });
    expect(badDept.code).toBe(400);
  });

  it('refuses writing notices to whoever lacks hankun:notice:add', async () => {
    expect((await call('POST', '/hankun/notice', sunyue, toCorporate('x'))).code).toBe(403);
    expect((await call('GET', '/hankun/notice/sent', sunyue)).code).toBe(403);
  });
});
