import { z } from 'zod';
import { WORKLOG_STATUSES } from './worklog-status.rules.ts';

/** One time entry as every worklog page shows it. */
export const worklogView = z.object({
  worklogId: z.number(),
  userId: z.number(),
  userName: z.string(),
  userNameEn: z.string(),
  projectId: z.number(),
  projectNumber: z.string().nullable(),
  projectName: z.string(),
  workDate: z.string(),
  hours: z.string(),
  billable: z.boolean(),
  activityCode: z.string(),
  taskCode: z.string(),
  narrative: z.string(),
  rate: z.string(),
  currency: z.string(),
  rateSource: z.enum(['caseMember', 'caseLevel', 'rateCard', 'timekeeperLevel', 'none']),
  amount: z.string(),
  status: z.enum(WORKLOG_STATUSES),
  submissionId: z.number().nullable(),
  score: z.number(),
  scoreReasons: z.array(z.string()),
  /** Hours before the partner's adjustment, and why; null when never adjusted. */
  originalHours: z.string().nullable(),
  adjustReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    submit: z.boolean(),
    adjust: z.boolean(),
    confirm: z.boolean(),
    writeOff: z.boolean(),
  }),
});
export type WorklogView = z.infer<typeof worklogView>;

/** A week of one person's time: entries, hours per day, and working days left empty. */
export const worklogWeekView = z.object({
  userId: z.number(),
  monday: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      workingDay: z.boolean(),
      hours: z.string(),
      billableHours: z.string(),
      /** A past working day with no time at all: shown highlighted. */
      missing: z.boolean(),
    }),
  ),
  entries: z.array(worklogView),
  /** Hours per case over the week. */
  byCase: z.array(z.object({ projectId: z.number(), projectName: z.string(), hours: z.string() })),
  totalHours: z.string(),
});
export type WorklogWeek = z.infer<typeof worklogWeekView>;

/** A case's time at a glance, on the case page (spec §7 worklog sums, projectWorklog hours). */
export const caseWorklogSumsView = z.object({
  projectId: z.number(),
  billableHours: z.string(),
  nonBillableHours: z.string(),
  draftHours: z.string(),
  submittedHours: z.string(),
  confirmedHours: z.string(),
  billedHours: z.string(),
  writtenOffHours: z.string(),
  /** Value of unbilled billable time at the entries' rates, per currency. */
  unbilledAmounts: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type CaseWorklogSums = z.infer<typeof caseWorklogSumsView>;

/** A person's scores over a period. */
export const worklogScoreRowView = z.object({
  userId: z.number(),
  userName: z.string(),
  userNameEn: z.string(),
  entries: z.number(),
  average: z.number(),
  flagged: z.number(),
});
export type WorklogScoreRow = z.infer<typeof worklogScoreRowView>;

/** One row of a rejected import: the spreadsheet row, the column, and what is wrong. */
export const worklogImportErrorView = z.object({ row: z.number(), column: z.string(), message: z.string() });
export const worklogImportResultView = z.object({
  imported: z.number(),
  errors: z.array(worklogImportErrorView),
});
export type WorklogImportResult = z.infer<typeof worklogImportResultView>;
