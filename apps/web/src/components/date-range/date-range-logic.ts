import {
  DATE_PRESETS,
  type DatePreset,
  type DateRange,
  type DateRangeLimits,
  formatIsoDate,
  isEndDateDisabled,
  isStartDateDisabled,
  presetRange,
} from '@venus/shared';

export type RangeSide = 'start' | 'end';

/**
 * Spec §5 "Date range" from both sides: while the start is picked, days after the chosen end
 * (and before the earliest start) are greyed out; while the end is picked, days before the
 * chosen start (and after the latest end). `range` is what is chosen so far, even mid-pick.
 */
export function isDayDisabled(
  day: string,
  side: RangeSide,
  range: DateRange,
  limits: DateRangeLimits,
): boolean {
  return side === 'start' ? isStartDateDisabled(day, range, limits) : isEndDateDisabled(day, range, limits);
}

/** The picker's two ends as YYYY-MM-DD text (either may be open). */
export function rangeOf(start: string | null | undefined, end: string | null | undefined): DateRange {
  return { start: start || null, end: end || null };
}

export interface PresetRange {
  preset: DatePreset;
  start: string;
  end: string;
}

/**
 * Spec §9 presets (30, 90, 180 days, 1 year, 3 years, year start) ending today. A preset whose
 * range breaks the field's limits is left out rather than offered and then refused.
 */
export function presetRanges(today: string, limits: DateRangeLimits = {}): PresetRange[] {
  return DATE_PRESETS.map((preset) => ({ preset, ...presetRange(preset, today) })).filter(
    ({ start, end }) =>
      !(limits.minStart && start < limits.minStart) && !(limits.maxEnd && end > limits.maxEnd),
  );
}

/** Today where the browser runs: the day the person is living in. */
export function browserToday(): string {
  return formatIsoDate(new Date());
}

/**
 * The instants a server log filter needs for a range of calendar days in the person's time
 * zone: from the start day's first moment to the end day's last, both included.
 */
export function dayRangeInstants(
  range: DateRange,
  timeZoneOffsetMinutes: (isoDay: string) => number = localOffset,
): { beginTime?: string; endTime?: string } {
  const instant = (isoDay: string, time: string) => {
    const utc = Date.parse(`${isoDay}T${time}Z`);
    return new Date(utc + timeZoneOffsetMinutes(isoDay) * 60_000).toISOString();
  };
  return {
    ...(range.start ? { beginTime: instant(range.start, '00:00:00.000') } : {}),
    ...(range.end ? { endTime: instant(range.end, '23:59:59.999') } : {}),
  };
}

/** Minutes to add to a local wall-clock time to reach UTC on that day (Date's own sign). */
function localOffset(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).getTimezoneOffset();
}
