import { addDays } from '../dates/iso-date.rules.ts';

/**
 * Meeting-room time (decision 0055). Every office of the firm (Beijing, Shanghai, Shenzhen, Hong
 * Kong) keeps UTC+8 with no daylight saving, so a booking's wall-clock time is read in that one
 * offset, wherever the browser or the server runs.
 */
export const FIRM_UTC_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3_600_000;

/** Bookings start and end on the hour or the half hour, from 07:00 to 22:00. */
export const SLOT_MINUTES = 30;
export const OFFICE_OPENS = '07:00';
export const OFFICE_CLOSES = '22:00';
/** A weekly booking books at most this many meetings, the first included (half a year). */
export const MAX_OCCURRENCES = 26;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:mm"; NaN when it is not a time. */
export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** "HH:mm" of minutes since midnight. */
export function timeOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A start or end a booking may have: a half-hour mark within office hours. */
export function isSlotTime(time: string): boolean {
  const minutes = minutesOf(time);
  return (
    Number.isInteger(minutes) &&
    minutes % SLOT_MINUTES === 0 &&
    minutes >= minutesOf(OFFICE_OPENS) &&
    minutes <= minutesOf(OFFICE_CLOSES)
  );
}

/** The half-hour marks of a day, from opening to closing, both included. */
export function slotTimes(): string[] {
  const times: string[] = [];
  for (let m = minutesOf(OFFICE_OPENS); m <= minutesOf(OFFICE_CLOSES); m += SLOT_MINUTES)
    times.push(timeOf(m));
  return times;
}

/** The moment a wall-clock time of a day is at the firm. */
export function firmMoment(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${FIRM_UTC_OFFSET}`);
}

/** The firm's calendar day and wall-clock time of a moment. */
export function firmWallClock(moment: Date): { day: string; time: string } {
  const shifted = new Date(moment.getTime() + OFFSET_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The start of the half hour a moment is in, at the firm: the earliest a new booking may start. */
export function currentSlotStart(now: Date): Date {
  const slot = SLOT_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / slot) * slot);
}

/** The days of a weekly booking: the first day, then every seventh day up to `until` included. */
export function weeklyDays(first: string, until: string | null): string[] {
  if (!until) return [first];
  const days: string[] = [];
  for (let day = first; day <= until; day = addDays(day, 7)) days.push(day);
  return days;
}
