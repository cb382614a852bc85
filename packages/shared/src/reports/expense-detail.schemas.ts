import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { periodInOrder, periodReversed, reportPeriodFields } from './report-period.schemas.ts';

/**
 * The expense detail report (spec userExpenseIndex, exportExpensesDetail, /ovrd/report/expensesDetail;
 * decision 0047): the lines of approved and paid claims and daily expenses, in CNY to the cent, one
 * row per line or summed by person, department, case, type or month.
 */
export const EXPENSE_REPORT_PERMISSIONS = {
  /** The page (the spec's quick-start 个人费用): one's own lines. */
  list: 'hankun:report:userExpensesDetailList',
  /** Everyone's lines (finance), but a walled case's for those inside its wall only. */
  all: 'hankun:report:expensesAll',
} as const;

export const EXPENSE_REPORT_GROUPS = ['line', 'person', 'dept', 'case', 'type', 'month'] as const;
export type ExpenseReportGroup = (typeof EXPENSE_REPORT_GROUPS)[number];

/** Which claims' lines count: spent money (approved or paid, the default), or one state of them. */
export const EXPENSE_REPORT_STATES = ['spent', 'approving', 'approved', 'paid'] as const;
export type ExpenseReportState = (typeof EXPENSE_REPORT_STATES)[number];

export const EXPENSE_REPORT_KINDS = ['all', 'claim', 'daily'] as const;

const filterFields = {
  ...reportPeriodFields,
  applicantId: recordIdSchema.optional(),
  deptId: recordIdSchema.optional(),
  projectId: recordIdSchema.optional(),
  expenseType: z.string().trim().min(1).max(20).optional(),
  state: z.enum(EXPENSE_REPORT_STATES, { message: 'validation.oneOf' }).default('spent'),
  kind: z.enum(EXPENSE_REPORT_KINDS, { message: 'validation.oneOf' }).default('all'),
  billable: z.enum(['true', 'false'], { message: 'validation.oneOf' }).optional(),
  groupBy: z.enum(EXPENSE_REPORT_GROUPS, { message: 'validation.oneOf' }).default('line'),
};

export const expenseReportFiltersSchema = z.object(filterFields).refine(periodInOrder, periodReversed);
export type ExpenseReportFilters = z.infer<typeof expenseReportFiltersSchema>;

export const EXPENSE_REPORT_SORTS = ['key', 'amountCny', 'taxCny', 'lineCount'] as const;
export const expenseReportQuerySchema = pageQuerySchema(EXPENSE_REPORT_SORTS)
  .extend(filterFields)
  .refine(periodInOrder, periodReversed);
export type ExpenseReportQuery = z.infer<typeof expenseReportQuerySchema>;

/** Sums of a group, and of the whole filter (the totals). */
export const expenseReportSumsSchema = z.object({
  lineCount: z.number(),
  amountCny: z.string(),
  taxCny: z.string(),
  billableCny: z.string(),
});
export type ExpenseReportSums = z.infer<typeof expenseReportSumsSchema>;

/**
 * A row: a line (groupBy=line: its date, claim, person, case, type, description) or a group
 * (its key and label). Every row carries the sums, so a line's are its own amounts.
 */
export const expenseReportRowSchema = expenseReportSumsSchema.extend({
  key: z.string(),
  label: z.string(),
  lineId: z.number().nullable(),
  claimId: z.number().nullable(),
  kind: z.string(),
  title: z.string(),
  expenseDate: z.string(),
  applicantName: z.string(),
  deptName: z.string(),
  projectId: z.number().nullable(),
  caseNumber: z.string().nullable(),
  caseName: z.string(),
  expenseType: z.string(),
  expenseCode: z.string(),
  description: z.string(),
});
export type ExpenseReportRow = z.infer<typeof expenseReportRowSchema>;

export interface ExpenseReport {
  rows: ExpenseReportRow[];
  total: number;
  from: string;
  to: string;
  totals: ExpenseReportSums;
}
