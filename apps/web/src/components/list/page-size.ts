import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@venus/shared';

/** Spec §9 Paging: the page size is remembered per route. */
export function pageSizeStorageKey(pathname: string): string {
  return `pageSize:${pathname}`;
}

export function parsePageSize(stored: string | null | undefined): number {
  const size = Number(stored);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}
