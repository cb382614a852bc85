/**
 * Bulk load of bench/conflict-check.ts: a million generated names through the index's own insert
 * (insertNames: multi-row statements; pg-copy-streams is not installed), keys computed by two
 * workers, the secondary indexes dropped during the load and rebuilt from their own definitions.
 */
import { sql } from 'drizzle-orm';
import { insertNames, type NameRow } from '../apps/server/src/modules/conflicts/conflict-index.repository.ts';
import { NameCrowd } from '../apps/server/src/modules/conflicts/conflict-index-crowd.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { type KeysBatch, startKeysWorker } from './conflict-keys-worker.ts';

const BATCH = 2_000;
const WORKERS = 2;

/** Index and constraint definitions of the two tables, except the name table's primary key. */
async function secondaryIndexes(db: Database): Promise<{ drop: string[]; create: string[] }> {
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
    where t.relname in ('hk_conflict_name', 'hk_conflict_bigram') and i.relname <> 'hk_conflict_name_pkey'`);
  const drop: string[] = [];
  const create: string[] = [];
  for (const index of result.rows) {
    if (index.constraint) {
      // The bigram table's primary key: its unique index first, then the constraint on it.
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

/** The names the bench queries, stored once each among the generated ones. */
export const KNOWN_NAMES = [
  '深圳市腾讯计算机系统有限公司',
  '北京字节跳动科技有限公司',
  'Goldman Sachs Group Inc.',
  '王小明',
  '张伟',
  'Zhang Wei',
];

function* batches(count: number): Generator<KeysBatch> {
  const crowd = new NameCrowd(2026);
  for (let first = 1; first <= count; first += BATCH) {
    const names: string[] = [];
    for (let id = first; id < Math.min(first + BATCH, count + 1); id++)
      names.push(KNOWN_NAMES[id - 1] ?? crowd.next().name);
    yield { first, names };
  }
}

export async function loadNames(
  db: Database,
  count: number,
): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const started = performance.now();
  const indexes = await secondaryIndexes(db);
  for (const statement of indexes.drop) await db.execute(sql.raw(statement));
  const workers = Array.from({ length: WORKERS }, startKeysWorker);
  const source = batches(count);
  let loaded = 0;
  // Each worker normalises a batch while the previous one is inserted: two batches in flight each.
  const run = async (worker: (typeof workers)[number]) => {
    const keysOf = (batch: KeysBatch) =>
      new Promise<NameRow[]>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(batch);
      });
    let next = source.next();
    let pending = next.done ? null : keysOf(next.value);
    while (pending) {
      const rows = await pending;
      next = source.next();
      pending = next.done ? null : keysOf(next.value);
      await insertNames(db, rows);
      loaded += rows.length;
      if (loaded % 100_000 < BATCH)
        console.info(`  ${loaded} names, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  };
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  const loadSeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const statement of indexes.create) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql`analyze hk_conflict_name`);
  await db.execute(sql`analyze hk_conflict_bigram`);
  return { loadSeconds, indexSeconds: (performance.now() - indexStarted) / 1000 };
}
