import { firmMoment } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { meetingBookings } from './meetings.tables.ts';
import { addRoom, caller, dayAhead, officeId } from './meetings.test-support.ts';

let t: TestApp;
let admin: string;
let people: string[];
let shanghai: number;
const call = caller(() => t);

beforeAll(async () => {
  // A request that asks the pool for a second connection inside its transaction fails the test.
  t = await createTestApp({}, { nestedCheckout: 'refuse' });
  admin = await signIn(t.app, 'chengpeng');
  people = await Promise.all(
    ['majunjie', 'zhulihua', 'luoxue', 'fengjia'].map((name) => signIn(t.app, name)),
  );
  shanghai = await officeId(t, admin, '上海');
});
afterAll(() => t.close());

describe('a room cannot be booked twice, even by requests at the same moment', () => {
  it('answers 20 simultaneous bookings of one slot with one success and 19 refusals, none a 5xx', async () => {
    const roomId = await addRoom(t, admin, { officeId: shanghai, name: '外滩厅' });
    const day = dayAhead(2, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', '/hankun/meeting/booking', people[index % people.length]!, {
          roomId,
          title: `抢订 ${index}`,
          day,
          startTime: '14:00',
          endTime: '15:30',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    // Every refusal names the booking that won, or says the slot was just taken.
    for (const answer of answers.filter((a) => a.code === 409))
      expect(answer.msg).toMatch(/已被 .+ 预订|刚被他人预订/);
    const rows = await t.db
      .select()
      .from(meetingBookings)
      .where(and(eq(meetingBookings.roomId, roomId), eq(meetingBookings.status, 'booked')));
    expect(rows).toHaveLength(1);
  });

  it('keeps overlapping weekly bookings made at the same moment apart: one series wins whole', async () => {
    const roomId = await addRoom(t, admin, { officeId: shanghai, name: '陆家嘴厅' });
    const answers = await Promise.all(
      people.map((token, index) =>
        call('POST', '/hankun/meeting/booking', token, {
          roomId,
          title: `周会 ${index}`,
          day: dayAhead(1, index % 2 === 0 ? 0 : 7),
          startTime: '09:00',
          endTime: '10:00',
          repeatUntil: dayAhead(4),
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409)).toHaveLength(people.length - 1);
    const rows = await t.db
      .select()
      .from(meetingBookings)
      .where(and(eq(meetingBookings.roomId, roomId), eq(meetingBookings.status, 'booked')));
    expect(new Set(rows.map((row) => row.title)).size).toBe(1);
  });

  it('is the database’s rule: an overlapping row written past the service is refused (23P01)', async () => {
    const roomId = await addRoom(t, admin, { officeId: shanghai, name: '静安厅' });
    const [bookerId] = (await t.db.select({ id: users.userId }).from(users).limit(1)).map((row) => row.id);
    const row = (from: string, to: string) => ({
      roomId,
      title: '直接写入',
      startsAt: firmMoment(dayAhead(3), from),
      endsAt: firmMoment(dayAhead(3), to),
      bookerId: bookerId!,
    });
    await t.db.insert(meetingBookings).values(row('09:00', '10:00'));
    await expect(t.db.insert(meetingBookings).values(row('09:30', '10:30'))).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    // Back to back, and over a cancelled booking, are allowed.
    await t.db.insert(meetingBookings).values(row('10:00', '11:00'));
    await t.db.insert(meetingBookings).values({ ...row('09:00', '10:00'), status: 'cancelled' });
  });
});
