import type { ColumnFixed, ColumnState } from './table-columns.schemas.ts';

/** Spec §5 / §9: at most 4 fixed columns. */
export const MAX_FIXED_COLUMNS = 4;

export function countFixedColumns(columns: readonly Pick<ColumnState, 'fixed'>[]): number {
  return columns.filter((column) => column.fixed !== false).length;
}

export type FixColumnResult =
  | { ok: true; columns: ColumnState[] }
  | { ok: false; messageKey: 'table.tooManyFixed' };

/**
 * Pins (or unpins) one column. A fifth fixed column is refused with the spec's message
 * ("固定列不能超过4项，请重试"); moving a fixed column to the other side is not a new one.
 */
export function setColumnFixed(
  columns: readonly ColumnState[],
  field: string,
  fixed: ColumnFixed,
): FixColumnResult {
  const target = columns.find((column) => column.field === field);
  if (
    fixed !== false &&
    target &&
    target.fixed === false &&
    countFixedColumns(columns) >= MAX_FIXED_COLUMNS
  ) {
    return { ok: false, messageKey: 'table.tooManyFixed' };
  }
  return {
    ok: true,
    columns: columns.map((column) => (column.field === field ? { ...column, fixed } : column)),
  };
}
