import type { TimeoutOverrides } from './timeout-policy.ts';

/**
 * The per-path timeouts in force. Empty until the shell has loaded the dictionary after sign-in;
 * calls made before that (sign-in, the first session calls) use the defaults.
 */
let overrides: TimeoutOverrides = new Map();

export function setTimeoutOverrides(next: TimeoutOverrides): void {
  overrides = next;
}

export function currentTimeoutOverrides(): TimeoutOverrides {
  return overrides;
}
