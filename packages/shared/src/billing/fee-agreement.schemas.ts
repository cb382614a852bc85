import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { addDays, isIsoDate } from '../dates/iso-date.rules.ts';
import { BILLING_TASK_CODE } from './billing-status.rules.ts';

const isoDate = z.string().refine(isIsoDate, { message: 'bill.invalidDate' });

/** The business type of an expiry reminder: a task to the responsible lawyer, acknowledged when read. */
export const FEE_AGREEMENT_REMINDER_BUSINESS_TYPE = 'fee-agreement-reminder';

/**
 * The expiry reminders of a lawyer-fee agreement (decision 0030): each raised once, on or after its
 * day; a later one makes the earlier ones pointless, so only the most urgent due one is raised.
 * Most urgent first.
 */
export const FEE_AGREEMENT_REMINDERS = [
  { taskCode: BILLING_TASK_CODE.agreementExpired, daysBefore: 0 },
  { taskCode: BILLING_TASK_CODE.agreementExpiry7, daysBefore: 7 },
  { taskCode: BILLING_TASK_CODE.agreementExpiry30, daysBefore: 30 },
] as const;

/** The reminders due on `today` for an agreement expiring on `expiresOn`, most urgent first. */
export function dueReminders(expiresOn: string, today: string): number[] {
  return FEE_AGREEMENT_REMINDERS.filter((reminder) => addDays(expiresOn, -reminder.daysBefore) <= today).map(
    (reminder) => reminder.taskCode,
  );
}

/** Files source of a lawyer-fee agreement's signed copy (decision 0046): onlyId is the agreement id. */
export const FEE_AGREEMENT_FILE_SOURCE = 6;

/**
 * Before an agreement exists its signed copy is uploaded to a draft record of the same source,
 * `draft-<uploader>-<token>`: only the uploader sees it, and recording the agreement moves it to
 * the agreement (decision 0046).
 */
export const FEE_AGREEMENT_DRAFT_PATTERN = /^draft-(\d{1,9})-([a-z0-9]{8,32})$/;
export const feeAgreementDraftKey = (userId: number, token: string) => `draft-${userId}-${token}`;

export const FEE_AGREEMENT_NO_MAX = 40;
export const FEE_AGREEMENT_TITLE_MAX = 200;
export const FEE_AGREEMENT_TERMS_MAX = 2000;

const optionalAmount = z
  .string()
  .trim()
  .regex(/^(\d{1,13}(\.\d{1,2})?)?$/, { message: 'feeAgreement.invalidAmount' })
  .default('');

/** The fields of an agreement that recording and editing share (the web's per-field rules too). */
export const feeAgreementFieldSchemas = {
  agreementNo: z
    .string()
    .trim()
    .min(1, { message: 'feeAgreement.noRequired' })
    .max(FEE_AGREEMENT_NO_MAX, { message: 'feeAgreement.noTooLong' }),
  title: z
    .string()
    .trim()
    .min(1, { message: 'feeAgreement.titleRequired' })
    .max(FEE_AGREEMENT_TITLE_MAX, { message: 'feeAgreement.titleTooLong' }),
  signedOn: isoDate,
  effectiveFrom: isoDate,
  expiresOn: isoDate,
  currency: z.string().trim().length(3).default('CNY'),
  /** The agreed fee, when the letter names one; empty when its terms are in words only. */
  amount: optionalAmount,
  terms: z.string().trim().max(FEE_AGREEMENT_TERMS_MAX, { message: 'feeAgreement.termsTooLong' }).default(''),
  remark: z.string().trim().max(500).default(''),
};

type DatedFields = {
  signedOn: string;
  effectiveFrom: string;
  expiresOn: string;
  amount: string;
  terms: string;
};

/** The dates in order (expiry after both signing and the start) and the fee in figures or words. */
function checkAgreement(value: DatedFields, ctx: z.RefinementCtx): void {
  const dated = isIsoDate(value.signedOn) && isIsoDate(value.effectiveFrom) && isIsoDate(value.expiresOn);
  if (dated && value.expiresOn <= value.effectiveFrom)
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'feeAgreement.expiresBeforeEffective' });
  else if (dated && value.expiresOn <= value.signedOn)
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'feeAgreement.expiresBeforeSigned' });
  if (value.amount === '' && value.terms === '')
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'feeAgreement.amountOrTerms' });
}

export const feeAgreementInputSchema = z
  .strictObject({
    projectId: recordIdSchema,
    ...feeAgreementFieldSchemas,
    /** The draft record the signed copy was uploaded to; its files become the agreement's. */
    draftKey: z.string().regex(FEE_AGREEMENT_DRAFT_PATTERN, { message: 'feeAgreement.fileRequired' }),
  })
  .superRefine(checkAgreement);
export type FeeAgreementInput = z.infer<typeof feeAgreementInputSchema>;

/** A correction of the recorded letter; the expiry moves only by a postponement or by ending it. */
export const feeAgreementEditSchema = z
  .strictObject({ agreementId: recordIdSchema, ...feeAgreementFieldSchemas })
  .superRefine(checkAgreement);
export type FeeAgreementEditInput = z.infer<typeof feeAgreementEditSchema>;

/** The agreement ends before its expiry (terminated, replaced by a new letter, the case closed). */
export const feeAgreementEndSchema = z.strictObject({
  agreementId: recordIdSchema,
  endedOn: isoDate,
  reason: z.string().trim().min(1, { message: 'feeAgreement.endReasonRequired' }).max(500),
});
export type FeeAgreementEndInput = z.infer<typeof feeAgreementEndSchema>;

export const feeAgreementPostponeSchema = z.strictObject({
  agreementId: recordIdSchema,
  expiresOn: isoDate,
  reason: z.string().trim().min(1, { message: 'feeAgreement.reasonRequired' }).max(500),
});
export type FeeAgreementPostponeInput = z.infer<typeof feeAgreementPostponeSchema>;

export const feeAgreementView = z.object({
  agreementId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  agreementNo: z.string(),
  title: z.string(),
  signedOn: z.string(),
  effectiveFrom: z.string(),
  expiresOn: z.string(),
  currency: z.string(),
  amount: z.string().nullable(),
  terms: z.string(),
  status: z.enum(['active', 'expired', 'ended']),
  /** Active, but expiring within 30 days: the list marks it. */
  expiringSoon: z.boolean(),
  endedOn: z.string().nullable(),
  endReason: z.string(),
  remark: z.string(),
  /** The postponement request under way, if any (its timeline is the request's). */
  postponingInstanceId: z.number().int().nullable(),
  /** The reminders raised so far, for the expiry date each was raised for. */
  reminders: z.array(z.object({ taskCode: z.number().int(), expiresOn: z.string(), raisedAt: z.string() })),
  canPostpone: z.boolean(),
  /** The caller may correct it, end it and replace its file (who may change the case's terms). */
  canChange: z.boolean(),
});
export type FeeAgreementView = z.infer<typeof feeAgreementView>;
