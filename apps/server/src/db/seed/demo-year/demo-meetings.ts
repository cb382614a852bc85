import { randomUUID } from 'node:crypto';
import {
  addDays,
  firmMoment,
  isWorkingDay,
  minutesOf,
  type RoomEquipment,
  timeOf,
  weeklyDays,
} from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { meetingBookings, meetingRooms } from '../../schema.ts';
import type { OfficeKey } from '../organization.seed.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';

type RoomSeed = [
  name: string,
  floor: string,
  capacity: number,
  equipment: RoomEquipment[],
  isActive?: boolean,
];

const ALL: RoomEquipment[] = ['screen', 'videoConference', 'phone', 'whiteboard'];
const ROOMS: Record<OfficeKey, RoomSeed[]> = {
  beijing: [
    ['长城厅', '20F', 16, ALL],
    ['颐和厅', '20F', 8, ['screen', 'phone', 'whiteboard']],
    ['一号洽谈室', '19F', 4, ['phone']],
    ['二号洽谈室', '19F', 4, ['whiteboard']],
    // Being refitted: out of use, so the rooms page shows one.
    ['三号洽谈室', '19F', 4, [], false],
  ],
  shanghai: [
    ['外滩厅', '35F', 14, ALL],
    ['豫园厅', '35F', 6, ['screen', 'phone']],
    ['洽谈室', '34F', 4, ['phone']],
  ],
  shenzhen: [
    ['深南厅', '28F', 10, ['screen', 'videoConference', 'whiteboard']],
    ['洽谈室', '28F', 4, ['phone']],
  ],
  hongkong: [
    ['Victoria Room', '18F', 12, ['screen', 'videoConference', 'phone']],
    ['Harbour Room', '18F', 6, ['screen', 'whiteboard']],
  ],
};

/** Each office's weekly team meeting: room, weekday (1 Monday), time, who books it, subject. */
const WEEKLY: [
  office: OfficeKey,
  room: string,
  weekday: number,
  start: string,
  end: string,
  booker: string,
  title: string,
][] = [
  ['beijing', '长城厅', 1, '09:30', '10:30', 'wangjianguo', '公司并购组周例会'],
  ['shanghai', '外滩厅', 3, '16:00', '17:00', 'lihuimin', '资本市场组案件进度会'],
  ['shenzhen', '深南厅', 4, '10:00', '11:00', 'chenlixin', '争议解决组周会'],
  ['hongkong', 'Victoria Room', 2, '09:00', '10:00', 'huangguodong', 'Banking team weekly'],
];

const SUBJECTS = [
  '客户会议',
  '与对方律师电话会议',
  '交易文件内部讨论',
  '尽职调查访谈',
  '庭前准备会',
  '视频会议：境外律所',
  '新员工培训',
  '法律意见书审阅',
  '仲裁案件策略讨论',
  '合同谈判',
];
/** Subjects that name a deal: booked private, so only their people read them on the board. */
const PRIVATE_SUBJECTS = ['收购项目谈判', '上市项目保密会议'];

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The demo firm's meeting rooms (decision 0055) and their bookings from this week's Monday to next
 * week's Friday: each office's weekly team meeting (a series running three weeks on), a few
 * meetings a working day in each office and one or two at the weekend, some private. So the board shows a full day on the first
 * start, and 我的预订 has meetings for the partners and lawyers.
 */
