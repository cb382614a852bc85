import { DEPT_KINDS, type updateDeptSchema } from '@venus/shared';
import { z } from 'zod';

/** The department page shows the whole tree, so the list is filtered but not paged. */
export const deptListQuerySchema = z.object({
  deptName: z.string().max(100).optional(),
  kind: z.enum(DEPT_KINDS).optional(),
  status: z.enum(['0', '1']).optional(),
});
export type DeptListQuery = z.infer<typeof deptListQuerySchema>;
export type UpdateDeptInput = z.infer<typeof updateDeptSchema>;

export const deptRowSchema = z.object({
  deptId: z.number(),
  parentId: z.number(),
  deptName: z.string(),
  deptNameEn: z.string(),
  kind: z.string(),
  orderNum: z.number(),
  leaderId: z.number().nullable(),
  status: z.string(),
  createdAt: z.date(),
  createdBy: z.number().nullable(),
  updatedAt: z.date(),
  updatedBy: z.number().nullable(),
});
