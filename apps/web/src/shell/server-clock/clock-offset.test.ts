import { describe, expect, it } from 'vitest';
import { clockOffset, formatClock, serverNow } from './clock-offset.ts';

describe('server clock', () => {
  it("measures the server's offset at the midpoint of the round trip", () => {
    // Sent at 1000, answered at 1200: the server read 61100 at about 1100.
    expect(clockOffset(1_000, 1_200, 61_100)).toBe(60_000);
    expect(clockOffset(5_000, 5_000, 4_000)).toBe(-1_000);
  });

  it("runs from this machine's ticks plus the offset, not from this machine's time", () => {
    expect(serverNow(10_000, 60_000)).toBe(70_000);
    expect(serverNow(10_000, -3_000)).toBe(7_000);
  });

  it('shows date and time to the second', () => {
    expect(formatClock(new Date(2026, 2, 5, 9, 4, 7).getTime())).toBe('2026-03-05 09:04:07');
  });
});
