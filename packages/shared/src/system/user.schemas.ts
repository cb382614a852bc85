import { z } from 'zod';
import { newPasswordSchema, USERNAME_MAX_LENGTH } from '../auth/auth.schemas.ts';

const userFields = {
  userName: z
    .string()
    .trim()
    .min(2)
    .max(USERNAME_MAX_LENGTH)
    .regex(/^[\w.@-]+$/, { message: 'validation.invalid' }),
  nickName: z.string().trim().min(1).max(30),
  nameEn: z.string().trim().max(60).optional().default(''),
  userno: z.string().trim().max(20).optional().default(''),
  email: z
    .union([z.literal(''), z.string().trim().email().max(100)])
    .optional()
    .default(''),
  phonenumber: z
    .string()
    .trim()
    .regex(/^[\d+\- ]{0,20}$/, { message: 'validation.invalid' })
    .optional()
    .default(''),
  deptId: z.coerce.number().int().positive().nullable().optional(),
  officeId: z.coerce.number().int().positive().nullable().optional(),
  status: z.enum(['0', '1']).default('0'),
  roleIds: z.array(z.coerce.number().int().positive()).max(50).default([]),
  remark: z.string().trim().max(500).optional().default(''),
};

export const createUserSchema = z.object({ ...userFields, password: newPasswordSchema });
export type CreateUserInput = z.infer<typeof createUserSchema>;
export const updateUserSchema = z.object({ ...userFields, userId: z.coerce.number().int().positive() });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export const resetPasswordSchema = z.object({
  userId: z.coerce.number().int().positive(),
  password: newPasswordSchema,
});
export const changeUserStatusSchema = z.object({
  userId: z.coerce.number().int().positive(),
  status: z.enum(['0', '1']),
});

export const roleSchema = z.object({
  roleName: z.string().trim().min(1).max(30),
  roleNameEn: z.string().trim().max(60).optional().default(''),
  roleKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z][a-z0-9_]*$/, { message: 'validation.invalid' }),
  roleSort: z.coerce.number().int().min(0).max(9999).default(0),
  status: z.enum(['0', '1']).default('0'),
  menuIds: z.array(z.coerce.number().int().positive()).max(5000).default([]),
  remark: z.string().trim().max(500).optional().default(''),
});
export type RoleInput = z.infer<typeof roleSchema>;
export const updateRoleSchema = roleSchema.extend({ roleId: z.coerce.number().int().positive() });

export const DEPT_KINDS = ['firm', 'office', 'group', 'department'] as const;
export const deptSchema = z.object({
  parentId: z.coerce.number().int().min(0).default(0),
  deptName: z.string().trim().min(1).max(50),
  deptNameEn: z.string().trim().max(100).optional().default(''),
  kind: z.enum(DEPT_KINDS),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  leaderId: z.coerce.number().int().positive().nullable().optional(),
  status: z.enum(['0', '1']).default('0'),
});
export type DeptInput = z.infer<typeof deptSchema>;
export const updateDeptSchema = deptSchema.extend({ deptId: z.coerce.number().int().positive() });
