import type { MeetingRoom, RoomQuery, RoomUpdateValues, RoomValues } from '@venus/shared';
import { and, asc, count, eq, gt, ilike, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { MeetingCollaborators } from './meetings.collaborators.ts';
import { meetingBookings, meetingRooms } from './meetings.tables.ts';

type RoomRow = typeof meetingRooms.$inferSelect;

export const roomView = (row: RoomRow): MeetingRoom => ({
  roomId: row.roomId,
  officeId: row.officeId,
  name: row.name,
  floor: row.floor,
  capacity: row.capacity,
  equipment: row.equipment,
  isActive: row.isActive,
});

/**
 * The rooms administration keeps (spec meetingRoomAdd). A room is never deleted: taken out of use
 * it keeps its past bookings, and it is taken out of use only once it has none to come.
 */
export class MeetingRoomsService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: MeetingCollaborators,
    private readonly now: () => Date,
  ) {}

  async list(query: RoomQuery): Promise<{ rows: MeetingRoom[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.officeId) conditions.push(eq(meetingRooms.officeId, query.officeId));
    if (query.name) conditions.push(ilike(meetingRooms.name, containsPattern(query.name)));
    if (query.isActive) conditions.push(eq(meetingRooms.isActive, query.isActive === 'true'));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(meetingRooms)
        .where(where)
        .orderBy(
          orderOf(
            query,
            { name: meetingRooms.name, floor: meetingRooms.floor, capacity: meetingRooms.capacity },
            asc(meetingRooms.officeId),
          ),
          asc(meetingRooms.floor),
          asc(meetingRooms.name),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(meetingRooms).where(where),
    ]);
    return { rows: rows.map(roomView), total: total?.total ?? 0 };
  }

  /** The rooms of an office that take bookings, as the board lists them. */
  async activeRoomsOf(officeId: number, tx: Executor = this.db): Promise<RoomRow[]> {
    return tx
      .select()
      .from(meetingRooms)
      .where(and(eq(meetingRooms.officeId, officeId), eq(meetingRooms.isActive, true)))
      .orderBy(asc(meetingRooms.floor), asc(meetingRooms.name), asc(meetingRooms.roomId));
  }

  async create(ctx: RequestContext, input: RoomValues): Promise<MeetingRoom> {
    return this.saving(input, () =>
      this.db.transaction(async (tx) => {
        await this.assertOffice(tx, input.officeId);
        const [created] = await tx
          .insert(meetingRooms)
          .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
          .returning();
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'meetingRoom',
          entityId: created!.roomId,
          after: created,
        });
        return roomView(created!);
      }),
    );
  }

  async update(ctx: RequestContext, { roomId, ...input }: RoomUpdateValues): Promise<MeetingRoom> {
    return this.saving(input, () =>
      this.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(meetingRooms)
          .where(eq(meetingRooms.roomId, roomId))
          .for('update');
        if (!before) throw notFound('meeting.roomNotFound');
        await this.assertOffice(tx, input.officeId);
        if (before.isActive && !input.isActive) await this.assertNothingToCome(tx, before);
        const [after] = await tx
          .update(meetingRooms)
          .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
          .where(eq(meetingRooms.roomId, roomId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'meetingRoom',
          entityId: roomId,
          before,
          after,
        });
        return roomView(after!);
      }),
    );
  }

  /**
   * The room a booking is for, locked against being taken out of use until the booking commits
   * (a share lock: bookings of the same room do not wait for each other).
   */
  async bookable(tx: Executor, roomId: number): Promise<RoomRow> {
    const [room] = await tx.select().from(meetingRooms).where(eq(meetingRooms.roomId, roomId)).for('share');
    if (!room) throw badRequest('meeting.roomNotFound', undefined, 'roomId');
    if (!room.isActive) throw conflict('meeting.roomInactive', { room: room.name }, 'roomId');
    return room;
  }

  async getRoom(roomId: number, tx: Executor = this.db): Promise<RoomRow | undefined> {
    const [room] = await tx.select().from(meetingRooms).where(eq(meetingRooms.roomId, roomId));
    return room;
  }

  private async assertOffice(tx: Executor, officeId: number): Promise<void> {
    if (!(await this.collaborators.isOffice(officeId, tx)))
      throw badRequest('meeting.officeNotFound', undefined, 'officeId');
  }

  private async assertNothingToCome(tx: Executor, room: RoomRow): Promise<void> {
    const [row] = await tx
      .select({ count: count() })
      .from(meetingBookings)
      .where(
        and(
          eq(meetingBookings.roomId, room.roomId),
          eq(meetingBookings.status, 'booked'),
          gt(meetingBookings.endsAt, this.now()),
        ),
      );
    if (row && row.count > 0)
      throw conflict('meeting.roomHasBookings', { room: room.name, count: row.count }, 'isActive');
  }

  /** Two rooms of an office with one name: the unique index decides, even between two requests. */
  private async saving<T>(input: { name: string }, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('meeting.roomNameTaken', { name: input.name }, 'name');
      throw error;
    }
  }
}
