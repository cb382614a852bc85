import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { isValidIdentityNumber } from './identity-number.rules.ts';

/**
 * Staff records (spec §2 User: userDataInfo, editArchivesForm, entryMore; issue 22; decision 0059).
 * A person reads their own; HR reads and edits everyone's; a colleague reads none of it.
 */
export const PEOPLE_PERMISSIONS = {
  /** 员工档案: every record, the levels, the corrections to decide. */
  list: 'hr:archives:list',
  /** Changing records, levels, groups and user types; deciding corrections. */
  edit: 'hr:archives:edit',
} as const;

export const GENDERS = ['male', 'female'] as const;
export const IDENTITY_TYPES = ['prcId', 'hkId', 'passport', 'other'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];
/** Labour contract kinds a PRC firm signs (固定期限, 无固定期限, 实习, 劳务). */
export const CONTRACT_KINDS = ['fixedTerm', 'openEnded', 'internship', 'service'] as const;
export const EDUCATION_MAX = 10;
export const CONTRACTS_MAX = 20;
export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
/** The fields shown only after the privacy password, each read audited (decision 0059). */
export const SENSITIVE_FIELDS = ['identityNumber', 'homeAddress', 'emergencyContact'] as const;

const isoDate = z.string().trim().refine(isIsoDate, { message: 'dateRange.invalidDate' });
const optionalDate = z.union([isoDate, z.literal('').transform(() => null), z.null()]).default(null);
const text = (max: number) => z.string().trim().max(max).default('');

export const educationSchema = z
  .strictObject({
    school: z.string().trim().min(1, { message: 'people.schoolRequired' }).max(100),
    degree: text(30),
    major: text(60),
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .refine((row) => !row.startDate || !row.endDate || row.endDate >= row.startDate, {
    message: 'people.endBeforeStart',
    path: ['endDate'],
  });
export type Education = z.output<typeof educationSchema>;

export const contractPeriodSchema = z
  .strictObject({
    kind: z.enum(CONTRACT_KINDS, { message: 'validation.oneOf' }),
    startDate: isoDate,
    /** Null for an open-ended contract. */
    endDate: optionalDate,
    note: text(200),
  })
  .refine((row) => !row.endDate || row.endDate >= row.startDate, {
    message: 'people.endBeforeStart',
    path: ['endDate'],
  });
export type ContractPeriod = z.output<typeof contractPeriodSchema>;

/** Contract periods may follow each other but not overlap: one person, one contract at a time. */
export function overlappingContracts(periods: readonly ContractPeriod[]): number | null {
  const sorted = periods
    .map((period, index) => ({ period, index }))
    .sort((a, b) => a.period.startDate.localeCompare(b.period.startDate));
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1]!.period;
    if (!before.endDate || before.endDate >= sorted[i]!.period.startDate) return sorted[i]!.index;
  }
  return null;
}

/** The record's fields a person may ask to correct and HR edits, none of them sensitive. */
export const profileFields = {
  gender: z.union([z.enum(GENDERS), z.literal('')]).default(''),
  birthDate: optionalDate,
  personalPhone: text(30),
  personalEmail: z.union([z.email({ message: 'validation.invalid' }).max(100), z.literal('')]).default(''),
  education: z.array(educationSchema).max(EDUCATION_MAX).default([]),
  barLicenceNo: text(30),
  barLicenceDate: optionalDate,
  hireDate: optionalDate,
  contracts: z.array(contractPeriodSchema).max(CONTRACTS_MAX).default([]),
};
const profileObject = z.strictObject(profileFields);
export type StaffProfile = z.output<typeof profileObject>;
export const PROFILE_FIELD_NAMES = Object.keys(profileFields) as (keyof StaffProfile)[];
/** The same fields, each optional and without its default: a correction names only what it changes. */
const profileChangesObject = z.strictObject({
  gender: profileFields.gender.unwrap().optional(),
  birthDate: profileFields.birthDate.unwrap().optional(),
  personalPhone: profileFields.personalPhone.unwrap().optional(),
  personalEmail: profileFields.personalEmail.unwrap().optional(),
  education: profileFields.education.unwrap().optional(),
  barLicenceNo: profileFields.barLicenceNo.unwrap().optional(),
  barLicenceDate: profileFields.barLicenceDate.unwrap().optional(),
  hireDate: profileFields.hireDate.unwrap().optional(),
  contracts: profileFields.contracts.unwrap().optional(),
});

