import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec §3 personal settings and table layouts: one row per user and setting type. */
export const userSetting = pgTable(
  'sys_user_setting',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    /** 1 personal settings; 0 column widths, 2 column config, 3 route values. */
    type: smallint().notNull(),
    /** JSON text, as the client's local-storage cache holds it. */
    setting: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sys_user_setting_user_type_uq').on(table.userId, table.type)],
);
