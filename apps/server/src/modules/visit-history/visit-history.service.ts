import type { RecordVisitInput } from '@venus/shared';
import { isRepeatVisit, visitCutoff } from '@venus/shared';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { offsetOf, type PageRequest } from '../../platform/db/paging.ts';
import { visitHistory } from './visit-history.tables.ts';

type VisitRow = typeof visitHistory.$inferSelect;

/**
 * Spec §2 /user/userHistory: each person's own page visits of the last 30 days. Decision 0009:
 * this table is itself a log of the person's own navigation, so visits are not copied into the
 * audit trail (it records changes to the firm's data); rows older than 30 days are purged as the
 * person records new ones, and the list never shows them even before that.
 */
export class VisitHistoryService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Records a visit, unless it is the same page as the person's latest one (then it is re-dated). */
  async recordVisit(ctx: SignedInContext, input: RecordVisitInput): Promise<VisitRow> {
    const userId = ctx.actor.userId;
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await tx
        .delete(visitHistory)
        .where(and(eq(visitHistory.userId, userId), lt(visitHistory.visitedAt, visitCutoff(now))));
      // Locking the latest row keeps two tabs recording the same page at once to a single row.
      const [last] = await tx
        .select()
        .from(visitHistory)
        .where(eq(visitHistory.userId, userId))
        .orderBy(desc(visitHistory.visitedAt), desc(visitHistory.id))
        .limit(1)
        .for('update');
      if (last && isRepeatVisit(last, input)) {
        const [touched] = await tx
          .update(visitHistory)
          .set({ visitedAt: now, title: input.title })
          .where(eq(visitHistory.id, last.id))
          .returning();
        return touched!;
      }
      const [row] = await tx
        .insert(visitHistory)
        .values({ userId, ...input, visitedAt: now })
        .returning();
      return row!;
    });
  }

  /** Newest first, within the last 30 days. */
  async findVisits(ctx: SignedInContext, paging: PageRequest): Promise<{ rows: VisitRow[]; total: number }> {
    const where = and(
      eq(visitHistory.userId, ctx.actor.userId),
      gte(visitHistory.visitedAt, visitCutoff(this.now())),
    );
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(visitHistory)
        .where(where)
        .orderBy(desc(visitHistory.visitedAt), desc(visitHistory.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging)),
      this.db.select({ total: count() }).from(visitHistory).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