export const emergencyContactSchema = z.strictObject({
  name: text(50),
  relation: text(20),
  phone: text(30),
});
export type EmergencyContact = z.output<typeof emergencyContactSchema>;

export const sensitiveSchema = z
  .strictObject({
    identityType: z.enum(IDENTITY_TYPES).default('prcId'),
    identityNumber: text(30),
    homeAddress: text(200),
    emergencyContact: emergencyContactSchema.default({ name: '', relation: '', phone: '' }),
  })
  .refine((row) => !row.identityNumber || isValidIdentityNumber(row.identityType, row.identityNumber), {
    message: 'people.invalidIdentityNumber',
    path: ['identityNumber'],
  });
export type StaffSensitive = z.output<typeof sensitiveSchema>;

const contractsDoNotOverlap = (row: { contracts?: ContractPeriod[] | undefined }, ctx: z.RefinementCtx) => {
  const index = overlappingContracts(row.contracts ?? []);
  if (index !== null)
    ctx.addIssue({
      code: 'custom',
      message: 'people.contractOverlap',
      path: ['contracts', index, 'startDate'],
    });
};

/** HR's edit (editArchivesForm): the profile, type and groups; `sensitive` only when changed. */
export const staffRecordInputSchema = z
  .strictObject({
    userId: recordIdSchema,
    ...profileFields,
    userTypeId: recordIdSchema.nullable().default(null),
    groupIds: z.array(recordIdSchema).max(20).default([]),
    remark: text(500),
    sensitive: sensitiveSchema.optional(),
  })
  .superRefine(contractsDoNotOverlap);
export type StaffRecordInput = z.input<typeof staffRecordInputSchema>;
export type StaffRecordValues = z.output<typeof staffRecordInputSchema>;

/** A person's request to correct their own record: the fields to change and why. */
export const correctionInputSchema = z
  .strictObject({
    changes: profileChangesObject,
    reason: z.string().trim().min(1, { message: 'people.reasonRequired' }).max(500),
  })
  .superRefine((row, ctx) => {
    if (Object.keys(row.changes).length === 0)
      ctx.addIssue({ code: 'custom', message: 'people.nothingToCorrect', path: ['changes'] });
    contractsDoNotOverlap(row.changes, ctx);
  });
export type CorrectionInput = z.input<typeof correctionInputSchema>;
export type CorrectionValues = z.output<typeof correctionInputSchema>;

export const correctionDecisionSchema = z.strictObject({
  correctionId: recordIdSchema,
  accept: z.boolean(),
  note: text(500),
});
export type CorrectionDecision = z.output<typeof correctionDecisionSchema>;

export const correctionQuerySchema = pageQuerySchema(['createdAt']).extend({
  status: z.enum(CORRECTION_STATUSES).optional(),
  userId: recordIdSchema.optional(),
});
export type CorrectionQuery = z.infer<typeof correctionQuerySchema>;

export const staffRecordQuerySchema = pageQuerySchema(['userno', 'nickName', 'hireDate']).extend({
  name: z.string().trim().max(64).optional(),
  deptId: recordIdSchema.optional(),
  officeId: recordIdSchema.optional(),
  userTypeId: recordIdSchema.optional(),
  level: z.string().trim().max(20).optional(),
  /** 'true': people in service only (the default); 'false': everyone, departed included. */
  inService: z.enum(['true', 'false']).default('true'),
});
export type StaffRecordQuery = z.infer<typeof staffRecordQuerySchema>;
