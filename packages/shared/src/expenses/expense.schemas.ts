import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { decimalText, toDecimal } from '../money/exact-decimal.ts';
import { moneyFieldSchema } from '../money/money.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { EXPENSE_CLAIM_STATUSES, EXPENSE_PAYMENT_METHODS } from './expense-status.rules.ts';
import { EXPENSE_CURRENCY } from './expense-totals.rules.ts';
import { loanOffsetSchema } from './loan.schemas.ts';

export const EXPENSE_LINES_MAX = 200;
export const EXPENSE_RECEIPTS_MAX = 20;
export const EXPENSE_TEXT_MAX = 1000;

const id = recordIdSchema;
const isoDate = z.string().refine(isIsoDate, { message: 'expense.invalidDate' });
const RATE_TEXT = /^\d{1,6}(\.\d{1,6})?$/;

/** A rate to CNY, above 0, at most 6 decimals. */
const exchangeRateSchema = z
  .union([z.string(), z.number().finite()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(RATE_TEXT, { message: 'expense.invalidRate' })
      .refine((text) => !RATE_TEXT.test(text) || toDecimal(text).gt(0), { message: 'expense.invalidRate' })
      .transform((text) => decimalText(toDecimal(text), 6)),
  );

function readable(value: string | undefined): ReturnType<typeof toDecimal> | null {
  try {
    return value === undefined ? null : toDecimal(value);
  } catch {
    return null;
  }
}

/** The fields of a claim line, for the form and the import sheet alike. */
export const expenseLineFields = {
  expenseDate: isoDate,
  /** Dictionary `hk_expense_type` value. */
  expenseType: z.string().trim().min(1, { message: 'expense.typeRequired' }).max(20),
  /** The case; null: the firm's overhead. */
  projectId: id.nullish(),
  billable: z.boolean().default(false),
  amount: moneyFieldSchema(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { message: 'expense.invalidCurrency' })
    .default(EXPENSE_CURRENCY),
  /** To CNY, for a line in another currency (the rate on the card statement). */
  exchangeRate: exchangeRateSchema.optional(),
  taxAmount: moneyFieldSchema().default('0.00'),
  description: z.string().trim().min(1, { message: 'expense.descriptionRequired' }).max(EXPENSE_TEXT_MAX),
  /** Files already uploaded to this claim (files module, source EXPENSE_FILE_SOURCE). */
  receiptFileIds: z.array(id).max(EXPENSE_RECEIPTS_MAX).default([]),
};

/** The checks across a line's fields: a positive amount, tax within it, a rate for another currency. */
export function checkExpenseLine(
  line: { amount: string; taxAmount: string; currency: string; exchangeRate?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const amount = readable(line.amount);
  const tax = readable(line.taxAmount);
  if (amount?.lte(0)) {
    ctx.addIssue({ code: 'custom', message: 'expense.amountPositive', path: ['amount'] });
  }
  if (amount && tax?.gt(amount)) {
    ctx.addIssue({ code: 'custom', message: 'expense.taxOverAmount', path: ['taxAmount'] });
  }
  if (line.currency !== EXPENSE_CURRENCY && line.exchangeRate === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expense.rateRequired', path: ['exchangeRate'] });
  }
}

/**
 * One spend on a claim: a case (billable to its client or not) or the firm's overhead (no case),
 * its type from the dictionary, the amount on the receipt and the receipt files (decision 0032).
 */
export const expenseLineSchema = z.strictObject(expenseLineFields).superRefine((line, ctx) => {
  checkExpenseLine(line, ctx);
  if (line.billable && !line.projectId) {
    ctx.addIssue({ code: 'custom', message: 'expense.billableNeedsCase', path: ['billable'] });
  }
});
export type ExpenseLineInput = z.infer<typeof expenseLineSchema>;

const claimFields = {
  title: z.string().trim().min(1, { message: 'expense.titleRequired' }).max(200),
  lines: z.array(expenseLineSchema).max(EXPENSE_LINES_MAX).default([]),
};

/** A new draft claim (spec expenseAdd). The server computes every amount. */
export const expenseClaimDraftSchema = z.strictObject(claimFields);
export type ExpenseClaimDraftInput = z.infer<typeof expenseClaimDraftSchema>;

/** The draft or sent-back claim as edited: its lines replace the old ones. */
export const expenseClaimUpdateSchema = z.strictObject({ claimId: id, ...claimFields });
export type ExpenseClaimUpdateInput = z.infer<typeof expenseClaimUpdateSchema>;

/** submit, cancel, cancelWithdraw: the applicant's actions on one claim. */
export const expenseClaimActionSchema = z.strictObject({ claimId: id });
export type ExpenseClaimActionInput = z.infer<typeof expenseClaimActionSchema>;

/** audit (approve) with an optional comment; back (send back) needs one. */
export const expenseClaimAuditSchema = z.strictObject({
  claimId: id,
  comment: z.string().trim().max(500).default(''),
});
export type ExpenseClaimAuditInput = z.infer<typeof expenseClaimAuditSchema>;
export const expenseClaimBackSchema = z.strictObject({
  claimId: id,
  comment: z.string().trim().min(1, { message: 'expense.commentRequired' }).max(500),
});
export type ExpenseClaimBackInput = z.infer<typeof expenseClaimBackSchema>;

/** Finance pays an approved claim. */
export const expenseClaimPaySchema = z.strictObject({
  claimId: id,
  paidDate: isoDate,
  method: z.enum(EXPENSE_PAYMENT_METHODS),
  reference: z.string().trim().max(100).default(''),
  /** Kept back against the claimant's loans (decision 0041): each within its balance, all within the total. */
  offsets: z.array(loanOffsetSchema).max(20).default([]),
});
export type ExpenseClaimPayInput = z.infer<typeof expenseClaimPaySchema>;

/** My claims and all claims (spec /expenses/listAll). */
export const expenseClaimListQuerySchema = pageQuerySchema(['createdAt', 'total', 'submittedAt']).extend({
  status: z.enum(EXPENSE_CLAIM_STATUSES).optional(),
  projectId: id.optional(),
  applicantId: id.optional(),
  expenseType: z.string().trim().max(20).optional(),
  /** Claims with a line dated in the month, YYYY-MM. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'expense.invalidMonth' })
    .optional(),
  title: z.string().trim().max(100).default(''),
});
export type ExpenseClaimListQuery = z.infer<typeof expenseClaimListQuerySchema>;

export const expenseExportSchema = expenseClaimListQuerySchema
  .omit({ pageNum: true, pageSize: true, orderByColumn: true, isAsc: true })
  .extend({ scope: z.enum(['mine', 'all']).default('mine') });
export type ExpenseExportInput = z.infer<typeof expenseExportSchema>;

/** A daily expense's line: the office's own spend, never on a case nor billable (decision 0038). */
export const dailyExpenseLineSchema = expenseLineSchema.refine((line) => !line.projectId && !line.billable, {
  message: 'dailyExpense.noCase',
  path: ['projectId'],
});
const dailyFields = {
  ...claimFields,
  lines: z.array(dailyExpenseLineSchema).max(EXPENSE_LINES_MAX).default([]),
};
export const dailyExpenseDraftSchema = z.strictObject(dailyFields);
export const dailyExpenseUpdateSchema = z.strictObject({ claimId: id, ...dailyFields });

/** reject (spec §4 Daily expenses): the approver ends the daily expense, with a reason. */
export const dailyExpenseRejectSchema = z.strictObject({
  claimId: id,
  comment: z.string().trim().min(1, { message: 'dailyExpense.rejectReasonRequired' }).max(500),
});
/** Spec 全部日常报销's monthly batch (decision 0050): finance pays approved daily expenses at once, all or none. */
export const DAILY_PAY_BATCH_MAX = 200;
export const dailyExpensePayBatchSchema = z.strictObject({
  claimIds: z
    .array(id)
    .min(1, { message: 'dailyExpense.batchEmpty' })
    .max(DAILY_PAY_BATCH_MAX, { message: 'dailyExpense.batchTooLarge' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'dailyExpense.batchRepeated' }),
  paidDate: isoDate,
  method: z.enum(EXPENSE_PAYMENT_METHODS),
  reference: z.string().trim().max(100).default(''),
});
export type DailyExpensePayBatchInput = z.infer<typeof dailyExpensePayBatchSchema>;

/** My daily expenses and finance's all (spec /expenses/listDailyAll): no case filter. */
export const dailyExpenseListQuerySchema = expenseClaimListQuerySchema.omit({ projectId: true });
/** 日常报销 as a workbook (decision 0050): the list's filters and scope; no case to filter by. */
export const dailyExpenseExportSchema = expenseExportSchema.omit({ projectId: true });
