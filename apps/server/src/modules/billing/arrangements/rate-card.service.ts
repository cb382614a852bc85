import { formatIsoDate, type LevelRateInput, type LevelRateView } from '@venus/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { conflict, notFound } from '../../../platform/http/app-error.ts';
import { levelRates } from './arrangements.tables.ts';

/**
 * The firm's rate card (decision 0030 "Rates"): a level's standard rate in a currency from a date.
 * A new rate is a new row effective from its date, so entries already written keep theirs; the
 * same level, currency and date changes that row. Rates are entered for today or later, and only
 * a rate not yet in force is deleted: time may already be valued at one in force (decision 0046).
 */
export class RateCardService {
  constructor(
    private readonly db: Database,
    private readonly today: () => string = () => formatIsoDate(new Date()),
  ) {}

  async list(): Promise<LevelRateView[]> {
    const rows = await this.db
      .select()
      .from(levelRates)
      .orderBy(asc(levelRates.level), asc(levelRates.currency), desc(levelRates.effectiveFrom));
    return rows.map(view);
  }

  async save(ctx: SignedInContext, input: LevelRateInput): Promise<LevelRateView> {
    const today = this.today();
    if (input.effectiveFrom < today)
      throw conflict('levelRate.beforeToday', { date: today }, 'effectiveFrom');
    return this.db.transaction(async (tx) => {
      const match = and(
        eq(levelRates.level, input.level),
        eq(levelRates.currency, input.currency),
        eq(levelRates.effectiveFrom, input.effectiveFrom),
      );
      const [before] = await tx.select().from(levelRates).where(match).for('update');
      const [after] = before
        ? await tx
            .update(levelRates)
            .set({ rate: input.rate, updatedAt: new Date(), updatedBy: ctx.actor.userId })
            .where(eq(levelRates.levelRateId, before.levelRateId))
            .returning()
        : await tx
            .insert(levelRates)
            .values({ ...input, createdBy: ctx.actor.userId, updatedBy: ctx.actor.userId })
            .returning();
      await recordAudit(tx, ctx, {
        action: before ? 'update' : 'create',
        entity: 'levelRate',
        entityId: after!.levelRateId,
        before: before ?? null,
        after,
      });
      return view(after!);
    });
  }

  async remove(ctx: SignedInContext, levelRateId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(levelRates)
        .where(eq(levelRates.levelRateId, levelRateId))
        .for('update');
      if (!before) throw notFound('levelRate.notFound');
      if (before.effectiveFrom <= this.today())
        throw conflict('levelRate.inForce', { date: before.effectiveFrom });
      await tx.delete(levelRates).where(eq(levelRates.levelRateId, levelRateId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'levelRate', entityId: levelRateId, before });
    });
  }
}

function view(row: typeof levelRates.$inferSelect): LevelRateView {
  return {
    levelRateId: row.levelRateId,
    level: row.level,
    currency: row.currency,
    rate: row.rate,
    effectiveFrom: row.effectiveFrom,
  };
}
