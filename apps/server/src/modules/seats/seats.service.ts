import type { AssignSeatInput, FreeSeatInput, SeatFloorQuery } from '@venus/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { SeatCollaborators, SeatPerson } from './seats.collaborators.ts';
import { officeSeats } from './seats.tables.ts';

type SeatRow = typeof officeSeats.$inferSelect;

export interface SeatView {
  seatId: number;
  officeId: number;
  floor: string;
  code: string;
  gridRow: number;
  gridCol: number;
  occupant: SeatPerson | null;
}

export interface OfficePlan {
  officeId: number;
  officeName: string;
  officeNameEn: string;
  floors: { floor: string; seats: number; taken: number }[];
}

/**
 * The offices' seat plans (decision 0024): everyone reads who sits where; HR and administrators
 * seat and unseat people. A seat whose occupant has left the firm reads as free.
 */
export class SeatsService {
  constructor(
    private readonly db: Database,
    private readonly people: SeatCollaborators,
  ) {}

  /** Offices that have a seat plan, with their floors and how full each is. */
  async findOffices(): Promise<OfficePlan[]> {
    const [rows, offices, seated] = await Promise.all([
      this.db
        .select({ officeId: officeSeats.officeId, floor: officeSeats.floor, seats: count() })
        .from(officeSeats)
        .groupBy(officeSeats.officeId, officeSeats.floor)
        .orderBy(asc(officeSeats.officeId), asc(officeSeats.floor)),
      this.people.offices(),
      this.db
        .select({ officeId: officeSeats.officeId, floor: officeSeats.floor, userId: officeSeats.userId })
        .from(officeSeats),
    ]);
    const present = await this.people.peopleInService(
      seated.flatMap((row) => (row.userId === null ? [] : [row.userId])),
    );
    const takenOf = new Map<string, number>();
    for (const row of seated) {
      if (row.userId === null || !present.has(row.userId)) continue;
      const key = `${row.officeId}/${row.floor}`;
      takenOf.set(key, (takenOf.get(key) ?? 0) + 1);
    }
    const officeOf = new Map(offices.map((office) => [office.deptId, office]));
    const plans = new Map<number, OfficePlan>();
    for (const row of rows) {
      let plan = plans.get(row.officeId);
      if (!plan) {
        const office = officeOf.get(row.officeId);
        plan = {
          officeId: row.officeId,
          officeName: office?.deptName ?? '',
          officeNameEn: office?.deptNameEn ?? '',
          floors: [],
        };
        plans.set(row.officeId, plan);
      }
      plan.floors.push({
        floor: row.floor,
        seats: row.seats,
        taken: takenOf.get(`${row.officeId}/${row.floor}`) ?? 0,
      });
    }
    return [...plans.values()];
  }

  /** One floor's seats in grid order, each with the person in service sitting there. */
  async findFloor(query: SeatFloorQuery): Promise<SeatView[]> {
    const rows = await this.db
      .select()
      .from(officeSeats)
      .where(and(eq(officeSeats.officeId, query.officeId), eq(officeSeats.floor, query.floor)))
      .orderBy(asc(officeSeats.gridRow), asc(officeSeats.gridCol));
    return this.withOccupants(rows);
  }

  /** The seat a person in service holds, or null: the directory's seat link opens the map there. */
  async findSeatOf(userId: number): Promise<SeatView | null> {
    const [row] = await this.db.select().from(officeSeats).where(eq(officeSeats.userId, userId));
    if (!row) return null;
    const [view] = await this.withOccupants([row]);
    return view?.occupant ? view : null;
  }

  /** Seats a person; one already seated elsewhere moves and the old seat is freed. */
  async assign(ctx: SignedInContext, input: AssignSeatInput): Promise<SeatView> {
    try {
      return await this.db.transaction(async (tx) => {
        // Person before seat, always: two moves of one person queue here instead of each
        // freeing the other's seat and leaving the person's seat label pointing at the wrong one.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('office_seat.person'), ${input.userId})`);
        const seat = await this.lockSeat(tx, input.seatId);
        const people = await this.people.peopleInService([input.userId], tx);
        const person = people.get(input.userId);
        if (!person) throw badRequest('seat.personNotInService', {}, 'userId');
        if (seat.userId === input.userId) return { ...this.viewOf(seat), occupant: person };
        if (seat.userId !== null) {
          const sitting = (await this.people.peopleInService([seat.userId], tx)).get(seat.userId);
          if (sitting) throw conflict('seat.occupied', { code: seat.code, name: sitting.nickName }, 'seatId');
          // Whoever left the firm no longer holds the seat.
          await this.people.setSeatLabel(seat.userId, '', tx);
        }
        const [moved] = await tx
          .update(officeSeats)
          .set({ userId: null, updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(officeSeats.userId, input.userId))
          .returning();
        const [after] = await tx
          .update(officeSeats)
          .set({ userId: input.userId, updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(officeSeats.seatId, seat.seatId))
          .returning();
        await this.people.setSeatLabel(input.userId, seat.code, tx);
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'officeSeat',
          entityId: seat.seatId,
          before: { ...seat, movedFrom: moved?.code ?? null },
          after,
        });
        return { ...this.viewOf(after!), occupant: person };
      });
    } catch (error) {
      // Two people given the same seat, or one person given two seats, at the same instant.
      if (isUniqueViolation(error)) throw conflict('seat.busy', {}, 'seatId');
      throw error;
    }
  }

  /** Frees a seat; freeing an empty seat changes nothing. */
  async free(ctx: SignedInContext, input: FreeSeatInput): Promise<SeatView> {
    return this.db.transaction(async (tx) => {
      const seat = await this.lockSeat(tx, input.seatId);
      if (seat.userId === null) return this.viewOf(seat);
      const [after] = await tx
        .update(officeSeats)
        .set({ userId: null, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(officeSeats.seatId, seat.seatId))
        .returning();
      await this.people.setSeatLabel(seat.userId, '', tx);
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'officeSeat',
        entityId: seat.seatId,
        before: seat,
        after,
      });
      return this.viewOf(after!);
    });
  }

  /** Locks the seat so two changes to it run one after the other. */
  private async lockSeat(tx: Executor, seatId: number): Promise<SeatRow> {
    const [seat] = await tx.select().from(officeSeats).where(eq(officeSeats.seatId, seatId)).for('update');
    if (!seat) throw notFound('seat.notFound');
    return seat;
  }

  private viewOf(row: SeatRow): SeatView {
    return {
      seatId: row.seatId,
      officeId: row.officeId,
      floor: row.floor,
      code: row.code,
      gridRow: row.gridRow,
      gridCol: row.gridCol,
      occupant: null,
    };
  }

  private async withOccupants(rows: SeatRow[]): Promise<SeatView[]> {
    const people = await this.people.peopleInService(
      rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
    );
    return rows.map((row) => ({
      ...this.viewOf(row),
      occupant: row.userId === null ? null : (people.get(row.userId) ?? null),
    }));
  }
}
