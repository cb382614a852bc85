import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { PERMISSION_PATTERN } from '../permissions/permission.rules.ts';
import { displayOrder } from './display-order.schema.ts';
import { MENU_TYPES } from './menu.rules.ts';

/** Menu icon table: ids 1 to 77 map to icon classes (spec §3). */
export const MENU_ICON_MAX = 77;

export const menuSchema = z.object({
  parentId: z.coerce.number().int().min(0).default(0),
  menuName: z.string().trim().min(1).max(50),
  menuNameEn: z.string().trim().max(100).optional().default(''),
  menuType: z.enum(MENU_TYPES),
  orderNum: displayOrder(9999).default(0),
  path: z
    .string()
    .trim()
    .max(200)
    .regex(/^[\w\-/:.]*$/, { message: 'validation.invalid' })
    .optional()
    .default(''),
  component: z
    .string()
    .trim()
    .max(255)
    .regex(/^[\w\-/]*$/, { message: 'validation.invalid' })
    .optional()
    .default(''),
  query: z.string().trim().max(255).optional().default(''),
  perms: z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || PERMISSION_PATTERN.test(value), { message: 'validation.invalid' })
    .optional()
    .default(''),
  icon: z.coerce.number().int().min(0).max(MENU_ICON_MAX).default(0),
  visible: z.boolean().default(true),
  status: z.enum(['0', '1']).default('0'),
  isCache: z.boolean().default(true),
  isAffix: z.boolean().default(false),
});
export type MenuInput = z.infer<typeof menuSchema>;
export const updateMenuSchema = menuSchema.extend({ menuId: recordIdSchema });
export type UpdateMenuInput = z.infer<typeof updateMenuSchema>;

/** The arrangement saved by the drag-and-drop menu editor. */
export const menuTreeSchema = z.object({
  items: z
    .array(
      z.object({
        menuId: z.number().int().positive(),
        parentId: z.number().int().min(0),
        orderNum: z.number().int().min(0).max(9999),
      }),
    )
    .min(1)
    .max(5000),
});
export type MenuTreeInput = z.infer<typeof menuTreeSchema>;
