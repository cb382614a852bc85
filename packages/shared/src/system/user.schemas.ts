import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { newPasswordSchema, USERNAME_MAX_LENGTH } from '../auth/auth.schemas.ts';
import { displayOrder } from './display-order.schema.ts';
import { userStatusSchema } from './user-status.rules.ts';

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
  /** Desk line, shown in the user directory (the mobile number is not). */
  officePhone: z
    .string()
    .trim()
    .regex(/^[\d+\-() ]{0,30}$/, { message: 'validation.invalid' })
    .optional()
    .default(''),
  /** Where the person sits (the directory's seat plan), e.g. "BJ-12F-031". */
  seat: z.string().trim().max(30).optional().default(''),
  remark: z.string().trim().max(500).optional().default(''),
};

const userLinks = {
  deptId: recordIdSchema.nullable().optional(),
  officeId: recordIdSchema.nullable().optional(),
  roleIds: z.array(recordIdSchema).max(50).default([]),
};

/** New accounts start in service; the status changes only through the lifecycle actions. */
export const createUserSchema = z.object({ ...userFields, ...userLinks, password: newPasswordSchema });
export type CreateUserInput = z.infer<typeof createUserSchema>;
export const updateUserSchema = z.object({
  ...userFields,
  ...userLinks,
  userId: recordIdSchema,
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
/**
 * What a person may change about themselves in the personal centre (decision 0010): how they are
 * reached by phone and how their name reads in English. Name, staff number, department and roles
 * are HR's; the e-mail receives verification codes, so changing it is an administrator's act.
 */
export const updateOwnProfileSchema = z.strictObject({
  nameEn: userFields.nameEn,
  phonenumber: userFields.phonenumber,
});
export type UpdateOwnProfileInput = z.infer<typeof updateOwnProfileSchema>;
export const resetPasswordSchema = z.object({
  userId: recordIdSchema,
  password: newPasswordSchema,
});
export const changeUserStatusSchema = z.object({
  userId: recordIdSchema,
  status: userStatusSchema,
});

/**
 * One row of a user import sheet: the same fields as the form, with the department, office and
 * roles by name (cn or en) as people write them in Excel. No password: decision 0012.
 */
export const userImportRowSchema = z.object({
  ...userFields,
  deptName: z.string().trim().max(50).optional().default(''),
  officeName: z.string().trim().max(50).optional().default(''),
  /** Role names separated by commas (，or ,). */
  roleNames: z.string().trim().max(500).optional().default(''),
});
export type UserImportRow = z.infer<typeof userImportRowSchema>;

export const roleSchema = z.object({
  roleName: z.string().trim().min(1).max(30),
  roleNameEn: z.string().trim().max(60).optional().default(''),
  roleKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z][a-z0-9_]*$/, { message: 'validation.invalid' }),
  roleSort: displayOrder(9999).default(0),
  status: z.enum(['0', '1']).default('0'),
  menuIds: z.array(recordIdSchema).max(5000).default([]),
  remark: z.string().trim().max(500).optional().default(''),
});
export type RoleInput = z.infer<typeof roleSchema>;
export const updateRoleSchema = roleSchema.extend({ roleId: recordIdSchema });

export const DEPT_KINDS = ['firm', 'office', 'group', 'department'] as const;
export const deptSchema = z.object({
  parentId: z.coerce.number().int().min(0).default(0),
  deptName: z.string().trim().min(1).max(50),
  deptNameEn: z.string().trim().max(100).optional().default(''),
  kind: z.enum(DEPT_KINDS),
  orderNum: displayOrder(9999).default(0),
  leaderId: recordIdSchema.nullable().optional(),
  status: z.enum(['0', '1']).default('0'),
});
export type DeptInput = z.infer<typeof deptSchema>;
export const updateDeptSchema = deptSchema.extend({ deptId: recordIdSchema });
