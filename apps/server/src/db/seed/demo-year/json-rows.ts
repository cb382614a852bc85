import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/database.ts';

/** Rows per statement: a few megabytes of JSON, well inside one message. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts many rows as one JSON parameter per statement (`jsonb_populate_recordset`), the way
 * conflict hits are stored (conflict-hit-rows.ts): tens of thousands of rows cost neither a bind
 * parameter per value nor the building of a statement with that many placeholders, which is most
 * of the time `insertInBatches` spends on the demo year's 60,000 audit rows. Only the columns the
 * rows carry are written; the others take their defaults. Values as drizzle would send them:
 * dates as ISO text, arrays and JSON as JSON.
 */
export async function insertJsonRows<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  // Rows that leave a column out take its default, so each shape of row is a statement of its own.
  const shapes = new Map<string, PgInsertValue<T>[]>();
  for (const row of rows) {
    const shape = Object.keys(row)
      .filter((key) => (row as Record<string, unknown>)[key] !== undefined)
      .sort()
      .join(',');
    const same = shapes.get(shape);
    if (same) same.push(row);
    else shapes.set(shape, [row]);
  }
  for (const [shape, same] of shapes) await insertShape(tx, table, shape.split(','), same);
}

async function insertShape<T extends PgTable>(
  tx: Executor,
  table: T,
  present: readonly string[],
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  const columns = getTableColumns(table);
  const keys = present.filter((key) => key in columns);
  const names = keys.map((key) => {
    const column = columns[key]!;
    return column.keyAsName ? toSnakeCase(column.name) : column.name;
  });
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const tableName = sql.identifier(getTableName(table));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        const value = (row as Record<string, unknown>)[key];
        record[names[index]!] = value instanceof Date ? value.toISOString() : value;
      });
      return record;
    });
    await tx.execute(
      sql`insert into ${tableName} (${list}) select ${list} from jsonb_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::jsonb)`,
    );
  }
}
