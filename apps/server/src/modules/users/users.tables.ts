import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

export const users = pgTable(
  'sys_user',
  {
    userId: serial().primaryKey(),
    userName: text().notNull(),
    nickName: text().notNull(),
    nameEn: text().notNull().default(''),
    /** Staff number shown as `userno:name` in pickers. */
    userno: text().notNull().default(''),
    email: text().notNull().default(''),
    phonenumber: text().notNull().default(''),
    avatar: text().notNull().default(''),
    passwordHash: text().notNull(),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deptId: integer(),
    officeId: integer(),
    /** '3' in service, '4' disabled, '5' departed (USER_STATUS, decision 0012). */
    status: text().notNull().default('3'),
    /** Desk line and seat, for the user directory. */
    officePhone: text().notNull().default(''),
    seat: text().notNull().default(''),
    remark: text().notNull().default(''),
    deletedAt: timestamp({ withTimezone: true }),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('sys_user_name_uq').on(table.userName)],
);

export const userRoles = pgTable(
  'sys_user_role',
  { userId: integer().notNull(), roleId: integer().notNull() },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);
