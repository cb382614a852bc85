import { FieldTimeOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../app/session/session-queries.ts';
import { useUserSettings } from '../../../app/settings/use-user-settings.ts';
import { useDeviceClass } from '../../../app/use-device.ts';
import { useServerClock } from '../../../shell/server-clock/use-server-clock.ts';
import { useTimerMessages, useTimers } from './timer-api.ts';
import { TimerBadge } from './timer-badge.tsx';
import { isShortPress } from './timer-clock.ts';
import { TimerPanel } from './timer-panel.tsx';
import { showsFloatingTimer } from './timer-visibility.ts';
import './timer.css';

/**
 * The floating timer (spec §6; issue 10 item 2): on desktops, for people who write time, unless
 * they turned it off in their settings (showFloatTimer).
 */
export function FloatingTimer({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const device = useDeviceClass();
  const { data: info } = useUserInfo();
  const { showFloatTimer } = useUserSettings();
  const shown = showsFloatingTimer(info?.permissions ?? [], device, showFloatTimer);
  useTimerMessages(shown);
  if (!shown) return null;
  return <TimerDock onToggleSidebar={onToggleSidebar} />;
}

/**
 * The button bottom-right: a short click (under 100 ms) folds the sidebar, as the spec has it; a
 * longer press, the badge, or the keyboard opens the panel.
 */
function TimerDock({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pressedAt = useRef<number | null>(null);
  const { data: timers = [] } = useTimers(true);
  const now = useServerClock();

  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0) pressedAt.current = event.timeStamp;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pressedAt.current === null) return;
    // The events' own time stamps: a busy page running the handlers late does not lengthen a click.
    const pressed = event.timeStamp - pressedAt.current;
    pressedAt.current = null;
    if (isShortPress(pressed)) onToggleSidebar();
    else setOpen((before) => !before);
  };

  return (
    <div className="venus-float-timer" data-testid="float-timer">
      {open ? <TimerPanel timers={timers} now={now} onClose={() => setOpen(false)} /> : null}
      <div className="venus-float-timer__dock">
        <TimerBadge timers={timers} now={now} onOpen={() => setOpen((before) => !before)} />
        <Tooltip title={t('worklogTimer.buttonHint')} placement="left" mouseEnterDelay={0.8}>
          <button
            type="button"
            className="venus-float-timer__button"
            aria-label={t('worklogTimer.button')}
            aria-expanded={open}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              pressedAt.current = null;
            }}
            onClick={(event) => {
              // A pointer click was handled on release; Enter or Space (detail 0) opens the panel.
              if (event.detail === 0) setOpen((before) => !before);
            }}
          >
            <FieldTimeOutlined />
          </button>
        </Tooltip>
      </div>
    </div>
  );
}
