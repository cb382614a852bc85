import { decimalText, ExactDecimal, toDecimal } from './exact-decimal.ts';

/** Spec §5 / §9: money input is limited to -999999999 … 999999999. */
export const MONEY_MAX = 999_999_999;
export const MONEY_MIN = -MONEY_MAX;
export const MONEY_DECIMALS = 2;

export interface MoneyInputOptions {
  /** A leading minus is kept only when the field allows negative amounts. */
  allowNegative?: boolean;
  /** Whole amounts only: every non-digit is stripped. */
  integerOnly?: boolean;
}

export interface MoneyBlurOptions extends MoneyInputOptions {
  /** An empty field stays empty (undefined) instead of becoming 0.00. */
  allowEmpty?: boolean;
}

const hasDigit = (text: string) => /\d/.test(text);

/** Clamps an amount into ±999999999 and answers it as plain decimal text. */
export function clampMoney(value: string | number): string {
  const amount = toDecimal(value);
  return decimalText(ExactDecimal.min(MONEY_MAX, ExactDecimal.max(MONEY_MIN, amount)));
}

/** Keeps digits and the first decimal point; later points are dropped. */
function keepDigitsAndOnePoint(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point < 0) return cleaned;
  return cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replaceAll('.', '');
}

/**
 * Spec §5 "Money input", applied on every keystroke or paste: only digits, one decimal point
 * and a leading minus when negatives are allowed; a number past the limit is clamped to it.
 * Text still being typed ("12.", "-") is kept as typed so the user can go on typing.
 */
export function sanitiseMoneyInput(text: string, options: MoneyInputOptions = {}): string {
  const negative = options.allowNegative === true && text.trimStart().startsWith('-');
  let body = options.integerOnly ? text.replace(/\D/g, '') : keepDigitsAndOnePoint(text);
  // decimal.js reads "12." and ".5" as 12 and 0.5, so half-typed text compares fine.
  if (hasDigit(body) && toDecimal(body).gt(MONEY_MAX)) body = String(MONEY_MAX);
  return (negative ? '-' : '') + body;
}

/**
 * Spec §5: on blur the amount gets its 2 decimals (half up); an empty field becomes 0.00, or
 * stays empty (undefined) when the field allows it. Whole-amount fields show no decimals.
 */
export function normaliseMoneyOnBlur(text: string, options: MoneyBlurOptions = {}): string | undefined {
  const typed = sanitiseMoneyInput(text, options);
  const digits = options.integerOnly ? 0 : MONEY_DECIMALS;
  if (!hasDigit(typed)) return options.allowEmpty ? undefined : decimalText(toDecimal(0), digits);
  return decimalText(toDecimal(clampMoney(typed)), digits);
}
