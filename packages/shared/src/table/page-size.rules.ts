import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../paging/paging.schemas.ts';

export type PageSize = (typeof PAGE_SIZES)[number];

/** Spec §9 Paging: the page size remembered for the route, or 25 when none (or a stale one). */
export function resolvePageSize(remembered: unknown): PageSize {
  const size = typeof remembered === 'string' ? Number(remembered) : remembered;
  return (PAGE_SIZES as readonly unknown[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}
