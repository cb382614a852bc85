import {
  type MyNoticesQuery,
  NOTICE_PERMISSIONS,
  NOTICES_CHANGED_EVENT,
  type NoticeDetail,
  type Receipts,
  type ReceivedNotice,
  type SentNotice,
  type SentNoticesQuery,
} from '@venus/shared';
import { and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { audienceUnits, namesFor } from './notice-audience.ts';
import type { NoticeCollaborators } from './notices.collaborators.ts';
import { noticeRecipients, notices } from './notices.tables.ts';

type NoticeRow = typeof notices.$inferSelect;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Read counts per notice, in the list's own query; the outer table named in full, since drizzle writes a bare column that the subquery would read as its own. */
const recipientCount = sql<number>`(select count(*)::int from ${noticeRecipients} r where r.notice_id = "hk_notice"."notice_id")`;
const readCount = sql<number>`(select count(*)::int from ${noticeRecipients} r where r.notice_id = "hk_notice"."notice_id" and r.read_at is not null)`;

/**
 * Reading notices (decision 0058): a person sees only the published notices addressed to them
 * (their recipient row), and opening one marks it read; the author and administration see the
 * notice's audience, counts and who has and has not read it.
 */
export class NoticeReadingService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: NoticeCollaborators,
    private readonly now: () => Date,
  ) {}

  async mine(
    ctx: SignedInContext,
    query: MyNoticesQuery,
  ): Promise<{ rows: ReceivedNotice[]; total: number }> {
    const where = and(
      eq(noticeRecipients.userId, ctx.actor.userId),
      eq(notices.status, 'published'),
      query.title ? ilike(notices.title, containsPattern(query.title)) : undefined,
      query.unread === 'true' ? isNull(noticeRecipients.readAt) : undefined,
      query.unread === 'false' ? sql`${noticeRecipients.readAt} is not null` : undefined,
    );
    const from = () =>
      this.db
        .select()
        .from(noticeRecipients)
        .innerJoin(notices, eq(notices.noticeId, noticeRecipients.noticeId));
    const [rows, [total]] = await Promise.all([
      from()
        .where(where)
        .orderBy(
          orderOf(query, { publishedAt: notices.publishedAt }, desc(notices.publishedAt)),
          desc(notices.noticeId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(noticeRecipients)
        .innerJoin(notices, eq(notices.noticeId, noticeRecipients.noticeId))
        .where(where),
    ]);
    const names = await namesFor(
      this.collaborators,
      ctx.lang,
      rows.map((row) => row.hk_notice.authorId),
    );
    return {
      rows: rows.map(({ hk_notice: notice, hk_notice_recipient: receipt }) => ({
        noticeId: notice.noticeId,
        title: notice.title,
        content: notice.content,
        author: names.person(notice.authorId),
        publishedAt: iso(notice.publishedAt)!,
        readAt: iso(receipt.readAt),
      })),
      total: total?.total ?? 0,
    };
  }

  units(ctx: SignedInContext) {
    return audienceUnits(this.collaborators, ctx.lang);
  }

  /** How many published notices addressed to the person they have not opened yet. */
  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ unread: count() })
      .from(noticeRecipients)
      .innerJoin(notices, eq(notices.noticeId, noticeRecipients.noticeId))
      .where(
        and(
          eq(noticeRecipients.userId, userId),
          isNull(noticeRecipients.readAt),
          eq(notices.status, 'published'),
        ),
      );
    return row?.unread ?? 0;
  }

  /** What one has written; with notice management, the whole firm's (others' drafts excepted). */
  async sent(ctx: SignedInContext, query: SentNoticesQuery): Promise<{ rows: SentNotice[]; total: number }> {
    const mine = eq(notices.authorId, ctx.actor.userId);
    const where = and(
      mayAct(ctx.actor, NOTICE_PERMISSIONS.manage) ? or(mine, ne(notices.status, 'draft')) : mine,
      query.status ? eq(notices.status, query.status) : undefined,
      query.title ? ilike(notices.title, containsPattern(query.title)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ notice: notices, recipientCount, readCount })
        .from(notices)
        .where(where)
        .orderBy(
          orderOf(
            query,
            { publishedAt: notices.publishedAt, updatedAt: notices.updatedAt },
            sql`${notices.publishedAt} desc nulls first`,
          ),
          desc(notices.noticeId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(notices).where(where),
    ]);
    return { rows: await this.sentViews(ctx, rows), total: total?.total ?? 0 };
  }

  /**
   * One notice: as received (and now read) when addressed to the reader, as sent when they wrote it
   * or manage notices. Anyone else is told it does not exist.
   */
  async get(ctx: SignedInContext, noticeId: number): Promise<NoticeDetail> {
    const [row] = await this.db.select().from(notices).where(eq(notices.noticeId, noticeId));
    if (!row) throw notFound('notice.notFound');
    const received = row.status === 'published' ? await this.markRead(ctx, row) : null;
    const sent = this.mayFollow(ctx, row)
      ? (await this.sentViews(ctx, [await this.withCounts(row)]))[0]!
      : null;
    if (!received && !sent) throw notFound('notice.notFound');
    return { received, sent };
  }

  /** Who has read it and who has not, with when: its author and administration only. */
  async receipts(ctx: SignedInContext, noticeId: number): Promise<Receipts> {
    const [row] = await this.db.select().from(notices).where(eq(notices.noticeId, noticeId));
    if (!row) throw notFound('notice.notFound');
    if (!this.mayFollow(ctx, row)) {
      const [addressed] = await this.db
        .select({ userId: noticeRecipients.userId })
        .from(noticeRecipients)
        .where(and(eq(noticeRecipients.noticeId, noticeId), eq(noticeRecipients.userId, ctx.actor.userId)));
      // A recipient learns the notice exists but not who else read it; anyone else learns nothing.
      if (addressed && row.status === 'published') throw forbidden('notice.receiptsNotYours');
      throw notFound('notice.notFound');
    }
    const rows = await this.db
      .select({ userId: noticeRecipients.userId, at: noticeRecipients.readAt })
      .from(noticeRecipients)
      .where(eq(noticeRecipients.noticeId, noticeId));
    return receiptsOf(this.collaborators, ctx.lang, rows);
  }

  private mayFollow(ctx: SignedInContext, row: NoticeRow): boolean {
    if (row.authorId === ctx.actor.userId) return true;
    return row.status !== 'draft' && mayAct(ctx.actor, NOTICE_PERMISSIONS.manage);
  }

  /** The reader's receipt, set read the first time; their other screens' counts follow. */
  private async markRead(ctx: SignedInContext, row: NoticeRow): Promise<ReceivedNotice | null> {
    const key = and(
      eq(noticeRecipients.noticeId, row.noticeId),
      eq(noticeRecipients.userId, ctx.actor.userId),
    );
    const [newlyRead] = await this.db
      .update(noticeRecipients)
      .set({ readAt: this.now() })
      .where(and(key, isNull(noticeRecipients.readAt)))
      .returning();
    const [receipt] = newlyRead ? [newlyRead] : await this.db.select().from(noticeRecipients).where(key);
    if (!receipt) return null;
    if (newlyRead)
      await this.collaborators
        .sendToUser(ctx.actor.userId, {
          event: 'msg',
          msgTitle: '',
          msgContent: '',
          eventBus: NOTICES_CHANGED_EVENT,
        })
        .catch((error) => this.collaborators.warn(error, 'notice read not announced live'));
    const names = await namesFor(this.collaborators, ctx.lang, [row.authorId]);
    return {
      noticeId: row.noticeId,
      title: row.title,
      content: row.content,
      author: names.person(row.authorId),
      publishedAt: iso(row.publishedAt)!,
      readAt: iso(receipt.readAt),
    };
  }

  private async withCounts(row: NoticeRow) {
    const [counts] = await this.db
      .select({ recipientCount, readCount })
      .from(notices)
      .where(eq(notices.noticeId, row.noticeId));
    return { notice: row, recipientCount: counts?.recipientCount ?? 0, readCount: counts?.readCount ?? 0 };
  }

  private async sentViews(
    ctx: SignedInContext,
    rows: { notice: NoticeRow; recipientCount: number; readCount: number }[],
  ): Promise<SentNotice[]> {
    const names = await namesFor(
      this.collaborators,
      ctx.lang,
      rows.flatMap(({ notice }) => [notice.authorId, ...notice.userIds]),
    );
    const manages = mayAct(ctx.actor, NOTICE_PERMISSIONS.manage);
    return rows.map(({ notice, recipientCount: recipients, readCount: read }) => ({
      noticeId: notice.noticeId,
      title: notice.title,
      content: notice.content,
      status: notice.status,
      audience: notice.audience,
      depts: notice.deptIds.map(names.unit),
      users: notice.userIds.map(names.person),
      author: names.person(notice.authorId),
      publishedAt: iso(notice.publishedAt),
      withdrawnAt: iso(notice.withdrawnAt),
      updatedAt: notice.updatedAt.toISOString(),
      recipientCount: recipients,
      readCount: read,
      mayEdit:
        notice.status === 'draft'
          ? notice.authorId === ctx.actor.userId
          : notice.status === 'published' && (notice.authorId === ctx.actor.userId || manages),
    }));
  }
}

/** Done and pending people of a notice or an acknowledgement, each list by name. */
export async function receiptsOf(
  collaborators: NoticeCollaborators,
  lang: string,
  rows: { userId: number; at: Date | null }[],
): Promise<Receipts> {
  const names = await namesFor(
    collaborators,
    lang,
    rows.map((row) => row.userId),
  );
  const views = rows.map((row) => ({
    ...names.person(row.userId),
    dept: names.unitName(names.deptOf(row.userId)),
    at: iso(row.at),
  }));
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name.localeCompare(b.name, lang === 'en' ? 'en' : 'zh-CN');
  return {
    done: views.filter((view) => view.at !== null).sort((a, b) => a.at!.localeCompare(b.at!)),
    pending: views.filter((view) => view.at === null).sort(byName),
  };
}
