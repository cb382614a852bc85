import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

export const systemConfig = pgTable(
  'sys_config',
  {
    configId: serial().primaryKey(),
    configName: text().notNull(),
    configNameEn: text().notNull().default(''),
    configKey: text().notNull(),
    configValue: text().notNull(),
    /** 'Y' built in (cannot be deleted), 'N' added by an admin. */
    configType: text().notNull().default('N'),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('sys_config_key_uq').on(table.configKey)],
);
