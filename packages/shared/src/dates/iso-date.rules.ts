import { z } from 'zod';

/**
 * Calendar dates as the spec writes them, "YYYY-MM-DD" (spec §5 / §9 Dates). packages/shared has
 * no date library, so the arithmetic runs on UTC midnights: a calendar date then has no time zone
 * and no daylight-saving hour to lose.
 */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function parts(iso: string): [number, number, number] {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function fromUtc(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A real calendar date in YYYY-MM-DD ("2026-02-30" is not). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string' || !ISO_DATE.test(text)) return false;
  const [year, month, day] = parts(text);
  return fromUtc(new Date(Date.UTC(year, month - 1, day))) === text;
}

/** The calendar day a Date falls on where the code runs (the browser's, or the server's). */
export function formatIsoDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The moment a Date holds, to the minute, where the code runs ("2026-03-02 09:05"): what a sheet
 * shows for a time stamp, never the UTC instant the API carries.
 */
export function formatIsoDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatIsoDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function addDays(iso: string, days: number): string {
  const [year, month, day] = parts(iso);
  return fromUtc(new Date(Date.UTC(year, month - 1, day) + days * DAY_MS));
}

/** The same day `years` later (or earlier); 29 February becomes 28 February in other years. */
export function addYears(iso: string, years: number): string {
  const [year, month, day] = parts(iso);
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(target, month - 1, Math.min(day, lastDay))));
}

export function yearOf(iso: string): number {
  return parts(iso)[0];
}

export function monthOf(iso: string): number {
  return parts(iso)[1];
}

/** A date field on the wire. */
export const isoDateSchema = z
  .string()
  .trim()
  .refine((text) => isIsoDate(text), { message: 'dateRange.invalidDate' });
