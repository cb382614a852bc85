import { pageQuerySchema } from '@venus/shared';
import { z } from 'zod';

export const timeoutLogQuerySchema = pageQuerySchema(['createdAt', 'userName', 'url', 'method']).extend({
  userName: z.string().max(64).optional(),
  url: z.string().max(500).optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  beginTime: z.coerce.date().optional(),
  endTime: z.coerce.date().optional(),
});
export type TimeoutLogQuery = z.infer<typeof timeoutLogQuerySchema>;

export const timeoutLogRowSchema = z.object({
  id: z.number(),
  userId: z.number(),
  userName: z.string(),
  url: z.string(),
  method: z.string(),
  createdAt: z.date(),
});
