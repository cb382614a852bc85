import { firmWallClock, localizedName } from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type AppError, conflict } from '../../platform/http/app-error.ts';
import type { MeetingCollaborators } from './meetings.collaborators.ts';
import { meetingBookings } from './meetings.tables.ts';

/** One meeting asked for: its day at the firm and its moments. */
export interface Slot {
  day: string;
  startsAt: Date;
  endsAt: Date;
}

interface ClashRow extends Record<string, unknown> {
  starts_at: Date | string;
  ends_at: Date | string;
  booker_id: number;
}

/** SQLSTATE 23P01: the exclusion constraint of migration 0043 refused an overlapping booking. */
const EXCLUSION_VIOLATION = '23P01';

export function isExclusionViolation(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === EXCLUSION_VIOLATION) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Bookings of the room, not cancelled, overlapping any of the slots (but `except`, being changed). */
export async function findClashes(
  tx: Executor,
  roomId: number,
  slots: readonly Slot[],
  except: number | null,
): Promise<ClashRow[]> {
  const ranges = sql.join(
    slots.map(
      (slot) =>
        sql`tstzrange(${slot.startsAt.toISOString()}::timestamptz, ${slot.endsAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await tx.execute<ClashRow>(sql`
    select b.starts_at, b.ends_at, b.booker_id from ${meetingBookings} b
    where b.room_id = ${roomId} and b.status = 'booked' and b.booking_id is distinct from ${except}
      and tstzrange(b.starts_at, b.ends_at) && any (array[${ranges}])
    order by b.starts_at`);
  return result.rows;
}

/**
 * The refusal of a booking that clashes, in the caller's language. One meeting names the booking
 * in the way (when and by whom, never its title: it may be private); a weekly booking names every
 * date that clashes, since none of its meetings is booked.
 */
export async function clashRefusal(
  ctx: RequestContext,
  /** Names of people, read through the transaction the refusal is made in. */
  people: (userIds: readonly number[]) => ReturnType<MeetingCollaborators['peopleByIds']>,
  room: { name: string },
  slots: readonly Slot[],
  clashes: readonly ClashRow[],
): Promise<AppError> {
  const overlaps = (slot: Slot, clash: ClashRow) =>
    new Date(clash.starts_at) < slot.endsAt && new Date(clash.ends_at) > slot.startsAt;
  if (slots.length > 1) {
    const dates = slots.filter((slot) => clashes.some((clash) => overlaps(slot, clash))).map((s) => s.day);
    if (dates.length > 0)
      return conflict(
        'meeting.seriesClash',
        { dates: dates.join(ctx.lang === 'en' ? ', ' : '、') },
        'repeatUntil',
      );
  }
  const [clash] = clashes;
  if (!clash) return conflict('meeting.overlapSomeone', undefined, 'startTime');
  const booker = (await people([clash.booker_id])).get(clash.booker_id);
  const start = firmWallClock(new Date(clash.starts_at));
  return conflict(
    'meeting.overlap',
    {
      room: room.name,
      day: start.day,
      start: start.time,
      end: firmWallClock(new Date(clash.ends_at)).time,
      booker: booker ? localizedName(ctx.lang, booker.nickName, booker.nameEn) : '',
    },
    'startTime',
  );
}
