import type { TimerView } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { elapsedAt, formatElapsed, runningTimer } from './timer-clock.ts';

const timer = (overrides: Partial<TimerView> = {}): TimerView => ({
  timerId: 1,
  projectId: null,
  projectNumber: null,
  projectName: '',
  narrative: '',
  state: 'paused',
  runningSince: null,
  elapsedMs: 0,
  serverNow: '2026-03-05T09:00:00.000Z',
  ...overrides,
});

describe('floating timer clock', () => {
  it('counts banked time plus the current run on the server clock', () => {
    const since = Date.parse('2026-03-05T09:00:00.000Z');
    const running = timer({ state: 'running', runningSince: '2026-03-05T09:00:00.000Z', elapsedMs: 90_000 });
    expect(elapsedAt(running, since + 30_000)).toBe(120_000);
    // A paused timer stands still whatever the clock says.
    expect(elapsedAt(timer({ elapsedMs: 90_000 }), since + 3_600_000)).toBe(90_000);
    // A server clock read a moment behind the start never counts backwards.
    expect(elapsedAt(running, since - 5_000)).toBe(90_000);
  });

  it('shows hours, minutes and seconds, hours past a day included', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(61_999)).toBe('0:01:01');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(27 * 3_600_000)).toBe('27:00:00');
  });

  it('finds the running timer among paused ones', () => {
    const timers = [timer({ timerId: 1 }), timer({ timerId: 2, state: 'running' })];
    expect(runningTimer(timers)?.timerId).toBe(2);
    expect(runningTimer([timer()])).toBeUndefined();
  });
});
