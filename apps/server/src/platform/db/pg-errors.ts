const UNIQUE_VIOLATION = '23505';

/**
 * Whether PostgreSQL refused a write for a unique index: the index, not a read before the
 * write, decides who wins when two requests race. drizzle wraps the driver's error in `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
}
