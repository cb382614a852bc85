import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { toDecimal } from '../money/exact-decimal.ts';
import { moneyFieldSchema } from '../money/money.schemas.ts';
import { EXPENSE_PAYMENT_METHODS } from './expense-status.rules.ts';

const id = recordIdSchema;

/** What the borrower says of the repayment: never 0 or less; the balance is checked by the server. */
const requestFields = {
  amount: moneyFieldSchema().refine((text) => toDecimal(text).gt(0), {
    message: 'loan.repayRequest.amountPositive',
  }),
  method: z.enum(EXPENSE_PAYMENT_METHODS),
  plannedDate: z.string().refine(isIsoDate, { message: 'expense.invalidDate' }),
  remark: z.string().trim().max(500).default(''),
};

/** The borrower asks to repay a paid or partly repaid loan (decision 0053). */
export const loanRepayRequestSchema = z.strictObject({ loanId: id, ...requestFields });
export type LoanRepayRequestInput = z.infer<typeof loanRepayRequestSchema>;

/** A sent-back request, amended and sent through its approval again. */
export const loanRepayResubmitSchema = z.strictObject({ requestId: id, ...requestFields });
export type LoanRepayResubmitInput = z.infer<typeof loanRepayResubmitSchema>;

export const loanRepayRequestActionSchema = z.strictObject({ requestId: id });
export const loanRepayRequestAuditSchema = z.strictObject({
  requestId: id,
  comment: z.string().trim().max(500).default(''),
});
export type LoanRepayRequestAuditInput = z.infer<typeof loanRepayRequestAuditSchema>;
export const loanRepayRequestBackSchema = z.strictObject({
  requestId: id,
  comment: z.string().trim().min(1, { message: 'expense.commentRequired' }).max(500),
});
export type LoanRepayRequestBackInput = z.infer<typeof loanRepayRequestBackSchema>;
