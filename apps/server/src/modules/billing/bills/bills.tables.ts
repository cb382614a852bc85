import type { BillAdjustmentKind, BillLineKind, BillStatus, BillTaxMode } from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../../platform/db/columns.ts';

const money = () => numeric({ precision: 15, scale: 2 });
/** Tax and exchange rates: 0.06, 7.123456. */
const ratio = () => numeric({ precision: 12, scale: 6 });

/** A bill (fee note) to a client for one case (decision 0030). Totals are the server's, to the cent. */
export const bills = pgTable(
  'hk_bill',
  {
    billId: serial().primaryKey(),
    /** Given at issue: `{year}{office}-B{seq:5}`; null while a draft. */
    number: text(),
    projectId: integer().notNull(),
    clientId: integer().notNull(),
    officeId: integer().notNull(),
    /** The case's responsible partner when the bill was made: receivables group by it. */
    partnerId: integer().notNull(),
    status: text().$type<BillStatus>().notNull().default('draft'),
    billingContactId: integer(),
    /** What the bill is addressed to, as it was when issued (contacts and titles change later). */
    billingContactName: text().notNull().default(''),
    billingContactEmail: text().notNull().default(''),
    invoiceTitleId: integer(),
    invoiceTitle: text().notNull().default(''),
    periodFrom: date({ mode: 'string' }),
    periodTo: date({ mode: 'string' }),
    /** The day it was issued (a draft: the day intended). */
    billDate: date({ mode: 'string' }).notNull(),
    paymentTermsDays: integer().notNull().default(30),
    dueDate: date({ mode: 'string' }),
    /** The PDF's language: 'cn' or 'en'. */
    language: text().$type<'cn' | 'en'>().notNull().default('cn'),
    taxMode: text().$type<BillTaxMode>().notNull().default('exclusive'),
    currency: text().notNull(),
    /** To CNY, the finance-kept rate on or before the bill date; 1 for CNY. */
    exchangeRate: ratio().notNull().default('1'),
    /** How fee lines are grouped on the PDF: none, timekeeper or task. */
    groupBy: text().$type<'none' | 'timekeeper' | 'task'>().notNull().default('none'),
    narrative: text().notNull().default(''),
    feeTotal: money().notNull().default('0'),
    disbursementTotal: money().notNull().default('0'),
    taxTotal: money().notNull().default('0'),
    total: money().notNull().default('0'),
    totalCny: money().notNull().default('0'),
    /** Money against the bill since it was issued; balance = total − the three. */
    creditedTotal: money().notNull().default('0'),
    paidTotal: money().notNull().default('0'),
    writtenOffTotal: money().notNull().default('0'),
    /** The approval under way or last run (bill, credit or write-off). */
    instanceId: integer(),
    /** The comment of the last send-back, rejection or withdrawal. */
    returnComment: text().notNull().default(''),
    issuedAt: timestamp({ withTimezone: true }),
    firstSentAt: timestamp({ withTimezone: true }),
    /** The stored PDF of the issued bill (a file of the bill, files module). */
    pdfFileId: integer(),
    ...trackingColumns,
  },
  (table) => [
    uniqueIndex('hk_bill_number_uq').on(table.number),
    index('hk_bill_project_idx').on(table.projectId, table.status),
    index('hk_bill_client_idx').on(table.clientId, table.status),
    index('hk_bill_status_date_idx').on(table.status, table.billDate),
    index('hk_bill_partner_idx').on(table.partnerId, table.status),
    index('hk_bill_office_idx').on(table.officeId, table.billDate),
  ],
);

/**
 * A line of a bill: time, a disbursement, a milestone, a contingency fee, a manual line, or an
 * adjustment of the whole bill. Time, expense lines and milestones are held by at most one live
 * line: the partial unique indexes are the database's guarantee that nothing is billed twice.
 */
