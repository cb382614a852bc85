import { randomUUID } from 'node:crypto';
import {
  type BookingCancelValues,
  type BookingUpdateValues,
  type BookingValues,
  currentSlotStart,
  firmMoment,
  MEETING_PERMISSIONS,
  weeklyDays,
} from '@venus/shared';
import { and, eq, gte } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { clashRefusal, findClashes, isExclusionViolation, type Slot } from './meeting-clashes.ts';
import type { MeetingRoomsService } from './meeting-rooms.service.ts';
import type { MeetingCollaborators } from './meetings.collaborators.ts';
import { meetingBookings } from './meetings.tables.ts';

type BookingRow = typeof meetingBookings.$inferSelect;

/** The slots of a booking asked for: one, or one a week up to `repeatUntil`. */
const slotsOf = (input: { day: string; startTime: string; endTime: string; repeatUntil?: string | null }) =>
  weeklyDays(input.day, input.repeatUntil ?? null).map(
    (day): Slot => ({
      day,
      startsAt: firmMoment(day, input.startTime),
      endsAt: firmMoment(day, input.endTime),
    }),
  );

/**
 * Booking, changing and cancelling (decision 0055). The exclusion constraint on the bookings table
 * is what keeps a room from being booked twice; the clash query before the insert only lets the
 * refusal name the booking in the way. A request that loses a race to the constraint is refused
 * the same way, read again after its transaction has rolled back.
 */
export class MeetingBookingsService {
  constructor(
    private readonly db: Database,
    private readonly rooms: MeetingRoomsService,
    private readonly collaborators: MeetingCollaborators,
    private readonly now: () => Date,
  ) {}

  /** Books one meeting, or every meeting of a weekly booking, or none when any of them clashes. */
  async create(ctx: SignedInContext, input: BookingValues): Promise<number[]> {
    const slots = slotsOf(input);
    return this.refusingClashes(ctx, input.roomId, slots, null, () =>
      this.db.transaction(async (tx) => {
        const room = await this.rooms.bookable(tx, input.roomId);
        this.assertNotPast(slots[0]!);
        await this.assertAttendees(tx, input.attendeeIds);
        const clashes = await findClashes(tx, room.roomId, slots, null);
        if (clashes.length > 0)
          throw await clashRefusal(
            ctx,
            (ids) => this.collaborators.peopleByIds(ids, tx),
            room,
            slots,
            clashes,
          );
        const seriesId = slots.length > 1 ? randomUUID() : null;
        const rows = await tx
          .insert(meetingBookings)
          .values(
            slots.map((slot) => ({
              roomId: room.roomId,
              title: input.title,
              startsAt: slot.startsAt,
              endsAt: slot.endsAt,
              bookerId: ctx.actor.userId,
              attendeeIds: input.attendeeIds,
              isPrivate: input.isPrivate,
              seriesId,
              createdBy: ctx.actor.userId,
              updatedBy: ctx.actor.userId,
            })),
          )
          .returning();
        await recordAudit(
          tx,
          ctx,
          rows.map((row) => ({
            action: 'create',
            entity: 'meetingBooking',
            entityId: row.bookingId,
            after: row,
          })),
        );
        return rows.map((row) => row.bookingId);
      }),
    );
  }

  /** Changes one meeting: its room, time, subject or attendees; never once it has begun. */
  async update(ctx: SignedInContext, { bookingId, ...input }: BookingUpdateValues): Promise<void> {
    const slots = slotsOf(input);
    await this.refusingClashes(ctx, input.roomId, slots, bookingId, () =>
      this.db.transaction(async (tx) => {
        const before = await this.changeable(tx, ctx, bookingId);
        const room = await this.rooms.bookable(tx, input.roomId);
        this.assertNotPast(slots[0]!);
        await this.assertAttendees(tx, input.attendeeIds);
        const clashes = await findClashes(tx, room.roomId, slots, bookingId);
        if (clashes.length > 0)
          throw await clashRefusal(
            ctx,
            (ids) => this.collaborators.peopleByIds(ids, tx),
            room,
            slots,
            clashes,
          );
        const [after] = await tx
          .update(meetingBookings)
          .set({
            roomId: room.roomId,
            title: input.title,
            startsAt: slots[0]!.startsAt,
            endsAt: slots[0]!.endsAt,
            attendeeIds: input.attendeeIds,
            isPrivate: input.isPrivate,
            updatedAt: new Date(),
            updatedBy: ctx.actor.userId,
          })
          .where(eq(meetingBookings.bookingId, bookingId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'meetingBooking',
          entityId: bookingId,
          before,
          after,
        });
      }),
    );
  }

