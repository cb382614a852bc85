import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { depts } from '../../db/schema.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { addRoom, caller, dayAhead, officeId } from './meetings.test-support.ts';

let t: TestApp;
let admin: string;
let lawyer: string;
let beijing: number;
const call = caller(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer] = await Promise.all([signIn(t.app, 'chengpeng'), signIn(t.app, 'yangfan')]);
  beijing = await officeId(t, admin, '北京');
});
afterAll(() => t.close());

describe('meeting rooms (meetingRoomAdd)', () => {
  it('are added and changed by administration, each change audited, and listed by office', async () => {
    const added = await call('POST', '/hankun/meeting/room', admin, {
      officeId: beijing,
      name: '长城厅',
      floor: '20F',
      capacity: 12,
      equipment: ['whiteboard', 'screen', 'screen'],
    });
    expect(added.code, added.msg).toBe(200);
    const room = added.data as { roomId: number; equipment: string[] };
    // Kept once each, in the list's order.
    expect(room.equipment).toEqual(['screen', 'whiteboard']);
    const changed = await call('PUT', '/hankun/meeting/room', admin, {
      roomId: room.roomId,
      officeId: beijing,
      name: '长城厅',
      floor: '20F',
      capacity: 14,
      equipment: ['screen', 'videoConference'],
    });
    expect(changed.data).toMatchObject({ capacity: 14, isActive: true });
    const list = await call('GET', `/hankun/meeting/room/list?officeId=${beijing}`, admin);
    expect((list.rows as { name: string }[]).map((row) => row.name)).toContain('长城厅');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'meetingRoom'), eq(auditLog.entityId, String(room.roomId))));
    expect(audits.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a lawyer managing rooms', async () => {
    expect(
      (await call('POST', '/hankun/meeting/room', lawyer, { officeId: beijing, name: 'x', capacity: 2 }))
        .code,
    ).toBe(403);
    expect((await call('GET', '/hankun/meeting/room/list', lawyer)).code).toBe(403);
  });

  it('names what is wrong with a room, in both languages', async () => {
    const zero = await call('POST', '/hankun/meeting/room', admin, {
      officeId: beijing,
      name: '小厅',
      capacity: 0,
    });
    expect(zero).toMatchObject({ code: 400, msg: '容纳人数应为 1 到 500 之间的整数' });
    const english = await call(
      'POST',
      '/hankun/meeting/room',
      admin,
      { officeId: beijing, name: '小厅', capacity: 4, equipment: ['projector'] },
      'en',
    );
    expect(english).toMatchObject({ code: 400, msg: 'Choose equipment from the list' });
    const noName = await call('POST', '/hankun/meeting/room', admin, {
      officeId: beijing,
      name: ' ',
      capacity: 4,
    });
    expect(noName.msg).toBe('请填写会议室名称');
  });

  it('refuses a unit that is not an office, and a second room of the same name in an office', async () => {
    const [group] = await t.db.select().from(depts).where(eq(depts.kind, 'group')).limit(1);
    expect(
      await call('POST', '/hankun/meeting/room', admin, { officeId: group!.deptId, name: '甲', capacity: 4 }),
    ).toMatchObject({ code: 400, msg: '请选择一个办公室' });
    await addRoom(t, admin, { officeId: beijing, name: '黄河厅' });
    expect(
      await call('POST', '/hankun/meeting/room', admin, { officeId: beijing, name: '黄河厅', capacity: 4 }),
    ).toMatchObject({ code: 409, msg: '该办公室已有名为「黄河厅」的会议室' });
  });

  it('is taken out of use only once nothing is booked in it to come, and then takes no booking', async () => {
    const roomId = await addRoom(t, admin, { officeId: beijing, name: '泰山厅' });
    const room = { roomId, officeId: beijing, name: '泰山厅', capacity: 8 };
    const booked = await call('POST', '/hankun/meeting/booking', lawyer, {
      roomId,
      title: '周会',
      day: dayAhead(2),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(booked.code, booked.msg).toBe(200);
    const refused = await call('PUT', '/hankun/meeting/room', admin, { ...room, isActive: false });
    expect(refused).toMatchObject({
      code: 409,
      msg: '会议室「泰山厅」还有 1 个未开始的预订，请先取消后再停用',
    });
    const [bookingId] = (booked.data as { bookingIds: number[] }).bookingIds;
    expect((await call('POST', '/hankun/meeting/booking/cancel', lawyer, { bookingId })).code).toBe(200);
    expect((await call('PUT', '/hankun/meeting/room', admin, { ...room, isActive: false })).code).toBe(200);
    const again = await call('POST', '/hankun/meeting/booking', lawyer, {
      roomId,
      title: '周会',
      day: dayAhead(2),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(again).toMatchObject({ code: 409, msg: '会议室「泰山厅」已停用，不能预订' });
  });
});
