import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

export const dictTypes = pgTable(
  'sys_dict_type',
  {
    dictId: serial().primaryKey(),
    dictName: text().notNull(),
    dictNameEn: text().notNull().default(''),
    dictType: text().notNull(),
    status: text().notNull().default('0'),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('sys_dict_type_uq').on(table.dictType)],
);

export const dictData = pgTable(
  'sys_dict_data',
  {
    dictCode: serial().primaryKey(),
    dictType: text().notNull(),
    dictSort: integer().notNull().default(0),
    dictLabel: text().notNull(),
    dictLabelEn: text().notNull().default(''),
    dictValue: text().notNull(),
    isDefault: text().notNull().default('N'),
    status: text().notNull().default('0'),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    index('sys_dict_data_type_idx').on(table.dictType),
    uniqueIndex('sys_dict_data_value_uq').on(table.dictType, table.dictValue),
  ],
);
