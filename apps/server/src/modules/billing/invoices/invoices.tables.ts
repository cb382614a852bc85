import type { InvoiceStatus, InvoiceType } from '@venus/shared';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** The bill's currency, kept on the invoice so the lists sum per currency without the bill. */
    currency: text().notNull(),
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
    // 我的发票 reads a person's cases' invoices, newest first (decision 0048: a scan of every invoice before).
    index('hk_invoice_project_idx').on(table.projectId, table.invoiceId),
    uniqueIndex('hk_invoice_number_uq').on(table.invoiceNumber),
    uniqueIndex('hk_invoice_reverses_uq').on(table.reversesInvoiceId),
  ],
);

export type InvoiceOcrJobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * The OCR of an invoice's file as a durable job (decision 0048): written in the transaction that
 * attached the file, claimed by one server at a time (`FOR UPDATE SKIP LOCKED`, then a lease),
 * retried a bounded number of times, picked up again after a restart.
 */
export const invoiceOcrJobs = pgTable(
  'hk_invoice_ocr_job',
  {
    jobId: serial().primaryKey(),
    invoiceId: integer().notNull(),
    fileId: integer().notNull(),
    /** Who attached the file: the job reads it, and writes the audit row, as them. */
    requestedBy: integer().notNull(),
    status: text().$type<InvoiceOcrJobStatus>().notNull().default('queued'),
    /** Attempts begun (claims); a job that failed this many times is given up. */
    attempts: integer().notNull().default(0),
    /** A queued job is not claimed before this (the back-off after a failed attempt). */
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The claim's holder and how long it holds: a server that died loses the job when this passes. */
    claimToken: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('hk_invoice_ocr_job_due_idx').on(table.status, table.runAfter),
    index('hk_invoice_ocr_job_invoice_idx').on(table.invoiceId),
  ],
);
