import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../../platform/db/columns.ts';

/**
 * The firm's well-known-names dictionary (decision 0036): one row per company, every name it goes
 * by. Every conflict check also searches a query's other names here (工行 → 中国工商银行).
 */
export const knownNames = pgTable('hk_conflict_known_name', {
  knownNameId: serial().primaryKey(),
  /** Current names: the registered name first (the one shown), then short and other-script names. */
  names: text().array().notNull(),
  formerNames: text().array().notNull().default([]),
  /** The public list a seeded row came from (F500, BANKS, CSRC, HKEX); `firm` when an administrator added it. */
  source: text().notNull().default('firm'),
  remark: text().notNull().default(''),
  ...trackingColumns,
});
