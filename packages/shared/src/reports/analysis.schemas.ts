import { z } from 'zod';
import { expenseReportRowSchema, expenseReportSumsSchema } from './expense-detail.schemas.ts';
import { incomeFiguresSchema, incomeFiltersSchema } from './income.schemas.ts';
import { periodInOrder, periodReversed, reportPeriodFields } from './report-period.schemas.ts';

/**
 * The analysis pages (spec /analysis, issue 21 must-hold 6, decision 0060): the charts of the
 * income and expense reports, each drawn beside the table of its numbers, read from the same
 * ledgers as the reports so that they agree with them to the cent.
 */
export const ANALYSIS_PERMISSIONS = {
  /** Leader income: the composition and the rankings of the income one may see (the reports' scope). */
  leaderIncome: 'analysis:leaderIncome:list',
  /** Expense: the trend by month and the composition by type of the lines one may see. */
  expense: 'analysis:expense:list',
} as const;

/** The ways income is broken down; each answers its groups by income, largest first. */
export const INCOME_BREAKDOWNS = ['practiceArea', 'office', 'partner', 'client'] as const;
export type IncomeBreakdown = (typeof INCOME_BREAKDOWNS)[number];

/** How many partners and clients a ranking names; the rest are one "others" row. */
export const ANALYSIS_RANKING_SIZE = 10;

export const leaderIncomeQuerySchema = incomeFiltersSchema;
export type LeaderIncomeQuery = z.infer<typeof leaderIncomeQuerySchema>;

export const incomeShareSchema = incomeFiguresSchema.extend({
  /** The group's id as text (a practice area's dictionary value); '' for the others row. */
  key: z.string(),
  label: z.string(),
  /** Everything past the ranking's size, summed. */
  others: z.boolean(),
});
export type IncomeShare = z.infer<typeof incomeShareSchema>;

export const leaderIncomeSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Equal to the case income report's totals for the same filters. */
  totals: incomeFiguresSchema,
  breakdowns: z.object({
    practiceArea: z.array(incomeShareSchema),
    office: z.array(incomeShareSchema),
    partner: z.array(incomeShareSchema),
    client: z.array(incomeShareSchema),
  }),
});
export type LeaderIncome = z.infer<typeof leaderIncomeSchema>;

export const expenseAnalysisQuerySchema = z
  .object({ ...reportPeriodFields })
  .refine(periodInOrder, periodReversed);
export type ExpenseAnalysisQuery = z.infer<typeof expenseAnalysisQuerySchema>;

export const expenseAnalysisSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: expenseReportSumsSchema,
  /** Every month of the period with spending, in order. */
  months: z.array(expenseReportRowSchema),
  /** Every expense type with spending, largest first. */
  types: z.array(expenseReportRowSchema),
});
export type ExpenseAnalysis = z.infer<typeof expenseAnalysisSchema>;
