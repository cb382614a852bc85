import type { AckStatus, NoticeAudience, NoticeStatus } from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** A notice (通知, spec /notice/list): to everyone, to departments or to chosen people (decision 0058). */
export const notices = pgTable(
  'hk_notice',
  {
    noticeId: serial().primaryKey(),
    title: text().notNull(),
    content: text().notNull(),
    audience: text().$type<NoticeAudience>().notNull(),
    /** The departments or offices chosen (audience depts), as chosen: kept to show who it went to. */
    deptIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    userIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    status: text().$type<NoticeStatus>().notNull().default('draft'),
    authorId: integer().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawnBy: integer(),
    ...trackingColumns,
  },
  (table) => [index('hk_notice_author_idx').on(table.authorId, table.status)],
);

/**
 * Who a published notice went to: written once at publication (the audience is fixed then) and
 * `read_at` set the first time the person opens it.
 */
export const noticeRecipients = pgTable(
  'hk_notice_recipient',
  {
    noticeId: integer()
      .notNull()
      .references(() => notices.noticeId),
    userId: integer().notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.noticeId, table.userId] }),
    index('hk_notice_recipient_user_idx').on(table.userId, table.readAt),
  ],
);

/** A bulletin (公告): a short item on the firm's board, pinned or not, until its expiry day. */
export const bulletins = pgTable(
  'hk_bulletin',
  {
    bulletinId: serial().primaryKey(),
    title: text().notNull(),
    content: text().notNull(),
    isPinned: boolean().notNull().default(false),
    /** The last day it shows on the board (firm calendar); null: until taken down. */
    expiresOn: date({ mode: 'string' }),
    authorId: integer().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...trackingColumns,
  },
  (table) => [index('hk_bulletin_board_idx').on(table.isPinned, table.publishedAt)],
);

/** An acknowledgement (阅知确认, spec /ack/add): a document named people must confirm they have read. */
export const acks = pgTable(
  'hk_ack',
  {
    ackId: serial().primaryKey(),
    title: text().notNull(),
    content: text().notNull().default(''),
    audience: text().$type<NoticeAudience>().notNull(),
    deptIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    userIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    status: text().$type<AckStatus>().notNull().default('draft'),
    dueOn: date({ mode: 'string' }),
    authorId: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer(),
    ...trackingColumns,
  },
  (table) => [index('hk_ack_author_idx').on(table.authorId, table.status)],
);

/** Who must confirm a sent acknowledgement, and when they did (spec confirm). */
export const ackRecipients = pgTable(
  'hk_ack_recipient',
  {
    ackId: integer()
      .notNull()
      .references(() => acks.ackId),
    userId: integer().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** The last day a reminder went out, so several instances remind once a day. */
    remindedOn: date({ mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.ackId, table.userId] }),
    index('hk_ack_recipient_user_idx').on(table.userId, table.confirmedAt),
  ],
);
