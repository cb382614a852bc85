import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

/** Spec §9 Paging: 25, 50, 100, 200; default 25. */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Internal pickers (e.g. the share recipient list) ask for everyone at once. */
export const MAX_PICKER_PAGE_SIZE = 10_000;

/**
 * Paging and sorting for one list. Sorting only accepts the columns the list names and
 * asc/desc, so a sort parameter can never carry SQL (a known hole in similar systems).
 */
export function pageQuerySchema<const C extends readonly [string, ...string[]]>(sortable: C) {
  return z.object({
    pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (PAGE_SIZES as readonly number[]).includes(size) || size === MAX_PICKER_PAGE_SIZE, {
        message: 'validation.oneOf',
      })
      .default(DEFAULT_PAGE_SIZE),
    orderByColumn: z.enum(sortable).optional(),
    isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
  });
}

export type SortDirection = 'asc' | 'desc';

export function sortDirection(isAsc: string | undefined): SortDirection {
  return isAsc === 'desc' || isAsc === 'descending' ? 'desc' : 'asc';
}

/** Comma-separated ids in a path (`DELETE /system/user/3,4`). */
export const idListSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, { message: 'validation.invalid' })
  .transform((text) => text.split(',').map(Number));

export const idParamSchema = z.object({ id: recordIdSchema });
