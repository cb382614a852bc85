import { bigint, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** File status: the current version, an earlier version kept in the history, or deleted. */
export const FILE_STATUS = { current: 0, superseded: 1, deleted: 2 } as const;

/**
 * Attachments of every domain's records (spec §3 File record). A file belongs to a record
 * through (source, onlyId, type). Uploading a name again keeps the old row as `superseded` in the
 * same lineage: the history is every row of a lineage. A row without a path is a remark-only note.
 */
export const files = pgTable(
  'file_record',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull().default(0),
    remark: text().notNull().default(''),
    /** The storage key of the content; null for a note. */
    path: text(),
    source: integer().notNull(),
    onlyId: text().notNull(),
    type: text().notNull().default(''),
    status: smallint().notNull().default(FILE_STATUS.current),
    /** The id of the first version; equals id for a first upload. */
    lineageId: integer(),
    version: integer().notNull().default(1),
    mimeType: text().notNull().default(''),
    sha256: text(),
    uploaderId: integer(),
    uploaderName: text().notNull().default(''),
    /** Storage key of the PDF LibreOffice made of it, once converted. */
    pdfPath: text(),
    ...trackingColumns,
  },
  (table) => [
    index('file_record_owner_idx').on(table.source, table.onlyId, table.type, table.status),
    index('file_record_lineage_idx').on(table.lineageId),
    index('file_record_path_idx').on(table.path),
  ],
);
