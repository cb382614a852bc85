import { decimalText, ExactDecimal, toDecimal, type UnbilledTime } from '@venus/shared';
import { lineBase } from './bill-form-values.ts';

/** A time entry the bill may take: from the unbilled time, or a line the draft already holds. */
export interface TimeRow {
  worklogId: number;
  userId: number | null;
  timekeeperName: string;
  workDate: string;
  hours: string;
  rate: string;
  narrative: string;
}

/** Hours as time entries show them: one decimal, two when a quarter hour needs them. */
export function hoursText(hours: string | number): string {
  const value = Number(hours);
  return Number.isInteger(Math.round(value * 100) / 10) ? value.toFixed(1) : value.toFixed(2);
}

/** The number of entries and their hours and amount (at their rates, before adjustments). */
export function timeSummary(rows: readonly TimeRow[]): { count: number; hours: string; amount: string } {
  let hours = new ExactDecimal(0);
  let amount = new ExactDecimal(0);
  for (const row of rows) {
    hours = hours.plus(toDecimal(row.hours));
    amount = amount.plus(toDecimal(lineBase(row.hours, row.rate)));
  }
  return { count: rows.length, hours: hoursText(hours.toString()), amount: decimalText(amount, 2) };
}

/** An unbilled entry as a row of the picker. */
export function timeRowOf(entry: UnbilledTime, english: boolean): TimeRow {
  return {
    worklogId: entry.worklogId,
    userId: entry.userId,
    timekeeperName: (english && entry.timekeeperNameEn) || entry.timekeeperName,
    workDate: entry.workDate,
    hours: entry.hours,
    rate: entry.rate,
    narrative: entry.narrative,
  };
}
