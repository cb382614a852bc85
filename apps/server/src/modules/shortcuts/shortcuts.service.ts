import type { CreateShortcutInput, UpdateShortcutInput } from '@venus/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { shortcut } from './shortcuts.tables.ts';

type ShortcutRow = typeof shortcut.$inferSelect;

export interface ShortcutView extends Omit<ShortcutRow, 'searchContent' | 'userId'> {
  searchContent: Record<string, unknown>;
}

function viewOf({ userId: _owner, searchContent, ...row }: ShortcutRow): ShortcutView {
  let content: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(searchContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      content = parsed as Record<string, unknown>;
  } catch {
    // Only this service writes the column, always JSON; anything else opens the bare page.
  }
  return { ...row, searchContent: content };
}

/**
 * A person's own quick shortcuts. Every query is scoped to the signed-in actor, so another
 * person's shortcut answers exactly as a missing one.
 */
export class ShortcutsService {
  constructor(private readonly db: Database) {}

  async findShortcuts(ctx: SignedInContext): Promise<ShortcutView[]> {
    const rows = await this.db
      .select()
      .from(shortcut)
      .where(eq(shortcut.userId, ctx.actor.userId))
      .orderBy(asc(shortcut.createdAt), asc(shortcut.id));
    return rows.map(viewOf);
  }

  async getShortcut(ctx: SignedInContext, id: number): Promise<ShortcutView> {
    const [row] = await this.db.select().from(shortcut).where(this.own(ctx, id));
    if (!row) throw notFound('shortcut.notFound');
    return viewOf(row);
  }

  async createShortcut(ctx: SignedInContext, input: CreateShortcutInput): Promise<ShortcutView> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shortcut)
        .values({ ...input, userId: ctx.actor.userId, searchContent: JSON.stringify(input.searchContent) })
        .returning();
      await recordAudit(tx, ctx, { action: 'create', entity: 'shortcut', entityId: row!.id, after: row });
      return viewOf(row!);
    });
  }

  async updateShortcut(ctx: SignedInContext, input: UpdateShortcutInput): Promise<ShortcutView> {
    const { id, ...fields } = input;
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(shortcut).where(this.own(ctx, id)).for('update');
      if (!before) throw notFound('shortcut.notFound');
      const [after] = await tx
        .update(shortcut)
        .set({ ...fields, searchContent: JSON.stringify(fields.searchContent), updatedAt: new Date() })
        .where(eq(shortcut.id, id))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'shortcut', entityId: id, before, after });
      return viewOf(after!);
    });
  }

  /** All or nothing: one id that is not the caller's leaves every shortcut in place. */
  async deleteShortcuts(ctx: SignedInContext, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(shortcut)
        .where(and(eq(shortcut.userId, ctx.actor.userId), inArray(shortcut.id, unique)))
        .returning();
      if (removed.length !== unique.length) throw notFound('shortcut.notFound');
      await recordAudit(
        tx,
        ctx,
        removed.map((row) => ({ action: 'delete', entity: 'shortcut', entityId: row.id, before: row })),
      );
    });
  }

  private own(ctx: SignedInContext, id: number) {
    return and(eq(shortcut.id, id), eq(shortcut.userId, ctx.actor.userId));
  }
}
