import { z } from 'zod';
import { PAGE_SIZES } from '../paging/paging.schemas.ts';
import { MAX_FIXED_COLUMNS } from './fixed-columns.rules.ts';

/** Where a column is pinned: not at all, or to the left or right edge (antd's values). */
export const columnFixedSchema = z.union([z.literal(false), z.enum(['left', 'right'])]);
export type ColumnFixed = z.infer<typeof columnFixedSchema>;

export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 2000;
const MAX_COLUMNS = 200;
const fieldSchema = z.string().min(1).max(100);

/**
 * Spec §3 "Table column config", as a page declares its columns: prop (the field), name (the
 * header), noHide (the user cannot hide it), fixed, noShowItem (left out of the column chooser).
 */
export const tableColumnSchema = z.object({
  prop: fieldSchema,
  name: z.string(),
  noHide: z.boolean().optional(),
  fixed: columnFixedSchema.optional(),
  noShowItem: z.boolean().optional(),
  width: z.number().int().min(COLUMN_WIDTH_MIN).max(COLUMN_WIDTH_MAX).optional(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

/** One column as the user arranged it: the per-table cache of spec §3. */
export interface ColumnState {
  field: string;
  visible: boolean;
  fixed: ColumnFixed;
  order: number;
  width?: number;
}

/** A column of the stored config (setting type 2); widths are kept apart in type 0. */
export const storedColumnSchema = z.object({
  field: fieldSchema,
  visible: z.boolean(),
  fixed: columnFixedSchema.default(false),
  order: z.number().int().min(0).max(MAX_COLUMNS),
});

/** Setting type 2, the text under one table's cache key: its columns, at most 4 fixed. */
export const storedColumnConfigSchema = z
  .array(storedColumnSchema)
  .max(MAX_COLUMNS)
  .refine((columns) => new Set(columns.map((column) => column.field)).size === columns.length, {
    message: 'validation.invalid',
  })
  .refine((columns) => columns.filter((column) => column.fixed !== false).length <= MAX_FIXED_COLUMNS, {
    message: 'table.tooManyFixed',
  });
export type StoredColumnConfig = z.infer<typeof storedColumnConfigSchema>;

/** Setting type 0, the text under one table's cache key: field → width in pixels. */
export const storedColumnWidthsSchema = z.record(
  fieldSchema,
  z.number().int().min(COLUMN_WIDTH_MIN).max(COLUMN_WIDTH_MAX),
);
export type StoredColumnWidths = z.infer<typeof storedColumnWidthsSchema>;

export const sortOrderSchema = z.enum(['asc', 'desc']);
export const columnSortSchema = z.object({ field: fieldSchema, order: sortOrderSchema });
export type ColumnSort = z.infer<typeof columnSortSchema>;

/**
 * Setting type 3, the text under one table's cache key: what the table remembers for its route
 * (spec §3 "Table cache also holds pageSize and sorted columns"; §4 the action column collapsed
 * to a gear menu, remembered). Every part is optional: a table stores what the user changed.
 */
export const storedRouteValuesSchema = z.object({
  pageSize: z.literal(PAGE_SIZES).optional(),
  sorts: z.array(columnSortSchema).max(10).optional(),
  actionsCollapsed: z.boolean().optional(),
});
export type StoredRouteValues = z.infer<typeof storedRouteValuesSchema>;
