import { VERIFICATION_CODE_LIMITS } from '@venus/shared';

/** Spec §4 / §9: after a send the button waits this long before it may send again. */
export const VERIFICATION_COUNTDOWN_SECONDS = VERIFICATION_CODE_LIMITS.resendSeconds;

/**
 * Seconds the verification-code button stays disabled, counted from when the countdown began;
 * 0 means it may send. Computed from the clock rather than counted down tick by tick, so a
 * throttled background tab still re-enables on time.
 */
export function secondsUntilResend(
  startedAt: number | null,
  now: number,
  seconds: number = VERIFICATION_COUNTDOWN_SECONDS,
): number {
  if (startedAt === null) return 0;
  const left = Math.ceil(seconds - (now - startedAt) / 1000);
  return Math.min(seconds, Math.max(0, left));
}

/**
 * When the server refuses a send because one went out moments ago, it says how many seconds
 * remain; the countdown starts as if it had begun that long before.
 */
export function countdownStartFor(
  remainingSeconds: number,
  now: number,
  seconds: number = VERIFICATION_COUNTDOWN_SECONDS,
): number {
  return now - (seconds - Math.min(seconds, Math.max(0, remainingSeconds))) * 1000;
}
