import dayjs from 'dayjs';

const ISO = 'YYYY-MM-DD';

export const isoOf = (day: dayjs.Dayjs): string => day.format(ISO);
export const todayIso = (): string => isoOf(dayjs());

export function shiftDate(iso: string, days: number): string {
  return isoOf(dayjs(iso, ISO).add(days, 'day'));
}

/** The Monday of the week a date falls in: the firm's weeks run Monday to Sunday. */
export function mondayOf(iso: string): string {
  const day = dayjs(iso, ISO);
  return isoOf(day.subtract((day.day() + 6) % 7, 'day'));
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => shiftDate(monday, index));
}

/** The last `count` days up to and including `today`, newest first (the latelyWorklogRange). */
export function recentDates(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDate(today, -index));
}

function validDate(year: number, month: number, date: number): string | null {
  const day = dayjs(new Date(year, month - 1, date));
  return day.year() === year && day.month() === month - 1 && day.date() === date ? isoOf(day) : null;
}

/**
 * A date as a timekeeper types it, read against the date already in the field: `2026-05-04`,
 * `2026/5/4`, `5-4` or `5/4` (this year), `0504`, or just `4` (the 4th of the same month).
 * Null when it names no real day.
 */
export function parseTypedDate(text: string, reference: string): string | null {
  const typed = text.trim();
  const base = dayjs(reference, ISO);
  const year = base.isValid() ? base.year() : dayjs().year();
  const month = base.isValid() ? base.month() + 1 : dayjs().month() + 1;
  let parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  if (parts) return validDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  parts = /^(\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  if (parts) return validDate(year, Number(parts[1]), Number(parts[2]));
  parts = /^(\d{2})(\d{2})$/.exec(typed);
  if (parts) return validDate(year, Number(parts[1]), Number(parts[2]));
  parts = /^(\d{1,2})$/.exec(typed);
  if (parts) return validDate(year, month, Number(parts[1]));
  return null;
}
