import { type DecimalInput, formatMoney } from '@venus/shared';
import { useLanguage } from '../../i18n/use-language.ts';
import './money.css';

export interface MoneyTextProps {
  value: DecimalInput;
  /** Amounts of 1,000,000 or more in units of 万 (spec §9), when the page asks for it. */
  tenThousands?: boolean;
  className?: string;
}

/** An amount as the spec shows money: 2 decimals, thousands separators, optionally in 万. */
export function MoneyText({ value, tenThousands = false, className }: MoneyTextProps) {
  const { language } = useLanguage();
  return (
    <span className={['venus-money-text', className].filter(Boolean).join(' ')}>
      {formatMoney(value, { tenThousands, lang: language })}
    </span>
  );
}
