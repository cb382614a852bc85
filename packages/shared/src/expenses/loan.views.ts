import { z } from 'zod';
import { EXPENSE_PAYMENT_METHODS } from './expense-status.rules.ts';
import { LOAN_REPAYMENT_KINDS, LOAN_STATUSES } from './loan.rules.ts';
import { loanRepaymentRequestView } from './loan-repayment-request.views.ts';

const money = z.string();

export const loanRowView = z.object({
  loanId: z.number(),
  applicantId: z.number(),
  applicantName: z.string(),
  purpose: z.string(),
  amount: money,
  currency: z.string(),
  repaidTotal: money,
  balance: money,
  expectedRepayDate: z.string(),
  projectId: z.number().nullable(),
  caseName: z.string(),
  status: z.enum(LOAN_STATUSES),
  submittedAt: z.string().nullable(),
  paidDate: z.string().nullable(),
  createdAt: z.string(),
});
export type LoanRow = z.infer<typeof loanRowView>;

export const loanRepaymentView = z.object({
  repaymentId: z.number(),
  kind: z.enum(LOAN_REPAYMENT_KINDS),
  amount: money,
  repaidDate: z.string(),
  method: z.enum(EXPENSE_PAYMENT_METHODS).nullable(),
  reference: z.string(),
  /** The claim whose payment offset it. */
  claimId: z.number().nullable(),
  recordedByName: z.string(),
});
export type LoanRepayment = z.infer<typeof loanRepaymentView>;

export const loanDetailView = loanRowView.extend({
  instanceId: z.number().nullable(),
  returnComment: z.string(),
  paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS).nullable(),
  paymentReference: z.string(),
  repayments: z.array(loanRepaymentView),
  /** The borrower's repayment requests, newest first (decision 0053). */
  repaymentRequests: z.array(loanRepaymentRequestView),
});
export type LoanDetail = z.infer<typeof loanDetailView>;

export const loanListView = z.object({
  rows: z.array(loanRowView),
  total: z.number(),
  sums: z.object({ count: z.number(), amount: money, balance: money }),
});
export type LoanList = z.infer<typeof loanListView>;

/** What a person still owes (finance's outstanding list), per currency. */
export const loanBalanceRowView = z.object({
  applicantId: z.number(),
  applicantName: z.string(),
  currency: z.string(),
  loanCount: z.number(),
  balance: money,
});
export type LoanBalanceRow = z.infer<typeof loanBalanceRowView>;
