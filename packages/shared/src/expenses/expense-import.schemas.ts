import { z } from 'zod';
import { BILLABLE_WORDS } from '../worklogs/worklog-import.schemas.ts';
import { checkExpenseLine, EXPENSE_LINES_MAX, expenseLineFields } from './expense.schemas.ts';

/** The columns of the expense import sheet (spec expenseImport), in the template's order. */
export const EXPENSE_IMPORT_COLUMNS = [
  'expenseDate',
  'expenseType',
  'caseNumber',
  'billable',
  'amount',
  'currency',
  'exchangeRate',
  'taxAmount',
  'description',
] as const;

/** Most lines one sheet may bring: a claim's own limit. */
export const EXPENSE_IMPORT_MAX_LINES = EXPENSE_LINES_MAX;

/**
 * One row of the expense import sheet: a claim line as the form takes it (decision 0052), with the
 * type named by its dictionary label (either language) or value, the case by its number (empty:
 * the firm's overhead) and billable written 是/否 or yes/no (empty: no). A blank cell reads as
 * absent, so the line's own defaults (CNY, no tax) apply.
 */
const { projectId: _case, billable: _billable, receiptFileIds: _receipts, ...lineFields } = expenseLineFields;

export const expenseImportRowSchema = z
  .object({
    ...lineFields,
    caseNumber: z.string().trim().max(64).optional(),
    billable: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const word = (text ?? '').trim().toLowerCase();
        if (word === '') return false;
        const billable = BILLABLE_WORDS[word];
        if (billable === undefined) {
          ctx.addIssue({ code: 'custom', message: 'expense.invalidBillable' });
          return z.NEVER;
        }
        return billable;
      }),
  })
  .superRefine((row, ctx) => {
    checkExpenseLine(row, ctx);
    if (row.billable && !row.caseNumber) {
      ctx.addIssue({ code: 'custom', message: 'expense.billableNeedsCase', path: ['billable'] });
    }
  });
export type ExpenseImportRow = z.infer<typeof expenseImportRowSchema>;

/** The claim the sheet's lines make: its title, as on the form. */
export const expenseImportQuerySchema = z.object({
  title: z.string().trim().min(1, { message: 'expense.titleRequired' }).max(200),
});
export type ExpenseImportQuery = z.infer<typeof expenseImportQuerySchema>;
