import type { Envelope } from '@venus/shared';
import { ResultCode, translate } from '@venus/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { AppError } from './app-error.ts';
import { describeIssue } from './validation-messages.ts';

type Sources = Pick<FastifyRequest, 'body' | 'query' | 'params' | 'headers'>;

function sourceOf(request: Sources, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/** Fastify's own client errors (body too large, bad JSON, wrong content type), by error code. */
const FRAMEWORK_ERRORS: Record<string, { code: number; key: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ResultCode.PAYLOAD_TOO_LARGE, key: 'error.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ResultCode.UNSUPPORTED_MEDIA_TYPE,
    key: 'error.unsupportedMediaType',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ResultCode.BAD_REQUEST, key: 'error.badRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ResultCode.BAD_REQUEST, key: 'error.invalidJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ResultCode.BAD_REQUEST, key: 'error.invalidJson' },
  FST_ERR_CTP_EMPTY_TYPE: { code: ResultCode.UNSUPPORTED_MEDIA_TYPE, key: 'error.unsupportedMediaType' },
};

/**
 * The SQLSTATE of a PostgreSQL error, wherever the driver or Drizzle wrapped it. Class 22, "data
 * exception", means a value the column cannot hold: an id past the integer range, a NUL in text,
 * a date out of range. That is the caller's input, not our failure, whatever a schema missed.
 */
function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A lock not granted (55P03: NOWAIT or lock_timeout), a deadlock (40P01) or a serialization
 * failure (40001): someone else is changing the same rows at this moment. The caller may retry.
 */
const RECORD_BUSY = new Set(['55P03', '40P01', '40001']);
/** Two requests creating the same thing at once: the unique index decided. */
const UNIQUE_VIOLATION = '23505';
/**
 * The month lock of migration 0041 (decision 0054): a movement dated in a closed month, or a
 * withholding rule's closed months changed. The error's DETAIL names the month.
 */
const MONTH_CLOSED = 'VC001';

/** The DETAIL a database function raised with, wherever the driver or Drizzle wrapped it. */
function sqlDetailOf(error: unknown): string {
  let current = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** The innermost error's code and message: what the driver saw, without the SQL or a stack. */
function rootCauseOf(error: unknown): { code?: unknown; message?: unknown } {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; current.cause && depth < 4; depth += 1) current = current.cause as typeof current;
  return { code: current.code, message: current.message };
}

/**
 * Every failure leaves as an envelope with HTTP 200 (DESIGN.md API conventions) and a message in
 * the caller's language. Unexpected errors are logged in full and answered with a generic 500:
 * no stack, no SQL, no internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    let body: Envelope & { errors?: unknown };
    if (hasZodFastifySchemaValidationErrors(error)) {
      const source = sourceOf(request, error.validationContext);
      const errors = error.validation.map((issue) => describeIssue(issue, source, lang));
      body = { code: ResultCode.BAD_REQUEST, msg: errors.map((e) => e.message).join('; '), errors };
    } else if (error instanceof AppError) {
      body = { code: error.code, msg: translate(lang, error.key, error.params) };
      if (error.field) body.errors = [{ field: error.field, key: error.key, message: body.msg }];
      if (error.data !== undefined) body.data = error.data;
    } else if (error.code && FRAMEWORK_ERRORS[error.code]) {
      const known = FRAMEWORK_ERRORS[error.code]!;
      body = {
        code: known.code,
        msg: translate(lang, known.key, { type: request.headers['content-type'] ?? '' }),
      };
    } else if (error.statusCode === 429) {
      body = { code: ResultCode.TOO_MANY_REQUESTS, msg: translate(lang, 'error.tooManyRequests') };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      body = { code: ResultCode.BAD_REQUEST, msg: translate(lang, 'error.badRequest') };
    } else if (isDatabaseUnavailable(error)) {
      // Down, restarting or out of connections: the caller may retry; the pool reconnects by itself.
      // One short line per request: an outage under load would otherwise flood the log with stacks.
      request.log.warn({ cause: rootCauseOf(error) }, 'database unavailable');
      body = { code: ResultCode.SERVICE_UNAVAILABLE, msg: translate(lang, 'error.busy') };
    } else if (RECORD_BUSY.has(sqlStateOf(error) ?? '')) {
      request.log.info({ cause: rootCauseOf(error) }, 'record busy');
      body = { code: ResultCode.CONFLICT, msg: translate(lang, 'error.recordBusy') };
    } else if (sqlStateOf(error) === MONTH_CLOSED) {
      body = {
        code: ResultCode.CONFLICT,
        msg: translate(lang, 'monthEnd.closed', { month: sqlDetailOf(error) }),
      };
    } else if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      // Wherever a service did not look for the duplicate first, or looked before another
      // request's row was committed. Logged by the serializer without the statement's values.
      request.log.info({ err: error }, 'unique violation');
      body = { code: ResultCode.CONFLICT, msg: translate(lang, 'error.duplicate') };
    } else if (sqlStateOf(error)?.startsWith('22')) {
      // Still worth a look: a schema should have refused the value before the database did.
      request.log.warn({ err: error }, 'value refused by the database');
      body = { code: ResultCode.BAD_REQUEST, msg: translate(lang, 'error.badRequest') };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { code: ResultCode.ERROR, msg: translate(lang, 'error.system') };
    }
    // Serialised here: the route's response schema describes its success, not this envelope.
    return reply.status(200).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}
