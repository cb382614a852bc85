import { ResultCode } from '@venus/shared';

/**
 * An expected failure of a use case. `key` names a message in the shared catalogue
 * (packages/shared/src/i18n), translated into the caller's language when answered.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    /** The form field the failure belongs to, so the web can mark it. */
    readonly field?: string,
    readonly data?: unknown,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, params?: Record<string, unknown>, field?: string) =>
  new AppError(ResultCode.BAD_REQUEST, key, params, field);
export const notFound = (key = 'error.notFound', params?: Record<string, unknown>) =>
  new AppError(ResultCode.NOT_FOUND, key, params);
export const forbidden = (key = 'error.forbidden') => new AppError(ResultCode.FORBIDDEN, key);
export const unauthorized = (key = 'error.unauthorized') => new AppError(ResultCode.UNAUTHORIZED, key);
export const conflict = (key: string, params?: Record<string, unknown>, field?: string) =>
  new AppError(ResultCode.CONFLICT, key, params, field);
