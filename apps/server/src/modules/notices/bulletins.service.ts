import {
  type Bulletin,
  type BulletinQuery,
  type BulletinUpdateValues,
  type BulletinValues,
  firmWallClock,
  NOTICE_PERMISSIONS,
} from '@venus/shared';
import { and, count, desc, eq, gte, ilike, isNull, lt, or } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern, offsetOf } from '../../platform/db/paging.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { namesFor } from './notice-audience.ts';
import type { NoticeCollaborators } from './notices.collaborators.ts';
import { bulletins } from './notices.tables.ts';

type BulletinRow = typeof bulletins.$inferSelect;

/**
 * The firm's bulletin board (公告, decision 0058): short items everyone reads, pinned ones first,
 * each until the end of its expiry day at the firm (UTC+8). An expired item leaves the board; its
 * editors still find it under "expired" and may give it a new day.
 */
export class BulletinsService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: NoticeCollaborators,
    private readonly now: () => Date,
  ) {}

  private today(): string {
    return firmWallClock(this.now()).day;
  }

  private current() {
    return or(isNull(bulletins.expiresOn), gte(bulletins.expiresOn, this.today()));
  }

  async list(ctx: SignedInContext, query: BulletinQuery): Promise<{ rows: Bulletin[]; total: number }> {
    // The expired are the editors' to see; a reader asking for them is shown the board.
    const expired = query.when === 'expired' && mayAct(ctx.actor, NOTICE_PERMISSIONS.bulletinEdit);
    const where = and(
      expired ? lt(bulletins.expiresOn, this.today()) : this.current(),
      query.title ? ilike(bulletins.title, containsPattern(query.title)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bulletins)
        .where(where)
        .orderBy(desc(bulletins.isPinned), desc(bulletins.publishedAt), desc(bulletins.bulletinId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(bulletins).where(where),
    ]);
    return { rows: await this.views(ctx, rows), total: total?.total ?? 0 };
  }

  async get(ctx: SignedInContext, bulletinId: number): Promise<Bulletin> {
    const [row] = await this.db.select().from(bulletins).where(eq(bulletins.bulletinId, bulletinId));
    if (!row) throw notFound('bulletin.notFound');
    const [view] = await this.views(ctx, [row]);
    if (view!.isExpired && !mayAct(ctx.actor, NOTICE_PERMISSIONS.bulletinEdit))
      throw notFound('bulletin.notFound');
    return view!;
  }

  async create(ctx: SignedInContext, input: BulletinValues): Promise<number> {
    this.assertNotPast(input.expiresOn);
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(bulletins)
        .values({
          ...input,
          authorId: ctx.actor.userId,
          publishedAt: this.now(),
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'bulletin',
        entityId: created!.bulletinId,
        after: created,
      });
      return created!.bulletinId;
    });
  }

  async update(ctx: SignedInContext, { bulletinId, ...input }: BulletinUpdateValues): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, bulletinId);
      if (input.expiresOn !== before.expiresOn) this.assertNotPast(input.expiresOn);
      const [after] = await tx
        .update(bulletins)
        .set({ ...input, updatedAt: this.now(), updatedBy: ctx.actor.userId })
        .where(eq(bulletins.bulletinId, bulletinId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'bulletin',
        entityId: bulletinId,
        before,
        after,
      });
    });
  }

  async remove(ctx: SignedInContext, bulletinId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, bulletinId);
      await tx.delete(bulletins).where(eq(bulletins.bulletinId, bulletinId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'bulletin', entityId: bulletinId, before });
    });
  }

  /** A new expiry day is today or later: an item posted already expired would never show. */
  private assertNotPast(expiresOn: string | null): void {
    if (expiresOn !== null && expiresOn < this.today())
      throw badRequest('bulletin.expiryPast', undefined, 'expiresOn');
  }

  private async locked(tx: Executor, bulletinId: number): Promise<BulletinRow> {
    const [row] = await tx.select().from(bulletins).where(eq(bulletins.bulletinId, bulletinId)).for('update');
    if (!row) throw notFound('bulletin.notFound');
    return row;
  }

  private async views(ctx: SignedInContext, rows: BulletinRow[]): Promise<Bulletin[]> {
    const names = await namesFor(
      this.collaborators,
      ctx.lang,
      rows.map((row) => row.authorId),
    );
    const today = this.today();
    return rows.map((row) => ({
      bulletinId: row.bulletinId,
      title: row.title,
      content: row.content,
      isPinned: row.isPinned,
      expiresOn: row.expiresOn,
      isExpired: row.expiresOn !== null && row.expiresOn < today,
      author: names.person(row.authorId),
      publishedAt: row.publishedAt.toISOString(),
    }));
  }
}
