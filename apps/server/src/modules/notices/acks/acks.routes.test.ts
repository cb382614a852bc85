import { ACK_FILE_SOURCE, addDays, firmWallClock } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient } from '../../../../test/live-socket.ts';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { pdfBytes, upload } from '../../files/files.test-support.ts';
import { acks } from '../notices.tables.ts';
import { caller, userIdOf } from '../notices.test-support.ts';

let t: TestApp;
let admin: string;
let sunyue: string;
let yangfan: string;
let outsider: string;
const ids: Record<string, number> = {};
const call = caller(() => t);
const open: LiveClient[] = [];
const today = () => firmWallClock(new Date()).day;

beforeAll(async () => {
  t = await createTestApp();
  [admin, sunyue, yangfan, outsider] = (await Promise.all(
    ['chengpeng', 'sunyue', 'yangfan', 'lihuimin'].map((name) => signIn(t.app, name)),
  )) as [string, string, string, string];
  for (const [name, token] of Object.entries({ sunyue, yangfan, outsider }))
    ids[name] = await userIdOf(t, token);
});
afterEach(() => {
  for (const client of open.splice(0)) client.socket.terminate();
});
afterAll(() => t.close());

async function draftAck(title: string): Promise<number> {
  const body = await call('POST', '/hankun/ack', admin, {
    title,
    content: '请阅读附件中的《数据安全管理办法》并确认。',
    audience: 'users',
    userIds: [ids.sunyue, ids.yangfan],
    dueOn: addDays(today(), 3),
  });
  if (body.code !== 200) throw new Error(body.msg);
  return (body.data as { ackId: number }).ackId;
}
const waiting = async (token: string) =>
  ((await call('GET', '/hankun/ack/list?state=waiting', token)).rows as { ackId: number }[]).map(
    (r) => r.ackId,
  );

