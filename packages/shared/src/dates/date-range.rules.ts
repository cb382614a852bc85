import { z } from 'zod';
import { isIsoDate, isoDateSchema } from './iso-date.rules.ts';

/** A range of calendar days, both ends included; either end may be open (empty). */
export interface DateRange {
  start?: string | null;
  end?: string | null;
}

/** A range with both ends chosen, as presets and statistics defaults answer. */
export interface ClosedDateRange {
  start: string;
  end: string;
}

/** Spec §5 "Date range": an optional earliest start and latest end. */
export interface DateRangeLimits {
  minStart?: string | null;
  maxEnd?: string | null;
}

export type DateRangeError =
  | 'dateRange.invalidDate'
  | 'dateRange.startAfterEnd'
  | 'dateRange.beforeMinStart'
  | 'dateRange.afterMaxEnd';

// YYYY-MM-DD texts compare as strings in calendar order.
const present = (date: string | null | undefined): date is string => !!date;

/**
 * Spec §5: the start cannot be after the end (nor the end before the start), and the optional
 * earliest start and latest end apply. Answers the first broken rule's message key, or null.
 */
export function checkDateRange(range: DateRange, limits: DateRangeLimits = {}): DateRangeError | null {
  const { start, end } = range;
  if ((present(start) && !isIsoDate(start)) || (present(end) && !isIsoDate(end))) {
    return 'dateRange.invalidDate';
  }
  if (present(start) && present(end) && start > end) return 'dateRange.startAfterEnd';
  if (present(start) && present(limits.minStart) && start < limits.minStart)
    return 'dateRange.beforeMinStart';
  if (present(end) && present(limits.maxEnd) && end > limits.maxEnd) return 'dateRange.afterMaxEnd';
  return null;
}

/** The start picker greys out days after the chosen end and before the earliest start. */
export function isStartDateDisabled(day: string, range: DateRange, limits: DateRangeLimits = {}): boolean {
  return (present(range.end) && day > range.end) || (present(limits.minStart) && day < limits.minStart);
}

/** The end picker greys out days before the chosen start and after the latest end. */
export function isEndDateDisabled(day: string, range: DateRange, limits: DateRangeLimits = {}): boolean {
  return (present(range.start) && day < range.start) || (present(limits.maxEnd) && day > limits.maxEnd);
}

/** A date range on the wire: both ends optional, checked by the same rule as the picker. */
export function dateRangeSchema(limits: DateRangeLimits = {}) {
  return z
    .object({ start: isoDateSchema.nullish(), end: isoDateSchema.nullish() })
    .superRefine((range, ctx) => {
      const error = checkDateRange(range, limits);
      if (error) {
        const path = error === 'dateRange.afterMaxEnd' ? 'end' : 'start';
        ctx.addIssue({ code: 'custom', message: error, path: [path] });
      }
    });
}
