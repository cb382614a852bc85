/** SQLSTATE 23P01: the exclusion constraint of migration 0046 refused overlapping levels. */
const EXCLUSION_VIOLATION = '23P01';

export function isExclusionViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === EXCLUSION_VIOLATION || e.cause?.code === EXCLUSION_VIOLATION;
}
