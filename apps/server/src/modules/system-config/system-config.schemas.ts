import { pageQuerySchema } from '@venus/shared';
import { z } from 'zod';

export const configListQuerySchema = pageQuerySchema([
  'configId',
  'configKey',
  'configName',
  'createdAt',
]).extend({
  configName: z.string().max(100).optional(),
  configKey: z.string().max(100).optional(),
  configType: z.enum(['Y', 'N']).optional(),
});
export type ConfigListQuery = z.infer<typeof configListQuerySchema>;

export const configRowSchema = z.object({
  configId: z.number(),
  configName: z.string(),
  configNameEn: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configType: z.string(),
  remark: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
