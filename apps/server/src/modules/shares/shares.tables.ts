import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §3 Share: a page (path + query) one person sent to colleagues. */
export const share = pgTable(
  'hk_share',
  {
    id: serial().primaryKey(),
    senderId: integer().notNull(),
    title: text().notNull(),
    path: text().notNull(),
    query: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The recipients comma-joined, as the spec's payload carries them. */
    tos: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hk_share_sender_idx').on(table.senderId, table.createdAt)],
);

/** One row per recipient, so "shared with me" is an indexed lookup rather than a text search. */
export const shareRecipient = pgTable(
  'hk_share_recipient',
  {
    shareId: integer()
      .notNull()
      .references(() => share.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shareId, table.userId] }),
    index('hk_share_recipient_user_idx').on(table.userId),
  ],
);
