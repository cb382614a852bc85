import { describe, expect, it } from 'vitest';
import { countdownStartFor, secondsUntilResend } from './verification-countdown.ts';

const T0 = 1_700_000_000_000;

describe('verification-code button countdown (spec §4, 60 s)', () => {
  it('may send before any code was sent', () => {
    expect(secondsUntilResend(null, T0)).toBe(0);
  });

  it('is disabled for 60 seconds right after a send', () => {
    expect(secondsUntilResend(T0, T0)).toBe(60);
  });

  it('counts down by whole seconds, rounding up', () => {
    expect(secondsUntilResend(T0, T0 + 1)).toBe(60);
    expect(secondsUntilResend(T0, T0 + 1_000)).toBe(59);
    expect(secondsUntilResend(T0, T0 + 59_001)).toBe(1);
  });

  it('re-enables at 60 seconds and stays enabled', () => {
    expect(secondsUntilResend(T0, T0 + 60_000)).toBe(0);
    expect(secondsUntilResend(T0, T0 + 600_000)).toBe(0);
  });

  it('never shows more than the full countdown, even if the clock went back', () => {
    expect(secondsUntilResend(T0, T0 - 5_000)).toBe(60);
  });

  it("resumes from the server's remaining seconds after a refused resend", () => {
    const start = countdownStartFor(42, T0);
    expect(secondsUntilResend(start, T0)).toBe(42);
    expect(secondsUntilResend(countdownStartFor(99, T0), T0)).toBe(60);
    expect(secondsUntilResend(countdownStartFor(-3, T0), T0)).toBe(0);
  });
});
