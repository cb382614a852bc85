import type { TimerView } from '@venus/shared';
import { useTranslation } from 'react-i18next';
import { elapsedAt, formatElapsed, runningTimer } from './timer-clock.ts';

interface TimerBadgeProps {
  timers: readonly TimerView[];
  now: number | null;
  onOpen: () => void;
}

/** Beside the button: the running timer's time, or how many wait paused; nothing without timers. */
export function TimerBadge({ timers, now, onOpen }: TimerBadgeProps) {
  const { t } = useTranslation();
  if (timers.length === 0) return null;
  const running = runningTimer(timers);
  const text = running
    ? formatElapsed(elapsedAt(running, now ?? Date.parse(running.serverNow)))
    : t('worklogTimer.pausedCount', { count: timers.length });
  return (
    <button
      type="button"
      className={`venus-float-timer__badge${running ? ' is-running' : ''}`}
      data-state={running ? 'running' : 'paused'}
      aria-label={t('worklogTimer.openPanel')}
      onClick={onOpen}
    >
      {running ? <span className="venus-float-timer__pulse" aria-hidden /> : null}
      <span className="venus-float-timer__badge-text">{text}</span>
    </button>
  );
}
