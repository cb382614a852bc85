import { addDays, isIsoDate } from '../dates/iso-date.rules.ts';

/** Issue 6 §8: the kinds of leave the firm grants. Annual and compensatory leave draw on a balance. */
export const LEAVE_TYPES = [
  'annual',
  'sick',
  'personal',
  'marriage',
  'maternity',
  'paternity',
  'bereavement',
  'compensatory',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const BALANCE_LEAVE_TYPES: readonly LeaveType[] = ['annual', 'compensatory'];

/** A leave starts in the morning or the afternoon, and ends at noon or in the evening. */
export const HALF_DAYS = ['am', 'pm'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];

/**
 * The firm's calendar beyond the week: public holidays that fall on weekdays, and weekend days
 * made working days in exchange (China's 调休).
 */
export interface WorkCalendar {
  holidays: ReadonlySet<string>;
  workdays: ReadonlySet<string>;
}

export interface LeavePeriod {
  start: string;
  startHalf: HalfDay;
  end: string;
  endHalf: HalfDay;
}

export function isWorkingDay(iso: string, calendar: WorkCalendar): boolean {
  if (calendar.workdays.has(iso)) return true;
  if (calendar.holidays.has(iso)) return false;
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

export type LeavePeriodProblem = 'leave.invalidDate' | 'leave.endBeforeStart' | 'leave.tooLong';

/** The longest leave one request may span (a maternity leave with its extensions fits). */
export const MAX_LEAVE_SPAN_DAYS = 400;

export function checkLeavePeriod(period: LeavePeriod): LeavePeriodProblem | null {
  if (!isIsoDate(period.start) || !isIsoDate(period.end)) return 'leave.invalidDate';
  if (period.end < period.start) return 'leave.endBeforeStart';
  if (period.start === period.end && period.startHalf === 'pm' && period.endHalf === 'am') {
    return 'leave.endBeforeStart';
  }
  if (addDays(period.start, MAX_LEAVE_SPAN_DAYS) < period.end) return 'leave.tooLong';
  return null;
}

/**
 * Working days a leave takes, in half days: weekends and public holidays are free, adjusted
 * working days count; starting in the afternoon or ending at noon takes half of that day.
 * Counting in halves keeps the sum exact.
 */
export function leaveDays(period: LeavePeriod, calendar: WorkCalendar): number {
  const problem = checkLeavePeriod(period);
  if (problem) throw new RangeError(problem);
  let halves = 0;
  for (let day = period.start; day <= period.end; day = addDays(day, 1)) {
    if (!isWorkingDay(day, calendar)) continue;
    let taken = 2;
    if (day === period.start && period.startHalf === 'pm') taken -= 1;
    if (day === period.end && period.endHalf === 'am') taken -= 1;
    halves += taken;
  }
  return halves / 2;
}
