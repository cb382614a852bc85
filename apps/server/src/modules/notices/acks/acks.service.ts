import { ACKS_CHANGED_EVENT, type AckUpdateValues, type AckValues, NOTICE_PERMISSIONS } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { mayAct } from '../../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/app-error.ts';
import { assertTargets, resolveAudience } from '../notice-audience.ts';
import type { NoticeCollaborators } from '../notices.collaborators.ts';
import { ackRecipients, acks } from '../notices.tables.ts';

type AckRow = typeof acks.$inferSelect;

/**
 * Writing acknowledgements (decision 0058): a draft (text, files attached to it) is its author's;
 * sending fixes who must confirm, as a notice's publication does, and tells them; cancelling takes
 * it off the lists of those who have not confirmed yet and stops their reminders.
 */
export class AcksService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: NoticeCollaborators,
    private readonly now: () => Date,
  ) {}

  async create(ctx: SignedInContext, input: AckValues): Promise<number> {
    return this.db.transaction(async (tx) => {
      await assertTargets(tx, this.collaborators, input);
      const [created] = await tx
        .insert(acks)
        .values({
          ...input,
          authorId: ctx.actor.userId,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'ack',
        entityId: created!.ackId,
        after: created,
      });
      return created!.ackId;
    });
  }

  async update(ctx: SignedInContext, { ackId, ...input }: AckUpdateValues): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.draftOf(tx, ctx, ackId);
      await assertTargets(tx, this.collaborators, input);
      const [after] = await tx
        .update(acks)
        .set({ ...input, updatedAt: this.now(), updatedBy: ctx.actor.userId })
        .where(eq(acks.ackId, ackId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'ack', entityId: ackId, before, after });
    });
  }

  async remove(ctx: SignedInContext, ackId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.draftOf(tx, ctx, ackId);
      await tx.delete(acks).where(eq(acks.ackId, ackId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'ack', entityId: ackId, before });
    });
  }

  /** Sends a draft to the people its audience names now; answers how many must confirm. */
  async send(ctx: SignedInContext, ackId: number): Promise<number> {
    const { row, recipients } = await this.db.transaction(async (tx) => {
      const before = await this.draftOf(tx, ctx, ackId);
      await assertTargets(tx, this.collaborators, before);
      const recipients = await resolveAudience(tx, this.collaborators, before);
      if (recipients.length === 0) throw conflict('notice.nobodyToSend', undefined, 'audience');
      const at = this.now();
      const [after] = await tx
        .update(acks)
        .set({ status: 'sent', sentAt: at, updatedAt: at, updatedBy: ctx.actor.userId })
        .where(eq(acks.ackId, ackId))
        .returning();
      for (let i = 0; i < recipients.length; i += 1_000)
        await tx
          .insert(ackRecipients)
          .values(recipients.slice(i, i + 1_000).map((userId) => ({ ackId, userId })));
      await recordAudit(tx, ctx, {
        action: 'send',
        entity: 'ack',
        entityId: ackId,
        before,
        after: { ...after, recipientCount: recipients.length },
      });
      return { row: after!, recipients };
    });
    await this.tell(recipients, row.title);
    return recipients.length;
  }

  async cancel(ctx: SignedInContext, ackId: number): Promise<void> {
    const recipients = await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, ackId);
      if (before.authorId !== ctx.actor.userId && !mayAct(ctx.actor, NOTICE_PERMISSIONS.manage)) {
        if (before.status === 'draft') throw notFound('ack.notFound');
        throw forbidden('ack.notYours');
      }
      if (before.status !== 'sent') throw conflict('ack.notSent');
      const at = this.now();
      const [after] = await tx
        .update(acks)
        .set({
          status: 'cancelled',
          cancelledAt: at,
          cancelledBy: ctx.actor.userId,
          updatedAt: at,
          updatedBy: ctx.actor.userId,
        })
        .where(eq(acks.ackId, ackId))
        .returning();
      await recordAudit(tx, ctx, { action: 'cancel', entity: 'ack', entityId: ackId, before, after });
      const rows = await tx
        .select({ userId: ackRecipients.userId })
        .from(ackRecipients)
        .where(eq(ackRecipients.ackId, ackId));
      return rows.map((r) => r.userId);
    });
    await this.tell(recipients, '');
  }

  /** The people's screens refresh their waiting acknowledgements; a new one is shown by title. */
  private async tell(recipients: number[], title: string): Promise<void> {
    try {
      await Promise.all(
        recipients.map((userId) =>
          this.collaborators.sendToUser(userId, {
            event: 'msg',
            msgTitle: title,
            msgContent: '',
            eventBus: ACKS_CHANGED_EVENT,
          }),
        ),
      );
    } catch (error) {
      this.collaborators.warn(error, 'acknowledgement not announced live');
    }
  }

  private async locked(tx: Executor, ackId: number): Promise<AckRow> {
    const [row] = await tx.select().from(acks).where(eq(acks.ackId, ackId)).for('update');
    if (!row) throw notFound('ack.notFound');
    return row;
  }

  private async draftOf(tx: Executor, ctx: SignedInContext, ackId: number): Promise<AckRow> {
    const row = await this.locked(tx, ackId);
    if (row.authorId !== ctx.actor.userId) throw notFound('ack.notFound');
    if (row.status !== 'draft') throw conflict('ack.notDraft');
    return row;
  }
}
