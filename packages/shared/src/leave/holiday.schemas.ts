import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date.rules.ts';

/** A day off on a weekday (public holiday), or a weekend day worked in exchange (调休). */
export const CALENDAR_DAY_KINDS = ['holiday', 'workday'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];

const isoDate = z.string().refine(isIsoDate, { message: 'dateRange.invalidDate' });

export const calendarDaySchema = z.strictObject({
  day: isoDate,
  kind: z.enum(CALENDAR_DAY_KINDS),
  name: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().max(80).default(''),
});
export type CalendarDayInput = z.infer<typeof calendarDaySchema>;

export const calendarYearQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
});
