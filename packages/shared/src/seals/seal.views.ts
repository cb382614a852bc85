import { z } from 'zod';
import { SEAL_REQUEST_KINDS, SEAL_REQUEST_STATUSES, SEAL_STATUSES, SEAL_TYPES } from './seal.rules.ts';
import { PAGE_VERDICTS } from './seal-compare.rules.ts';

const person = z.object({ userId: z.number(), name: z.string() });

export const sealViewSchema = z.object({
  sealId: z.number(),
  name: z.string(),
  type: z.enum(SEAL_TYPES),
  officeId: z.number(),
  officeName: z.string(),
  custodian: person,
  status: z.enum(SEAL_STATUSES),
  remark: z.string(),
});
export type SealView = z.infer<typeof sealViewSchema>;

/** A lent-out seal with the request it went out on (外借), overdue once its day has passed. */
export const lentSealSchema = sealViewSchema.extend({
  requestId: z.number(),
  borrower: person,
  lentAt: z.string().nullable(),
  expectedReturnDate: z.string().nullable(),
  isOverdue: z.boolean(),
});
export type LentSeal = z.infer<typeof lentSealSchema>;

export const sealRequestRowSchema = z.object({
  requestId: z.number(),
  kind: z.enum(SEAL_REQUEST_KINDS),
  status: z.enum(SEAL_REQUEST_STATUSES),
  sealId: z.number(),
  sealName: z.string(),
  sealType: z.enum(SEAL_TYPES),
  applicant: person,
  purpose: z.string(),
  projectId: z.number().nullable(),
  caseName: z.string(),
  documentCount: z.number(),
  copies: z.number(),
  expectedReturnDate: z.string().nullable(),
  isOverdue: z.boolean(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SealRequestRow = z.infer<typeof sealRequestRowSchema>;

const fileRef = z.object({ fileId: z.number(), name: z.string(), path: z.string() });

export const sealDocumentViewSchema = z.object({
  documentId: z.number(),
  file: fileRef,
  copies: z.number(),
  stampedCopies: z.number().nullable(),
  scan: fileRef.nullable(),
});
export type SealDocumentView = z.infer<typeof sealDocumentViewSchema>;

export const sealRequestDetailSchema = sealRequestRowSchema.extend({
  seal: sealViewSchema,
  tenderName: z.string(),
  instanceId: z.number().nullable(),
  returnComment: z.string(),
  documents: z.array(sealDocumentViewSchema),
  stampedBy: person.nullable(),
  stampedAt: z.string().nullable(),
  stampRemark: z.string(),
  lentAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** What the reader may do now; the server checks each again. */
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    cancel: z.boolean(),
    withdraw: z.boolean(),
    stamp: z.boolean(),
    handOut: z.boolean(),
    receive: z.boolean(),
  }),
});
export type SealRequestDetail = z.infer<typeof sealRequestDetailSchema>;

/** previewCompare: per document, each page's verdict (decision 0057). */
export const sealCompareSchema = z.object({
  requestId: z.number(),
  documents: z.array(
    z.object({
      documentId: z.number(),
      submitted: fileRef,
      /** The PDF compared: the submitted file itself, or LibreOffice's conversion of it. */
      submittedPdfPath: z.string(),
      stamped: fileRef,
      pages: z.array(z.enum(PAGE_VERDICTS)),
      flagged: z.number(),
    }),
  ),
});
export type SealCompare = z.infer<typeof sealCompareSchema>;
