/** Codes carried in the `code` field of every envelope (spec §8 error catalogue). */
export const ResultCode = {
  SUCCESS: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  ERROR: 500,
  /** The database (or another service the server needs) is out of reach: "system busy, retry later". */
  SERVICE_UNAVAILABLE: 503,
  /** The client shows an alert, then closes the current tab. */
  CLOSE_TAB: 10001,
  /** The client opens the privacy-password prompt. */
  PASSWORD_PROMPT: 10016,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export interface PageEnvelope<T = unknown> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** Field-level detail returned with a validation failure, so a form can mark the field. */
export interface FieldError {
  field: string;
  key: string;
  message: string;
}
