import Decimal from 'decimal.js';

/**
 * The one Decimal configuration money uses. A private clone, so a library or page changing the
 * global Decimal settings cannot change how our amounts round: 40 significant digits (far more
 * than ±999,999,999.99 needs, so quotients stay exact to the cent) and half-up rounding, the
 * rounding accountants expect (2.345 → 2.35, -2.345 → -2.35).
 */
export const ExactDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type ExactDecimal = InstanceType<typeof ExactDecimal>;

/** A money or rate value as callers hold it. Empty (null, undefined, '') counts as zero. */
export type DecimalInput = string | number | Decimal | null | undefined;

/** Reads a value exactly; a JS number is read from its shortest text, so 0.1 stays 0.1. */
export function toDecimal(value: DecimalInput): ExactDecimal {
  if (value === null || value === undefined) return new ExactDecimal(0);
  if (typeof value === 'string') {
    const text = value.trim().replaceAll(',', '');
    return new ExactDecimal(text === '' ? 0 : text);
  }
  return new ExactDecimal(value);
}

/** Plain text of a decimal, never exponent notation, without the sign of a negative zero. */
export function decimalText(value: ExactDecimal, digits?: number): string {
  const text = digits === undefined ? value.toFixed() : value.toFixed(digits);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
