import type { CalendarDayInput, WorkCalendar } from '@venus/shared';
import { and, asc, between, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { calendarDays } from './holidays.tables.ts';

export type CalendarDayRow = typeof calendarDays.$inferSelect;

/**
 * The holiday calendar HR keeps each year: public holidays and the weekend days worked in their
 * place. Leave and worklogs count working days on it.
 */
export class HolidaysService {
  constructor(private readonly db: Database) {}

  findYear(year: number): Promise<CalendarDayRow[]> {
    return this.db
      .select()
      .from(calendarDays)
      .where(between(calendarDays.day, `${year}-01-01`, `${year}-12-31`))
      .orderBy(asc(calendarDays.day));
  }

  /** The calendar between two days, as the working-day rules read it. */
  async calendarBetween(start: string, end: string, db: Executor = this.db): Promise<WorkCalendar> {
    const rows = await db
      .select()
      .from(calendarDays)
      .where(between(calendarDays.day, start, end));
    return {
      holidays: new Set(rows.filter((row) => row.kind === 'holiday').map((row) => row.day)),
      workdays: new Set(rows.filter((row) => row.kind === 'workday').map((row) => row.day)),
    };
  }

  /** Sets a day: a second entry for the same day replaces the first. */
  async saveDay(ctx: SignedInContext, input: CalendarDayInput): Promise<CalendarDayRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(calendarDays)
        .where(eq(calendarDays.day, input.day))
        .for('update');
      const [after] = await tx
        .insert(calendarDays)
        .values({ ...input, createdBy: ctx.actor.userId, updatedBy: ctx.actor.userId })
        .onConflictDoUpdate({
          target: calendarDays.day,
          set: {
            kind: input.kind,
            name: input.name,
            nameEn: input.nameEn,
            updatedAt: new Date(),
            updatedBy: ctx.actor.userId,
          },
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: before ? 'update' : 'create',
        entity: 'calendarDay',
        entityId: input.day,
        before,
        after,
      });
      return after!;
    });
  }

  async deleteDay(ctx: SignedInContext, day: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(calendarDays)
        .where(and(eq(calendarDays.day, day)))
        .returning();
      if (!removed) throw notFound('holiday.notFound');
      await recordAudit(tx, ctx, { action: 'delete', entity: 'calendarDay', entityId: day, before: removed });
    });
  }
}
