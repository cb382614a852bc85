import type { ClosedDateRange } from './date-range.rules.ts';
import { monthOf, yearOf } from './iso-date.rules.ts';

/**
 * Spec §9 Dates: data statistics default to last year during the first quarter (January to
 * March: this year's figures are still thin), unless the user's latestTime setting is on.
 */
export function defaultStatisticsYear(today: string, latestTime: boolean): number {
  const year = yearOf(today);
  return !latestTime && monthOf(today) <= 3 ? year - 1 : year;
}

/** The default statistics period: the whole of last year, or this year up to today. */
export function defaultStatisticsRange(today: string, latestTime: boolean): ClosedDateRange {
  const year = defaultStatisticsYear(today, latestTime);
  return { start: `${year}-01-01`, end: year < yearOf(today) ? `${year}-12-31` : today };
}
