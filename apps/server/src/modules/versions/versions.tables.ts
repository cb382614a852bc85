import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** Version history (spec §3 Version info); the newest released row is the current version. */
export const versions = pgTable(
  'sys_version',
  {
    versionId: serial().primaryKey(),
    ver: text().notNull(),
    content: text().notNull().default(''),
    /** '0' released, '1' withdrawn. */
    status: text().notNull().default('0'),
    ...trackingColumns,
  },
  (table) => [index('sys_version_status_idx').on(table.status, table.versionId)],
);
