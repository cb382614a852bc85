import dayjs from 'dayjs';

/** Spec §9 Shell: the clock ticks every second. */
export const CLOCK_TICK_MS = 1_000;

/**
 * How far the server's clock is ahead of this machine's. The server read its clock somewhere
 * between sending and receiving, so the midpoint is the best guess of when.
 */
export function clockOffset(sentAt: number, receivedAt: number, serverTime: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/** The server's time now, from this machine's clock and the measured offset. */
export function serverNow(localNow: number, offset: number): number {
  return localNow + offset;
}

export function formatClock(time: number): string {
  return dayjs(time).format('YYYY-MM-DD HH:mm:ss');
}
