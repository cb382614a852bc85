import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/select.tsx';

/** Years offered around the one shown: the firm plans a year or two ahead, and looks back. */
const YEARS_AROUND = 5;

/**
 * The calendar's year and month choosers. antd's own header gives its two selects no label (axe
 * "label", critical; issue 27 item 22): the same choosers, named.
 */
export function CalendarHeader({ value, onChange }: { value: Dayjs; onChange: (date: Dayjs) => void }) {
  const { t } = useTranslation();
  const year = value.year();
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, index) => year - YEARS_AROUND + index);
  return (
    <div className="venus-calendar-header">
      <Select
        aria-label={t('holidays.year')}
        value={year}
        options={years.map((option) => ({ value: option, label: String(option) }))}
        onChange={(next: number) => onChange(value.year(next))}
      />
      <Select
        aria-label={t('holidays.month')}
        value={value.month()}
        options={Array.from({ length: 12 }, (_, month) => ({
          value: month,
          label: value.month(month).format('MMM'),
        }))}
        onChange={(next: number) => onChange(value.month(next))}
      />
    </div>
  );
}
