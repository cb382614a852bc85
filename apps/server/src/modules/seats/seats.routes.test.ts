import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../users/users.tables.ts';
import { officeSeats } from './seats.tables.ts';

let t: TestApp;
let hr: string;
let admin: string;
let lawyer: string;

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin, lawyer] = await Promise.all([
    signIn(t.app, 'panling'),
    signIn(t.app, 'admin'),
    signIn(t.app, 'yangfan'),
  ]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

interface Seat {
  seatId: number;
  officeId: number;
  floor: string;
  code: string;
  gridRow: number;
  gridCol: number;
  occupant: { userId: number; nickName: string; nameEn: string; userno: string } | null;
}

const userOf = async (userName: string) =>
  (await t.db.select().from(users).where(eq(users.userName, userName)))[0]!;
const seatOf = async (code: string) =>
  (await t.db.select().from(officeSeats).where(eq(officeSeats.code, code)))[0]!;

describe('the office map', () => {
  it('lists the offices with a seat plan, their floors and how many seats are taken', async () => {
    const body = await call('GET', '/system/seat/offices', lawyer, undefined, 'en');
    expect(body.code, body.msg).toBe(200);
    const offices = body.data as {
      officeNameEn: string;
      floors: { floor: string; seats: number; taken: number }[];
    }[];
    expect(offices.map((office) => office.officeNameEn)).toEqual(['Beijing', 'Shanghai']);
    expect(offices[0]!.floors.map((floor) => [floor.floor, floor.seats])).toEqual([
      ['10F', 42],
      ['11F', 42],
      ['12F', 42],
    ]);
    const beijing = await userOf('sunyue');
    const seated = await t.db.$count(officeSeats, eq(officeSeats.officeId, beijing.officeId!));
    expect(seated).toBe(126);
    const taken = offices[0]!.floors.reduce((sum, floor) => sum + floor.taken, 0);
    const inService = await t.db.$count(
      users,
      and(eq(users.officeId, beijing.officeId!), eq(users.status, '3')),
    );
    expect(taken).toBe(inService);
  });

  it('shows a floor in grid order with who sits where, and nothing private about them', async () => {
    const sunyue = await userOf('sunyue');
    const body = await call('GET', `/system/seat/list?officeId=${sunyue.officeId}&floor=10F`, lawyer);
    const seats = body.data as Seat[];
    expect(seats).toHaveLength(42);
    expect(seats.slice(0, 2).map((seat) => [seat.code, seat.gridRow, seat.gridCol])).toEqual([
      ['BJ-10F-001', 1, 1],
      ['BJ-10F-002', 1, 2],
    ]);
    expect(seats.find((seat) => seat.code === 'BJ-10F-010')?.occupant).toEqual({
      userId: sunyue.userId,
      nickName: '孙悦',
      nameEn: 'Sun Yue',
      userno: sunyue.userno,
    });
    expect(seats.some((seat) => seat.occupant === null)).toBe(true);
    const payload = JSON.stringify(body);
    expect(payload).not.toContain(sunyue.phonenumber);
    expect(payload).not.toContain('@');
  });

  it('finds the seat a person holds, and none for someone without a plan seat', async () => {
    const sunyue = await userOf('sunyue');
    const mine = await call('GET', `/system/seat/user/${sunyue.userId}`, lawyer);
    expect((mine.data as Seat).code).toBe('BJ-10F-010');
    const shenzhen = await userOf('chenlixin');
    expect((await call('GET', `/system/seat/user/${shenzhen.userId}`, lawyer)).data).toBeNull();
  });
});

describe('seating people', () => {
  it('moves a person: the old seat frees, the directory follows, and the change is audited', async () => {
    const yangfan = await userOf('yangfan');
    const from = await seatOf(yangfan.seat);
    const to = await seatOf('BJ-11F-041');
    expect(to.userId).toBeNull();
    const body = await call('PUT', '/system/seat/assign', hr, { seatId: to.seatId, userId: yangfan.userId });
    expect(body.code, body.msg).toBe(200);
    expect((body.data as Seat).occupant?.userId).toBe(yangfan.userId);
    expect((await seatOf(from.code)).userId).toBeNull();
    expect((await userOf('yangfan')).seat).toBe('BJ-11F-041');
    const book = await call('GET', '/system/user/addressBook?name=yangfan', lawyer);
    expect((book.rows as { seat: string }[])[0]!.seat).toBe('BJ-11F-041');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'officeSeat'), eq(auditLog.entityId, String(to.seatId))));
    expect(audit).toMatchObject({ action: 'update', userName: 'panling' });
    expect(audit!.before).toMatchObject({ userId: null, movedFrom: from.code });
    expect(audit!.after).toMatchObject({ userId: yangfan.userId });
  });

  it('refuses a taken seat, naming it and its occupant in the caller’s language, until it is freed', async () => {
    const sunyue = await userOf('sunyue');
    const guojing = await userOf('guojing');
    const seat = await seatOf('BJ-10F-010');
    const cn = await call('PUT', '/system/seat/assign', hr, { seatId: seat.seatId, userId: guojing.userId });
    expect(cn).toMatchObject({ code: 409, msg: '座位 BJ-10F-010 已有人（孙悦），请先腾空' });
    const en = await call(
      'PUT',
      '/system/seat/assign',
      hr,
      { seatId: seat.seatId, userId: guojing.userId },
      'en',
    );
    expect(en.msg).toBe('Seat BJ-10F-010 is taken (孙悦); free it first');
    expect((await call('PUT', '/system/seat/free', admin, { seatId: seat.seatId })).code).toBe(200);
    expect((await userOf('sunyue')).seat).toBe('');
    const again = await call('PUT', '/system/seat/assign', admin, {
      seatId: seat.seatId,
      userId: guojing.userId,
    });
    expect(again.code, again.msg).toBe(200);
    expect((await seatOf('BJ-10F-010')).userId).toBe(guojing.userId);
    expect((await call('GET', `/system/seat/user/${sunyue.userId}`, lawyer)).data).toBeNull();
  });

  it('validates the request with messages naming the field in both languages', async () => {
    const cn = await call('PUT', '/system/seat/assign', hr, { seatId: 1 });
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('用户');
    const en = await call('PUT', '/system/seat/assign', hr, { seatId: 'A08', userId: 1 }, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Seat');
    const missing = await call('PUT', '/system/seat/free', hr, { seatId: 999_999 }, 'en');
    expect(missing).toMatchObject({ code: 404, msg: 'That seat does not exist' });
    const floor = await call('GET', '/system/seat/list?officeId=1', lawyer, undefined, 'en');
    expect(floor.code).toBe(400);
    expect(floor.msg).toContain('Floor');
  });

  it('lets only HR and administrators change seats', async () => {
    const seat = await seatOf('BJ-12F-042');
    const me = await userOf('yangfan');
    expect(
      (await call('PUT', '/system/seat/assign', lawyer, { seatId: seat.seatId, userId: me.userId })).code,
    ).toBe(403);
    expect((await call('PUT', '/system/seat/free', lawyer, { seatId: seat.seatId })).code).toBe(403);
    expect((await seatOf('BJ-12F-042')).userId).toBeNull();
  });

  it('gives a seat to one person when two are seated there at the same instant', async () => {
    const seat = await seatOf('SH-10F-040');
    const [a, b] = await Promise.all([userOf('majunjie'), userOf('zhulihua')]);
    const answers = await Promise.all([
      call('PUT', '/system/seat/assign', hr, { seatId: seat.seatId, userId: a.userId }),
      call('PUT', '/system/seat/assign', admin, { seatId: seat.seatId, userId: b.userId }),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    const winner = answers[0]!.code === 200 ? a : b;
    expect((await seatOf('SH-10F-040')).userId).toBe(winner.userId);
  });

  it('keeps a person to one seat when they are seated in two places at the same instant', async () => {
    const person = await userOf('luoxue');
    const [one, two] = await Promise.all([seatOf('SH-11F-039'), seatOf('SH-12F-039')]);
    const answers = await Promise.all([
      call('PUT', '/system/seat/assign', hr, { seatId: one.seatId, userId: person.userId }),
      call('PUT', '/system/seat/assign', admin, { seatId: two.seatId, userId: person.userId }),
    ]);
    // The two queue on the person: the second is a move, so the person ends in exactly one of
    // the two seats, the other is free, and the person's seat label names the seat they hold.
    expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
    expect(await t.db.$count(officeSeats, eq(officeSeats.userId, person.userId))).toBe(1);
    const [afterOne, afterTwo] = await Promise.all([seatOf('SH-11F-039'), seatOf('SH-12F-039')]);
    const held = afterOne.userId === person.userId ? afterOne : afterTwo;
    expect([afterOne.userId, afterTwo.userId].filter((userId) => userId === null)).toHaveLength(1);
    expect((await userOf('luoxue')).seat).toBe(held.code);
  });

  it('reads a departed person’s seat as free and lets it be given to someone else', async () => {
    const leaver = await userOf('hubin');
    const seat = await seatOf(leaver.seat);
    await t.db.update(users).set({ status: '5' }).where(eq(users.userId, leaver.userId));
    const floor = await call(
      'GET',
      `/system/seat/list?officeId=${seat.officeId}&floor=${seat.floor}`,
      lawyer,
    );
    expect((floor.data as Seat[]).find((row) => row.seatId === seat.seatId)?.occupant).toBeNull();
    const newcomer = await userOf('xieyutong');
    const body = await call('PUT', '/system/seat/assign', hr, {
      seatId: seat.seatId,
      userId: newcomer.userId,
    });
    expect(body.code, body.msg).toBe(200);
    expect((await userOf('hubin')).seat).toBe('');
    const refused = await call(
      'PUT',
      '/system/seat/assign',
      hr,
      { seatId: seat.seatId, userId: leaver.userId },
      'en',
    );
    expect(refused).toMatchObject({ code: 400, msg: 'Only people in service can be given a seat' });
  });
});
