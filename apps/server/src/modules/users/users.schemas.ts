import { pageQuerySchema } from '@venus/shared';
import { z } from 'zod';

export const userListQuerySchema = pageQuerySchema(['userId', 'userName', 'userno', 'createdAt']).extend({
  userName: z.string().max(64).optional(),
  status: z.enum(['0', '1']).optional(),
  deptId: z.coerce.number().int().positive().optional(),
  officeId: z.coerce.number().int().positive().optional(),
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
