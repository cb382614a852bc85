import { firmMoment } from '@venus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { meetingBookings } from './meetings.tables.ts';
import { addRoom, caller, dayAhead, officeId } from './meetings.test-support.ts';

let t: TestApp;
let admin: string;
let yangfan: string;
let sunyue: string;
let beijing: number;
const call = caller(() => t);

interface Booking {
  bookingId: number;
  title: string;
  startTime: string;
  endTime: string;
  isHidden: boolean;
  mayChange: boolean;
  seriesId: string | null;
  attendees: { name: string }[];
}
const idsOf = (body: { data?: unknown }) => (body.data as { bookingIds: number[] }).bookingIds;
const book = (token: string, input: object, lang?: string) =>
  call('POST', '/hankun/meeting/booking', token, input, lang);

beforeAll(async () => {
  t = await createTestApp();
  [admin, yangfan, sunyue] = await Promise.all([
    signIn(t.app, 'chengpeng'),
    signIn(t.app, 'yangfan'),
    signIn(t.app, 'sunyue'),
  ]);
  beijing = await officeId(t, admin, '北京');
});
afterAll(() => t.close());

describe('booking a room', () => {
  it('books, changes and cancels, shows it on the day’s board and in one’s own, and audits each step', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '一号会议室' });
    const day = dayAhead(1, 1);
    const [sunyueId] = (await t.db.select().from(users).where(eq(users.userName, 'sunyue'))).map(
      (u) => u.userId,
    );
    const created = await book(yangfan, {
      roomId,
      title: '并购项目启动会',
      day,
      startTime: '09:00',
      endTime: '10:30',
      attendeeIds: [sunyueId],
    });
    expect(created.code, created.msg).toBe(200);
    const [bookingId] = idsOf(created);

    const board = await call('GET', `/hankun/meeting/board?officeId=${beijing}&day=${day}`, sunyue);
    const shown = (board.data as { bookings: Booking[] }).bookings.find((b) => b.bookingId === bookingId)!;
    expect(shown).toMatchObject({
      title: '并购项目启动会',
      startTime: '09:00',
      endTime: '10:30',
      mayChange: false,
    });
    expect(shown.attendees.map((a) => a.name)).toEqual(['孙悦']);
    const mine = await call('GET', '/hankun/meeting/booking/mine', sunyue);
    expect((mine.rows as Booking[]).map((b) => b.bookingId)).toContain(bookingId);

    const changed = await call('PUT', '/hankun/meeting/booking', yangfan, {
      bookingId,
      roomId,
      title: '并购项目启动会（改期）',
      day,
      startTime: '14:00',
      endTime: '15:00',
    });
    expect(changed.code, changed.msg).toBe(200);
    const read = await call('GET', `/hankun/meeting/booking/${bookingId}`, yangfan);
    expect(read.data).toMatchObject({ startTime: '14:00', endTime: '15:00', mayChange: true, attendees: [] });
    expect((await call('POST', '/hankun/meeting/booking/cancel', yangfan, { bookingId })).code).toBe(200);
    const after = await call('GET', `/hankun/meeting/board?officeId=${beijing}&day=${day}`, yangfan);
    expect((after.data as { bookings: Booking[] }).bookings.some((b) => b.bookingId === bookingId)).toBe(
      false,
    );

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'meetingBooking'), eq(auditLog.entityId, String(bookingId))));
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'cancel']);
  });

  it('names what is wrong with a booking, in both languages', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '二号会议室' });
    const base = { roomId, title: '例会', day: dayAhead(1), startTime: '09:00', endTime: '10:00' };
    expect(await book(yangfan, { ...base, startTime: '09:15' })).toMatchObject({
      code: 400,
      msg: '时间应为 07:00 至 22:00 之间的整点或半点',
    });
    expect(await book(yangfan, { ...base, endTime: '22:30' }, 'en')).toMatchObject({
      code: 400,
      msg: 'Times are on the hour or half hour between 07:00 and 22:00',
    });
    expect(await book(yangfan, { ...base, endTime: '08:30' })).toMatchObject({
      code: 400,
      msg: '结束时间应晚于开始时间',
    });
    expect((await book(yangfan, { ...base, title: '' })).msg).toBe('请填写会议主题');
    expect(await book(yangfan, { ...base, day: dayAhead(-1) })).toMatchObject({
      code: 400,
      msg: '不能预订已经过去的时间',
    });
    expect(await book(yangfan, { ...base, day: '2026-02-30' })).toMatchObject({ code: 400 });
    expect(await book(yangfan, { ...base, repeatUntil: dayAhead(30) }, 'en')).toMatchObject({
      code: 400,
      msg: 'A weekly booking books at most 26 meetings; choose an earlier last date',
    });
    expect(await book(yangfan, { ...base, attendeeIds: [999_999] })).toMatchObject({
      code: 400,
      msg: '参会人中有已离职或不存在的人员',
    });
    expect(await book(yangfan, { ...base, roomId: 999_999 })).toMatchObject({
      code: 400,
      msg: '会议室不存在',
    });
  });

  it('refuses a slot that overlaps another booking, naming it, and takes one that starts as it ends', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '三号会议室' });
    const day = dayAhead(1, 2);
    expect(
      (await book(yangfan, { roomId, title: '客户电话会', day, startTime: '10:00', endTime: '11:00' })).code,
    ).toBe(200);
    const clash = await book(sunyue, {
      roomId,
      title: '内部讨论',
      day,
      startTime: '10:30',
      endTime: '11:30',
    });
    expect(clash).toMatchObject({
      code: 409,
      msg: `三号会议室 在 ${day} 10:00–11:00 已被 杨帆 预订，请换一个时段或会议室`,
    });
    const english = await book(
      sunyue,
      { roomId, title: 'x', day, startTime: '09:00', endTime: '12:00' },
      'en',
    );
    expect(english.msg).toBe(
      `三号会议室 is booked by Yang Fan on ${day} 10:00–11:00; choose another time or room`,
    );
    expect(
      (await book(sunyue, { roomId, title: '内部讨论', day, startTime: '11:00', endTime: '12:00' })).code,
    ).toBe(200);
  });

  it('lets only the booker or administration change or cancel a booking (403 for anyone else)', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '四号会议室' });
    const input = { roomId, title: '合伙人会议', day: dayAhead(1, 3), startTime: '16:00', endTime: '17:00' };
    const [bookingId] = idsOf(await book(yangfan, input));
    const other = await call('PUT', '/hankun/meeting/booking', sunyue, {
      ...input,
      bookingId,
      title: '占用',
    });
    expect(other).toMatchObject({ code: 403, msg: '只有预订人或行政人员可以修改或取消此预订' });
    expect((await call('POST', '/hankun/meeting/booking/cancel', sunyue, { bookingId })).code).toBe(403);
    const read = await call('GET', `/hankun/meeting/booking/${bookingId}`, sunyue);
    expect(read.data).toMatchObject({ title: '合伙人会议', mayChange: false });
    // Administration moves it to the next hour, then cancels it.
    expect(
      (
        await call('PUT', '/hankun/meeting/booking', admin, {
          ...input,
          bookingId,
          startTime: '17:00',
          endTime: '18:00',
        })
      ).code,
    ).toBe(200);
    expect((await call('POST', '/hankun/meeting/booking/cancel', admin, { bookingId })).code).toBe(200);
    expect(await call('POST', '/hankun/meeting/booking/cancel', yangfan, { bookingId })).toMatchObject({
      code: 409,
      msg: '该预订已取消',
    });
    expect((await call('GET', '/hankun/meeting/booking/999999', yangfan)).code).toBe(404);
  });

  it('keeps a private booking’s subject and attendees from everyone but its people and administration', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '五号会议室' });
    const day = dayAhead(1, 4);
    const [bookingId] = idsOf(
      await book(yangfan, {
        roomId,
        title: '某上市公司收购谈判',
        day,
        startTime: '13:00',
        endTime: '14:00',
        isPrivate: true,
      }),
    );
    const seenBy = async (token: string) =>
      (
        (await call('GET', `/hankun/meeting/board?officeId=${beijing}&day=${day}`, token)).data as {
          bookings: Booking[];
        }
      ).bookings.find((b) => b.bookingId === bookingId)!;
    expect(await seenBy(sunyue)).toMatchObject({ title: '', isHidden: true });
    expect(await seenBy(yangfan)).toMatchObject({ title: '某上市公司收购谈判', isHidden: false });
    expect(await seenBy(admin)).toMatchObject({ title: '某上市公司收购谈判', isHidden: false });
  });

  it('refuses to change or cancel a meeting that has begun', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '六号会议室' });
    const [yangfanId] = (await t.db.select().from(users).where(eq(users.userName, 'yangfan'))).map(
      (u) => u.userId,
    );
    const now = Date.now();
    const [row] = await t.db
      .insert(meetingBookings)
      .values({
        roomId,
        title: '进行中的会议',
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + 3_600_000),
        bookerId: yangfanId!,
      })
      .returning();
    const bookingId = row!.bookingId;
    const moved = await call('PUT', '/hankun/meeting/booking', yangfan, {
      bookingId,
      roomId,
      title: '进行中的会议',
      day: dayAhead(2),
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(moved).toMatchObject({ code: 409, msg: '会议已开始或已结束，不能再修改或取消' });
    expect((await call('POST', '/hankun/meeting/booking/cancel', admin, { bookingId })).code).toBe(409);
  });
});

