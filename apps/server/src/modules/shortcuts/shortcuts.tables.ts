import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §3 Quick shortcut: a person's own saved entry, a page plus its search form content. */
export const shortcut = pgTable(
  'hk_shortcut',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    menuName: text().notNull(),
    /** Index into SHORTCUT_ICONS. */
    reserveInt: smallint().notNull().default(0),
    /** Index into SHORTCUT_COLOURS. */
    reserve: smallint().notNull().default(0),
    /** The search form as JSON text, at most 3000 characters (spec §9). */
    searchContent: text().notNull(),
    /** The page's component name: whose search form the content fills. */
    type: text().notNull(),
    defineType: smallint().notNull().default(1),
    path: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hk_shortcut_user_idx').on(table.userId)],
);
