import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import {
  SEAL_LIMITS,
  SEAL_REQUEST_KINDS,
  SEAL_REQUEST_STATUSES,
  SEAL_STATUSES,
  SEAL_TYPES,
} from './seal.rules.ts';

const id = recordIdSchema;
const isoDate = z.string().refine(isIsoDate, { message: 'seal.invalidDate' });
const remark = z.string().trim().max(SEAL_LIMITS.remark).default('');

/** A seal of the register (administration). */
const sealFields = {
  name: z.string().trim().min(1, { message: 'seal.nameRequired' }).max(SEAL_LIMITS.name),
  type: z.enum(SEAL_TYPES, { message: 'seal.invalidType' }),
  officeId: id,
  custodianId: id,
  remark,
};
export const sealInputSchema = z.strictObject(sealFields);
export type SealInput = z.infer<typeof sealInputSchema>;
/** A change; `retired` takes it out of use, `inOffice` back (never while lent out). */
export const sealUpdateSchema = z.strictObject({
  sealId: id,
  ...sealFields,
  status: z.enum(['inOffice', 'retired'], { message: 'seal.invalidStatus' }),
});
export type SealUpdateInput = z.infer<typeof sealUpdateSchema>;

export const sealQuerySchema = pageQuerySchema(['name', 'type', 'status'] as const).extend({
  officeId: id.optional(),
  type: z.enum(SEAL_TYPES).optional(),
  status: z.enum(SEAL_STATUSES).optional(),
  name: z.string().trim().max(SEAL_LIMITS.name).optional(),
});
export type SealQuery = z.infer<typeof sealQuerySchema>;

/** A document to stamp: a file uploaded to the request, and how many copies. */
export const sealDocumentInputSchema = z.strictObject({
  fileId: id,
  copies: z
    .number({ message: 'seal.invalidCopies' })
    .int({ message: 'seal.invalidCopies' })
    .min(1, { message: 'seal.invalidCopies' })
    .max(SEAL_LIMITS.copies, { message: 'seal.invalidCopies' }),
});
export type SealDocumentInput = z.infer<typeof sealDocumentInputSchema>;

/**
 * A request (spec /v2/seal/edit, bid). `use` and `bid` name documents (at least one to submit);
 * `bid` names the tender; `lend` names the day the seal comes back instead.
 */
const requestFields = {
  kind: z.enum(SEAL_REQUEST_KINDS, { message: 'seal.invalidKind' }),
  sealId: id,
  purpose: z.string().trim().min(1, { message: 'seal.purposeRequired' }).max(SEAL_LIMITS.purpose),
  projectId: id.nullish(),
  documents: z.array(sealDocumentInputSchema).max(SEAL_LIMITS.documents).default([]),
  tenderName: z.string().trim().max(200).default(''),
  expectedReturnDate: isoDate.nullish(),
};

function checkKind(
  value: { kind: string; documents: unknown[]; tenderName: string; expectedReturnDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.kind === 'bid' && value.tenderName === '') {
    ctx.addIssue({ code: 'custom', path: ['tenderName'], message: 'seal.tenderRequired' });
  }
  if (value.kind === 'lend' && !value.expectedReturnDate) {
    ctx.addIssue({ code: 'custom', path: ['expectedReturnDate'], message: 'seal.returnDateRequired' });
  }
  if (value.kind === 'lend' && value.documents.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['documents'], message: 'seal.lendNoDocuments' });
  }
}

export const sealRequestDraftSchema = z.strictObject(requestFields).superRefine(checkKind);
export type SealRequestDraftInput = z.infer<typeof sealRequestDraftSchema>;
export const sealRequestUpdateSchema = z
  .strictObject({ requestId: id, ...requestFields })
  .superRefine(checkKind);
export type SealRequestUpdateInput = z.infer<typeof sealRequestUpdateSchema>;

export const sealRequestActionSchema = z.strictObject({ requestId: id });
export const sealRequestAuditSchema = z.strictObject({
  requestId: id,
  comment: z.string().trim().max(SEAL_LIMITS.remark).default(''),
});
export type SealRequestAuditInput = z.infer<typeof sealRequestAuditSchema>;

/** The custodian's record of the stamping: per document the copies stamped and the scan (PDF). */
export const sealStampSchema = z.strictObject({
  requestId: id,
  documents: z
    .array(
      z.strictObject({
        documentId: id,
        stampedCopies: z
          .number({ message: 'seal.invalidCopies' })
          .int({ message: 'seal.invalidCopies' })
          .min(0, { message: 'seal.invalidCopies' })
          .max(SEAL_LIMITS.copies, { message: 'seal.invalidCopies' }),
        scanFileId: id,
      }),
    )
    .min(1)
    .max(SEAL_LIMITS.documents),
  remark,
});
export type SealStampInput = z.infer<typeof sealStampSchema>;

/** Handing a lent seal out, and taking it back. */
export const sealLendActionSchema = z.strictObject({ requestId: id, remark });
export type SealLendActionInput = z.infer<typeof sealLendActionSchema>;

export const SEAL_REQUEST_SCOPES = ['mine', 'all', 'custodian'] as const;
export type SealRequestScope = (typeof SEAL_REQUEST_SCOPES)[number];

export const sealRequestQuerySchema = pageQuerySchema(['createdAt', 'status'] as const).extend({
  kind: z.enum(SEAL_REQUEST_KINDS).optional(),
  status: z.enum(SEAL_REQUEST_STATUSES).optional(),
  sealId: id.optional(),
  purpose: z.string().trim().max(100).optional(),
});
export type SealRequestQuery = z.infer<typeof sealRequestQuerySchema>;
