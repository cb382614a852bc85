import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** Texts that override the built-in interface texts of one language (spec §3 i18n entry). */
export const i18nBundles = pgTable(
  'sys_i18n',
  {
    id: serial().primaryKey(),
    /** The language: cn or en. One bundle per language. */
    key: text().notNull(),
    /** A JSON message tree, merged over the built-in texts by the web client. */
    i18nJson: text().notNull(),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('sys_i18n_key_uq').on(table.key)],
);
