import type {
  ExpensePaymentMethod,
  LoanRepaymentKind,
  LoanRepaymentRequestStatus,
  LoanStatus,
} from '@venus/shared';
import { sql } from 'drizzle-orm';
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

/** A staff loan (借款, decision 0041): money advanced to a person, paid by finance, repaid later. */
export const loans = pgTable(
  'hk_expense_loan',
  {
    loanId: serial().primaryKey(),
    applicantId: integer().notNull(),
    deptId: integer(),
    purpose: text().notNull(),
    amount: money().notNull(),
    currency: text().notNull().default('CNY'),
    expectedRepayDate: date({ mode: 'string' }).notNull(),
    /** The case the money is for (its partner approves; its closing waits for the loan). */
    projectId: integer(),
    status: text().$type<LoanStatus>().notNull().default('draft'),
    /** Sum of the repayments, in the loan's currency; the balance is amount − repaidTotal. */
    repaidTotal: money().notNull().default('0'),
    instanceId: integer(),
    returnComment: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    paidDate: date({ mode: 'string' }),
    paymentMethod: text().$type<ExpensePaymentMethod>(),
    paymentReference: text().notNull().default(''),
    paidBy: integer(),
    ...trackingColumns,
  },
  (table) => [
    index('hk_expense_loan_applicant_idx').on(table.applicantId, table.status),
    index('hk_expense_loan_status_idx').on(table.status, table.createdAt),
    index('hk_expense_loan_project_idx').on(table.projectId, table.status),
  ],
);

/** One repayment of a loan: cash recorded by finance, or kept back from a claim's payment. */
export const loanRepayments = pgTable(
  'hk_expense_loan_repayment',
  {
    repaymentId: serial().primaryKey(),
    loanId: integer().notNull(),
    kind: text().$type<LoanRepaymentKind>().notNull(),
    amount: money().notNull(),
    repaidDate: date({ mode: 'string' }).notNull(),
    method: text().$type<ExpensePaymentMethod>(),
    reference: text().notNull().default(''),
    /** The claim whose payment offset it (kind offset). */
    claimId: integer(),
    recordedBy: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hk_expense_loan_repayment_loan_idx').on(table.loanId, table.repaymentId),
    index('hk_expense_loan_repayment_claim_idx').on(table.claimId),
  ],
);

/**
 * The borrower's request to repay (decision 0053), approved like the loan; finance's approval
 * records the repayment (`repaymentId`). One open request per loan, held here as in the engine.
 */
export const loanRepaymentRequests = pgTable(
  'hk_expense_loan_repayment_request',
  {
    requestId: serial().primaryKey(),
    loanId: integer().notNull(),
    applicantId: integer().notNull(),
    amount: money().notNull(),
    method: text().$type<ExpensePaymentMethod>().notNull(),
    plannedDate: date({ mode: 'string' }).notNull(),
    remark: text().notNull().default(''),
    status: text().$type<LoanRepaymentRequestStatus>().notNull().default('approving'),
    instanceId: integer(),
    returnComment: text().notNull().default(''),
    repaymentId: integer(),
    submittedAt: timestamp({ withTimezone: true }),
    ...trackingColumns,
  },
  (table) => [
    index('hk_expense_loan_repayment_request_loan_idx').on(table.loanId, table.requestId),
    index('hk_expense_loan_repayment_request_instance_idx').on(table.instanceId),
    uniqueIndex('hk_expense_loan_repayment_request_open_uq')
      .on(table.loanId)
      .where(sql`status in ('approving', 'sentBack')`),
  ],
);
