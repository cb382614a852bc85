import { Input, type InputRef } from 'antd';
import dayjs from 'dayjs';
import { forwardRef, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedDate, shiftDate } from '../worklog-dates.ts';

interface DateInputProps {
  /** ISO date when the text reads as one, otherwise the text as typed (the form rule refuses it). */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  className?: string;
  autoFocus?: boolean;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date typed, not picked: `2026-05-04`, `5-4` or just `4` (see parseTypedDate), ↑ / ↓ for the
 * next or previous day. A calendar would take the hands off the keyboard; the day strip above
 * the grid is there for the mouse. Focus selects the text, so typing replaces it.
 */
export const DateInput = forwardRef<InputRef, DateInputProps>(function DateInput(
  { value = '', onChange, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The form changed it (a new row, a click on a day): show the new date.
  useEffect(() => setText((before) => (parseTypedDate(before, value) === value ? before : value)), [value]);

  const change = (typed: string) => {
    setText(typed);
    onChange?.(parseTypedDate(typed, value) ?? typed);
  };
  const shift = (days: number) => {
    if (!ISO.test(value)) return;
    const next = shiftDate(value, days);
    setText(next);
    onChange?.(next);
  };

  return (
    <Input
      {...rest}
      ref={ref}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder="YYYY-MM-DD"
      suffix={
        <span className="venus-worklogs__weekday">
          {ISO.test(value) ? t(`worklog.weekday.${dayjs(value).day()}`) : ''}
        </span>
      }
      onFocus={(event) => event.target.select()}
      onBlur={() => setText(value)}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          shift(event.key === 'ArrowUp' ? 1 : -1);
        }
      }}
    />
  );
});
