import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** Directories (M), pages (C) and buttons (F); a button's perms string guards server routes. */
export const menus = pgTable(
  'sys_menu',
  {
    menuId: serial().primaryKey(),
    parentId: integer().notNull().default(0),
    menuName: text().notNull(),
    menuNameEn: text().notNull().default(''),
    menuType: text().notNull(),
    orderNum: integer().notNull().default(0),
    path: text().notNull().default(''),
    component: text().notNull().default(''),
    query: text().notNull().default(''),
    perms: text().notNull().default(''),
    /** Index into the menu icon table (1 to 77); 0 for none. */
    icon: integer().notNull().default(0),
    visible: boolean().notNull().default(true),
    status: text().notNull().default('0'),
    isCache: boolean().notNull().default(true),
    isAffix: boolean().notNull().default(false),
    ...trackingColumns,
  },
  (table) => [index('sys_menu_parent_idx').on(table.parentId)],
);
