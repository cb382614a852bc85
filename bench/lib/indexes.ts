/**
 * Secondary indexes dropped for a bulk load and rebuilt afterwards from their own definitions
 * (pg_get_indexdef), so the bench never restates the schema's indexes by hand.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/database.ts';

export interface DroppedIndexes {
  drop: string[];
  create: string[];
}

/**
 * Every index of `tables` except the ones in `keep` (primary keys the load relies on); an index
 * behind a constraint (a primary key) is dropped with its constraint and rebuilt under it.
 */
export async function secondaryIndexes(
  db: Database,
  tables: readonly string[],
  keep: readonly string[],
): Promise<DroppedIndexes> {
  const result = await db.execute<{
    name: string;
    table: string;
    definition: string;
    constraint: boolean;
  }>(sql`
    select i.relname as name, t.relname as table, pg_get_indexdef(i.oid) as definition,
      c.conname is not null as constraint
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    left join pg_constraint c on c.conindid = i.oid
    where t.relname = any(${sql.param([...tables])}::text[])
      and not (i.relname = any(${sql.param([...keep])}::text[]))`);
  const drop: string[] = [];
  const create: string[] = [];
  for (const index of result.rows) {
    if (index.constraint) {
      drop.push(`alter table ${index.table} drop constraint ${index.name}`);
      create.push(index.definition);
      create.push(
        `alter table ${index.table} add constraint ${index.name} primary key using index ${index.name}`,
      );
    } else {
      drop.push(`drop index ${index.name}`);
      create.push(index.definition);
    }
  }
  return { drop, create };
}

export async function dropIndexes(db: Database, indexes: DroppedIndexes): Promise<void> {
  for (const statement of indexes.drop) await db.execute(sql.raw(statement));
}

/** Rebuilds what `dropIndexes` dropped, then refreshes the planner's statistics of `tables`. */
export async function rebuildIndexes(
  db: Database,
  indexes: DroppedIndexes,
  tables: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const statement of indexes.create) await tx.execute(sql.raw(statement));
  });
  for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
}
