import { ABSENCE_STATUSES, HALF_DAYS, LEAVE_TYPES } from '@venus/shared';
import { z } from 'zod';

const requestColumns = {
  applicantId: z.number(),
  applicantName: z.string(),
  applicantNameEn: z.string(),
  deptId: z.number().nullable(),
  reason: z.string(),
  status: z.enum(ABSENCE_STATUSES),
  instanceId: z.number().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
};

export const leaveView = z.object({
  leaveId: z.number(),
  leaveType: z.enum(LEAVE_TYPES),
  start: z.string(),
  startHalf: z.enum(HALF_DAYS),
  end: z.string(),
  endHalf: z.enum(HALF_DAYS),
  days: z.number(),
  ...requestColumns,
});

export const overtimeView = z.object({
  overtimeId: z.number(),
  workDate: z.string(),
  hours: z.number(),
  compensatoryDays: z.number(),
  ...requestColumns,
});

const balanceView = z.object({
  entitled: z.number(),
  carriedOver: z.number(),
  taken: z.number(),
  pending: z.number(),
  available: z.number(),
});

export const balancesView = z.object({
  year: z.number(),
  userId: z.number(),
  annual: balanceView,
  compensatory: balanceView,
});

export const onLeaveView = z.object({
  leaveId: z.number(),
  applicantId: z.number(),
  applicantName: z.string(),
  applicantNameEn: z.string(),
  deptId: z.number().nullable(),
  start: z.string(),
  startHalf: z.enum(HALF_DAYS),
  end: z.string(),
  endHalf: z.enum(HALF_DAYS),
  leaveType: z.enum(LEAVE_TYPES).nullable(),
  halfOnDay: z.enum(HALF_DAYS).nullable(),
});
