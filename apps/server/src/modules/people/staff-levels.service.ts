import {
  addDays,
  formatIsoDate,
  type StaffLevelUpdateValues,
  type StaffLevelValues,
  type StaffLevelView,
} from '@venus/shared';
import { and, asc, desc, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import { levelRatesOf } from './level-rates.ts';
import type { PeopleCollaborators } from './people.collaborators.ts';
import { staffLevels } from './people.tables.ts';
import { isExclusionViolation } from './people-errors.ts';
import { assertMayRead } from './staff-access.ts';
import { levelsOn } from './staff-level-reads.ts';

type LevelRow = typeof staffLevels.$inferSelect;

/**
 * A person's level history (spec editLevel, decision 0059): periods with a first and a last day
 * (open while it runs on) that never overlap — the service names the clash, the exclusion
 * constraint of migration 0046 decides a race. The level in force on a work date is the one
 * timekeeping values time at, through the firm's rate card.
 */
export class StaffLevelsService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: PeopleCollaborators,
    private readonly today: () => string = () => formatIsoDate(new Date()),
  ) {}

  async list(ctx: SignedInContext, userId: number): Promise<StaffLevelView[]> {
    assertMayRead(ctx, userId);
    const [rows, card] = await Promise.all([
      this.db
        .select()
        .from(staffLevels)
        .where(eq(staffLevels.userId, userId))
        .orderBy(desc(staffLevels.effectiveFrom)),
      this.collaborators.rateCard(),
    ]);
    const today = this.today();
    return rows.map((row) => ({
      levelId: row.levelId,
      userId: row.userId,
      level: row.level,
      effectiveFrom: row.effectiveFrom,
      effectiveTo: row.effectiveTo,
      note: row.note,
      isCurrent: row.effectiveFrom <= today && (!row.effectiveTo || row.effectiveTo >= today),
      rates: levelRatesOf(row, card),
    }));
  }

  /** The level each of these people holds on the day (none: no period covers it). */
  levelsOn(userIds: readonly number[], day: string, tx: Executor = this.db): Promise<Map<number, string>> {
    return levelsOn(tx, userIds, day);
  }

  /** What timekeeping asks when it values an entry: the level on the work date. */
  async levelOn(userId: number, day: string, tx: Executor = this.db): Promise<string | null> {
    return (await this.levelsOn([userId], day, tx)).get(userId) ?? null;
  }

  /**
   * Adds a period. A promotion is the common case: the period still running from an earlier day
   * ends the day before the new one starts, in the same transaction; any other overlap is refused.
   */
  async create(ctx: SignedInContext, input: StaffLevelValues): Promise<StaffLevelView> {
    await this.assertPersonAndLevel(input);
    const saved = await this.saving(() =>
      this.db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(staffLevels)
          .where(
            and(
              eq(staffLevels.userId, input.userId),
              isNull(staffLevels.effectiveTo),
              lte(staffLevels.effectiveFrom, addDays(input.effectiveFrom, -1)),
            ),
          )
          .for('update');
        if (open) {
          const [closed] = await tx
            .update(staffLevels)
            .set({
              effectiveTo: addDays(input.effectiveFrom, -1),
              updatedAt: new Date(),
              updatedBy: ctx.actor.userId,
            })
            .where(eq(staffLevels.levelId, open.levelId))
            .returning();
          await recordAudit(tx, ctx, {
            action: 'update',
            entity: 'staffLevel',
            entityId: open.levelId,
            before: open,
            after: closed,
          });
        }
        await this.assertNoOverlap(tx, input, null);
        const [created] = await tx
          .insert(staffLevels)
          .values({ ...input, createdBy: ctx.actor.userId, updatedBy: ctx.actor.userId })
          .returning();
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'staffLevel',
          entityId: created!.levelId,
          after: created,
        });
        return created!;
      }),
    );
    return this.viewOf(ctx, saved);
  }

  async update(ctx: SignedInContext, { levelId, ...input }: StaffLevelUpdateValues): Promise<StaffLevelView> {
    await this.assertPersonAndLevel(input);
    const saved = await this.saving(() =>
      this.db.transaction(async (tx) => {
        const before = await this.locked(tx, levelId);
        if (before.userId !== input.userId) throw badRequest('people.levelOfAnother', undefined, 'userId');
        await this.assertNoOverlap(tx, input, levelId);
        const [after] = await tx
          .update(staffLevels)
          .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(staffLevels.levelId, levelId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'staffLevel',
          entityId: levelId,
          before,
          after,
        });
        return after!;
      }),
    );
    return this.viewOf(ctx, saved);
  }

  async remove(ctx: SignedInContext, levelId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, levelId);
      await tx.delete(staffLevels).where(eq(staffLevels.levelId, levelId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'staffLevel', entityId: levelId, before });
    });
  }

  private async viewOf(ctx: SignedInContext, row: LevelRow): Promise<StaffLevelView> {
    const view = (await this.list(ctx, row.userId)).find((item) => item.levelId === row.levelId);
    if (!view) throw notFound('people.levelNotFound');
    return view;
  }

  private async locked(tx: Executor, levelId: number): Promise<LevelRow> {
    const [row] = await tx.select().from(staffLevels).where(eq(staffLevels.levelId, levelId)).for('update');
    if (!row) throw notFound('people.levelNotFound');
    return row;
  }

  private async assertPersonAndLevel(input: { userId: number; level: string }): Promise<void> {
    const [person, levels] = await Promise.all([
      this.collaborators.person(input.userId),
      this.collaborators.levels(),
    ]);
    if (!person) throw badRequest('people.personNotFound', undefined, 'userId');
    if (!levels.includes(input.level)) throw badRequest('people.levelUnknown', undefined, 'level');
  }

  /** Names the period the new one would overlap, both ends inclusive. */
  private async assertNoOverlap(
    tx: Executor,
    input: { userId: number; effectiveFrom: string; effectiveTo: string | null },
    exceptId: number | null,
  ): Promise<void> {
    const where: SQL[] = [eq(staffLevels.userId, input.userId)];
    if (exceptId !== null) where.push(ne(staffLevels.levelId, exceptId));
    if (input.effectiveTo) where.push(lte(staffLevels.effectiveFrom, input.effectiveTo));
    where.push(or(isNull(staffLevels.effectiveTo), gte(staffLevels.effectiveTo, input.effectiveFrom))!);
    const [clash] = await tx
      .select()
      .from(staffLevels)
      .where(and(...where))
      .orderBy(asc(staffLevels.effectiveFrom))
      .limit(1);
    if (clash) throw overlap(clash);
  }

  /** Two saves racing past the check meet the exclusion constraint; the loser hears the same. */
  private async saving<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict('people.levelOverlapRace', undefined, 'effectiveFrom');
      throw error;
    }
  }
}

function overlap(clash: LevelRow) {
  return conflict(
    'people.levelOverlap',
    { level: clash.level, from: clash.effectiveFrom, to: clash.effectiveTo ?? '…' },
    'effectiveFrom',
  );
}
