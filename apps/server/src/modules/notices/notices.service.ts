import {
  NOTICE_PERMISSIONS,
  NOTICES_CHANGED_EVENT,
  type NoticeUpdateValues,
  type NoticeValues,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { assertTargets, resolveAudience } from './notice-audience.ts';
import type { NoticeCollaborators } from './notices.collaborators.ts';
import { noticeRecipients, notices } from './notices.tables.ts';

type NoticeRow = typeof notices.$inferSelect;

/** Recipients are written in batches: a firm-wide notice is one row per person. */
const INSERT_BATCH = 1_000;

/**
 * Writing notices (decision 0058): a draft is its author's to change or delete; publishing fixes
 * the audience (one recipient row per person, in the same transaction) and tells those signed in;
 * withdrawing takes it off its recipients' lists and counts, the receipts kept for the record.
 */
export class NoticesService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: NoticeCollaborators,
    private readonly now: () => Date,
  ) {}

  async create(ctx: SignedInContext, input: NoticeValues): Promise<number> {
    return this.db.transaction(async (tx) => {
      await assertTargets(tx, this.collaborators, input);
      const [created] = await tx
        .insert(notices)
        .values({
          ...input,
          authorId: ctx.actor.userId,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'notice',
        entityId: created!.noticeId,
        after: created,
      });
      return created!.noticeId;
    });
  }

  async update(ctx: SignedInContext, { noticeId, ...input }: NoticeUpdateValues): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.draftOf(tx, ctx, noticeId);
      await assertTargets(tx, this.collaborators, input);
      const [after] = await tx
        .update(notices)
        .set({ ...input, updatedAt: this.now(), updatedBy: ctx.actor.userId })
        .where(eq(notices.noticeId, noticeId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'notice', entityId: noticeId, before, after });
    });
  }

  /** Only a draft is deleted: a published notice stays, withdrawn at most. */
  async remove(ctx: SignedInContext, noticeId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.draftOf(tx, ctx, noticeId);
      await tx.delete(notices).where(eq(notices.noticeId, noticeId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'notice', entityId: noticeId, before });
    });
  }

  /** Publishes a draft to the people its audience names now; answers how many they are. */
  async publish(ctx: SignedInContext, noticeId: number): Promise<number> {
    const { row, recipients } = await this.db.transaction(async (tx) => {
      const before = await this.draftOf(tx, ctx, noticeId);
      await assertTargets(tx, this.collaborators, before);
      const recipients = await resolveAudience(tx, this.collaborators, before);
      if (recipients.length === 0) throw conflict('notice.nobodyToSend', undefined, 'audience');
      const at = this.now();
      const [after] = await tx
        .update(notices)
        .set({ status: 'published', publishedAt: at, updatedAt: at, updatedBy: ctx.actor.userId })
        .where(eq(notices.noticeId, noticeId))
        .returning();
      for (let i = 0; i < recipients.length; i += INSERT_BATCH)
        await tx
          .insert(noticeRecipients)
          .values(recipients.slice(i, i + INSERT_BATCH).map((userId) => ({ noticeId, userId })));
      await recordAudit(tx, ctx, {
        action: 'publish',
        entity: 'notice',
        entityId: noticeId,
        before,
        after: { ...after, recipientCount: recipients.length },
      });
      return { row: after!, recipients };
    });
    await this.announce(row, recipients);
    return recipients.length;
  }

  /** Takes a published notice back: its author or administration. */
  async withdraw(ctx: SignedInContext, noticeId: number): Promise<void> {
    const recipients = await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, noticeId);
      this.assertMayChange(ctx, before);
      if (before.status !== 'published') throw conflict('notice.notPublished');
      const at = this.now();
      const [after] = await tx
        .update(notices)
        .set({
          status: 'withdrawn',
          withdrawnAt: at,
          withdrawnBy: ctx.actor.userId,
          updatedAt: at,
          updatedBy: ctx.actor.userId,
        })
        .where(eq(notices.noticeId, noticeId))
        .returning();
      await recordAudit(tx, ctx, { action: 'withdraw', entity: 'notice', entityId: noticeId, before, after });
      const rows = await tx
        .select({ userId: noticeRecipients.userId })
        .from(noticeRecipients)
        .where(eq(noticeRecipients.noticeId, noticeId));
      return { userIds: rows.map((r) => r.userId), toAll: before.audience === 'all' };
    });
    // Their counts go down without a word: a withdrawn notice is not news.
    await this.tell(recipients.userIds, { msgTitle: '', msgContent: '' }, recipients.toAll);
  }

  /**
   * Everyone signed in hears of it: a firm-wide notice as the spec's all-user message, the others
   * one message per recipient. The notice is committed first; a socket that fails loses nothing
   * (the count is read again at the next page load).
   */
  private async announce(row: NoticeRow, recipients: number[]): Promise<void> {
    await this.tell(recipients, { msgTitle: row.title, msgContent: '' }, row.audience === 'all');
  }

  private async tell(
    recipients: number[],
    text: { msgTitle: string; msgContent: string },
    toAll: boolean,
  ): Promise<void> {
    try {
      if (toAll) {
        await this.collaborators.sendToAll({ event: 'allUserMsg', ...text, eventBus: NOTICES_CHANGED_EVENT });
        return;
      }
      await Promise.all(
        recipients.map((userId) =>
          this.collaborators.sendToUser(userId, { event: 'msg', ...text, eventBus: NOTICES_CHANGED_EVENT }),
        ),
      );
    } catch (error) {
      this.collaborators.warn(error, 'notice not announced live');
    }
  }

  private async locked(tx: Executor, noticeId: number): Promise<NoticeRow> {
    const [row] = await tx.select().from(notices).where(eq(notices.noticeId, noticeId)).for('update');
    if (!row) throw notFound('notice.notFound');
    return row;
  }

  /** A draft is its author's alone (administration included: it is not theirs until published). */
  private async draftOf(tx: Executor, ctx: SignedInContext, noticeId: number): Promise<NoticeRow> {
    const row = await this.locked(tx, noticeId);
    if (row.authorId !== ctx.actor.userId) throw notFound('notice.notFound');
    if (row.status !== 'draft') throw conflict('notice.notDraft');
    return row;
  }

  private assertMayChange(ctx: SignedInContext, row: NoticeRow): void {
    if (row.authorId !== ctx.actor.userId && !mayAct(ctx.actor, NOTICE_PERMISSIONS.manage)) {
      if (row.status === 'draft') throw notFound('notice.notFound');
      throw forbidden('notice.notYours');
    }
  }
}
