/** Spec §9 Shell: the version is checked at most every 300000 ms. */
export const VERSION_CHECK_INTERVAL_MS = 300_000;

export interface CheckMoment {
  now: number;
  /** When this browser tab last asked the server, or null if it never has. */
  lastCheckedAt: number | null;
  isMobile: boolean;
}

/** Spec §4 Version check: when the tab becomes visible, not on a phone, and not within 5 minutes of the last check. */
export function shouldCheckVersion({ now, lastCheckedAt, isMobile }: CheckMoment): boolean {
  if (isMobile) return false;
  return lastCheckedAt === null || now - lastCheckedAt > VERSION_CHECK_INTERVAL_MS;
}

export type VersionVerdict = 'unchanged' | 'remember' | 'prompt';

/**
 * What to do with the server's answer. With nothing stored yet there is nothing to compare, so the
 * version is only remembered; a difference prompts a reload; nothing released changes nothing.
 */
export function judgeVersion(stored: string | null, server: string | null): VersionVerdict {
  if (server === null || server === '') return 'unchanged';
  if (stored === null) return 'remember';
  return stored === server ? 'unchanged' : 'prompt';
}