export const billLines = pgTable(
  'hk_bill_line',
  {
    lineId: serial().primaryKey(),
    billId: integer().notNull(),
    kind: text().$type<BillLineKind>().notNull(),
    orderNum: integer().notNull().default(0),
    lineDate: date({ mode: 'string' }),
    timekeeperId: integer(),
    description: text().notNull().default(''),
    /** UTBMS task (L100…), activity (A101…) and expense (E101…) codes, for LEDES. */
    taskCode: text().notNull().default(''),
    activityCode: text().notNull().default(''),
    expenseCode: text().notNull().default(''),
    /** Hours for time, 1 for most others. */
    units: numeric({ precision: 12, scale: 2 }).notNull(),
    unitCost: money().notNull(),
    /** Signed change to units × unitCost, with its kind and reason. */
    adjustment: money().notNull().default('0'),
    adjustmentKind: text().$type<BillAdjustmentKind>(),
    adjustmentReason: text().notNull().default(''),
    /** units × unitCost rounded, plus the adjustment: what the line charges before or with tax. */
    amount: money().notNull(),
    taxRate: ratio().notNull(),
    netAmount: money().notNull(),
    taxAmount: money().notNull(),
    grossAmount: money().notNull(),
    worklogId: integer(),
    expenseLineId: integer(),
    milestoneId: integer(),
    /** A contingency line's outcome and the arrangement's percentage and basis (decision 0045). */
    outcomeAmount: money(),
    contingencyRate: numeric({ precision: 5, scale: 2 }),
    contingencyBasis: text().notNull().default(''),
    /** Set when a whole credit note gave the line's time (or expense, milestone) back. */
    released: boolean().notNull().default(false),
  },
  (table) => [
    index('hk_bill_line_bill_idx').on(table.billId, table.orderNum),
    uniqueIndex('hk_bill_line_worklog_live_uq')
      .on(table.worklogId)
      .where(sql`${table.worklogId} is not null and ${table.released} = false`),
    uniqueIndex('hk_bill_line_expense_live_uq')
      .on(table.expenseLineId)
      .where(sql`${table.expenseLineId} is not null and ${table.released} = false`),
    uniqueIndex('hk_bill_line_milestone_live_uq')
      .on(table.milestoneId)
      .where(sql`${table.milestoneId} is not null and ${table.released} = false`),
  ],
);

/** A credit note: cancels an issued bill in whole (releasing its time) or reduces it in part. */
export const creditNotes = pgTable(
  'hk_credit_note',
  {
    creditNoteId: serial().primaryKey(),
    /** Given when approved: `{year}{office}-C{seq:4}`. */
    number: text(),
    billId: integer().notNull(),
    whole: boolean().notNull(),
    /** Gross, in the bill's currency; the tax part is kept for the red-letter invoice. */
    amount: money().notNull(),
    taxAmount: money().notNull(),
    reason: text().notNull(),
    creditDate: date({ mode: 'string' }),
    /** approving → issued | refused (sent back, rejected or withdrawn). */
    status: text().$type<'approving' | 'issued' | 'refused'>().notNull().default('approving'),
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [
    uniqueIndex('hk_credit_note_number_uq').on(table.number),
    index('hk_credit_note_bill_idx').on(table.billId),
  ],
);

/** A bad-debt write-off of what is left of an issued bill. */
export const billWriteOffs = pgTable(
  'hk_bill_write_off',
  {
    writeOffId: serial().primaryKey(),
    billId: integer().notNull(),
    amount: money().notNull(),
    reason: text().notNull(),
    writeOffDate: date({ mode: 'string' }),
    status: text().$type<'approving' | 'done' | 'refused'>().notNull().default('approving'),
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [index('hk_bill_write_off_bill_idx').on(table.billId)],
);

/** A currency's rate to CNY from a date on, kept by finance. */
export const exchangeRates = pgTable(
  'hk_exchange_rate',
  {
    currency: text().notNull(),
    rateDate: date({ mode: 'string' }).notNull(),
    rateToCny: ratio().notNull(),
    ...trackingColumns,
  },
  (table) => [primaryKey({ columns: [table.currency, table.rateDate] })],
);

/** The last number given per kind (B bill, C credit note, R receipt), year and office code. */
export const billingNumberSequences = pgTable(
  'hk_billing_number_seq',
  {
    kind: text().notNull(),
    year: integer().notNull(),
    officeCode: text().notNull(),
    lastValue: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year, table.officeCode] })],
);

/** Each e-mail of a bill: what went to whom and when (spec billSend). */
export const billSendings = pgTable(
  'hk_bill_sending',
  {
    sendingId: serial().primaryKey(),
    billId: integer().notNull(),
    recipients: text().array().notNull(),
    subject: text().notNull(),
    /** The stored PDF that was attached. */
    fileId: integer(),
    sentBy: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** sent, or failed with the mail server's answer. */
    outcome: text().$type<'sent' | 'failed'>().notNull(),
    error: text().notNull().default(''),
  },
  (table) => [index('hk_bill_sending_bill_idx').on(table.billId, table.sentAt)],
);
