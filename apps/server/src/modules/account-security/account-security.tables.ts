import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A user's privacy password (a second password guarding sensitive pages), argon2id. No row: no
 * privacy password. `updatedAt` stamps unlock tokens, so changing or closing it ends them.
 */
export const userPrivacy = pgTable('sys_user_privacy', {
  userId: integer().primaryKey(),
  passwordHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
