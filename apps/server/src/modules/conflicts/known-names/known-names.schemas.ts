import { KNOWN_NAME_SOURCES, pageQuerySchema } from '@venus/shared';
import { z } from 'zod';

export const knownNameListQuerySchema = pageQuerySchema(['knownNameId', 'updatedAt']).extend({
  /** Any of an entry's names contains it (current or former). */
  name: z.string().trim().max(200).optional(),
  source: z.enum(KNOWN_NAME_SOURCES).optional(),
});
export type KnownNameListQuery = z.infer<typeof knownNameListQuerySchema>;

export const knownNameRowSchema = z.object({
  knownNameId: z.number(),
  names: z.array(z.string()),
  formerNames: z.array(z.string()),
  source: z.string(),
  remark: z.string(),
  createdAt: z.date(),
  createdBy: z.number().nullable(),
  updatedAt: z.date(),
  updatedBy: z.number().nullable(),
});
