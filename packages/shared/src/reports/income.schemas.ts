import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { periodInOrder, periodReversed, reportPeriodFields } from './report-period.schemas.ts';

/**
 * Income reports (issue 21, decision 0042): case income (spec projectIncome, projectIncomeList)
 * and partner income (/report/reportPartnerIncome). Every figure is CNY, to the cent.
 */
export const REPORT_PERMISSIONS = {
  /** Case income: one's own cases, or every case within the walls with `incomeAll`. */
  caseIncome: 'hankun:report:projectIncomeList',
  /** Partner income: the same scope, grouped by the responsible partner. */
  partnerIncome: 'report:partner:list',
  /** The firm's figures (finance, management): every case but the walled ones one is outside of. */
  incomeAll: 'hankun:report:incomeAll',
} as const;

/** The figures of a row and of the totals; what each one counts is decision 0042's. */
export const INCOME_FIGURES = [
  'billed',
  'credited',
  'writtenOff',
  'collected',
  'fxDifference',
  'income',
] as const;
export type IncomeFigure = (typeof INCOME_FIGURES)[number];

const id = recordIdSchema;

/** The period and the filters both income reports share. */
const filterFields = {
  ...reportPeriodFields,
  officeId: id.optional(),
  deptId: id.optional(),
  partnerId: id.optional(),
  clientId: id.optional(),
  projectId: id.optional(),
  practiceArea: z.string().trim().min(1).max(20).optional(),
};

export const incomeFiltersSchema = z.object(filterFields).refine(periodInOrder, periodReversed);
export type IncomeFilters = z.infer<typeof incomeFiltersSchema>;

export const caseIncomeQuerySchema = pageQuerySchema(INCOME_FIGURES)
  .extend(filterFields)
  .refine(periodInOrder, periodReversed);
export type CaseIncomeQuery = z.infer<typeof caseIncomeQuerySchema>;
export const partnerIncomeQuerySchema = caseIncomeQuerySchema;
export type PartnerIncomeQuery = CaseIncomeQuery;

/** Drill-down: the bills, credit notes, write-offs and receipt allocations behind one figure. */
export const INCOME_ENTRY_KINDS = ['bill', 'credit', 'writeOff', 'allocation', 'reversal'] as const;
export type IncomeEntryKind = (typeof INCOME_ENTRY_KINDS)[number];
export const incomeEntriesQuerySchema = pageQuerySchema(['date'])
  .extend({
    ...filterFields,
    figure: z.enum(INCOME_FIGURES, { message: 'report.invalidFigure' }).default('income'),
  })
  .refine(periodInOrder, periodReversed);
export type IncomeEntriesQuery = z.infer<typeof incomeEntriesQuerySchema>;

/** Which ledger entries make a figure (the drill-down lists exactly these). */
export const FIGURE_ENTRIES: Record<IncomeFigure, readonly IncomeEntryKind[]> = {
  billed: ['bill'],
  credited: ['credit'],
  writtenOff: ['writeOff'],
  collected: ['allocation', 'reversal'],
  fxDifference: ['allocation', 'reversal'],
  income: ['allocation', 'reversal'],
};

export const incomeFiguresSchema = z.object({
  billed: z.string(),
  credited: z.string(),
  writtenOff: z.string(),
  collected: z.string(),
  fxDifference: z.string(),
  income: z.string(),
});
export type IncomeFigures = z.infer<typeof incomeFiguresSchema>;

export const caseIncomeRowSchema = incomeFiguresSchema.extend({
  projectId: z.number(),
  caseNumber: z.string().nullable(),
  caseName: z.string(),
  clientName: z.string(),
  partnerName: z.string(),
});
export type CaseIncomeRow = z.infer<typeof caseIncomeRowSchema>;

export const partnerIncomeRowSchema = incomeFiguresSchema.extend({
  partnerId: z.number(),
  partnerName: z.string(),
  caseCount: z.number(),
});
export type PartnerIncomeRow = z.infer<typeof partnerIncomeRowSchema>;

export const incomeEntrySchema = z.object({
  kind: z.enum(INCOME_ENTRY_KINDS),
  date: z.string(),
  billId: z.number(),
  billNumber: z.string().nullable(),
  receiptId: z.number().nullable(),
  receiptNumber: z.string().nullable(),
  projectId: z.number(),
  caseName: z.string(),
  currency: z.string(),
  /** In the bill's currency, signed as it moves the figure. */
  amount: z.string(),
  amountCny: z.string(),
  fxDifference: z.string(),
});
export type IncomeEntry = z.infer<typeof incomeEntrySchema>;

/** A report page: the period it covers (after the default), its rows and the whole filter's totals. */
export interface IncomeReport<Row> {
  rows: Row[];
  total: number;
  from: string;
  to: string;
  totals: IncomeFigures;
}
