import { z } from 'zod';

/** Spec §7 POST /hankun/timeoutLog: the call that timed out, as the client saw it. */
export const timeoutLogSchema = z.object({
  url: z.string().trim().min(1).max(500),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
});
export type TimeoutLogInput = z.infer<typeof timeoutLogSchema>;
