import type { FieldError } from '@venus/shared';

/**
 * Codes the client itself assigns when no envelope arrived. They are negative so they can
 * never collide with a server code from the error catalogue.
 */
export const ClientCode = {
  NETWORK: -1,
  TIMEOUT: -2,
  HTTP_FAILURE: -3,
  BAD_RESPONSE: -4,
  CANCELLED: -5,
} as const;

/** A failed call: the envelope's code, msg and data, so a form can react to a specific code. */
export class ApiError<T = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly data: T | undefined;
  /** Input errors by field (decision 0001), so a form can mark the fields the server refused. */
  readonly errors: readonly FieldError[];

  constructor(code: number, msg: string, data?: T, errors: readonly FieldError[] = []) {
    super(msg || `Request failed with code ${code}`);
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
