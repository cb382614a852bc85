import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/** PostgreSQL's wire protocol counts the bind parameters of one statement in 16 bits. */
export const MAX_BIND_PARAMETERS = 65_535;

/**
 * Rows one INSERT into `table` may carry. Drizzle binds at most one parameter per column of a
 * row (a column left out is sent as DEFAULT), so sizing by every column of the table stays
 * within the limit whichever columns the rows fill.
 */
export function rowsPerInsert(table: PgTable): number {
  return Math.floor(MAX_BIND_PARAMETERS / Object.keys(getTableColumns(table)).length);
}

function batchesOf<R>(table: PgTable, rows: readonly R[]): R[][] {
  const size = rowsPerInsert(table);
  const batches: R[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}

/**
 * Inserts rows of any number, as many statements as the parameter limit needs. Pass the
 * transaction of the use case: the statements then commit or fail together, all or nothing.
 * The values must be plain values (one parameter each), not SQL expressions.
 */
export async function insertInBatches<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (const batch of batchesOf(table, rows)) await tx.insert(table).values(batch);
}

/** As insertInBatches, answering the inserted rows in the order given. */
export async function insertReturningInBatches<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<T['$inferSelect'][]> {
  const inserted: T['$inferSelect'][] = [];
  for (const batch of batchesOf(table, rows)) {
    const returned = (await tx.insert(table).values(batch).returning()) as T['$inferSelect'][];
    inserted.push(...returned);
  }
  return inserted;
}
