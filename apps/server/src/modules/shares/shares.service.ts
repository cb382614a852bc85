import type { CreateShareInput, UpdateShareInput } from '@venus/shared';
import { recipientProblem, tosOf } from '@venus/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { offsetOf, type PageRequest } from '../../platform/db/paging.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { share, shareRecipient } from './shares.tables.ts';

/** A colleague as the share dialog and lists show them. */
export interface Colleague {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
}

/** What shares need of the users module (which owns the people). */
export interface ShareDirectory {
  /** Spec §6: the recipient list is the people in service (status 3, decision 0012). */
  inService(): Promise<Colleague[]>;
  /** Anyone by id, in service or not, so an old share still names its people. */
  byIds(ids: readonly number[]): Promise<Colleague[]>;
}

type ShareRow = typeof share.$inferSelect;

export interface ShareView extends ShareRow {
  to: number[];
  sender: Colleague | null;
  recipients: Colleague[];
}

/**
 * Spec §3/§5 Share: a page sent to colleagues. Row-level rule: the sender reads, edits and
 * deletes their own shares; a recipient reads the shares sent to them; nobody else sees one, and a
 * share that is not yours answers as missing.
 */
export class SharesService {
  constructor(
    private readonly db: Database,
    private readonly directory: ShareDirectory,
  ) {}

  /**
   * The recipient choices: everyone in service, as spec §6 lists them (the caller included, so
   * choosing yourself meets share.add.error1 rather than an unexplained absence).
   */
  async findRecipients(): Promise<Colleague[]> {
    return this.directory.inService();
  }

  /** The caller's sent shares, newest first. */
  async findSent(ctx: SignedInContext, paging: PageRequest): Promise<{ rows: ShareView[]; total: number }> {
    const where = eq(share.senderId, ctx.actor.userId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(share)
        .where(where)
        .orderBy(desc(share.createdAt), desc(share.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging)),
      this.db.select({ total: count() }).from(share).where(where),
    ]);
    return { rows: await this.viewsOf(rows), total: totals?.total ?? 0 };
  }

  /** Shares sent to the caller ("shared with me"), newest first. */
  async findReceived(
    ctx: SignedInContext,
    paging: PageRequest,
  ): Promise<{ rows: ShareView[]; total: number }> {
    const where = eq(shareRecipient.userId, ctx.actor.userId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ share })
        .from(share)
        .innerJoin(shareRecipient, eq(shareRecipient.shareId, share.id))
        .where(where)
        .orderBy(desc(share.createdAt), desc(share.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging)),
      this.db.select({ total: count() }).from(shareRecipient).where(where),
    ]);
    return { rows: await this.viewsOf(rows.map((row) => row.share)), total: totals?.total ?? 0 };
  }

  /** The sender or a recipient may open a share; anyone else is told it does not exist. */
  async getShare(ctx: SignedInContext, id: number): Promise<ShareView> {
    const [row] = await this.db.select().from(share).where(eq(share.id, id));
    if (!row) throw notFound('share.notFound');
    const [view] = await this.viewsOf([row]);
    const me = ctx.actor.userId;
    if (view!.senderId !== me && !view!.to.includes(me)) throw notFound('share.notFound');
    return view!;
  }

  async createShare(ctx: SignedInContext, input: CreateShareInput): Promise<ShareView> {
    await this.assertRecipients(ctx, input.to);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(share)
        .values({
          senderId: ctx.actor.userId,
          title: input.title,
          path: input.path,
          query: input.query,
          tos: tosOf(input.to),
        })
        .returning();
      await tx.insert(shareRecipient).values(input.to.map((userId) => ({ shareId: row!.id, userId })));
      await recordAudit(tx, ctx, { action: 'create', entity: 'share', entityId: row!.id, after: row });
      return row!.id;
    });
    return this.getShare(ctx, id);
  }

  /** Only the sender edits; the recipients are replaced by the new list. */
  async updateShare(ctx: SignedInContext, input: UpdateShareInput): Promise<ShareView> {
    await this.assertRecipients(ctx, input.to);
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(share).where(this.sentBy(ctx, input.id)).for('update');
      if (!before) throw notFound('share.notFound');
      const [after] = await tx
        .update(share)
        .set({
          title: input.title,
          path: input.path,
          query: input.query,
          tos: tosOf(input.to),
          updatedAt: new Date(),
        })
        .where(eq(share.id, input.id))
        .returning();
      await tx.delete(shareRecipient).where(eq(shareRecipient.shareId, input.id));
      await tx.insert(shareRecipient).values(input.to.map((userId) => ({ shareId: input.id, userId })));
      await recordAudit(tx, ctx, { action: 'update', entity: 'share', entityId: input.id, before, after });
    });
    return this.getShare(ctx, input.id);
  }

  /** All or nothing: an id that is not one of the caller's sent shares deletes none. */
  async deleteShares(ctx: SignedInContext, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(share)
        .where(and(eq(share.senderId, ctx.actor.userId), inArray(share.id, unique)))
        .returning();
      if (removed.length !== unique.length) throw notFound('share.notFound');
      await recordAudit(
        tx,
        ctx,
        removed.map((row) => ({ action: 'delete', entity: 'share', entityId: row.id, before: row })),
      );
    });
  }

  /** Spec §5: not yourself (error1), nobody twice (error2), and only colleagues in service. */
  private async assertRecipients(ctx: SignedInContext, to: readonly number[]): Promise<void> {
    const problem = recipientProblem(to, ctx.actor.userId);
    if (problem) throw badRequest(problem, {}, 'to');
    const inService = new Set((await this.directory.inService()).map((person) => person.userId));
    if (to.some((userId) => !inService.has(userId))) throw badRequest('share.recipientUnavailable', {}, 'to');
  }

  private sentBy(ctx: SignedInContext, id: number) {
    return and(eq(share.id, id), eq(share.senderId, ctx.actor.userId));
  }

  private async viewsOf(rows: ShareRow[], db: Executor = this.db): Promise<ShareView[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select()
      .from(shareRecipient)
      .where(
        inArray(
          shareRecipient.shareId,
          rows.map((row) => row.id),
        ),
      );
    const people = await this.directory.byIds([
      ...new Set([...rows.map((row) => row.senderId), ...links.map((link) => link.userId)]),
    ]);
    const byId = new Map(people.map((person) => [person.userId, person]));
    return rows.map((row) => {
      // The recipients in the order the sender listed them (tos keeps that order).
      const to = row.tos.split(',').filter(Boolean).map(Number);
      return {
        ...row,
        to,
        sender: byId.get(row.senderId) ?? null,
        recipients: to.map((userId) => byId.get(userId)).filter((person) => person !== undefined),
      };
    });
  }
}
