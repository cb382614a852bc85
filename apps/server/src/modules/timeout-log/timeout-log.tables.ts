import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Calls that timed out in someone's browser (spec §8 Timeout), so slow endpoints can be found. */
export const timeoutLog = pgTable(
  'hk_timeout_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().notNull(),
    userName: text().notNull(),
    url: text().notNull(),
    method: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hk_timeout_log_created_idx').on(table.createdAt)],
);
