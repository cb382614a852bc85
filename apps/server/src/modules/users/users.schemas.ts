import { pageQuerySchema, recordIdSchema, userStatusSchema } from '@venus/shared';
import { z } from 'zod';

export const userListQuerySchema = pageQuerySchema(['userId', 'userName', 'userno', 'createdAt']).extend({
  userName: z.string().max(64).optional(),
  userno: z.string().max(20).optional(),
  status: userStatusSchema.optional(),
  roleId: recordIdSchema.optional(),
  deptId: recordIdSchema.optional(),
  officeId: recordIdSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const publicUserSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  officePhone: z.string(),
  seat: z.string(),
  avatar: z.string(),
  deptId: z.number().nullable(),
  officeId: z.number().nullable(),
  status: z.string(),
  remark: z.string(),
  roleIds: z.array(z.number()),
  passwordChangedAt: z.date(),
  createdAt: z.date(),
  updatedAt: z.date(),
  createdBy: z.number().nullable(),
  updatedBy: z.number().nullable(),
});

const signInRecordSchema = z.object({ loginTime: z.date(), ipaddr: z.string() });

/** The personal centre's view of the caller (see user-profile.service.ts). */
export const ownProfileSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  avatar: z.string(),
  deptName: z.string().nullable(),
  officeName: z.string().nullable(),
  roleNames: z.array(z.string()),
  createdAt: z.date(),
  passwordChangedAt: z.date(),
  currentSignIn: signInRecordSchema.nullable(),
  previousSignIn: signInRecordSchema.nullable(),
});
