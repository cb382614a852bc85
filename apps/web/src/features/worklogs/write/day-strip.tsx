import { DAY_CAP_HOURS, tenthsToHours, type WorklogWeek } from '@venus/shared';
import { Progress } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../worklog-dates.ts';
import { DAY_CAP_TENTHS, passesDayCap, tenthsOf } from '../worklog-totals.ts';

interface DayStripProps {
  dates: readonly string[];
  week: WorklogWeek | undefined;
  /** The row being written: its hours are shown on its day before they are saved. */
  pending: { date: string; tenths: number } | null;
  activeDate: string;
  onPick: (date: string) => void;
}

/**
 * The hours of each day of the period against the 24-hour cap, the row being written included,
 * so a day that would pass the cap shows red before the server refuses it. A click on a day puts
 * the row on that day (the mouse way to the date field).
 */
export function DayStrip({ dates, week, pending, activeDate, onPick }: DayStripProps) {
  const { t } = useTranslation();
  const today = todayIso();
  return (
    <section className="venus-worklogs__days" aria-label={t('worklog.write.dayTotals')}>
      {dates.map((date) => {
        const day = week?.days.find((item) => item.date === date);
        const saved = tenthsOf(day?.hours ?? '0');
        const adding = pending?.date === date ? pending.tenths : 0;
        const over = passesDayCap(saved, adding);
        const classes = [
          'venus-worklogs__day',
          date === activeDate ? 'venus-worklogs__day--active' : '',
          day?.missing ? 'venus-worklogs__day--missing' : '',
          day && !day.workingDay ? 'venus-worklogs__day--off' : '',
          over ? 'venus-worklogs__day--over' : '',
        ];
        return (
          <button
            type="button"
            key={date}
            className={classes.filter(Boolean).join(' ')}
            data-date={date}
            data-hours={tenthsToHours(saved)}
            // The strip is for the mouse; the keyboard types the date into the row.
            tabIndex={-1}
            // No time is written ahead: the server refuses a future date.
            disabled={date > today}
            onClick={() => onPick(date)}
          >
            <span className="venus-worklogs__day-name">
              {t(`worklog.weekday.${dayjs(date).day()}`)} {dayjs(date).format('MM-DD')}
            </span>
            <span className="venus-worklogs__day-hours">
              {t('worklog.write.dayOfCap', {
                hours: tenthsToHours(saved + adding),
                cap: DAY_CAP_HOURS,
              })}
            </span>
            {/* The hours are said in words just above: the bar only draws them (no second name). */}
            <Progress
              aria-hidden
              percent={Math.min(100, ((saved + adding) / DAY_CAP_TENTHS) * 100)}
              success={{ percent: (saved / DAY_CAP_TENTHS) * 100 }}
              showInfo={false}
              size="small"
              status={over ? 'exception' : 'normal'}
            />
            {over ? <span className="venus-worklogs__day-warn">{t('worklog.write.overCap')}</span> : null}
            {day?.missing && !over ? (
              <span className="venus-worklogs__day-warn">{t('worklog.week.missing')}</span>
            ) : null}
          </button>
        );
      })}
    </section>
  );
}
