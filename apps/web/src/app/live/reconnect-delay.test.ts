import { describe, expect, it } from 'vitest';
import { RECONNECT, reconnectDelay } from './reconnect-delay.ts';

describe('reconnect delay', () => {
  it('doubles from a second and stops at half a minute', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('takes at most a fifth off at random, so browsers do not return all at once', () => {
    expect(reconnectDelay(10, () => 0.999)).toBeGreaterThan(RECONNECT.maxMs * 0.8);
    expect(reconnectDelay(0, () => 0.5)).toBe(900);
  });
});
