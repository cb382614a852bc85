import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { toDecimal } from '../money/exact-decimal.ts';
import { moneyFieldSchema } from '../money/money.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { EXPENSE_PAYMENT_METHODS } from './expense-status.rules.ts';
import { LOAN_STATUSES } from './loan.rules.ts';

const id = recordIdSchema;
const isoDate = z.string().refine(isIsoDate, { message: 'expense.invalidDate' });
/** An amount above zero. */
const positiveMoney = moneyFieldSchema().refine((text) => toDecimal(text).gt(0), {
  message: 'loan.amountPositive',
});

const loanFields = {
  purpose: z.string().trim().min(1, { message: 'loan.purposeRequired' }).max(500),
  amount: positiveMoney,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { message: 'expense.invalidCurrency' })
    .default('CNY'),
  expectedRepayDate: isoDate,
  /** The case the money is for; null: none. The applicant must see it. */
  projectId: id.nullish(),
};

/** A new loan request (spec borrowEdit). */
export const loanDraftSchema = z.strictObject(loanFields);
export type LoanDraftInput = z.infer<typeof loanDraftSchema>;
export const loanUpdateSchema = z.strictObject({ loanId: id, ...loanFields });
export type LoanUpdateInput = z.infer<typeof loanUpdateSchema>;

export const loanActionSchema = z.strictObject({ loanId: id });
export const loanAuditSchema = z.strictObject({
  loanId: id,
  comment: z.string().trim().max(500).default(''),
});
export type LoanAuditInput = z.infer<typeof loanAuditSchema>;
export const loanBackSchema = z.strictObject({
  loanId: id,
  comment: z.string().trim().min(1, { message: 'expense.commentRequired' }).max(500),
});
export type LoanBackInput = z.infer<typeof loanBackSchema>;

/** Finance pays an approved loan out. */
export const loanPaySchema = z.strictObject({
  loanId: id,
  paidDate: isoDate,
  method: z.enum(EXPENSE_PAYMENT_METHODS),
  reference: z.string().trim().max(100).default(''),
});
export type LoanPayInput = z.infer<typeof loanPaySchema>;

/** Finance records money paid back in cash or by transfer; never more than the balance. */
export const loanRepaySchema = z.strictObject({
  loanId: id,
  amount: positiveMoney,
  repaidDate: isoDate,
  method: z.enum(EXPENSE_PAYMENT_METHODS),
  reference: z.string().trim().max(100).default(''),
});
export type LoanRepayInput = z.infer<typeof loanRepaySchema>;

/** Part of a claim's payment kept back against one of the claimant's loans. */
export const loanOffsetSchema = z.strictObject({ loanId: id, amount: positiveMoney });
export type LoanOffsetInput = z.infer<typeof loanOffsetSchema>;

export const loanListQuerySchema = pageQuerySchema(['createdAt', 'amount', 'expectedRepayDate']).extend({
  status: z.enum(LOAN_STATUSES).optional(),
  applicantId: id.optional(),
  projectId: id.optional(),
  purpose: z.string().trim().max(100).default(''),
});
export type LoanListQuery = z.infer<typeof loanListQuerySchema>;

/** A loan list as a workbook: the list's filters and order, mine or every submitted loan. */
export const loanExportSchema = loanListQuerySchema
  .omit({ pageNum: true, pageSize: true })
  .extend({ scope: z.enum(['mine', 'all']).default('mine') });
export type LoanExportInput = z.infer<typeof loanExportSchema>;

/** A person's loans still owed (the claim payment's offer). */
export const openLoansQuerySchema = z.object({ applicantId: id });
