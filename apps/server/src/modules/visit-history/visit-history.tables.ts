import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §2 /user/userHistory: each person's page visits, kept 30 days (decision 0009). */
export const visitHistory = pgTable(
  'hk_visit_history',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    path: text().notNull(),
    title: text().notNull(),
    query: jsonb().$type<Record<string, string>>().notNull().default({}),
    visitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hk_visit_history_user_visited_idx').on(table.userId, table.visitedAt)],
);
