/**
 * What a log line may say about an error: never a statement's parameters (a password hash, a
 * token, a person's name), nor the parts of a PostgreSQL error that quote row values (`detail`
 * "Key (user_name)=(…) already exists", `where`, `internalQuery`). Drizzle puts the parameters
 * in its error's message ("Failed query: …\nparams: …"), hence in the stack's first line too.
 */

/** PostgreSQL error fields that name things (constraint, table, SQLSTATE), never values. */
const NAMING_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];
/** The SQL text of a failed query is kept (placeholders, not values), cut to this length. */
const MAX_QUERY = 2_000;

/** Drizzle's "\nparams: …" tail, and the value a data exception quotes ('…syntax for type integer: "x"'). */
function scrub(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '').replace(/: "(?:[^"\\]|\\.)*"$/, ': "…"');
}

/** A pino serializer for `err`: type, scrubbed message and stack, naming fields, and causes likewise. */
export function logSafeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'object' ? '[not an Error]' : error;
  const e = error as Error & Record<string, unknown>;
  const message = scrub(e.message);
  const frames = (e.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const safe: Record<string, unknown> = {
    type: e.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of NAMING_FIELDS) if (typeof e[field] === 'string') safe[field] = e[field];
  if (typeof e.query === 'string') safe.query = e.query.slice(0, MAX_QUERY);
  if (typeof e.statusCode === 'number') safe.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 4) safe.cause = logSafeError(e.cause, depth + 1);
  return safe;
}

/** Fastify's logger option with errors serialized safely; `false` (no logger) stays as it is. */
export function withLogSafeErrors(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { ...options.serializers, err: logSafeError } };
}
