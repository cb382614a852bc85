import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { NARRATIVE_MAX } from './worklog.schemas.ts';

/** How many timers one person may keep (one running, the rest paused). */
export const TIMERS_MAX = 10;

/**
 * A floating timer (spec §6 floating timer; socket event timerMsg). Server state, so it survives
 * a reload and is the same timer on every tab and device; elapsed time is counted on the server's
 * clock: `elapsedMs` banked before the current run, plus now − `runningSince` while it runs.
 */
export const timerView = z.object({
  timerId: z.number(),
  projectId: z.number().nullable(),
  projectNumber: z.string().nullable(),
  projectName: z.string(),
  narrative: z.string(),
  state: z.enum(['running', 'paused']),
  runningSince: z.string().nullable(),
  elapsedMs: z.number(),
  serverNow: z.string(),
});
export type TimerView = z.infer<typeof timerView>;

const id = recordIdSchema;

export const timerStartSchema = z.strictObject({
  projectId: id.nullable().default(null),
  narrative: z.string().trim().max(NARRATIVE_MAX).default(''),
});
export const timerUpdateSchema = z.strictObject({
  timerId: id,
  projectId: id.nullable(),
  narrative: z.string().trim().max(NARRATIVE_MAX),
});
export const timerIdSchema = z.strictObject({ timerId: id });
export type TimerStartInput = z.infer<typeof timerStartSchema>;
export type TimerUpdateInput = z.infer<typeof timerUpdateSchema>;

/** What `timerMsg` carries: the person's timers as they now are, for every open tab. */
export const timerMessageSchema = z.object({ timers: z.array(timerView) });
