import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';

/** Where an approval stands. `sentBack` waits for the applicant to amend and resubmit. */
export const INSTANCE_STATUSES = ['running', 'sentBack', 'approved', 'rejected', 'withdrawn'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
export const FINISHED_INSTANCE_STATUSES: readonly InstanceStatus[] = ['approved', 'rejected', 'withdrawn'];

/** One approver's task. `cancelled`: another approver decided the step, or the request ended. */
export const TASK_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'sentBack',
  'transferred',
  'cancelled',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The lines of a timeline: what happened to a request, in order. */
export const TIMELINE_ACTIONS = [
  'submit',
  'resubmit',
  'approve',
  'reject',
  'sendBack',
  'withdraw',
  'transfer',
  'skip',
  'complete',
] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];

export const APPROVAL_COMMENT_MAX = 500;
const optionalComment = z.string().trim().max(APPROVAL_COMMENT_MAX).default('');
/** Sending back and rejecting must say why: the applicant has to know what to change. */
const requiredComment = z
  .string()
  .trim()
  .min(1, { message: 'approvals.commentRequired' })
  .max(APPROVAL_COMMENT_MAX);

export const approveTaskSchema = z.strictObject({ comment: optionalComment });
export type ApproveTaskInput = z.infer<typeof approveTaskSchema>;

/** Back to the applicant (who amends and resubmits), or to the step before this one. */
export const SEND_BACK_TARGETS = ['applicant', 'previous'] as const;
export const sendBackTaskSchema = z.strictObject({
  comment: requiredComment,
  to: z.enum(SEND_BACK_TARGETS).default('applicant'),
});
export type SendBackTaskInput = z.infer<typeof sendBackTaskSchema>;

export const rejectTaskSchema = z.strictObject({ comment: requiredComment });
export type RejectTaskInput = z.infer<typeof rejectTaskSchema>;

export const transferTaskSchema = z.strictObject({
  userId: z.number().int().positive(),
  comment: optionalComment,
});
export type TransferTaskInput = z.infer<typeof transferTaskSchema>;

export const BATCH_COMPLETE_MAX = 100;
export const batchCompleteSchema = z.strictObject({
  taskIds: z.array(z.number().int().positive()).min(1).max(BATCH_COMPLETE_MAX),
  comment: optionalComment,
});
export type BatchCompleteInput = z.infer<typeof batchCompleteSchema>;

export const resubmitSchema = z.strictObject({ comment: optionalComment });
export type ResubmitInput = z.infer<typeof resubmitSchema>;

export const TASK_LIST_STATES = ['pending', 'done'] as const;
export const userTaskListQuerySchema = pageQuerySchema(['createdAt', 'taskCode']).extend({
  state: z.enum(TASK_LIST_STATES).default('pending'),
  taskCode: z.coerce.number().int().positive().optional(),
  businessType: z.string().trim().max(80).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type UserTaskListQuery = z.infer<typeof userTaskListQuerySchema>;

const isoDate = z.string().refine(isIsoDate, { message: 'dateRange.invalidDate' });

/** A person hands their approvals to a colleague for a period (holiday, trial). */
export const delegationSchema = z
  .strictObject({
    delegateId: z.number().int().positive(),
    startsOn: isoDate,
    endsOn: isoDate,
    remark: z.string().trim().max(200).default(''),
  })
  .refine((value) => value.startsOn <= value.endsOn, {
    path: ['endsOn'],
    message: 'dateRange.startAfterEnd',
  });
export type DelegationInput = z.infer<typeof delegationSchema>;

/** The request header a delegate sends to act for the person who delegated (spec §6). */
export const DELEGATE_USER_HEADER = 'delegateuser';
