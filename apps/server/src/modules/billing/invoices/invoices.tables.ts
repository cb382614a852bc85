import type { InvoiceStatus, InvoiceType } from '@venus/shared';
import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../../platform/db/columns.ts';

const money = () => numeric({ precision: 15, scale: 2 });

/**
 * A tax invoice (发票) against a bill (decision 0030): requested by the lawyer (task 60000),
 * recorded by finance with its number, date and file; a red-letter invoice reverses a recorded one.
 */
export const invoices = pgTable(
  'hk_invoice',
  {
    invoiceId: serial().primaryKey(),
    billId: integer().notNull(),
    projectId: integer().notNull(),
    clientId: integer().notNull(),
    invoiceTitleId: integer(),
    title: text().notNull(),
    taxNumber: text().notNull().default(''),
    invoiceType: text().$type<InvoiceType>().notNull(),
    /** Gross, in the bill's currency; negative on a red-letter invoice. */
    amount: money().notNull(),
    taxRate: numeric({ precision: 12, scale: 6 }).notNull(),
    taxAmount: money().notNull(),
    status: text().$type<InvoiceStatus>().notNull().default('requested'),
    /** Recorded by finance. */
    invoiceNumber: text(),
    invoiceDate: date({ mode: 'string' }),
    fileId: integer(),
    /** What OCR read from the file (background job), to compare with the amount. */
    ocrAmount: money(),
    ocrStatus: text().$type<'none' | 'queued' | 'done' | 'failed'>().notNull().default('none'),
    /** On a red-letter invoice: the invoice it reverses. */
    reversesInvoiceId: integer(),
    remark: text().notNull().default(''),
    instanceId: integer(),
    requestedBy: integer().notNull(),
    ...trackingColumns,
  },
  (table) => [
    index('hk_invoice_bill_idx').on(table.billId, table.status),
    index('hk_invoice_status_idx').on(table.status, table.createdAt),
    uniqueIndex('hk_invoice_number_uq').on(table.invoiceNumber),
    uniqueIndex('hk_invoice_reverses_uq').on(table.reversesInvoiceId),
  ],
);
