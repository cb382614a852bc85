import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { checkLeavePeriod, HALF_DAYS, LEAVE_TYPES } from './leave-days.rules.ts';

/**
 * Where a leave or overtime request stands; it follows its approval (decision 0018):
 * `approving` → `approved` | `rejected` | `withdrawn`, or `sentBack` → amended → `approving`.
 */
export const ABSENCE_STATUSES = ['approving', 'sentBack', 'approved', 'rejected', 'withdrawn'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];
/** A request still asking for its days: they are held against the balance until it ends. */
export const OPEN_ABSENCE_STATUSES: readonly AbsenceStatus[] = ['approving', 'sentBack'];

export const LEAVE_REASON_MAX = 500;

const isoDate = z.string().refine(isIsoDate, { message: 'leave.invalidDate' });
const reason = z.string().trim().min(1).max(LEAVE_REASON_MAX);

export const leaveRequestSchema = z
  .strictObject({
    leaveType: z.enum(LEAVE_TYPES),
    start: isoDate,
    startHalf: z.enum(HALF_DAYS),
    end: isoDate,
    endHalf: z.enum(HALF_DAYS),
    reason,
  })
  .superRefine((value, ctx) => {
    const problem = checkLeavePeriod(value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['end'], message: problem });
  });
export type LeaveRequestInput = z.infer<typeof leaveRequestSchema>;

/** An applicant amends a request that was sent back, and sends it through its approval again. */
export const leaveAmendSchema = z.strictObject({
  leaveId: recordIdSchema,
  request: leaveRequestSchema,
  /** What changed, for the approvers reading the timeline. */
  comment: z.string().trim().max(LEAVE_REASON_MAX).default(''),
});
export type LeaveAmendInput = z.infer<typeof leaveAmendSchema>;

export const leaveListQuerySchema = pageQuerySchema(['start', 'createdAt']).extend({
  /** `mine` (default) or, for HR, `all`. */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(ABSENCE_STATUSES).optional(),
  leaveType: z.enum(LEAVE_TYPES).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type LeaveListQuery = z.infer<typeof leaveListQuerySchema>;

/** The same period checks as a request: counting a backwards period would throw. */
export const leaveDaysQuerySchema = z
  .object({
    start: isoDate,
    startHalf: z.enum(HALF_DAYS),
    end: isoDate,
    endHalf: z.enum(HALF_DAYS),
  })
  .superRefine((value, ctx) => {
    const problem = checkLeavePeriod(value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['end'], message: problem });
  });

export const balanceQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  userId: recordIdSchema.optional(),
});

/** HR sets a person's annual leave for a year; without it the firm's default applies. */
export const entitlementSchema = z.strictObject({
  userId: recordIdSchema,
  year: z.coerce.number().int().min(2000).max(2100),
  annualDays: z.number().min(0).max(60).multipleOf(0.5),
});
export type EntitlementInput = z.infer<typeof entitlementSchema>;

/** Overtime is recorded in half hours, at most a day's worth per request. */
export const OVERTIME_MAX_HOURS = 24;

export const overtimeRequestSchema = z.strictObject({
  workDate: isoDate,
  hours: z.number().positive().max(OVERTIME_MAX_HOURS).multipleOf(0.5),
  reason,
});
export type OvertimeRequestInput = z.infer<typeof overtimeRequestSchema>;

export const overtimeAmendSchema = z.strictObject({
  overtimeId: recordIdSchema,
  request: overtimeRequestSchema,
  comment: z.string().trim().max(LEAVE_REASON_MAX).default(''),
});
export type OvertimeAmendInput = z.infer<typeof overtimeAmendSchema>;

export const overtimeListQuerySchema = pageQuerySchema(['workDate', 'createdAt']).extend({
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(ABSENCE_STATUSES).optional(),
});
export type OvertimeListQuery = z.infer<typeof overtimeListQuerySchema>;
