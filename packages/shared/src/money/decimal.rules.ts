import { type DecimalInput, decimalText, type ExactDecimal, toDecimal } from './exact-decimal.ts';

/**
 * Spec §9 Money: "number helpers give exact decimal arithmetic". Each helper answers plain
 * decimal text (never a JS float), so 0.1 + 0.2 is "0.3" and amounts can go to the wire as is.
 */
export function addDecimal(a: DecimalInput, b: DecimalInput): string {
  return decimalText(toDecimal(a).plus(toDecimal(b)));
}

export function subtractDecimal(a: DecimalInput, b: DecimalInput): string {
  return decimalText(toDecimal(a).minus(toDecimal(b)));
}

export function multiplyDecimal(a: DecimalInput, b: DecimalInput): string {
  return decimalText(toDecimal(a).times(toDecimal(b)));
}

/** Dividing by zero is a caller's mistake, not Infinity: it throws a RangeError. */
export function divideDecimal(a: DecimalInput, b: DecimalInput): string {
  const divisor = toDecimal(b);
  if (divisor.isZero()) throw new RangeError('Division by zero');
  return decimalText(toDecimal(a).dividedBy(divisor));
}

/** The sum of a column of amounts; empty cells count as zero. */
export function sumDecimals(values: readonly DecimalInput[]): string {
  return decimalText(
    values.reduce<ExactDecimal>((total, value) => total.plus(toDecimal(value)), toDecimal(0)),
  );
}

/** Spec §5: "toFixed outside 0 to 20 is a range error"; rounds half up. */
export function toFixedDecimal(value: DecimalInput, digits: number): string {
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    throw new RangeError(`toFixed() digits argument must be between 0 and 20, got ${digits}`);
  }
  return decimalText(toDecimal(value), digits);
}

/**
 * Spec §9: growth rate is (a − b) / b × 100 to 2 decimals, and 0 when either is zero (a new
 * line of business has no meaningful growth over nothing). Taken literally for negatives too.
 */
export function growthRate(current: DecimalInput, previous: DecimalInput): string {
  const a = toDecimal(current);
  const b = toDecimal(previous);
  if (a.isZero() || b.isZero()) return '0.00';
  return decimalText(a.minus(b).dividedBy(b).times(100), 2);
}
