import type { ColumnSort } from './table-columns.schemas.ts';

type SortOrder = ColumnSort['order'];

/** A sortable header clicked again: ascending, then descending, then unsorted. */
export function nextSortOrder(current: SortOrder | undefined): SortOrder | undefined {
  if (current === undefined) return 'asc';
  return current === 'asc' ? 'desc' : undefined;
}

/** Sorting is remote (spec §9): the list call's orderByColumn / isAsc for the sorted column. */
export function toSortQuery(sorts: readonly ColumnSort[] | undefined): {
  orderByColumn?: string;
  isAsc?: SortOrder;
} {
  const first = sorts?.[0];
  return first ? { orderByColumn: first.field, isAsc: first.order } : {};
}
