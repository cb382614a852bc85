import type { ColumnState } from './table-columns.schemas.ts';

/**
 * The column chooser's reordering (drag, or the up / down buttons): the column at `from` moves to
 * `to` and every column's order is renumbered 0..n-1, so stored orders never collide. An index
 * outside the list leaves the columns as they are.
 */
export function moveColumn(columns: readonly ColumnState[], from: number, to: number): ColumnState[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < columns.length;
  if (!inRange(from) || !inRange(to) || from === to) {
    return columns.map((column, order) => ({ ...column, order }));
  }
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as ColumnState);
  return next.map((column, order) => ({ ...column, order }));
}

/**
 * Shows or hides one column. A noHide column (the declared `noHide`) cannot be hidden, whatever
 * the caller asks: the table's key column stays on screen.
 */
export function setColumnVisible(
  columns: readonly ColumnState[],
  field: string,
  visible: boolean,
  noHideFields: ReadonlySet<string>,
): ColumnState[] {
  return columns.map((column) =>
    column.field === field ? { ...column, visible: visible || noHideFields.has(field) } : column,
  );
}
