import type { ReceiptStatus } from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/** Money received from a client (decision 0030); what is not allocated is the client's credit. */
export const receipts = pgTable(
  'hk_receipt',
  {
    receiptId: serial().primaryKey(),
    /** `{year}{office}-R{seq:5}`. */
    number: text().notNull().unique(),
    clientId: integer().notNull(),
    officeId: integer().notNull(),
    /** A retainer deposit is held for this case. */
    projectId: integer(),
    isRetainer: boolean().notNull().default(false),
    receivedOn: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    currency: text().notNull(),
    exchangeRate: numeric({ precision: 12, scale: 6 }).notNull(),
    payer: text().notNull(),
    bankAccount: text().notNull().default(''),
    reference: text().notNull().default(''),
    remark: text().notNull().default(''),
    allocatedTotal: money().notNull().default('0'),
    /** recorded → confirmed by the responsible lawyer (task 130001); voided keeps the history. */
    status: text().$type<ReceiptStatus>().notNull().default('recorded'),
    /** Why it was voided (recorded in error, bounced). */
    voidReason: text().notNull().default(''),
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [
    // What is allocated never exceeds what was received, whatever the code does.
    check(
      'hk_receipt_allocated_ck',
      sql`${table.allocatedTotal} >= 0 and ${table.allocatedTotal} <= ${table.amount}`,
    ),
    check('hk_receipt_amount_ck', sql`${table.amount} > 0`),
    index('hk_receipt_client_idx').on(table.clientId, table.receivedOn),
    index('hk_receipt_date_idx').on(table.receivedOn),
  ],
);

/** Part of a receipt paying part of a bill, with the exchange difference in CNY. */
export const receiptAllocations = pgTable(
  'hk_receipt_allocation',
  {
    allocationId: serial().primaryKey(),
    receiptId: integer().notNull(),
    billId: integer().notNull(),
    amount: money().notNull(),
    allocatedOn: date({ mode: 'string' }).notNull(),
    /** CNY at the receipt's rate minus CNY at the bill's rate. */
    fxDifferenceCny: money().notNull().default('0'),
    /** An allocation is undone by a reversal, never deleted. */
    reversedAt: timestamp({ withTimezone: true }),
    /** The ledger day of the reversal: receivables as of an earlier day still count the payment. */
    reversedOn: date({ mode: 'string' }),
    reversalReason: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    check('hk_receipt_allocation_amount_ck', sql`${table.amount} > 0`),
    index('hk_receipt_allocation_bill_idx').on(table.billId),
    index('hk_receipt_allocation_receipt_idx').on(table.receiptId),
    // The income ledger reads a period's allocations and reversals by their day (decision 0048).
    index('hk_receipt_allocation_day_idx').on(table.allocatedOn),
    index('hk_receipt_allocation_reversed_idx')
      .on(table.reversedOn)
      .where(sql`${table.reversedOn} is not null`),
  ],
);

/**
 * The responsible lawyer's confirmation that a payment is their client's (task 130001): one per
 * receipt and case it pays, through the approvals engine. The receipt is confirmed when all are.
 */
export const receiptConfirmations = pgTable(
  'hk_receipt_confirmation',
  {
    confirmationId: serial().primaryKey(),
    receiptId: integer().notNull(),
    projectId: integer().notNull(),
    /** The case's responsible partner when asked. */
    partnerId: integer().notNull(),
    /** pending (asked or to be asked) → confirmed, or refused (not their client's money). */
    status: text().$type<'pending' | 'confirmed' | 'refused'>().notNull().default('pending'),
    instanceId: integer(),
    comment: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('hk_receipt_confirmation_uq').on(table.receiptId, table.projectId)],
);
