/** Spec §9 Network: network toasts appear at most once per 5 seconds. */
export const NETWORK_TOAST_INTERVAL_MS = 5_000;

/** Returns a gate that opens at most once per interval; the clock is injectable for tests. */
export function createThrottle(intervalMs: number, now: () => number = () => Date.now()): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const current = now();
    if (current - last < intervalMs) return false;
    last = current;
    return true;
  };
}
