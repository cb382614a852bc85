import type { Language } from '../i18n/language.ts';
import { translate } from '../i18n/messages.ts';
import { type DecimalInput, decimalText, toDecimal } from './exact-decimal.ts';
import { MONEY_DECIMALS } from './money-input.rules.ts';

/** Spec §9: amounts of 1,000,000 or more may be shown in units of 10,000 (万). */
export const TEN_THOUSAND_THRESHOLD = 1_000_000;
const TEN_THOUSAND = 10_000;

export interface MoneyFormatOptions {
  /** Show amounts of 1,000,000 or more in units of 万 (the caller asks; e.g. report cards). */
  tenThousands?: boolean;
  /** Language of the 万 unit; cn by default. */
  lang?: Language;
}

/** Puts thousands separators into plain decimal text: "-1234567.50" → "-1,234,567.50". */
export function groupThousands(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Spec §9 "Formatting uses 2 decimals and thousands separators". Shown in 万 the amount keeps
 * 2 decimals of 万 (to the nearest 100), half up: 1,234,567.89 → "123.46万" (decision 0011).
 * Nothing to show (null, undefined, '') is the empty text, not "0.00", so a missing amount is
 * not mistaken for a zero one. Text that is not a number throws: it is a bug to surface.
 */
export function formatMoney(value: DecimalInput, options: MoneyFormatOptions = {}): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return '';
  }
  const amount = toDecimal(value);
  if (options.tenThousands && amount.abs().gte(TEN_THOUSAND_THRESHOLD)) {
    const inUnits = groupThousands(decimalText(amount.dividedBy(TEN_THOUSAND), MONEY_DECIMALS));
    return translate(options.lang ?? 'cn', 'money.inTenThousands', { amount: inUnits });
  }
  return groupThousands(decimalText(amount, MONEY_DECIMALS));
}
