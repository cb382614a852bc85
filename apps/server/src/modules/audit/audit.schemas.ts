import { pageQuerySchema } from '@venus/shared';
import { z } from 'zod';

export const auditQuerySchema = pageQuerySchema(['createdAt', 'userName', 'entity', 'action']).extend({
  userName: z.string().max(64).optional(),
  entity: z.string().max(64).optional(),
  entityId: z.string().max(64).optional(),
  action: z.string().max(32).optional(),
  beginTime: z.coerce.date().optional(),
  endTime: z.coerce.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  auditId: z.number(),
  userId: z.number().nullable(),
  userName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string(),
  ip: z.string(),
  createdAt: z.date(),
});

/** Where the audit trail's hash chain stands (decision 0027). */
export const auditChainReportSchema = z.object({
  sealed: z.number(),
  unsealed: z.number(),
  broken: z
    .object({
      sealSeq: z.number(),
      auditId: z.number().nullable(),
      reason: z.enum(['hashMismatch', 'missingRow']),
    })
    .nullable(),
});
