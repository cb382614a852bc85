import { searchHistoryKindSchema } from '@venus/shared';
import { z } from 'zod';

export const historyListQuerySchema = z.object({ kind: searchHistoryKindSchema });
export const historyClearQuerySchema = z.object({ kind: searchHistoryKindSchema.optional() });

export const historyRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  value: z.string(),
  payload: z.unknown().nullable(),
  createdAt: z.date(),
});
