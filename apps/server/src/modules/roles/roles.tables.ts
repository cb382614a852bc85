import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

export const roles = pgTable(
  'sys_role',
  {
    roleId: serial().primaryKey(),
    roleName: text().notNull(),
    roleNameEn: text().notNull().default(''),
    roleKey: text().notNull(),
    roleSort: integer().notNull().default(0),
    status: text().notNull().default('0'),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('sys_role_key_uq').on(table.roleKey)],
);

export const roleMenus = pgTable(
  'sys_role_menu',
  { roleId: integer().notNull(), menuId: integer().notNull() },
  (table) => [primaryKey({ columns: [table.roleId, table.menuId] })],
);
