import { Input, type InputProps } from 'antd';
import { type MoneyFieldRules, moneyInputMode, settledMoney, typedMoney } from './money-input-logic.ts';
import './money.css';

export interface MoneyInputProps
  extends MoneyFieldRules,
    Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'inputMode'> {
  /** Decimal text ("1234.50"), never a float; undefined when empty and allowed. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
}

/**
 * Spec §5 "Money input": filters every keystroke by the shared rule and settles 2 decimals on
 * blur, so the value handed to a form is the decimal text the server's money schema accepts.
 */
export function MoneyInput({
  value,
  onChange,
  onBlur,
  allowNegative,
  integerOnly,
  allowEmpty,
  ...rest
}: MoneyInputProps) {
  const rules: MoneyFieldRules = {
    ...(allowNegative !== undefined && { allowNegative }),
    ...(integerOnly !== undefined && { integerOnly }),
    ...(allowEmpty !== undefined && { allowEmpty }),
  };
  return (
    <Input
      {...rest}
      value={value ?? ''}
      inputMode={moneyInputMode(rules)}
      className={['venus-money-input', rest.className].filter(Boolean).join(' ')}
      onChange={(event) => onChange?.(typedMoney(event.target.value, rules))}
      onBlur={() => {
        const settled = settledMoney(value, rules);
        if (settled !== (value ?? undefined)) onChange?.(settled);
        onBlur?.();
      }}
    />
  );
}
