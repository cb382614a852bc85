import { pageQuerySchema, recordIdSchema, type updateRoleSchema } from '@venus/shared';
import { z } from 'zod';

export const roleListQuerySchema = pageQuerySchema([
  'roleId',
  'roleName',
  'roleKey',
  'roleSort',
  'createdAt',
]).extend({
  roleName: z.string().max(60).optional(),
  roleKey: z.string().max(100).optional(),
  status: z.enum(['0', '1']).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

export const changeRoleStatusSchema = z.object({
  roleId: recordIdSchema,
  status: z.enum(['0', '1']),
});

export const roleRowSchema = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleNameEn: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  status: z.string(),
  remark: z.string(),
  createdAt: z.date(),
  createdBy: z.number().nullable(),
  updatedAt: z.date(),
  updatedBy: z.number().nullable(),
});

/** One role with the menus it grants, for the edit form's menu tree. */
export const roleDetailSchema = roleRowSchema.extend({ menuIds: z.array(z.number()) });
