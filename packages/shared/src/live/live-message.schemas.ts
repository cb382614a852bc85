import { z } from 'zod';
import { timerView } from '../worklogs/timer.schemas.ts';

/** Spec §7 "Socket events": the kinds of live message the server pushes. */
export const LIVE_EVENTS = ['msg', 'allUserMsg', 'eciProgressMsg', 'timerMsg', 'mergeAsyncMsg'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];

export const LIVE_MESSAGE_LIMITS = { msgTitle: 100, msgContent: 2000, eventBus: 500 } as const;

/** One client event name in `eventBus`: a word the web's event bus can raise. */
const EVENT_NAME = /^[A-Za-z][\w.:-]{0,63}$/;

/**
 * Spec §3 "Socket message": msgTitle, msgContent and eventBus (comma-separated names of events the
 * client raises on arrival). `event` says which socket event it is.
 */
export const liveMessageSchema = z.strictObject({
  event: z.enum(LIVE_EVENTS),
  msgTitle: z.string().trim().max(LIVE_MESSAGE_LIMITS.msgTitle).default(''),
  msgContent: z.string().trim().max(LIVE_MESSAGE_LIMITS.msgContent).default(''),
  eventBus: z
    .string()
    .trim()
    .max(LIVE_MESSAGE_LIMITS.eventBus)
    .refine((value) => splitEventBus(value).every((name) => EVENT_NAME.test(name)))
    .default(''),
  /** timerMsg only: the person's floating timers as they now are (spec §7; issue 10). */
  timers: z.array(timerView).optional(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** The event names listed in a message's `eventBus`, without blanks. */
export function splitEventBus(eventBus: string): string[] {
  return eventBus
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Who an administrator's notice goes to: one user (socket event msg) or everyone (allUserMsg). */
export const NOTICE_RECIPIENTS = ['user', 'all'] as const;

export const sendNoticeSchema = z
  .strictObject({
    recipient: z.enum(NOTICE_RECIPIENTS),
    userId: z.number().int().positive().optional(),
    msgTitle: z.string().trim().min(1).max(LIVE_MESSAGE_LIMITS.msgTitle),
    msgContent: z.string().trim().min(1).max(LIVE_MESSAGE_LIMITS.msgContent),
  })
  .superRefine((value, ctx) => {
    if (value.recipient === 'user' && value.userId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'validation.required' });
    }
  });
export type SendNoticeInput = z.infer<typeof sendNoticeSchema>;

/**
 * Close codes of the live-message socket (4000-4999 are the application's). A browser never
 * sees why a handshake was refused, so the server accepts it and closes with one of these; the
 * client reconnects after anything else, but not after these.
 */
export const LIVE_SOCKET_CLOSE = {
  /** The address lacks a valid userId. */
  badRequest: 4400,
  /** No session, or the session ended (signed out, expired, revoked). */
  unauthorized: 4401,
  /** userId in the address is not the signed-in user. */
  forbidden: 4403,
} as const;

/** The server's path of the socket, used when config `system-socket-prod` is empty. */
export const LIVE_SOCKET_PATH = '/venus-api/websocket';
