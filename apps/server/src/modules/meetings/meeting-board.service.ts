import {
  addDays,
  type BoardQuery,
  type BookingView,
  firmMoment,
  type MeetingBoard,
  type MyBookingsQuery,
} from '@venus/shared';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { bookingViews } from './booking-views.ts';
import { roomView } from './meeting-rooms.service.ts';
import type { MeetingCollaborators } from './meetings.collaborators.ts';
import { meetingBookings, meetingRooms } from './meetings.tables.ts';

const withRoom = {
  ...getTableColumns(meetingBookings),
  roomName: meetingRooms.name,
  officeId: meetingRooms.officeId,
};

/** What the board (spec usemeeting), one booking and "my bookings" read. */
export class MeetingBoardService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: MeetingCollaborators,
    private readonly now: () => Date,
  ) {}

  /** An office's rooms in use and their bookings of the day, at the firm's wall clock. */
  async board(ctx: SignedInContext, { officeId, day }: BoardQuery): Promise<MeetingBoard> {
    const rooms = await this.db
      .select()
      .from(meetingRooms)
      .where(and(eq(meetingRooms.officeId, officeId), eq(meetingRooms.isActive, true)))
      .orderBy(asc(meetingRooms.floor), asc(meetingRooms.name), asc(meetingRooms.roomId));
    const rows =
      rooms.length === 0
        ? []
        : await this.db
            .select(withRoom)
            .from(meetingBookings)
            .innerJoin(meetingRooms, eq(meetingRooms.roomId, meetingBookings.roomId))
            .where(
              and(
                inArray(
                  meetingBookings.roomId,
                  rooms.map((room) => room.roomId),
                ),
                eq(meetingBookings.status, 'booked'),
                lt(meetingBookings.startsAt, firmMoment(addDays(day, 1), '00:00')),
                gt(meetingBookings.endsAt, firmMoment(day, '00:00')),
              ),
            )
            .orderBy(asc(meetingBookings.startsAt));
    return {
      day,
      rooms: rooms.map(roomView),
      bookings: await bookingViews(ctx, rows, this.collaborators.peopleByIds, this.now()),
    };
  }

  async get(ctx: SignedInContext, bookingId: number): Promise<BookingView> {
    const rows = await this.db
      .select(withRoom)
      .from(meetingBookings)
      .innerJoin(meetingRooms, eq(meetingRooms.roomId, meetingBookings.roomId))
      .where(eq(meetingBookings.bookingId, bookingId));
    if (rows.length === 0) throw notFound('meeting.bookingNotFound');
    const [view] = await bookingViews(ctx, rows, this.collaborators.peopleByIds, this.now());
    return view!;
  }

  /** The bookings the reader made or attends that stand: those to come first, or those past, latest first. */
  async mine(ctx: SignedInContext, query: MyBookingsQuery): Promise<{ rows: BookingView[]; total: number }> {
    const me = ctx.actor.userId;
    const now = this.now();
    const where = and(
      or(eq(meetingBookings.bookerId, me), sql`${me} = any(${meetingBookings.attendeeIds})`),
      eq(meetingBookings.status, 'booked'),
      query.when === 'upcoming' ? gt(meetingBookings.endsAt, now) : lte(meetingBookings.endsAt, now),
    );
    const upcoming = query.when === 'upcoming';
    const descending = query.isAsc === 'desc' || query.isAsc === 'descending' || (!query.isAsc && !upcoming);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(withRoom)
        .from(meetingBookings)
        .innerJoin(meetingRooms, eq(meetingRooms.roomId, meetingBookings.roomId))
        .where(where)
        .orderBy(descending ? desc(meetingBookings.startsAt) : asc(meetingBookings.startsAt))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(meetingBookings).where(where),
    ]);
    return {
      rows: await bookingViews(ctx, rows, this.collaborators.peopleByIds, now),
      total: total?.total ?? 0,
    };
  }
}
