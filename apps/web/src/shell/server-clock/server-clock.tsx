import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatClock } from './clock-offset.ts';
import { useServerClock } from './use-server-clock.ts';
import './server-clock.css';

/** The firm's time in the header (spec §4 Server clock), so deadlines are read against one clock. */
export function ServerClock() {
  const { t } = useTranslation();
  const now = useServerClock();
  if (now === null) return null;
  return (
    <span
      className="venus-server-clock"
      role="timer"
      title={t('serverClock.title')}
      aria-label={t('serverClock.title')}
    >
      <ClockCircleOutlined />
      <time dateTime={new Date(now).toISOString()}>{formatClock(now)}</time>
    </span>
  );
}
