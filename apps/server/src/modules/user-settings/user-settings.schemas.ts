import {
  personalSettingsSchema,
  SETTING_TYPES,
  TABLE_SETTING_TYPES,
  tableSettingSchema,
} from '@venus/shared';
import { z } from 'zod';

export const settingQuerySchema = z.object({
  type: z.coerce.number().pipe(z.literal(SETTING_TYPES)).optional(),
});
export const tableTypeParamsSchema = z.object({
  type: z.coerce.number().pipe(z.literal(TABLE_SETTING_TYPES)),
});

export const settingRecordSchema = z.union([
  z.object({ type: z.literal(1), setting: personalSettingsSchema }),
  z.object({ type: z.number(), setting: tableSettingSchema }),
]);
