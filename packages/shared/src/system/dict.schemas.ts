import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { displayOrder } from './display-order.schema.ts';

const dictTypeCode = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/, { message: 'validation.invalid' });

export const dictTypeSchema = z.object({
  dictName: z.string().trim().min(1).max(100),
  /** The name in English mode; empty falls back to the Chinese one. */
  dictNameEn: z.string().trim().max(100).optional().default(''),
  dictType: dictTypeCode,
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500).optional().default(''),
});
export type DictTypeInput = z.infer<typeof dictTypeSchema>;
export const updateDictTypeSchema = dictTypeSchema.extend({ dictId: recordIdSchema });

/**
 * Dictionary option (spec §3). On add, a missing value becomes the largest numeric value + 1 and
 * a missing sort the largest sort + 1 (spec §5 Dictionary).
 */
export const dictDataSchema = z.object({
  dictType: dictTypeCode,
  dictLabel: z.string().trim().min(1).max(100),
  dictLabelEn: z.string().trim().max(200).optional().default(''),
  dictValue: z.string().trim().max(100).optional(),
  dictSort: displayOrder(99999).optional(),
  isDefault: z.enum(['Y', 'N']).default('N'),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500).optional().default(''),
});
export type DictDataInput = z.infer<typeof dictDataSchema>;
export const updateDictDataSchema = dictDataSchema.extend({
  dictCode: recordIdSchema,
  dictValue: z.string().trim().min(1).max(100),
  dictSort: displayOrder(99999),
});

export interface DictOption {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictLabelEn: string;
  dictValue: string;
  dictType: string;
  isDefault: 'Y' | 'N';
  remark: string;
  disabled: boolean;
}
