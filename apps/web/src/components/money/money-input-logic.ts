import { type MoneyBlurOptions, normaliseMoneyOnBlur, sanitiseMoneyInput } from '@venus/shared';

/** The options of one money field (decision 0011 says what each rule does). */
export type MoneyFieldRules = MoneyBlurOptions;

/**
 * What a keystroke or paste leaves in the box: the shared input rule (digits, one point, a
 * leading minus when allowed, clamped to ±999,999,999).
 */
export function typedMoney(text: string, rules: MoneyFieldRules): string {
  return sanitiseMoneyInput(text, rules);
}

/** The field's value once the person leaves it: 2 decimals, and 0.00 or nothing when empty. */
export function settledMoney(text: string | null | undefined, rules: MoneyFieldRules): string | undefined {
  return normaliseMoneyOnBlur(text ?? '', rules);
}

/** Phones show the keypad that can type what the field accepts. */
export function moneyInputMode(rules: MoneyFieldRules): 'numeric' | 'decimal' | 'text' {
  // iOS numeric and decimal keypads have no minus key.
  if (rules.allowNegative) return 'text';
  return rules.integerOnly ? 'numeric' : 'decimal';
}
