import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Decision 0009: what each person chose for their home page. `null` means never chosen, so the
 * defaults (every permitted quick-start tile, every card) follow new permissions and new cards.
 */
export const homeLayout = pgTable(
  'hk_home_layout',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    /** Ordered ids of the quick-start tiles shown (`packages/shared` QUICK_START_TILES). */
    quickStart: jsonb().$type<string[]>(),
    /** Ordered ids of the home cards shown (WORKBENCH_CARDS). */
    workbench: jsonb().$type<string[]>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hk_home_layout_user_uq').on(table.userId)],
);
