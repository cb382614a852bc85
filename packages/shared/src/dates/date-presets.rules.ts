import type { ClosedDateRange } from './date-range.rules.ts';
import { addDays, addYears, yearOf } from './iso-date.rules.ts';

/** Spec §9 Dates: presets of 30, 90, 180 days, 1 year, 3 years and the year start. */
export const DATE_PRESETS = [
  'past30Days',
  'past90Days',
  'past180Days',
  'pastYear',
  'past3Years',
  'yearToDate',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/**
 * The range a preset stands for, ending today. "30 days" goes back 30 calendar days from today
 * (today − 30 … today), as the date shortcuts of the client the spec describes did; a year goes
 * back to the same day last year (decision 0011). `today` is the server's date when known.
 */
export function presetRange(preset: DatePreset, today: string): ClosedDateRange {
  switch (preset) {
    case 'past30Days':
      return { start: addDays(today, -30), end: today };
    case 'past90Days':
      return { start: addDays(today, -90), end: today };
    case 'past180Days':
      return { start: addDays(today, -180), end: today };
    case 'pastYear':
      return { start: addYears(today, -1), end: today };
    case 'past3Years':
      return { start: addYears(today, -3), end: today };
    case 'yearToDate':
      return { start: `${yearOf(today)}-01-01`, end: today };
  }
}
