import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { normalisedHours } from './entry-values.ts';

interface HoursInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * Hours as the timekeeper types them (1.5, 90m, 1h20m) with what they count as beside them
 * ("= 1.4 h"), rounded up to the 6-minute step by the same rule the server applies.
 */
export function HoursInput({ value = '', onChange, ...rest }: HoursInputProps) {
  const { t } = useTranslation();
  const hours = value.trim() === '' ? null : normalisedHours(value);
  const typedOther = hours !== null && hours !== value.trim();
  return (
    <Input
      {...rest}
      value={value}
      autoComplete="off"
      placeholder={t('worklog.entry.hoursPlaceholder')}
      onChange={(event) => onChange?.(event.target.value)}
      suffix={
        <span className="venus-worklogs__hours-normal" data-testid="hours-normalised">
          {typedOther ? t('worklog.entry.hoursNormalised', { hours }) : ''}
        </span>
      }
    />
  );
}