  /** Cancels a meeting, and with `wholeSeries` the later meetings of its weekly booking too. */
  async cancel(ctx: SignedInContext, input: BookingCancelValues): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const booking = await this.changeable(tx, ctx, input.bookingId);
      const targets =
        input.wholeSeries && booking.seriesId
          ? await tx
              .select()
              .from(meetingBookings)
              .where(
                and(
                  eq(meetingBookings.seriesId, booking.seriesId),
                  eq(meetingBookings.status, 'booked'),
                  gte(meetingBookings.startsAt, booking.startsAt),
                ),
              )
              .orderBy(meetingBookings.startsAt)
              .for('update')
          : [booking];
      const at = new Date();
      const cancelled: number[] = [];
      for (const before of targets) {
        const [after] = await tx
          .update(meetingBookings)
          .set({
            status: 'cancelled',
            cancelledAt: at,
            cancelledBy: ctx.actor.userId,
            updatedAt: at,
            updatedBy: ctx.actor.userId,
          })
          .where(eq(meetingBookings.bookingId, before.bookingId))
          .returning();
        cancelled.push(before.bookingId);
        await recordAudit(tx, ctx, {
          action: 'cancel',
          entity: 'meetingBooking',
          entityId: before.bookingId,
          before,
          after,
        });
      }
      return cancelled;
    });
  }

  /**
   * The booking, locked, if the caller may change it now: they booked it or administer bookings
   * (403 otherwise: the board shows everyone that it exists), it stands, and it has not begun.
   */
  private async changeable(tx: Executor, ctx: SignedInContext, bookingId: number): Promise<BookingRow> {
    const [row] = await tx
      .select()
      .from(meetingBookings)
      .where(eq(meetingBookings.bookingId, bookingId))
      .for('update');
    if (!row) throw notFound('meeting.bookingNotFound');
    if (row.bookerId !== ctx.actor.userId && !mayAct(ctx.actor, MEETING_PERMISSIONS.manage))
      throw forbidden('meeting.notYours');
    if (row.status !== 'booked') throw conflict('meeting.cancelled');
    if (row.startsAt <= this.now()) throw conflict('meeting.started');
    return row;
  }

  /** A new time may start in the half hour now running (booking the room one is standing in). */
  private assertNotPast(first: Slot): void {
    if (first.startsAt < currentSlotStart(this.now()))
      throw badRequest('meeting.startPast', undefined, 'day');
  }

  private async assertAttendees(tx: Executor, attendeeIds: readonly number[]): Promise<void> {
    if (attendeeIds.length === 0) return;
    const active = await this.collaborators.activeUserIds(attendeeIds, tx);
    if (active.length !== attendeeIds.length)
      throw badRequest('meeting.attendeeNotFound', undefined, 'attendeeIds');
  }

  /** Runs a booking's transaction; a race lost to the exclusion constraint is refused as a clash. */
  private async refusingClashes<T>(
    ctx: SignedInContext,
    roomId: number,
    slots: readonly Slot[],
    except: number | null,
    book: () => Promise<T>,
  ): Promise<T> {
    try {
      return await book();
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      const room = (await this.rooms.getRoom(roomId)) ?? { name: '' };
      const clashes = await findClashes(this.db, roomId, slots, except);
      throw await clashRefusal(ctx, (ids) => this.collaborators.peopleByIds(ids), room, slots, clashes);
    }
  }
}
