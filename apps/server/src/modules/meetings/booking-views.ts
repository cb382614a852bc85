import { type BookingView, firmWallClock, localizedName, MEETING_PERMISSIONS } from '@venus/shared';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { MeetingCollaborators } from './meetings.collaborators.ts';
import type { meetingBookings } from './meetings.tables.ts';

export type BookingWithRoom = typeof meetingBookings.$inferSelect & { roomName: string; officeId: number };

/**
 * Bookings as the reader sees them. A private booking's subject and attendees are the booker's,
 * the attendees' and administration's to read; everyone else sees the room taken, when, by whom.
 */
export async function bookingViews(
  ctx: SignedInContext,
  rows: readonly BookingWithRoom[],
  people: MeetingCollaborators['peopleByIds'],
  now: Date,
): Promise<BookingView[]> {
  const names = await people(rows.flatMap((row) => [row.bookerId, ...row.attendeeIds]));
  const personOf = (userId: number) => {
    const person = names.get(userId);
    return {
      userId,
      name: person ? localizedName(ctx.lang, person.nickName, person.nameEn) : String(userId),
    };
  };
  const manages = mayAct(ctx.actor, MEETING_PERMISSIONS.manage);
  const reader = ctx.actor.userId;
  return rows.map((row) => {
    const isHidden =
      row.isPrivate && row.bookerId !== reader && !row.attendeeIds.includes(reader) && !manages;
    const start = firmWallClock(row.startsAt);
    return {
      bookingId: row.bookingId,
      roomId: row.roomId,
      roomName: row.roomName,
      officeId: row.officeId,
      title: isHidden ? '' : row.title,
      day: start.day,
      startTime: start.time,
      endTime: firmWallClock(row.endsAt).time,
      booker: personOf(row.bookerId),
      attendees: isHidden ? [] : row.attendeeIds.map(personOf),
      isPrivate: row.isPrivate,
      isHidden,
      seriesId: row.seriesId,
      status: row.status,
      mayChange: row.status === 'booked' && row.startsAt > now && (row.bookerId === reader || manages),
    };
  });
}
