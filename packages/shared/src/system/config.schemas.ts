import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

export const configSchema = z.object({
  configName: z.string().trim().min(1).max(100),
  /** The name in English mode; empty falls back to the Chinese one. */
  configNameEn: z.string().trim().max(100).optional().default(''),
  configKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.\-+]+$/, { message: 'validation.invalid' }),
  configValue: z.string().max(5000),
  configType: z.enum(['Y', 'N']).default('N'),
  remark: z.string().trim().max(500).optional().default(''),
});
export type ConfigInput = z.infer<typeof configSchema>;
export const updateConfigSchema = configSchema.extend({ configId: recordIdSchema });
