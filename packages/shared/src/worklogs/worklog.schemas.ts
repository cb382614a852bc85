import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { ENTRY_MAX_TENTHS, parseHours, tenthsToHours } from './worklog-hours.rules.ts';
import { WORKLOG_STATUSES } from './worklog-status.rules.ts';

export const NARRATIVE_MAX = 2000;
/** A batch action (submit, confirm, write off) covers at most this many entries or submissions. */
export const WORKLOG_BATCH_MAX = 500;

const id = recordIdSchema;
const isoDate = z.string().refine(isIsoDate, { message: 'worklog.invalidDate' });
const code = z.string().trim().max(10).default('');

/**
 * Hours as typed or sent: `1.5`, `90m`, `1h20m`, or a number. Answers decimal text on the 0.1
 * step ("1.4"), rounded up to the next 6 minutes, at most a day.
 */
export const worklogHoursSchema = z.union([z.string(), z.number().finite()]).transform((value, ctx) => {
  const tenths = parseHours(String(value));
  if (tenths === null) {
    ctx.addIssue({ code: 'custom', message: 'worklog.invalidHours' });
    return z.NEVER;
  }
  if (tenths > ENTRY_MAX_TENTHS) {
    ctx.addIssue({ code: 'custom', message: 'worklog.entryTooLong' });
    return z.NEVER;
  }
  return tenthsToHours(tenths);
});

/** One time entry as the timekeeper writes it (spec /worklog/writeWorklog). */
export const worklogEntrySchema = z.strictObject({
  workDate: isoDate,
  projectId: id,
  hours: worklogHoursSchema,
  billable: z.boolean().default(true),
  /** UTBMS activity code (A101…), optional dictionary `hk_utbms_activity`. */
  activityCode: code,
  /** UTBMS task code (L110…), optional dictionary `hk_utbms_task`. */
  taskCode: code,
  narrative: z.string().trim().min(1, { message: 'worklog.narrativeRequired' }).max(NARRATIVE_MAX),
});
export type WorklogEntryInput = z.infer<typeof worklogEntrySchema>;

export const worklogUpdateSchema = z.strictObject({ worklogId: id, entry: worklogEntrySchema });
export type WorklogUpdateInput = z.infer<typeof worklogUpdateSchema>;

const statusFilter = z.enum(WORKLOG_STATUSES).optional();
const dateFilter = isoDate.optional();

/** My worklogs as a list (spec /worklog/myWorklog). */
export const myWorklogQuerySchema = pageQuerySchema(['workDate', 'hours', 'createdAt']).extend({
  dateFrom: dateFilter,
  dateTo: dateFilter,
  projectId: id.optional(),
  status: statusFilter,
  keyword: z.string().trim().max(64).default(''),
});
export type MyWorklogQuery = z.infer<typeof myWorklogQuerySchema>;

/** A week of my time: any date of the week; the week runs Monday to Sunday. */
export const worklogWeekQuerySchema = z.object({ date: isoDate, userId: id.optional() });
export type WorklogWeekQuery = z.infer<typeof worklogWeekQuerySchema>;

/** Entries on cases I am the responsible partner or lead of, to review (spec /worklog/relateWorklog). */
export const relatedWorklogQuerySchema = myWorklogQuerySchema.extend({ userId: id.optional() });
export type RelatedWorklogQuery = z.infer<typeof relatedWorklogQuerySchema>;

/** Every entry of the firm, for managers (spec /worklog/view). */
export const worklogViewQuerySchema = relatedWorklogQuerySchema.extend({ deptId: id.optional() });
export type WorklogViewQuery = z.infer<typeof worklogViewQuerySchema>;

const batchOf = z.array(id).min(1).max(WORKLOG_BATCH_MAX);
const reason = z.string().trim().min(1, { message: 'worklog.reasonRequired' }).max(500);

/** The timekeeper sends drafts for confirmation: one submission per case. */
export const worklogSubmitSchema = z.strictObject({ worklogIds: batchOf });
/** The partner confirms whole submissions, in bulk. */
export const worklogConfirmSchema = z.strictObject({
  submissionIds: batchOf,
  comment: z.string().trim().max(500).default(''),
});
export const worklogSendBackSchema = z.strictObject({ submissionId: id, comment: reason });
/** The partner changes an entry before or after confirming it; the reason is kept with the entry. */
export const worklogAdjustSchema = z.strictObject({
  worklogId: id,
  hours: worklogHoursSchema,
  billable: z.boolean(),
  narrative: z.string().trim().min(1, { message: 'worklog.narrativeRequired' }).max(NARRATIVE_MAX),
  reason,
});
export const worklogWriteOffSchema = z.strictObject({ worklogIds: batchOf, reason });
export type WorklogSubmitInput = z.infer<typeof worklogSubmitSchema>;
export type WorklogConfirmInput = z.infer<typeof worklogConfirmSchema>;
export type WorklogSendBackInput = z.infer<typeof worklogSendBackSchema>;
export type WorklogAdjustInput = z.infer<typeof worklogAdjustSchema>;
export type WorklogWriteOffInput = z.infer<typeof worklogWriteOffSchema>;

/** Scores per person over a period (spec /worklog/score). */
export const worklogScoreQuerySchema = pageQuerySchema(['average', 'entries']).extend({
  dateFrom: dateFilter,
  dateTo: dateFilter,
  deptId: id.optional(),
});
export type WorklogScoreQuery = z.infer<typeof worklogScoreQuerySchema>;
