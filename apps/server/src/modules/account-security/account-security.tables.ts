import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * A user's TOTP second factor (issue 8 item 4). `secret` is encrypted at rest; no row or
 * `confirmedAt` null: not in use (an enrolment not yet confirmed with a first code). Recovery
 * codes are kept as hashes and each works once; `lastUsedStep` refuses a code used before.
 */
export const userMfa = pgTable('sys_user_mfa', {
  userId: integer().primaryKey(),
  secret: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  recoveryCodeHashes: text().array().notNull().default([]),
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
