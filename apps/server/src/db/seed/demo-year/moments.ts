import { addDays, isWorkingDay, type WorkCalendar } from '@venus/shared';
import type { Prng } from './prng.ts';

/** The firm keeps Beijing time: every demo moment is a wall-clock time there. */
export function momentOf(day: string, hour: number, minute = 0): Date {
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return new Date(`${day}T${hh}:${mm}:00+08:00`);
}

/** A moment in office hours (09:00–18:59) of the day. */
export function officeMoment(prng: Prng, day: string): Date {
  return momentOf(day, prng.int(9, 18), prng.int(0, 59));
}

/** The n-th working day after `day` (n ≥ 0; 0 is the day itself when it is a working day). */
export function workingDayAfter(day: string, n: number, calendar: WorkCalendar): string {
  let current = day;
  while (!isWorkingDay(current, calendar)) current = addDays(current, 1);
  for (let left = n; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current, calendar)) left -= 1;
  }
  return current;
}

/** The working days from `first` to `last` inclusive. */
export function workingDaysBetween(first: string, last: string, calendar: WorkCalendar): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (isWorkingDay(day, calendar)) days.push(day);
  return days;
}

/** The calendar day of a moment in Beijing time. */
export function dayOf(moment: Date): string {
  return new Date(moment.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The month `back` months before the reference date's, as YYYY-MM. */
export function monthBefore(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month given as YYYY-MM. */
export const lastDayOf = (month: string) => addDays(`${monthBefore(`${month}-01`, -1)}-01`, -1);
