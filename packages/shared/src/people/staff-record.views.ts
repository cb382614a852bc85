import { z } from 'zod';
import { CONTRACT_KINDS, CORRECTION_STATUSES, GENDERS, IDENTITY_TYPES } from './staff-record.schemas.ts';

/** The answers of the staff record routes (decision 0059); sensitive values only in `sensitiveView`. */
const educationView = z.object({
  school: z.string(),
  degree: z.string(),
  major: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
const contractView = z.object({
  kind: z.enum(CONTRACT_KINDS),
  startDate: z.string(),
  endDate: z.string().nullable(),
  note: z.string(),
});

export const staffProfileViewSchema = z.object({
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  birthDate: z.string().nullable(),
  personalPhone: z.string(),
  personalEmail: z.string(),
  education: z.array(educationView),
  barLicenceNo: z.string(),
  barLicenceDate: z.string().nullable(),
  hireDate: z.string().nullable(),
  contracts: z.array(contractView),
});

export const staffRecordViewSchema = staffProfileViewSchema.extend({
  userId: z.number(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
  status: z.string(),
  deptName: z.string(),
  deptNameEn: z.string(),
  officeName: z.string(),
  officeNameEn: z.string(),
  userTypeId: z.number().nullable(),
  groupIds: z.array(z.number()),
  remark: z.string(),
  identityType: z.enum(IDENTITY_TYPES),
  /** Whether each sensitive field holds something; its value needs the privacy password. */
  sensitiveFilled: z.object({
    identityNumber: z.boolean(),
    homeAddress: z.boolean(),
    emergencyContact: z.boolean(),
  }),
  currentLevel: z.string().nullable(),
  /** The contract in force today, if any. */
  contractEnds: z.string().nullable(),
  pendingCorrections: z.number(),
  isOwn: z.boolean(),
  canEdit: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type StaffRecordView = z.infer<typeof staffRecordViewSchema>;

export const sensitiveViewSchema = z.object({
  userId: z.number(),
  identityType: z.enum(IDENTITY_TYPES),
  identityNumber: z.string(),
  homeAddress: z.string(),
  emergencyContact: z.object({ name: z.string(), relation: z.string(), phone: z.string() }),
});
export type SensitiveView = z.infer<typeof sensitiveViewSchema>;

export const staffRecordRowSchema = z.object({
  userId: z.number(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
  status: z.string(),
  deptName: z.string(),
  deptNameEn: z.string(),
  officeName: z.string(),
  officeNameEn: z.string(),
  userTypeId: z.number().nullable(),
  currentLevel: z.string().nullable(),
  hireDate: z.string().nullable(),
  barLicenceNo: z.string(),
  contractEnds: z.string().nullable(),
  pendingCorrections: z.number(),
});
export type StaffRecordRow = z.infer<typeof staffRecordRowSchema>;

export const correctionViewSchema = z.object({
  correctionId: z.number(),
  userId: z.number(),
  nickName: z.string(),
  changes: staffProfileViewSchema.partial(),
  /** The values the record held when the request was made, for the same fields. */
  before: staffProfileViewSchema.partial(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  createdAt: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
});
export type CorrectionView = z.infer<typeof correctionViewSchema>;