export async function seedMeetings(tx: Executor, ctx: DemoContext): Promise<void> {
  const prng = ctx.prng.fork('meetings');
  const keeperOf = (office: OfficeKey) => ctx.firm.byName(office === 'hongkong' ? 'yuanfang' : 'chengpeng');
  const roomsByOffice = new Map<OfficeKey, (typeof meetingRooms.$inferSelect)[]>();
  const roomsCreated = momentOf(ctx.firstDay, 10);
  for (const [office, seeds] of Object.entries(ROOMS) as [OfficeKey, RoomSeed[]][]) {
    const keeper = keeperOf(office);
    const officeId = ctx.firm.officeIds.get(ctx.firm.officeCodeOf(office))!;
    const rows = await tx
      .insert(meetingRooms)
      .values(
        seeds.map(([name, floor, capacity, equipment, isActive = true]) => ({
          officeId,
          name,
          floor,
          capacity,
          equipment,
          isActive,
          createdAt: roomsCreated,
          updatedAt: roomsCreated,
          createdBy: keeper.userId,
          updatedBy: keeper.userId,
        })),
      )
      .returning();
    for (const row of rows)
      ctx.audit.add(roomsCreated, keeper, {
        action: 'create',
        entity: 'meetingRoom',
        entityId: row.roomId,
        after: row,
      });
    roomsByOffice.set(
      office,
      rows.filter((row) => row.isActive),
    );
  }

  const monday = addDays(ctx.today, -((weekdayOf(ctx.today) + 6) % 7));
  const days = Array.from({ length: 12 }, (_, index) => addDays(monday, index));
  /** What each room holds, to place the day's meetings around the weekly ones. */
  const taken = new Map<number, { day: string; from: number; to: number }[]>();
  const isFree = (roomId: number, day: string, from: number, to: number) =>
    !(taken.get(roomId) ?? []).some((slot) => slot.day === day && slot.from < to && slot.to > from);
  const bookings: (typeof meetingBookings.$inferInsert)[] = [];
  const book = (
    room: { roomId: number },
    booker: Person,
    day: string,
    start: string,
    end: string,
    extra: { title: string; attendeeIds: number[]; isPrivate?: boolean; seriesId?: string; madeOn?: string },
  ) => {
    taken.set(room.roomId, [
      ...(taken.get(room.roomId) ?? []),
      { day, from: minutesOf(start), to: minutesOf(end) },
    ]);
    const startsAt = firmMoment(day, start);
    let createdAt = momentOf(extra.madeOn ?? addDays(day, -prng.int(1, 6)), prng.int(9, 17), prng.int(0, 59));
    if (createdAt >= ctx.now) createdAt = new Date(ctx.now.getTime() - prng.int(10, 600) * 60_000);
    bookings.push({
      roomId: room.roomId,
      title: extra.title,
      startsAt,
      endsAt: firmMoment(day, end),
      bookerId: booker.userId,
      attendeeIds: extra.attendeeIds,
      isPrivate: extra.isPrivate ?? false,
      seriesId: extra.seriesId ?? null,
      createdAt,
      updatedAt: createdAt,
      createdBy: booker.userId,
      updatedBy: booker.userId,
    });
  };

  for (const [office, roomName, weekday, start, end, bookerName, title] of WEEKLY) {
    const room = roomsByOffice.get(office)!.find((row) => row.name === roomName)!;
    const booker = ctx.firm.byName(bookerName);
    const team = ctx.firm.people.filter(
      (person) => person.inService && person.unit === booker.unit && person.userId !== booker.userId,
    );
    const first = addDays(monday, weekday - 1);
    const seriesId = randomUUID();
    const madeOn = addDays(first, -14);
    for (const day of weeklyDays(first, addDays(first, 21)))
      book(room, booker, day, start, end, {
        title,
        attendeeIds: team.map((p) => p.userId),
        seriesId,
        madeOn,
      });
  }

  for (const [office, rooms] of roomsByOffice) {
    const people = ctx.firm.people.filter(
      (person) =>
        person.inService &&
        person.office === office &&
        ['partner', 'lawyer', 'secretary'].includes(person.role),
    );
    for (const day of days) {
      // A deal closing or a hearing brings someone in at the weekend too.
      const meetings = isWorkingDay(day, ctx.calendar) ? rooms.length * prng.int(2, 3) : prng.int(1, 2);
      for (let meeting = meetings; meeting > 0; meeting -= 1) {
        const room = prng.pick(rooms);
        const from = minutesOf('08:30') + prng.int(0, 18) * 30;
        const to = Math.min(from + prng.pick([60, 60, 90, 120]), minutesOf('20:00'));
        if (!isFree(room.roomId, day, from, to)) continue;
        const booker = prng.pick(people);
        const isPrivate = prng.chance(0.15);
        const others = prng.sample(
          people.filter((person) => person.userId !== booker.userId),
          Math.min(room.capacity - 1, prng.int(0, 3)),
        );
        book(room, booker, day, timeOf(from), timeOf(to), {
          title: prng.pick(isPrivate ? PRIVATE_SUBJECTS : SUBJECTS),
          attendeeIds: others.map((person) => person.userId),
          isPrivate,
        });
      }
    }
  }

  const rows = await tx.insert(meetingBookings).values(bookings).returning();
  for (const row of rows)
    ctx.audit.add(row.createdAt, ctx.firm.byId.get(row.bookerId)!, {
      action: 'create',
      entity: 'meetingBooking',
      entityId: row.bookingId,
      after: row,
    });
}