describe('a weekly booking', () => {
  it('books every week or none: the clashing dates are named and nothing is written', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '七号会议室' });
    const first = dayAhead(1);
    const third = dayAhead(3);
    expect(
      (await book(sunyue, { roomId, title: '培训', day: third, startTime: '10:00', endTime: '12:00' })).code,
    ).toBe(200);
    const weekly = {
      roomId,
      title: '团队周会',
      day: first,
      startTime: '11:00',
      endTime: '12:00',
      repeatUntil: dayAhead(4),
    };
    const refused = await book(yangfan, weekly);
    expect(refused).toMatchObject({ code: 409, msg: `以下日期与已有预订冲突，本次未预订任何会议：${third}` });
    const written = await t.db
      .select()
      .from(meetingBookings)
      .where(and(eq(meetingBookings.roomId, roomId), eq(meetingBookings.title, '团队周会')));
    expect(written).toEqual([]);
  });

  it('shares one series, and cancelling from one meeting on leaves the earlier ones', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '八号会议室' });
    const booked = await book(yangfan, {
      roomId,
      title: '团队周会',
      day: dayAhead(1),
      startTime: '08:00',
      endTime: '09:00',
      repeatUntil: dayAhead(4),
    });
    expect(booked.code, booked.msg).toBe(200);
    const ids = idsOf(booked);
    expect(ids).toHaveLength(4);
    const rows = await t.db.select().from(meetingBookings).where(inArray(meetingBookings.bookingId, ids));
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    expect(rows.map((row) => row.startsAt.getTime()).sort()).toEqual(
      [1, 2, 3, 4].map((week) => firmMoment(dayAhead(week), '08:00').getTime()),
    );
    const cancelled = await call('POST', '/hankun/meeting/booking/cancel', yangfan, {
      bookingId: ids[1],
      wholeSeries: true,
    });
    expect((cancelled.data as { bookingIds: number[] }).bookingIds).toEqual(ids.slice(1));
    const left = await t.db.select().from(meetingBookings).where(inArray(meetingBookings.bookingId, ids));
    expect(left.filter((row) => row.status === 'booked').map((row) => row.bookingId)).toEqual([ids[0]]);
  });
});
