const UNIQUE_VIOLATION = '23505';

/**
 * Whether PostgreSQL refused a write for a unique index: the index, not a read before the
 * write, decides who wins when two requests race. drizzle wraps the driver's error in `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
}

/**
 * SQLSTATEs of a database that is out of reach for now: class 08 (connection exception), 53
 * (insufficient resources: too many connections, out of memory or disk) and 57P01..57P03 (shut
 * down by the administrator, crashed, or not accepting connections yet while it starts).
 */
const UNAVAILABLE_STATE = /^(08|53)...$|^57P0[1-3]$/;
/** The driver's own words when a connection cannot be made or was lost. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused)/;

/**
 * Whether a request failed because the database is down, restarting or overloaded rather than
 * because of the request: the caller is told the system is busy, and may simply retry. Looks
 * through Drizzle's wrapping (`cause`) and Node's AggregateError of several connect attempts.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_STATE.test(e.code) || UNAVAILABLE_ERRNO.has(e.code)))
    return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

const LOCK_NOT_AVAILABLE = '55P03';

/** Whether a statement gave up on a row lock someone else holds (NOWAIT, or lock_timeout). */
export function isLockNotAvailable(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === LOCK_NOT_AVAILABLE || e.cause?.code === LOCK_NOT_AVAILABLE;
}
