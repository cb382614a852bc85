import { z } from 'zod';

/** Digits only, as a path or a query string carries an id; no sign, exponent, hex or fraction. */
const ID_DIGITS = /^\s*\d{1,16}\s*$/;

/**
 * A record's id: a positive whole number, or its digits as text. Nothing else is read as one:
 * `z.coerce.number()` made `true` the id 1 and `[5]` the id 5 (a client sent `projectId: true`
 * and edited case 1), so booleans, arrays, null, empty text, `1e3` and `0x10` are refused here,
 * once, for every route. A codec, not a transform: response schemas that hold ids (the scoring
 * rules' client ids) must encode them too.
 */
export const recordIdSchema = z.codec(
  z.union([z.number(), z.string().regex(ID_DIGITS, { message: 'validation.invalid' })]),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  { decode: (value) => (typeof value === 'string' ? Number(value) : value), encode: (id) => id },
);
