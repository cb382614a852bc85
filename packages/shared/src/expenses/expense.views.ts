import { z } from 'zod';
import { EXPENSE_CLAIM_STATUSES, EXPENSE_PAYMENT_METHODS } from './expense-status.rules.ts';

const money = z.string();

/** A row of the claim lists. */
export const expenseClaimRowView = z.object({
  claimId: z.number(),
  title: z.string(),
  applicantId: z.number(),
  applicantName: z.string(),
  status: z.enum(EXPENSE_CLAIM_STATUSES),
  lineCount: z.number(),
  total: money,
  taxTotal: money,
  billableTotal: money,
  submittedAt: z.string().nullable(),
  paidDate: z.string().nullable(),
  createdAt: z.string(),
});
export type ExpenseClaimRow = z.infer<typeof expenseClaimRowView>;

export const expenseLineView = z.object({
  lineId: z.number(),
  orderNum: z.number(),
  expenseDate: z.string(),
  expenseType: z.string(),
  /** UTBMS expense code (E101…) of the type, for LEDES. */
  expenseCode: z.string(),
  projectId: z.number().nullable(),
  caseNumber: z.string().nullable(),
  caseName: z.string(),
  billable: z.boolean(),
  amount: money,
  currency: z.string(),
  exchangeRate: z.string(),
  taxAmount: money,
  amountCny: money,
  taxCny: money,
  description: z.string(),
  receiptFileIds: z.array(z.number()),
  billId: z.number().nullable(),
});
export type ExpenseLine = z.infer<typeof expenseLineView>;

export const expenseClaimDetailView = expenseClaimRowView.extend({
  instanceId: z.number().nullable(),
  returnComment: z.string(),
  paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS).nullable(),
  paymentReference: z.string(),
  /** Kept back from the payment against the applicant's loans (decision 0041). */
  loanOffsetTotal: money,
  lines: z.array(expenseLineView),
});
export type ExpenseClaimDetail = z.infer<typeof expenseClaimDetailView>;

export const expenseClaimListView = z.object({
  rows: z.array(expenseClaimRowView),
  total: z.number(),
  sums: z.object({ count: z.number(), total: money }),
});
export type ExpenseClaimList = z.infer<typeof expenseClaimListView>;

/** An approved billable line of a case no bill holds, as a disbursement line needs it. */
export const billableExpenseView = z.object({
  lineId: z.number(),
  claimId: z.number(),
  projectId: z.number(),
  applicantId: z.number(),
  expenseDate: z.string(),
  expenseType: z.string(),
  expenseCode: z.string(),
  description: z.string(),
  amountCny: money,
  taxCny: money,
});
export type BillableExpense = z.infer<typeof billableExpenseView>;
