import { z } from 'zod';
import { decimalText, toDecimal } from './exact-decimal.ts';
import { MONEY_DECIMALS, MONEY_MAX } from './money-input.rules.ts';

/** A decimal amount with at most 2 decimals, as text: "12", "-3.5", "1234.56". */
const MONEY_TEXT = /^-?\d{1,15}(\.\d{1,2})?$/;

export interface MoneyFieldOptions {
  /** Refunds, adjustments and write-offs may be negative; ordinary amounts may not. */
  allowNegative?: boolean;
}

/**
 * A money field on the wire (DESIGN: "money is a decimal string on the wire"). Accepts decimal
 * text, or a number as a spreadsheet cell holds it (read from its shortest text, so a float
 * artefact like 0.30000000000000004 is refused, not rounded away). Answers the amount with
 * exactly 2 decimals, ready for a `numeric` column.
 */
export function moneyFieldSchema(options: MoneyFieldOptions = {}) {
  return z
    .union([z.string(), z.number().finite()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(MONEY_TEXT, { message: 'money.invalid' })
        .refine((text) => !MONEY_TEXT.test(text) || options.allowNegative || !toDecimal(text).lt(0), {
          message: 'money.negative',
        })
        .refine((text) => !MONEY_TEXT.test(text) || toDecimal(text).abs().lte(MONEY_MAX), {
          message: 'money.outOfRange',
        })
        .transform((text) => decimalText(toDecimal(text), MONEY_DECIMALS)),
    );
}

/** The usual money field: not negative, at most 999,999,999.00. */
export const moneySchema = moneyFieldSchema();
