import { describe, expect, it } from 'vitest';
import { createThrottle, NETWORK_TOAST_INTERVAL_MS } from './toast-throttle.ts';

describe('createThrottle', () => {
  it('lets the first toast through', () => {
    const gate = createThrottle(NETWORK_TOAST_INTERVAL_MS, () => 1_000);
    expect(gate()).toBe(true);
  });

  it('holds back toasts within 5 seconds of the last one shown', () => {
    let now = 0;
    const gate = createThrottle(NETWORK_TOAST_INTERVAL_MS, () => now);
    expect(gate()).toBe(true);
    now = 4_999;
    expect(gate()).toBe(false);
  });

  it('lets a toast through again once 5 seconds have passed', () => {
    let now = 0;
    const gate = createThrottle(NETWORK_TOAST_INTERVAL_MS, () => now);
    gate();
    now = 3_000;
    gate();
    now = 5_000;
    expect(gate()).toBe(true);
  });
});
