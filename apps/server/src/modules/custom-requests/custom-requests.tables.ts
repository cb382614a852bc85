import type { CustomRequestStatus, DynamicFormItem } from '@venus/shared';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** A request form an administrator built (spec `/dataForm`); its key names its approval business type. */
export const requestForms = pgTable(
  'cr_form',
  {
    formId: serial().primaryKey(),
    formKey: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    description: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    items: jsonb().$type<DynamicFormItem[]>().notNull(),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('cr_form_key_uq').on(table.formKey)],
);

/**
 * One request filed on a form. It keeps the items it was sent with, so a form edited later
 * neither changes what approvers read nor the rules a sent-back request is amended under.
 */
export const customRequests = pgTable(
  'cr_request',
  {
    requestId: serial().primaryKey(),
    formId: integer()
      .notNull()
      .references(() => requestForms.formId),
    title: text().notNull(),
    items: jsonb().$type<DynamicFormItem[]>().notNull(),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    applicantId: integer().notNull(),
    status: text().$type<CustomRequestStatus>().notNull().default('draft'),
    /** The newest approval it went through. */
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [
    index('cr_request_applicant_idx').on(table.applicantId),
    index('cr_request_form_idx').on(table.formId),
  ],
);
