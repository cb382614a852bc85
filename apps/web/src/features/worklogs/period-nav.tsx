import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isoOf, shiftDate, todayIso } from './worklog-dates.ts';

interface PeriodNavProps {
  /** Any date of the period shown. */
  date: string;
  unit: 'day' | 'week';
  onChange: (date: string) => void;
}

/** Previous / next day or week, a calendar to jump, and back to today. */
export function PeriodNav({ date, unit, onChange }: PeriodNavProps) {
  const { t } = useTranslation();
  const step = unit === 'week' ? 7 : 1;
  return (
    <Space.Compact className="venus-worklogs__period">
      <Button
        icon={<LeftOutlined />}
        aria-label={t(`worklog.period.previous.${unit}`)}
        title={t(`worklog.period.previous.${unit}`)}
        onClick={() => onChange(shiftDate(date, -step))}
      />
      <DatePicker
        allowClear={false}
        picker={unit === 'week' ? 'week' : 'date'}
        // antd's English week reads "2026-48th": the week is said as people say it, per language.
        {...(unit === 'week' ? { format: t('worklog.period.weekFormat') } : {})}
        value={dayjs(date)}
        onChange={(day) => day && onChange(isoOf(day))}
        aria-label={t('worklog.period.choose')}
      />
      <Button
        icon={<RightOutlined />}
        aria-label={t(`worklog.period.next.${unit}`)}
        title={t(`worklog.period.next.${unit}`)}
        onClick={() => onChange(shiftDate(date, step))}
      />
      <Button onClick={() => onChange(todayIso())}>{t('worklog.period.today')}</Button>
    </Space.Compact>
  );
}
