import type { AddSearchHistoryInput } from '@venus/shared';
import { addToHistory, SEARCH_HISTORY_MAX } from '@venus/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { searchHistory } from './search-history.tables.ts';

type HistoryRow = typeof searchHistory.$inferSelect;

/** A user's own search history; the user is always the signed-in actor, never a client's choice. */
export class SearchHistoryService {
  constructor(private readonly db: Database) {}

  /** Newest first, at most the kept number. */
  async findHistory(ctx: SignedInContext, kind: string): Promise<HistoryRow[]> {
    return this.listOf(this.db, ctx.actor.userId, kind);
  }

  /**
   * Spec §5: adds the value first, moving an equal one forward rather than duplicating it, and
   * drops what falls beyond the latest 10 for that user and search box.
   */
  async addHistory(ctx: SignedInContext, input: AddSearchHistoryInput): Promise<HistoryRow> {
    const userId = ctx.actor.userId;
    return this.db.transaction(async (tx) => {
      // Locking the user's current entries serialises two adds at once, so neither keeps 11.
      const current = await tx
        .select()
        .from(searchHistory)
        .where(and(eq(searchHistory.userId, userId), eq(searchHistory.kind, input.kind)))
        .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
        .for('update');
      const payload = input.payload ?? null;
      const kept = addToHistory<{ value: string; id?: number }>(current, { value: input.value });
      if (!kept) throw badRequest('validation.required', { field: 'value' }, 'value');
      const value = kept[0]!.value;
      const before = current.find((row) => row.value === value);
      const [row] = await tx
        .insert(searchHistory)
        .values({ userId, kind: input.kind, value, payload })
        .onConflictDoUpdate({
          target: [searchHistory.userId, searchHistory.kind, searchHistory.value],
          // now() is the transaction's start, unique per add, so the moved entry sorts first.
          set: { payload, createdAt: sql`now()` },
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: before ? 'update' : 'create',
        entity: 'searchHistory',
        entityId: row!.id,
        before,
        after: row,
      });
      const keptIds = new Set(kept.map((item) => item.id).filter((id) => id !== undefined));
      const dropped = current.filter((item) => item.value !== value && !keptIds.has(item.id));
      await this.deleteRows(tx, ctx, dropped);
      return row!;
    });
  }

  /** Another user's entry answers exactly as a missing one, so ids reveal nothing. */
  async deleteHistory(ctx: SignedInContext, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await this.deleteWhere(
        tx,
        ctx,
        and(eq(searchHistory.id, id), eq(searchHistory.userId, ctx.actor.userId))!,
      );
      if (removed === 0) throw notFound('history.notFound');
    });
  }

  /** Clears one search box's history, or every box's when no kind is given. */
  async clearHistory(ctx: SignedInContext, kind?: string): Promise<void> {
    const filters = [eq(searchHistory.userId, ctx.actor.userId)];
    if (kind) filters.push(eq(searchHistory.kind, kind));
    await this.db.transaction(async (tx) => {
      await this.deleteWhere(tx, ctx, and(...filters)!);
    });
  }

  private listOf(executor: Executor, userId: number, kind: string): Promise<HistoryRow[]> {
    return executor
      .select()
      .from(searchHistory)
      .where(and(eq(searchHistory.userId, userId), eq(searchHistory.kind, kind)))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .limit(SEARCH_HISTORY_MAX);
  }

  private async deleteWhere(tx: Executor, ctx: SignedInContext, where: SQL): Promise<number> {
    const removed = await tx.delete(searchHistory).where(where).returning();
    await this.auditDeleted(tx, ctx, removed);
    return removed.length;
  }

  private async deleteRows(tx: Executor, ctx: SignedInContext, rows: HistoryRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.delete(searchHistory).where(
      inArray(
        searchHistory.id,
        rows.map((row) => row.id),
      ),
    );
    await this.auditDeleted(tx, ctx, rows);
  }

  private async auditDeleted(tx: Executor, ctx: SignedInContext, rows: HistoryRow[]): Promise<void> {
    await recordAudit(
      tx,
      ctx,
      rows.map((row) => ({ action: 'delete', entity: 'searchHistory', entityId: row.id, before: row })),
    );
  }
}
