import { pageQuerySchema, VERSION_STATUSES, WEB_CLIENT_KIND } from '@venus/shared';
import { z } from 'zod';

export const versionListQuerySchema = pageQuerySchema(['versionId', 'ver', 'createdAt']).extend({
  ver: z.string().max(32).optional(),
  status: z.enum(VERSION_STATUSES).optional(),
});
export type VersionListQuery = z.infer<typeof versionListQuerySchema>;

export const versionRowSchema = z.object({
  versionId: z.number(),
  ver: z.string(),
  content: z.string(),
  status: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const clientKindParamsSchema = z.object({
  clientKind: z.coerce.number().pipe(z.literal(WEB_CLIENT_KIND)),
});

export const currentVersionSchema = z.object({
  status: z.string().nullable(),
  ver: z.string().nullable(),
  content: z.string().nullable(),
  serverDate: z.number(),
});
