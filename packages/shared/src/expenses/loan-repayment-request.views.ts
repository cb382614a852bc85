import { z } from 'zod';
import { EXPENSE_PAYMENT_METHODS } from './expense-status.rules.ts';
import { LOAN_REPAYMENT_REQUEST_STATUSES } from './loan-repayment-request.rules.ts';

/** A borrower's repayment request as the loan's page lists it (decision 0053). */
export const loanRepaymentRequestView = z.object({
  requestId: z.number(),
  amount: z.string(),
  method: z.enum(EXPENSE_PAYMENT_METHODS),
  plannedDate: z.string(),
  remark: z.string(),
  status: z.enum(LOAN_REPAYMENT_REQUEST_STATUSES),
  instanceId: z.number().nullable(),
  /** The comment of a send-back or rejection, for the borrower to read. */
  returnComment: z.string(),
  /** The repayment finance's approval recorded. */
  repaymentId: z.number().nullable(),
  submittedAt: z.string().nullable(),
});
export type LoanRepaymentRequest = z.infer<typeof loanRepaymentRequestView>;
