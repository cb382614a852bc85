import { DAY_CAP_HOURS, hoursToTenths, tenthsToHours } from '@venus/shared';

interface Timed {
  hours: string;
}

/** Hours as the wire carries them ("1.5") to tenths; anything unreadable counts as nothing. */
export const tenthsOf = (hours: string): number => hoursToTenths(hours) ?? 0;

/** Summed in tenths, so 0.1 + 0.2 is 0.3 and not 0.30000000000000004. */
export function sumHours(entries: readonly Timed[]): string {
  return tenthsToHours(entries.reduce((sum, entry) => sum + tenthsOf(entry.hours), 0));
}

export const DAY_CAP_TENTHS = DAY_CAP_HOURS * 10;

/** Whether adding `addedTenths` to a day that holds `dayTenths` would pass the 24-hour cap. */
export function passesDayCap(dayTenths: number, addedTenths: number): boolean {
  return dayTenths + addedTenths > DAY_CAP_TENTHS;
}

export interface CaseWeekRow {
  projectId: number;
  projectName: string;
  projectNumber: string | null;
  /** Hours per date of `dates`, in the same order. */
  perDay: string[];
  total: string;
}

/** The week as a table of cases by day: what the timekeeper spent on each matter, day by day. */
export function caseWeekRows(
  entries: readonly (Timed & {
    projectId: number;
    projectName: string;
    projectNumber: string | null;
    workDate: string;
  })[],
  dates: readonly string[],
): CaseWeekRow[] {
  const rows = new Map<number, { row: Omit<CaseWeekRow, 'perDay' | 'total'>; tenths: number[] }>();
  for (const entry of entries) {
    const column = dates.indexOf(entry.workDate);
    if (column < 0) continue;
    let found = rows.get(entry.projectId);
    if (!found) {
      found = {
        row: {
          projectId: entry.projectId,
          projectName: entry.projectName,
          projectNumber: entry.projectNumber,
        },
        tenths: dates.map(() => 0),
      };
      rows.set(entry.projectId, found);
    }
    found.tenths[column] = (found.tenths[column] ?? 0) + tenthsOf(entry.hours);
  }
  return [...rows.values()].map(({ row, tenths }) => ({
    ...row,
    perDay: tenths.map(tenthsToHours),
    total: tenthsToHours(tenths.reduce((sum, value) => sum + value, 0)),
  }));
}

/** Hours per date, for the totals under each day. */
export function hoursPerDate(
  entries: readonly (Timed & { workDate: string })[],
  dates: readonly string[],
): string[] {
  return dates.map((date) => sumHours(entries.filter((entry) => entry.workDate === date)));
}
