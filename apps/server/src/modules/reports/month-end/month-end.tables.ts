import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A closed month (decision 0054): from `closed_at` on, no movement dated in it or before it may be
 * written or changed (the month lock triggers of migration 0041), and the reports read its figures
 * from its project data rows.
 */
export const closedMonths = pgTable('hk_month_close', {
  /** 'YYYY-MM'. */
  month: text().primaryKey(),
  closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  closedBy: integer(),
});

/**
 * Spec §3 "monthly project data": a closed month's figures for one case under one attribution (the
 * bills' client, office and responsible partner, the case's practice area and the partner's unit
 * as they were at the close), the indicators as a JSON of decimal texts.
 */
export const monthProjectData = pgTable(
  'hk_month_project_data',
  {
    rowId: serial().primaryKey(),
    month: text().notNull(),
    projectId: integer().notNull(),
    clientId: integer(),
    officeId: integer(),
    partnerId: integer(),
    practiceArea: text(),
    deptId: integer(),
    data: jsonb().$type<Record<string, string>>().notNull(),
  },
  (table) => [
    index('hk_month_project_data_month_idx').on(table.month),
    index('hk_month_project_data_project_idx').on(table.projectId, table.month),
    uniqueIndex('hk_month_project_data_key_idx').on(
      table.month,
      table.projectId,
      table.clientId,
      table.officeId,
      table.partnerId,
    ),
  ],
);
