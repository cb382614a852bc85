import { z } from 'zod';
import { toDecimal } from '../money/exact-decimal.ts';

/**
 * A rule evaluated on the record being approved (e.g. "amount above 50,000"): which fact, how
 * it compares, and with what. Numbers compare exactly (money arrives as decimal strings).
 */
export const CONDITION_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'ne', 'in'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

const factValue = z.union([z.string().max(200), z.number(), z.boolean()]);

export const approvalConditionSchema = z.strictObject({
  fact: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w]{0,63}$/, { message: 'validation.invalid' }),
  op: z.enum(CONDITION_OPERATORS),
  value: z.union([factValue, z.array(factValue).min(1).max(50)]),
});
export type ApprovalCondition = z.infer<typeof approvalConditionSchema>;

/** What the engine knows of a record when it decides: amounts, days, types, people. */
export type ApprovalFacts = Readonly<Record<string, string | number | boolean | null | undefined>>;

const NUMERIC = /^-?\d+(\.\d+)?$/;

function isNumeric(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value.trim()));
}

/** -1, 0 or 1; exact for numbers and numeric text, text order otherwise. */
function compare(left: unknown, right: unknown): number {
  if (isNumeric(left) && isNumeric(right)) {
    return toDecimal(left as string | number).comparedTo(toDecimal(right as string | number));
  }
  const a = String(left);
  const b = String(right);
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * Whether the condition holds for these facts. A missing fact never satisfies a comparison
 * (except `ne`), so a step guarded by "amount > 50,000" does not run on a record with no amount.
 */
export function conditionHolds(condition: ApprovalCondition, facts: ApprovalFacts): boolean {
  const actual = facts[condition.fact];
  if (actual === undefined || actual === null) return condition.op === 'ne';
  const { op, value } = condition;
  if (op === 'in') {
    const list = Array.isArray(value) ? value : [value];
    return list.some((item) => compare(actual, item) === 0);
  }
  if (Array.isArray(value)) return false;
  const order = compare(actual, value);
  switch (op) {
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
  }
}
