import type { DictOption } from '@venus/shared';
import { API_BASE } from './request-url.ts';

/** Spec §9 Timeouts: 30 s for a call unless the firm set another for its path. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec §9 Timeouts: the download client waits 600 s. */
export const DOWNLOAD_TIMEOUT_MS = 600_000;
/** The dictionary holding the per-path overrides: label is the API path, value the milliseconds. */
export const INTERFACE_TIMEOUT_DICT = 'interface_timeout';

export type TimeoutOverrides = ReadonlyMap<string, number>;
export type RequestKind = 'call' | 'download';

/** `/venus-api/x/y?z=1` and `x/y` both become `/x/y`, the form the dictionary names paths in. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.trim();
  const rooted = bare.startsWith('/') ? bare : `/${bare}`;
  const unprefixed =
    rooted === API_BASE || rooted.startsWith(`${API_BASE}/`) ? rooted.slice(API_BASE.length) : rooted;
  return unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed || '/';
}

/** The dictionary's enabled options as path → milliseconds; a value that is not a positive whole number is ignored. */
export function overridesFromDictionary(options: readonly DictOption[]): Map<string, number> {
  const overrides = new Map<string, number>();
  for (const option of options) {
    if (option.disabled) continue;
    const ms = Number(option.dictValue);
    if (!Number.isInteger(ms) || ms <= 0) continue;
    overrides.set(normalisePath(option.dictLabel), ms);
  }
  return overrides;
}

/** The path's own timeout when the firm set one (exact path), else the default of its kind. */
export function timeoutFor(path: string, overrides: TimeoutOverrides, kind: RequestKind = 'call'): number {
  return (
    overrides.get(normalisePath(path)) ?? (kind === 'download' ? DOWNLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS)
  );
}

/** Spec §8 Timeout: every timed-out call is reported here. */
export const TIMEOUT_REPORT_PATH = '/hankun/timeoutLog';

/** A timed-out report is not reported again, or a slow server would be sent a loop of reports. */
export function shouldReportTimeout(path: string): boolean {
  return normalisePath(path) !== TIMEOUT_REPORT_PATH;
}
