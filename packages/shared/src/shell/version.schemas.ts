import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

/** Version history (spec §3 Version info): '0' released, '1' withdrawn (the firm's normal/disabled pair). */
export const VERSION_STATUSES = ['0', '1'] as const;
export const VERSION_RELEASED = '0';
export const VERSION_LIMITS = { ver: 32, content: 2000 } as const;

/**
 * Spec §7 "version call with argument 4": the argument names the client asking. The web client is
 * 4, the only client the firm runs, so it is the only one accepted.
 */
export const WEB_CLIENT_KIND = 4;

export const versionSchema = z.object({
  ver: z.string().trim().min(1).max(VERSION_LIMITS.ver),
  content: z.string().trim().max(VERSION_LIMITS.content).optional().default(''),
  status: z.enum(VERSION_STATUSES).default(VERSION_RELEASED),
});
export type VersionInput = z.infer<typeof versionSchema>;
export const updateVersionSchema = versionSchema.extend({ versionId: recordIdSchema });

/** What the version call answers: the current released version (all null when none) and the server's time. */
export interface CurrentVersion {
  status: string | null;
  ver: string | null;
  content: string | null;
  /** Server time, epoch milliseconds. */
  serverDate: number;
}
