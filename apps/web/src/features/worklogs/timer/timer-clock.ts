import type { TimerView } from '@venus/shared';

/**
 * A timer's time at `serverNow` (the server's clock, not this machine's): the banked time plus
 * the current run, so every tab shows the same figure whatever its own clock says.
 */
export function elapsedAt(timer: Pick<TimerView, 'elapsedMs' | 'runningSince'>, serverNow: number): number {
  if (!timer.runningSince) return timer.elapsedMs;
  return timer.elapsedMs + Math.max(0, serverNow - Date.parse(timer.runningSince));
}

/** `H:MM:SS`, hours unbounded: a timer left running over a weekend still reads correctly. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The one running timer, if any (the server keeps at most one). */
export function runningTimer(timers: readonly TimerView[]): TimerView | undefined {
  return timers.find((timer) => timer.state === 'running');
}
