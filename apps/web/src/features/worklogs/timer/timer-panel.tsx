import { CloseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { TIMERS_MAX, type TimerView, type WorklogView } from '@venus/shared';
import { Alert, Button, Empty, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimerMutations } from './timer-api.ts';
import { TimerCard } from './timer-card.tsx';

interface TimerPanelProps {
  timers: readonly TimerView[];
  /** The server's time, ticking; null until the server clock has answered. */
  now: number | null;
  onClose: () => void;
}

/** Where the entries a timer makes are listed. */
const MY_WORKLOG_PATH = '/worklog/myWorklog';

/** The timer panel: every timer of the person, one running at most, and a start for a new one. */
export function TimerPanel({ timers, now, onClose }: TimerPanelProps) {
  const { t } = useTranslation();
  const { start } = useTimerMutations();
  const [made, setMade] = useState<WorklogView | null>(null);
  const full = timers.length >= TIMERS_MAX;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section className="venus-timer-panel" role="dialog" aria-label={t('worklogTimer.title')}>
      <header className="venus-timer-panel__head">
        <Typography.Title level={5} className="venus-timer-panel__title">
          {t('worklogTimer.title')}
          <span className="venus-timer-panel__count">
            {timers.length}/{TIMERS_MAX}
          </span>
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          disabled={full}
          loading={start.isPending}
          title={full ? t('worklogTimer.full', { max: TIMERS_MAX }) : undefined}
          onClick={() => {
            setMade(null);
            start.mutate({});
          }}
        >
          {t('worklogTimer.start')}
        </Button>
        <Button type="text" icon={<CloseOutlined />} aria-label={t('worklogTimer.close')} onClick={onClose} />
      </header>
      <div className="venus-timer-panel__body">
        {made ? (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => setMade(null) }}
            className="venus-timer-panel__made"
            title={t('worklogTimer.made', { hours: made.hours })}
            description={
              <>
                <div className="venus-timer-panel__made-case">{made.projectName}</div>
                <Link to={MY_WORKLOG_PATH} onClick={onClose}>
                  {t('worklogTimer.viewEntries')}
                </Link>
              </>
            }
          />
        ) : null}
        {timers.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('worklogTimer.empty')} />
        ) : (
          <>
            <Typography.Text type="secondary" className="venus-timer-panel__hint">
              {t('worklogTimer.oneRunning')}
            </Typography.Text>
            {timers.map((timer) => (
              <TimerCard key={timer.timerId} timer={timer} now={now} onStopped={setMade} />
            ))}
          </>
        )}
      </div>
    </section>
  );
}
