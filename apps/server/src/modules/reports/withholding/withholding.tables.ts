import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../../platform/db/columns.ts';

/**
 * The firm's withholding rules (decision 0051): from `from_month` (to `to_month`, when the rule
 * ends) `rate` % of a partner's income of each month is kept back as `kind`. A rule with a
 * partner replaces the firm-wide rule of its kind for that partner. Months are 'YYYY-MM', so a
 * month has one rate of each kind, and a month's withholding is one rounding.
 */
export const withholdingRules = pgTable(
  'hk_withholding_rule',
  {
    ruleId: serial().primaryKey(),
    kind: text().notNull(),
    /** Null: every partner without a rule of their own of this kind. */
    partnerId: integer(),
    rate: numeric({ precision: 5, scale: 2 }).notNull(),
    fromMonth: text().notNull(),
    toMonth: text(),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [index('hk_withholding_rule_kind_idx').on(table.kind, table.partnerId)],
);
