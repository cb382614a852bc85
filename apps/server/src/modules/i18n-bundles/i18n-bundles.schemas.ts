import { LANGUAGES, pageQuerySchema } from '@venus/shared';
import { z } from 'zod';

export const i18nBundleListQuerySchema = pageQuerySchema(['id', 'key', 'updatedAt']).extend({
  key: z.enum(LANGUAGES).optional(),
});
export type I18nBundleListQuery = z.infer<typeof i18nBundleListQuerySchema>;

export const i18nBundleRowSchema = z.object({
  id: z.number(),
  key: z.string(),
  i18nJson: z.string(),
  remark: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const servedBundleSchema = z.object({ key: z.string(), i18nJson: z.string() }).nullable();
