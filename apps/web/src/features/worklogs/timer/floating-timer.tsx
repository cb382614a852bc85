import { FieldTimeOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../app/session/session-queries.ts';
import { useUserSettings } from '../../../app/settings/use-user-settings.ts';
import { useDeviceClass } from '../../../app/use-device.ts';
import { useServerClock } from '../../../shell/server-clock/use-server-clock.ts';
import { useTimerMessages, useTimers } from './timer-api.ts';
import { TimerBadge } from './timer-badge.tsx';
import { TimerPanel } from './timer-panel.tsx';
import { showsFloatingTimer } from './timer-visibility.ts';
import './timer.css';

/**
 * The floating timer (spec §6; issue 10 item 2): on desktops, for people who write time, unless
 * they turned it off in their settings (showFloatTimer).
 */
export function FloatingTimer() {
  const device = useDeviceClass();
  const { data: info } = useUserInfo();
  const { showFloatTimer } = useUserSettings();
  const shown = showsFloatingTimer(info?.permissions ?? [], device, showFloatTimer);
  useTimerMessages(shown);
  if (!shown) return null;
  return <TimerDock />;
}

/**
 * The button bottom-right opens the timer panel, whatever the length of the press: it shows a
 * timer, so a click on it must not do something else (issue 27 item 2 found a short click folding
 * the sidebar instead). The shell keeps a strip free for it so it covers no control.
 */
function TimerDock() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: timers = [] } = useTimers(true);
  const now = useServerClock();

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
            onClick={() => setOpen((before) => !before)}
          >
            <FieldTimeOutlined />
          </button>
        </Tooltip>
      </div>
    </div>
  );
}
