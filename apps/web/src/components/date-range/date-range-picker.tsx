import type { DateRange, DateRangeLimits } from '@venus/shared';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './date-range.css';
import { browserToday, isDayDisabled, presetRanges, type RangeSide, rangeOf } from './date-range-logic.ts';

const FORMAT = 'YYYY-MM-DD';
const toDay = (iso: string | null | undefined): Dayjs | null => (iso ? dayjs(iso, FORMAT) : null);

export interface DateRangePickerProps extends DateRangeLimits {
  value?: DateRange | null;
  onChange?: (range: DateRange) => void;
  /** Today for the presets; the browser's day unless the page knows the server's. */
  today?: string;
  /** Offer the spec's presets (30, 90, 180 days, 1 year, 3 years, year start). */
  withPresets?: boolean;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Spec §5/§9 date range: YYYY-MM-DD, the start never after the end from either side, an
 * optional earliest start and latest end, and presets. Either end may stay open.
 */
export function DateRangePicker({
  value,
  onChange,
  minStart,
  maxEnd,
  today,
  withPresets = true,
  ...rest
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const limits: DateRangeLimits = { minStart: minStart ?? null, maxEnd: maxEnd ?? null };
  const chosen = rangeOf(value?.start, value?.end);
  // Mid-pick, the other end's greyed-out days follow what was just clicked, before onChange.
  const [draft, setDraft] = useState<DateRange | null>(null);
  const [side, setSide] = useState<RangeSide>('start');
  const current = draft ?? chosen;
  // The same value object until the range changes: a new one each render would make the picker
  // drop a half-picked range when it re-renders mid-pick.
  const shown = useMemo<[Dayjs | null, Dayjs | null]>(
    () => [toDay(chosen.start), toDay(chosen.end)],
    [chosen.start, chosen.end],
  );

  return (
    <DatePicker.RangePicker
      {...rest}
      format={FORMAT}
      className={['venus-date-range', rest.className].filter(Boolean).join(' ')}
      classNames={{ popup: { root: 'venus-date-range__popup' } }}
      allowEmpty={[true, true]}
      order={false}
      value={shown}
      placeholder={[t('blocks.dateRange.start'), t('blocks.dateRange.end')]}
      disabledDate={(day) => isDayDisabled(day.format(FORMAT), side, current, limits)}
      presets={
        withPresets
          ? presetRanges(today ?? browserToday(), limits).map((preset) => ({
              label: t(`blocks.dateRange.preset.${preset.preset}`),
              value: [dayjs(preset.start, FORMAT), dayjs(preset.end, FORMAT)],
            }))
          : undefined
      }
      onFocus={(_event, info) => setSide(info.range ?? 'start')}
      // The picker focuses the field it moves on to, so focus tells which end is being picked.
      onCalendarChange={(days) => setDraft(rangeOf(days?.[0]?.format(FORMAT), days?.[1]?.format(FORMAT)))}
      onOpenChange={(open) => {
        if (!open) setDraft(null);
      }}
      onChange={(days) => {
        setDraft(null);
        onChange?.(rangeOf(days?.[0]?.format(FORMAT), days?.[1]?.format(FORMAT)));
      }}
    />
  );
}
