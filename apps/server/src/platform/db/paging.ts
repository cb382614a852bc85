import { sortDirection } from '@venus/shared';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: string;
}

export function offsetOf(request: PageRequest): number {
  return (request.pageNum - 1) * request.pageSize;
}

/**
 * The ORDER BY of a list: the requested column only if it is in the list's whitelist (the zod
 * schema already refused others), else the default. Never interpolates the request into SQL.
 */
export function orderOf(
  request: PageRequest,
  columns: Record<string, PgColumn>,
  fallback: SQL | PgColumn,
): SQL | PgColumn {
  const column = request.orderByColumn ? columns[request.orderByColumn] : undefined;
  if (!column) return fallback;
  return sortDirection(request.isAsc) === 'desc' ? desc(column) : asc(column);
}

/** `%text%` for ILIKE with the user's wildcards escaped, so `%` and `_` match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
