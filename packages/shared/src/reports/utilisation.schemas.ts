import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { ExactDecimal, toDecimal } from '../money/exact-decimal.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { periodInOrder, periodReversed, reportPeriodFields } from './report-period.schemas.ts';

/**
 * Utilisation, realisation and collection (issue 21 must-hold 3, decision 0056): the period's
 * confirmed time and billable expenses, valued in CNY, and where they stood at the period's end.
 */
export const UTILISATION_PERMISSIONS = {
  /** The page: one's own time (by person) or one's own cases (by case attribution). */
  list: 'hankun:report:utilisation',
} as const;

/** System config key of the firm-wide annual target hours per timekeeper. */
export const TARGET_HOURS_CONFIG_KEY = 'report.targetHours';
export const DEFAULT_TARGET_HOURS = 1800;

/** Timekeeper and their unit (people), the case's responsible partner and office (cases). */
export const UTILISATION_GROUPS = ['lawyer', 'partner', 'dept', 'office'] as const;
export type UtilisationGroup = (typeof UTILISATION_GROUPS)[number];
/** Groupings whose rows are people: without the firm's figures one reads one's own time only. */
export const PEOPLE_GROUPS: readonly UtilisationGroup[] = ['lawyer', 'dept'];

/** Sums of a row; the ratios are computed from them. */
export const UTILISATION_SUMS = [
  'billableHours',
  'nonBillableHours',
  'workedValue',
  'billedValue',
  'writtenDown',
  'collected',
  'wipTime',
  'wipExpenses',
  'wip',
] as const;
export const UTILISATION_RATIOS = ['utilisation', 'realisation', 'collection'] as const;
export const UTILISATION_SORTS = [...UTILISATION_SUMS, 'targetHours', ...UTILISATION_RATIOS] as const;
export type UtilisationSort = (typeof UTILISATION_SORTS)[number];

/** The figures a row's drill-down opens: the time entries (and, for WIP, expense lines) behind it. */
export const UTILISATION_ENTRY_FIGURES = ['workedValue', 'billedValue', 'wip'] as const;
export type UtilisationEntryFigure = (typeof UTILISATION_ENTRY_FIGURES)[number];

const id = recordIdSchema;
const filterFields = {
  ...reportPeriodFields,
  groupBy: z.enum(UTILISATION_GROUPS, { message: 'validation.oneOf' }).default('lawyer'),
  officeId: id.optional(),
  deptId: id.optional(),
  partnerId: id.optional(),
  userId: id.optional(),
  projectId: id.optional(),
};

export const utilisationFiltersSchema = z.object(filterFields).refine(periodInOrder, periodReversed);
export type UtilisationFilters = z.infer<typeof utilisationFiltersSchema>;

export const utilisationQuerySchema = pageQuerySchema(UTILISATION_SORTS)
  .extend(filterFields)
  .refine(periodInOrder, periodReversed);
export type UtilisationQuery = z.infer<typeof utilisationQuerySchema>;

export const utilisationEntriesQuerySchema = pageQuerySchema(['date'])
  .extend({
    ...filterFields,
    /** The row's key (a user, partner, unit or office id; 0 for none); absent: the whole filter's. */
    key: z.coerce.number().int().min(0).optional(),
    figure: z.enum(UTILISATION_ENTRY_FIGURES, { message: 'report.invalidFigure' }).default('workedValue'),
  })
  .refine(periodInOrder, periodReversed);
export type UtilisationEntriesQuery = z.infer<typeof utilisationEntriesQuerySchema>;

export const utilisationFiguresSchema = z.object({
  billableHours: z.string(),
  nonBillableHours: z.string(),
  /** Null where the grouping has no timekeepers of its own (partner, office rows). */
  targetHours: z.string().nullable(),
  /** Percentages with one decimal; null when the denominator is zero (shown "—"). */
  utilisation: z.string().nullable(),
  workedValue: z.string(),
  billedValue: z.string(),
  writtenDown: z.string(),
  realisation: z.string().nullable(),
  collected: z.string(),
  collection: z.string().nullable(),
  wipTime: z.string(),
  wipExpenses: z.string(),
  wip: z.string(),
});
export type UtilisationFigures = z.infer<typeof utilisationFiguresSchema>;

export const utilisationRowSchema = utilisationFiguresSchema.extend({
  key: z.number(),
  label: z.string(),
});
export type UtilisationRow = z.infer<typeof utilisationRowSchema>;

export const utilisationEntrySchema = z.object({
  kind: z.enum(['time', 'expense']),
  /** The time entry's or the expense line's id. */
  id: z.number(),
  date: z.string(),
  personName: z.string(),
  projectId: z.number(),
  caseNumber: z.string().nullable(),
  caseName: z.string(),
  hours: z.string(),
  description: z.string(),
  workedValue: z.string(),
  billedValue: z.string(),
  wip: z.string(),
  billId: z.number().nullable(),
  billNumber: z.string().nullable(),
});
export type UtilisationEntry = z.infer<typeof utilisationEntrySchema>;

/** The entries' own sums, so the drawer's total reads against the row's figure. */
export const utilisationEntrySumsSchema = z.object({
  workedValue: z.string(),
  billedValue: z.string(),
  wip: z.string(),
});
export type UtilisationEntrySums = z.infer<typeof utilisationEntrySumsSchema>;

export interface UtilisationReport<Row, Totals = UtilisationFigures> {
  rows: Row[];
  total: number;
  from: string;
  to: string;
  totals: Totals;
}

/**
 * A ratio of two sums as a percentage with one decimal, half up; null for a zero denominator
 * (never an average of ratios: every ratio, a row's or the totals', is computed from sums).
 */
export function percentOf(numerator: string, denominator: string | null): string | null {
  if (denominator === null) return null;
  const below = toDecimal(denominator);
  if (below.isZero()) return null;
  return toDecimal(numerator)
    .times(100)
    .dividedBy(below)
    .toDecimalPlaces(1, ExactDecimal.ROUND_HALF_UP)
    .toFixed(1);
}

/**
 * A timekeeper's target for a period: the annual target pro-rated to the period's calendar days,
 * year by year (a leap year's day is worth 1/366), to one decimal.
 */
export function targetHoursOf(annual: number, from: string, to: string): string {
  let hours = new ExactDecimal(0);
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const start = from > `${year}-01-01` ? from : `${year}-01-01`;
    const end = to < `${year}-12-31` ? to : `${year}-12-31`;
    const days = dayNumber(end) - dayNumber(start) + 1;
    const inYear = dayNumber(`${year}-12-31`) - dayNumber(`${year}-01-01`) + 1;
    hours = hours.plus(new ExactDecimal(annual).times(days).dividedBy(inYear));
  }
  return hours.toDecimalPlaces(1, ExactDecimal.ROUND_HALF_UP).toFixed(1);
}

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
