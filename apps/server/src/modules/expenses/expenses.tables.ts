import type { ExpenseClaimStatus, ExpenseKind, ExpensePaymentMethod } from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

const money = () => numeric({ precision: 15, scale: 2 });

/** An expense claim (decision 0032): one person's spend, reimbursed in CNY once approved and paid. */
export const expenseClaims = pgTable(
  'hk_expense_claim',
  {
    claimId: serial().primaryKey(),
    /** A claim, or a daily expense of the office (decision 0038): same rows, own approval. */
    kind: text().$type<ExpenseKind>().notNull().default('claim'),
    applicantId: integer().notNull(),
    deptId: integer(),
    title: text().notNull(),
    status: text().$type<ExpenseClaimStatus>().notNull().default('draft'),
    lineCount: integer().notNull().default(0),
    /** In CNY, sums of the rounded lines; the server's, recomputed on every save. */
    total: money().notNull().default('0'),
    taxTotal: money().notNull().default('0'),
    billableTotal: money().notNull().default('0'),
    /** The approval under way or last run. */
    instanceId: integer(),
    /** The comment of the last send-back or rejection. */
    returnComment: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    paidDate: date({ mode: 'string' }),
    paymentMethod: text().$type<ExpensePaymentMethod>(),
    paymentReference: text().notNull().default(''),
    paidBy: integer(),
    /** Kept back from the payment against the applicant's loans (decision 0041); paid out: total − this. */
    loanOffsetTotal: money().notNull().default('0'),
    ...trackingColumns,
  },
  (table) => [
    index('hk_expense_claim_applicant_idx').on(table.applicantId, table.status),
    index('hk_expense_claim_kind_idx').on(table.kind, table.createdAt),
    index('hk_expense_claim_status_idx').on(table.status, table.createdAt),
  ],
);

/** A line of a claim: one spend on a case or on the firm's overhead (no case). */
export const expenseLines = pgTable(
  'hk_expense_line',
  {
    lineId: serial().primaryKey(),
    claimId: integer().notNull(),
    orderNum: integer().notNull().default(0),
    expenseDate: date({ mode: 'string' }).notNull(),
    /** Dictionary `hk_expense_type` value, and its UTBMS expense code when the line was saved. */
    expenseType: text().notNull(),
    expenseCode: text().notNull().default(''),
    projectId: integer(),
    billable: boolean().notNull().default(false),
    amount: money().notNull(),
    currency: text().notNull().default('CNY'),
    exchangeRate: numeric({ precision: 12, scale: 6 }).notNull().default('1'),
    taxAmount: money().notNull().default('0'),
    amountCny: money().notNull(),
    taxCny: money().notNull().default('0'),
    description: text().notNull(),
    receiptFileIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The bill that holds this billable line (draft or issued); cleared when given back. */
    billId: integer(),
  },
  (table) => [
    index('hk_expense_line_claim_idx').on(table.claimId, table.orderNum),
    index('hk_expense_line_project_idx').on(table.projectId, table.expenseDate),
    index('hk_expense_line_unbilled_idx')
      .on(table.projectId)
      .where(sql`${table.billable} = true and ${table.billId} is null`),
  ],
);
