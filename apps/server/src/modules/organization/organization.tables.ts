import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** The firm's tree: the firm, its offices, practice groups and support departments. */
export const depts = pgTable(
  'sys_dept',
  {
    deptId: serial().primaryKey(),
    parentId: integer().notNull().default(0),
    deptName: text().notNull(),
    deptNameEn: text().notNull().default(''),
    /** firm | office | group (practice group) | department (support function). */
    kind: text().notNull(),
    /** An office's short code, used in case numbers (BJ, SH...). */
    code: text().notNull().default(''),
    orderNum: integer().notNull().default(0),
    leaderId: integer(),
    status: text().notNull().default('0'),
    ...trackingColumns,
  },
  (table) => [index('sys_dept_parent_idx').on(table.parentId)],
);
