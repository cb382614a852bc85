import type { Envelope, PageEnvelope } from '@venus/shared';
import { ResultCode } from '@venus/shared';
import { z } from 'zod';

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: ResultCode.SUCCESS, msg, data };
}

export function page<T>(rows: T[], total: number): PageEnvelope<T> {
  return { code: ResultCode.SUCCESS, msg: 'success', rows, total };
}

/** Response schemas, so OpenAPI documents what every route answers. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data: data.optional() });
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number(), msg: z.string(), rows: z.array(row), total: z.number() });
export const emptyEnvelope = z.object({ code: z.number(), msg: z.string(), data: z.unknown().optional() });
