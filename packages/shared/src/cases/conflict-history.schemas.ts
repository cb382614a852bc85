import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isoDateSchema } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';

/** A check of a case's client and parties, or of names typed on the pre-check page. */
export const CONFLICT_CHECK_KINDS = ['case', 'adHoc'] as const;
export type ConflictCheckKind = (typeof CONFLICT_CHECK_KINDS)[number];

/** The firm's conflict-check history (spec /project/checkHistory without a case): by person and date. */
export const conflictHistoryQuerySchema = pageQuerySchema(['checkedAt'])
  .extend({
    checkedBy: recordIdSchema.optional(),
    beginDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    kind: z.enum(CONFLICT_CHECK_KINDS).optional(),
  })
  .refine((query) => !query.beginDate || !query.endDate || query.beginDate <= query.endDate, {
    path: ['endDate'],
    message: 'dateRange.startAfterEnd',
  });
export type ConflictHistoryQuery = z.infer<typeof conflictHistoryQuerySchema>;

export const conflictHistoryRowView = z.object({
  checkId: z.number(),
  checkedAt: z.string(),
  checkedBy: z.number(),
  checkedByName: z.string(),
  kind: z.enum(CONFLICT_CHECK_KINDS),
  projectId: z.number().nullable(),
  projectNumber: z.string().nullable(),
  projectName: z.string().nullable(),
  names: z.array(z.string()),
  hits: z.number(),
  unanswered: z.number(),
});
export type ConflictHistoryRow = z.infer<typeof conflictHistoryRowView>;
