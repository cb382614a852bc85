import {
  ACKS_CHANGED_EVENT,
  type AckDetail,
  type MyAcksQuery,
  NOTICE_PERMISSIONS,
  type Receipts,
  type ReceivedAck,
  type SentAck,
  type SentAcksQuery,
} from '@venus/shared';
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { mayAct } from '../../../platform/auth/auth.plugin.ts';
import type { Actor, SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../../platform/db/paging.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/app-error.ts';
import { namesFor } from '../notice-audience.ts';
import { receiptsOf } from '../notice-reading.service.ts';
import type { NoticeCollaborators } from '../notices.collaborators.ts';
import { ackRecipients, acks } from '../notices.tables.ts';

type AckRow = typeof acks.$inferSelect;
const iso = (at: Date | null) => (at ? at.toISOString() : null);
const recipientCount = sql<number>`(select count(*)::int from ${ackRecipients} r where r.ack_id = "hk_ack"."ack_id")`;
const confirmedCount = sql<number>`(select count(*)::int from ${ackRecipients} r where r.ack_id = "hk_ack"."ack_id" and r.confirmed_at is not null)`;

/**
 * Reading and confirming acknowledgements (decision 0058): a person sees those sent to them
 * (waiting, then confirmed); confirming is once and for good, audited; the author and
 * administration follow who has confirmed.
 */
export class AckReadingService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: NoticeCollaborators,
    private readonly now: () => Date,
  ) {}

  async mine(ctx: SignedInContext, query: MyAcksQuery): Promise<{ rows: ReceivedAck[]; total: number }> {
    const where = and(
      eq(ackRecipients.userId, ctx.actor.userId),
      query.state === 'waiting'
        ? and(eq(acks.status, 'sent'), isNull(ackRecipients.confirmedAt))
        : isNotNull(ackRecipients.confirmedAt),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(ackRecipients)
        .innerJoin(acks, eq(acks.ackId, ackRecipients.ackId))
        .where(where)
        .orderBy(orderOf(query, { sentAt: acks.sentAt }, desc(acks.sentAt)), desc(acks.ackId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(ackRecipients)
        .innerJoin(acks, eq(acks.ackId, ackRecipients.ackId))
        .where(where),
    ]);
    const names = await namesFor(
      this.collaborators,
      ctx.lang,
      rows.map((row) => row.hk_ack.authorId),
    );
    return {
      rows: rows.map(({ hk_ack: ack, hk_ack_recipient: receipt }) =>
        receivedView(ack, receipt.confirmedAt, names.person),
      ),
      total: total?.total ?? 0,
    };
  }

  /** Acknowledgements sent to the person they have not confirmed yet. */
  async waitingCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ waiting: count() })
      .from(ackRecipients)
      .innerJoin(acks, eq(acks.ackId, ackRecipients.ackId))
      .where(
        and(eq(ackRecipients.userId, userId), isNull(ackRecipients.confirmedAt), eq(acks.status, 'sent')),
      );
    return row?.waiting ?? 0;
  }

  async sent(ctx: SignedInContext, query: SentAcksQuery): Promise<{ rows: SentAck[]; total: number }> {
    const mine = eq(acks.authorId, ctx.actor.userId);
    const where = and(
      mayAct(ctx.actor, NOTICE_PERMISSIONS.manage) ? or(mine, ne(acks.status, 'draft')) : mine,
      query.status ? eq(acks.status, query.status) : undefined,
      query.title ? ilike(acks.title, containsPattern(query.title)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ack: acks, recipientCount, confirmedCount })
        .from(acks)
        .where(where)
        .orderBy(
          orderOf(
            query,
            { sentAt: acks.sentAt, updatedAt: acks.updatedAt },
            sql`${acks.sentAt} desc nulls first`,
          ),
          desc(acks.ackId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(acks).where(where),
    ]);
    return { rows: await this.sentViews(ctx, rows), total: total?.total ?? 0 };
  }

  /** detailAck and confirm: as sent to the reader, and/or as written by them or administration. */
  async get(ctx: SignedInContext, ackId: number): Promise<AckDetail> {
    const row = await this.row(ackId);
    const receipt = await this.receiptOf(ackId, ctx.actor.userId);
    // A cancelled acknowledgement stays readable to those who confirmed it, for their record.
    const isAddressed =
      receipt !== undefined &&
      row.status !== 'draft' &&
      (row.status === 'sent' || receipt.confirmedAt !== null);
    const follows = mayFollow(ctx.actor, row);
    if (!isAddressed && !follows) throw notFound('ack.notFound');
    const names = await namesFor(this.collaborators, ctx.lang, [row.authorId]);
    const [sent] = follows ? await this.sentViews(ctx, [await this.withCounts(row)]) : [];
    return {
      received: isAddressed ? receivedView(row, receipt!.confirmedAt, names.person) : null,
      sent: sent ?? null,
    };
  }

  /** The person confirms they have read it; once only, and not after it was cancelled. */
  async confirm(ctx: SignedInContext, ackId: number): Promise<string> {
    const confirmedAt = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(acks).where(eq(acks.ackId, ackId)).for('share');
      const key = and(eq(ackRecipients.ackId, ackId), eq(ackRecipients.userId, ctx.actor.userId));
      const [receipt] = row ? await tx.select().from(ackRecipients).where(key).for('update') : [];
      if (!row || !receipt || row.status === 'draft') throw notFound('ack.notFound');
      if (receipt.confirmedAt)
        throw conflict('ack.alreadyConfirmed', { at: receipt.confirmedAt.toISOString() });
      if (row.status !== 'sent') throw conflict('ack.cancelled');
      const at = this.now();
      await tx.update(ackRecipients).set({ confirmedAt: at }).where(key);
      await recordAudit(tx, ctx, {
        action: 'confirm',
        entity: 'ack',
        entityId: ackId,
        after: { ackId, userId: ctx.actor.userId, confirmedAt: at },
      });
      return at;
    });
    await this.collaborators
      .sendToUser(ctx.actor.userId, {
        event: 'msg',
        msgTitle: '',
        msgContent: '',
        eventBus: ACKS_CHANGED_EVENT,
      })
      .catch((error) => this.collaborators.warn(error, 'confirmation not announced live'));
    return confirmedAt.toISOString();
  }

  /** Who has confirmed and who has not: the author and administration only. */
  async status(ctx: SignedInContext, ackId: number): Promise<Receipts> {
    const row = await this.row(ackId);
    if (!mayFollow(ctx.actor, row)) {
      if ((await this.receiptOf(ackId, ctx.actor.userId)) && row.status !== 'draft')
        throw forbidden('ack.statusNotYours');
      throw notFound('ack.notFound');
    }
    const rows = await this.db
      .select({ userId: ackRecipients.userId, at: ackRecipients.confirmedAt })
      .from(ackRecipients)
      .where(eq(ackRecipients.ackId, ackId));
    return receiptsOf(this.collaborators, ctx.lang, rows);
  }

  /** Files of an acknowledgement: seen by whoever may read it, changed by its author while a draft. */
  async mayReadFiles(actor: Actor, ackId: number): Promise<boolean> {
    const [row] = await this.db.select().from(acks).where(eq(acks.ackId, ackId));
    if (!row) return false;
    if (mayFollow(actor, row)) return true;
    return row.status !== 'draft' && (await this.receiptOf(ackId, actor.userId)) !== undefined;
  }

  async mayChangeFiles(actor: Actor, ackId: number): Promise<boolean> {
    const [row] = await this.db.select().from(acks).where(eq(acks.ackId, ackId));
    return row !== undefined && row.status === 'draft' && row.authorId === actor.userId;
  }

  private async row(ackId: number): Promise<AckRow> {
    const [row] = await this.db.select().from(acks).where(eq(acks.ackId, ackId));
    if (!row) throw notFound('ack.notFound');
    return row;
  }

  private async receiptOf(ackId: number, userId: number) {
    const [receipt] = await this.db
      .select()
      .from(ackRecipients)
      .where(and(eq(ackRecipients.ackId, ackId), eq(ackRecipients.userId, userId)));
    return receipt;
  }

  private async withCounts(row: AckRow) {
    const [counts] = await this.db
      .select({ recipientCount, confirmedCount })
      .from(acks)
      .where(eq(acks.ackId, row.ackId));
    return {
      ack: row,
      recipientCount: counts?.recipientCount ?? 0,
      confirmedCount: counts?.confirmedCount ?? 0,
    };
  }

  private async sentViews(
    ctx: SignedInContext,
    rows: { ack: AckRow; recipientCount: number; confirmedCount: number }[],
  ): Promise<SentAck[]> {
    const names = await namesFor(
      this.collaborators,
      ctx.lang,
      rows.flatMap(({ ack }) => [ack.authorId, ...ack.userIds]),
    );
    const manages = mayAct(ctx.actor, NOTICE_PERMISSIONS.manage);
    return rows.map(({ ack, recipientCount: recipients, confirmedCount: confirmed }) => ({
      ackId: ack.ackId,
      title: ack.title,
      content: ack.content,
      status: ack.status,
      audience: ack.audience,
      depts: ack.deptIds.map(names.unit),
      users: ack.userIds.map(names.person),
      author: names.person(ack.authorId),
      dueOn: ack.dueOn,
      sentAt: iso(ack.sentAt),
      updatedAt: ack.updatedAt.toISOString(),
      recipientCount: recipients,
      confirmedCount: confirmed,
      mayEdit:
        ack.status === 'draft'
          ? ack.authorId === ctx.actor.userId
          : ack.status === 'sent' && (ack.authorId === ctx.actor.userId || manages),
    }));
  }
}

function mayFollow(actor: Actor, row: AckRow): boolean {
  if (row.authorId === actor.userId) return true;
  return row.status !== 'draft' && mayAct(actor, NOTICE_PERMISSIONS.manage);
}

function receivedView(
  ack: AckRow,
  confirmedAt: Date | null,
  person: (userId: number) => { userId: number; name: string },
): ReceivedAck {
  return {
    ackId: ack.ackId,
    title: ack.title,
    content: ack.content,
    author: person(ack.authorId),
    sentAt: iso(ack.sentAt) ?? '',
    dueOn: ack.dueOn,
    confirmedAt: iso(confirmedAt),
  };
}
