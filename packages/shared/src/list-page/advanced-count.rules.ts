/** Spec §9 Tables: the advanced-search toggle shows the count, or "···" above 9. */
export const ADVANCED_COUNT_MAX_SHOWN = 9;
export const ADVANCED_COUNT_OVERFLOW = '···';

/**
 * Whether one condition narrows the search. Empty text, an empty list, null and undefined do
 * not; nor does false (an unticked box is "no filter"). 0 does: it is a real code ("normal").
 * A range counts when either end is set.
 */
export function isActiveCondition(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isActiveCondition);
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

/** How many of the advanced conditions (by field name) are active. */
export function countActiveConditions(
  values: Record<string, unknown>,
  advancedFields: readonly string[],
): number {
  return advancedFields.filter((field) => isActiveCondition(values[field])).length;
}

/** The toggle's badge: nothing for none, the count up to 9, then "···". */
export function advancedCountLabel(count: number): string {
  if (count <= 0) return '';
  return count > ADVANCED_COUNT_MAX_SHOWN ? ADVANCED_COUNT_OVERFLOW : String(count);
}
