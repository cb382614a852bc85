import { z } from 'zod';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { INCOME_FIGURES, incomeFiguresSchema } from './income.schemas.ts';
import { MONTH_PATTERN } from './report-period.schemas.ts';

/**
 * Month-end (issue 21 must-hold 5, decision 0054; spec month/list and §3 "monthly project data"):
 * finance closes a month; its figures are stored per case and never change afterwards.
 */
export const MONTH_END_PERMISSIONS = {
  /** The months, closed and open, with their figures and their project data rows. */
  list: 'report:month:list',
  /** Closing the months up to one. */
  close: 'report:month:close',
} as const;

const month = z.string().regex(MONTH_PATTERN, { message: 'monthEnd.invalidMonth' });

export const monthCloseSchema = z.object({ month });
export type MonthCloseValues = z.infer<typeof monthCloseSchema>;

/** One closed month's project data rows (the month is the path's). */
export const monthProjectDataQuerySchema = pageQuerySchema(INCOME_FIGURES);
export type MonthProjectDataQuery = z.infer<typeof monthProjectDataQuerySchema> & { month: string };

/** A month of the firm: closed (its stored figures) or open (its figures as they stand). */
export const monthSummarySchema = incomeFiguresSchema.extend({
  month: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  closedByName: z.string(),
  caseCount: z.number(),
});
export type MonthSummary = z.infer<typeof monthSummarySchema>;

/** The months a reader may see, newest first, and how far finance may close. */
export const monthListSchema = z.object({
  rows: z.array(monthSummarySchema),
  lastClosed: z.string().nullable(),
  /** The latest month that has ended: the furthest a close may reach. */
  closableTo: z.string(),
});
export type MonthList = z.infer<typeof monthListSchema>;

/** A closed month's row for one case under one attribution, as it was stored at the close. */
export const monthProjectDataRowSchema = incomeFiguresSchema.extend({
  projectId: z.number(),
  caseNumber: z.string().nullable(),
  caseName: z.string(),
  clientName: z.string(),
  partnerName: z.string(),
  officeName: z.string(),
});
export type MonthProjectDataRow = z.infer<typeof monthProjectDataRowSchema>;