describe('acknowledgements (ack/add, detailAck, confirm)', () => {
  it('carries files attached to the draft to those asked to confirm, and to no one else', async () => {
    const ackId = await draftAck('数据安全管理办法');
    const owner = { source: ACK_FILE_SOURCE, onlyId: String(ackId), type: '' };
    const added = await upload(t, admin, owner, [
      { name: '数据安全管理办法.pdf', content: pdfBytes('policy') },
    ]);
    expect(added.code, added.msg).toBe(200);
    const list = (token: string) =>
      call('GET', `/hankun/files/list?source=${ACK_FILE_SOURCE}&onlyId=${ackId}&status=0`, token);
    // Before it is sent, a draft's files are its author's.
    expect((await list(sunyue)).code).toBe(403);
    expect((await call('POST', `/hankun/ack/send/${ackId}`, admin)).data).toEqual({ recipientCount: 2 });
    expect(((await list(sunyue)).rows as unknown[]).length).toBe(1);
    expect((await list(outsider)).code).toBe(403);
    // Sent, its files are fixed: nobody adds one the recipients never saw.
    const late = await upload(t, admin, owner, [{ name: '补充.pdf', content: pdfBytes('late') }]);
    expect(late.code).toBe(403);
  });

  it('is confirmed once by each person asked; the author sees who has and who has not', async () => {
    const ackId = await draftAck('员工手册2027版');
    const socket = await connectLive(t.app, `?userId=${ids.sunyue}`, sunyue);
    open.push(socket);
    await call('POST', `/hankun/ack/send/${ackId}`, admin);
    expect(await socket.next()).toMatchObject({
      event: 'msg',
      msgTitle: '员工手册2027版',
      eventBus: 'acksChanged',
    });
    expect(await waiting(sunyue)).toContain(ackId);
    const unread = await call('GET', '/hankun/notice/unreadCount', sunyue);
    expect((unread.data as { acks: number }).acks).toBeGreaterThan(0);

    const detail = await call('GET', `/hankun/ack/${ackId}`, sunyue);
    expect(detail.data).toMatchObject({
      received: { title: '员工手册2027版', confirmedAt: null },
      sent: null,
    });
    const confirmed = await call('POST', `/hankun/ack/confirm/${ackId}`, sunyue);
    expect(confirmed.code, confirmed.msg).toBe(200);
    expect((await call('POST', `/hankun/ack/confirm/${ackId}`, sunyue)).code).toBe(409);
    expect(await waiting(sunyue)).not.toContain(ackId);
    const confirmedList = await call('GET', '/hankun/ack/list?state=confirmed', sunyue);
    expect((confirmedList.rows as { ackId: number }[]).map((r) => r.ackId)).toContain(ackId);

    const status = await call('GET', `/hankun/ack/status/${ackId}`, admin);
    expect(status.data).toMatchObject({ done: [{ userId: ids.sunyue }], pending: [{ userId: ids.yangfan }] });
    const sent = await call('GET', '/hankun/ack/sent', admin);
    expect((sent.rows as { ackId: number }[]).find((r) => r.ackId === ackId)).toMatchObject({
      recipientCount: 2,
      confirmedCount: 1,
    });
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ack'), eq(auditLog.entityId, String(ackId))))
      .orderBy(auditLog.auditId);
    expect(audits.map((row) => row.action)).toEqual(['create', 'send', 'confirm']);
  });

  it('never shows an acknowledgement to someone not asked, nor its status to a recipient', async () => {
    const ackId = await draftAck('保密协议');
    await call('POST', `/hankun/ack/send/${ackId}`, admin);
    expect((await call('GET', `/hankun/ack/${ackId}`, outsider)).code).toBe(404);
    expect((await call('POST', `/hankun/ack/confirm/${ackId}`, outsider)).code).toBe(404);
    expect(await waiting(outsider)).not.toContain(ackId);
    expect((await call('GET', `/hankun/ack/status/${ackId}`, sunyue)).code).toBe(403);
    expect((await call('POST', '/hankun/ack', sunyue, { title: 'x', audience: 'all' })).code).toBe(403);
  });

  it('reminds, once a day from the day after it is sent, those who have not confirmed', async () => {
    const ackId = await draftAck('反洗钱培训材料');
    await call('POST', `/hankun/ack/send/${ackId}`, admin);
    await call('POST', `/hankun/ack/confirm/${ackId}`, sunyue);
    const reminders = t.app.services.ackReminders;
    // Not on the day it is sent.
    expect(await reminders.remind(today())).not.toContain(ids.yangfan);
    await t.db
      .update(acks)
      .set({ sentAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(acks.ackId, ackId));
    const socket = await connectLive(t.app, `?userId=${ids.yangfan}`, yangfan);
    open.push(socket);
    const reminded = await reminders.remind(today());
    expect(reminded).toContain(ids.yangfan);
    expect(reminded).not.toContain(ids.sunyue);
    expect(await socket.next()).toMatchObject({ event: 'msg', eventBus: 'acksChanged' });
    expect(await reminders.remind(today())).toEqual([]);
    expect(await reminders.remind(addDays(today(), 1))).toContain(ids.yangfan);
  });

  it('is cancelled by its author: off the waiting lists, nothing left to confirm', async () => {
    const ackId = await draftAck('已取消的阅知');
    await call('POST', `/hankun/ack/send/${ackId}`, admin);
    expect((await call('POST', `/hankun/ack/cancel/${ackId}`, sunyue)).code).toBe(403);
    expect((await call('POST', `/hankun/ack/cancel/${ackId}`, admin)).code).toBe(200);
    expect(await waiting(yangfan)).not.toContain(ackId);
    expect(await call('POST', `/hankun/ack/confirm/${ackId}`, yangfan)).toMatchObject({
      code: 409,
      msg: '此阅知确认已取消，无需确认',
    });
    expect((await call('POST', `/hankun/ack/cancel/${ackId}`, admin)).code).toBe(409);
  });

  it('names what is missing, in both languages', async () => {
    const empty = await call('POST', '/hankun/ack', admin, {
      title: '',
      audience: 'users',
      userIds: [ids.sunyue],
    });
    expect(empty).toMatchObject({ code: 400, msg: '请填写标题' });
    const nobody = await call('POST', '/hankun/ack', admin, { title: 'x', audience: 'users' }, 'en');
    expect(nobody).toMatchObject({ code: 400, msg: 'Choose at least one department or person' });
  });
});
