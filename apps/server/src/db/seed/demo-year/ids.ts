import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';

/**
 * Ids for rows that refer to each other before they are inserted (a case and its approval, a
 * submission and its entries). The seed runs alone in its transaction (first start, before the
 * server listens), so it numbers on from the table's highest id and moves the sequence past the
 * ids it used when it is done (`settle`).
 */
export class IdCounter {
  private last: number;

  private constructor(
    private readonly table: string,
    private readonly column: string,
    start: number,
  ) {
    this.last = start;
  }

  /** `table` and `column` as the database names them (hk_project, project_id). */
  static async of(tx: Executor, table: string, column: string): Promise<IdCounter> {
    const { rows } = await tx.execute<{ last: number }>(
      sql`select coalesce(max(${sql.identifier(column)}), 0)::integer as last from ${sql.identifier(table)}`,
    );
    return new IdCounter(table, column, Number(rows[0]!.last));
  }

  next(): number {
    this.last += 1;
    return this.last;
  }

  /** Moves the column's sequence to the last id given, so the services' next insert follows it. */
  async settle(tx: Executor): Promise<void> {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${this.table}, ${this.column}), ${Math.max(this.last, 1)}, ${this.last > 0})`,
    );
  }
}
