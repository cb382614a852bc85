import { MAX_FIXED_COLUMNS } from './fixed-columns.rules.ts';
import type {
  ColumnState,
  StoredColumnConfig,
  StoredColumnWidths,
  TableColumn,
} from './table-columns.schemas.ts';

/**
 * The columns a table shows: the page's declared columns arranged as the user last stored them.
 * Stored columns keep their order; columns added to the page since are appended in declaration
 * order; stored columns the page no longer has are dropped; a noHide column is always visible
 * whatever was stored; and a stored layout with more than 4 fixed columns (written before the
 * rule, or by hand) keeps only its first 4 fixed.
 */
export function mergeColumnConfig(
  declared: readonly TableColumn[],
  stored: StoredColumnConfig | null | undefined,
  widths: StoredColumnWidths | null | undefined = undefined,
): ColumnState[] {
  const storedByField = new Map((stored ?? []).map((column) => [column.field, column]));
  const known = declared
    .filter((column) => storedByField.has(column.prop))
    .sort((a, b) => (storedByField.get(a.prop)?.order ?? 0) - (storedByField.get(b.prop)?.order ?? 0));
  const added = declared.filter((column) => !storedByField.has(column.prop));
  let fixedSoFar = 0;
  return [...known, ...added].map((column, order) => {
    const saved = storedByField.get(column.prop);
    let fixed = saved ? saved.fixed : (column.fixed ?? false);
    if (fixed !== false && ++fixedSoFar > MAX_FIXED_COLUMNS) fixed = false;
    const width = widths?.[column.prop] ?? column.width;
    return {
      field: column.prop,
      visible: column.noHide === true || (saved?.visible ?? true),
      fixed,
      order,
      ...(width === undefined ? {} : { width }),
    };
  });
}

/** The columns the column chooser lists: all but those declared noShowItem. */
export function chooserColumns(declared: readonly TableColumn[]): TableColumn[] {
  return declared.filter((column) => column.noShowItem !== true);
}

/** What setting type 2 keeps of the arranged columns (widths go to type 0). */
export function toStoredColumnConfig(columns: readonly ColumnState[]): StoredColumnConfig {
  return columns.map(({ field, visible, fixed, order }) => ({ field, visible, fixed, order }));
}

/** What setting type 0 keeps: the widths the user set. */
export function toStoredColumnWidths(columns: readonly ColumnState[]): StoredColumnWidths {
  return Object.fromEntries(
    columns.flatMap((column) => (column.width === undefined ? [] : [[column.field, column.width]])),
  );
}
