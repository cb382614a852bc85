import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec §5 search history: each user's latest entries per search box. */
export const searchHistory = pgTable(
  'hk_search_history',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    /** Which search box: 'route', 'project', 'user', ... */
    kind: text().notNull(),
    /** Trimmed, at most 64 characters. */
    value: text().notNull(),
    /** The chosen record: {id, name, number, numberName} for a project, {id, name, allName} for a user. */
    payload: jsonb(),
    /** Moved forward when the value is searched again, so newest-first is by this column. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The de-duplication rule, held by the database too, so concurrent adds cannot store a value twice.
    uniqueIndex('hk_search_history_user_kind_value_uq').on(table.userId, table.kind, table.value),
    index('hk_search_history_user_kind_created_idx').on(table.userId, table.kind, table.createdAt),
  ],
);
