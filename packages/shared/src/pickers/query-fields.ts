import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

/**
 * Field shapes shared by the picker queries, which may come as JSON or as a query string:
 * an id list as an array or comma-joined text, a flag as a boolean or its text.
 */
const MAX_IDS = 500;

export const idListFieldSchema = z.union([
  z.array(recordIdSchema).max(MAX_IDS),
  z
    .string()
    .trim()
    .regex(/^(\d+(,\d+)*)?$/, { message: 'validation.invalid' })
    .transform((text) => (text ? text.split(',').map(Number) : []))
    .refine((ids) => ids.length <= MAX_IDS, { message: 'validation.invalid' }),
]);

export const codeListFieldSchema = z.union([
  z.array(z.string().trim().min(1).max(64)).max(100),
  z
    .string()
    .trim()
    .max(2000)
    .transform((text) => (text ? text.split(',').map((code) => code.trim()) : []))
    .refine((codes) => codes.length <= 100 && codes.every((code) => code && code.length <= 64), {
      message: 'validation.invalid',
    }),
]);

export const flagFieldSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** A small numeric code (a search mode, a worklog or bill type) as a number or its text. */
export const typeCodeFieldSchema = z.coerce.number().int().min(0).max(999);

export const positiveIdFieldSchema = recordIdSchema;
