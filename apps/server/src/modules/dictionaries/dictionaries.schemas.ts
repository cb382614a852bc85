import { pageQuerySchema, type updateDictDataSchema, type updateDictTypeSchema } from '@venus/shared';
import { z } from 'zod';

const status = z.enum(['0', '1']).optional();

export const dictTypeListQuerySchema = pageQuerySchema([
  'dictId',
  'dictName',
  'dictType',
  'createdAt',
]).extend({
  dictName: z.string().max(100).optional(),
  dictType: z.string().max(100).optional(),
  status,
});
export type DictTypeListQuery = z.infer<typeof dictTypeListQuerySchema>;

/** The entries of one dictionary: the type is required, a list across all types means nothing. */
export const dictDataListQuerySchema = pageQuerySchema([
  'dictCode',
  'dictSort',
  'dictLabel',
  'dictValue',
  'createdAt',
]).extend({
  dictType: z.string().min(1).max(100),
  dictLabel: z.string().max(100).optional(),
  status,
});
export type DictDataListQuery = z.infer<typeof dictDataListQuerySchema>;

const tracking = {
  createdAt: z.date(),
  createdBy: z.number().nullable(),
  updatedAt: z.date(),
  updatedBy: z.number().nullable(),
};

export const dictTypeRowSchema = z.object({
  dictId: z.number(),
  dictName: z.string(),
  dictNameEn: z.string(),
  dictType: z.string(),
  status: z.string(),
  remark: z.string(),
  ...tracking,
});

export const dictDataRowSchema = z.object({
  dictCode: z.number(),
  dictType: z.string(),
  dictSort: z.number(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictValue: z.string(),
  isDefault: z.string(),
  status: z.string(),
  remark: z.string(),
  ...tracking,
});

/** Spec §3 Dictionary option; both labels go out, the client picks the one of its language. */
export const dictOptionSchema = z.object({
  dictCode: z.number(),
  dictSort: z.number(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  isDefault: z.enum(['Y', 'N']),
  remark: z.string(),
  disabled: z.boolean(),
});

/** An edit sets every field: value and sort are derived on add only. */
export type UpdateDictDataInput = z.infer<typeof updateDictDataSchema>;
export type UpdateDictTypeInput = z.infer<typeof updateDictTypeSchema>;
