import { parseHours, tenthsToHours, type WorklogEntryInput, type WorklogView } from '@venus/shared';

/** A time entry as its form holds it: hours as typed ("1h20m"), the case by id. */
export interface EntryValues {
  workDate: string;
  projectId: number | null;
  hours: string;
  billable: boolean;
  activityCode: string;
  taskCode: string;
  narrative: string;
}

/** The inputs of an entry, in the order Tab walks them; the server's field errors land on these. */
export const ENTRY_FIELDS = [
  'workDate',
  'projectId',
  'hours',
  'billable',
  'activityCode',
  'taskCode',
  'narrative',
] as const satisfies readonly (keyof EntryValues)[];

export function blankEntry(workDate: string, projectId: number | null = null): EntryValues {
  return { workDate, projectId, hours: '', billable: true, activityCode: '', taskCode: '', narrative: '' };
}

/**
 * The row that opens once one is saved: the same date (a day is usually written in one go), and
 * the same case when the person keeps the last case (retainLastWriteWorklogProject).
 */
export function nextEntry(saved: EntryValues, keepCase: boolean): EntryValues {
  return blankEntry(saved.workDate, keepCase ? saved.projectId : null);
}

/** Typed hours as the normalised decimal ("90m" → "1.5"); null when they are not a duration. */
export function normalisedHours(typed: string): string | null {
  const tenths = parseHours(typed);
  return tenths === null ? null : tenthsToHours(tenths);
}

/**
 * What is sent: hours normalised when they read as a duration, otherwise as typed, so the
 * server's own message names what is wrong with them.
 */
export function entryInput(values: EntryValues): WorklogEntryInput {
  return {
    workDate: values.workDate,
    projectId: values.projectId ?? 0,
    hours: normalisedHours(values.hours) ?? values.hours,
    billable: values.billable,
    activityCode: values.activityCode ?? '',
    taskCode: values.taskCode ?? '',
    narrative: values.narrative.trim(),
  };
}

/** A saved entry back in the form, to edit it. */
export function entryValuesOf(entry: WorklogView): EntryValues {
  return {
    workDate: entry.workDate,
    projectId: entry.projectId,
    hours: entry.hours,
    billable: entry.billable,
    activityCode: entry.activityCode,
    taskCode: entry.taskCode,
    narrative: entry.narrative,
  };
}
