/**
 * Bulk load of bench/conflict-check.ts: a million generated names through the index's own insert
 * (insertNames: multi-row statements), keys computed by two workers (lib/keys-worker.ts), the
 * secondary indexes dropped during the load and rebuilt from their own definitions (lib/indexes.ts).
 */
import { insertNames } from '../apps/server/src/modules/conflicts/conflict-index.repository.ts';
import { NameCrowd } from '../apps/server/src/modules/conflicts/conflict-index-crowd.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { dropIndexes, rebuildIndexes, secondaryIndexes } from './lib/indexes.ts';
import { indexInWorkers, type KeysBatch } from './lib/keys-worker.ts';

const BATCH = 2_000;
const WORKERS = 2;
const TABLES = ['hk_conflict_name', 'hk_conflict_bigram'];

/** The names the bench queries, stored once each among the generated ones. */
export const KNOWN_NAMES = [
  '深圳市腾讯计算机系统有限公司',
  '北京字节跳动科技有限公司',
  'Goldman Sachs Group Inc.',
  '王小明',
  '张伟',
  'Zhang Wei',
];

/** Batches of names; name `id` is party `id` of case id mod 5,000. */
function* batches(count: number): Generator<KeysBatch> {
  const crowd = new NameCrowd(2026);
  for (let first = 1; first <= count; first += BATCH) {
    const names: KeysBatch['names'] = [];
    for (let id = first; id < Math.min(first + BATCH, count + 1); id++)
      names.push({
        source: 'party',
        sourceId: id,
        projectId: 1 + (id % 5_000),
        clientId: null,
        field: 'name',
        raw: KNOWN_NAMES[id - 1] ?? crowd.next().name,
        registrationNumber: '',
      });
    yield { names };
  }
}

export async function loadNames(
  db: Database,
  count: number,
): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const started = performance.now();
  const indexes = await secondaryIndexes(db, TABLES, ['hk_conflict_name_pkey']);
  await dropIndexes(db, indexes);
  let loaded = 0;
  await indexInWorkers(batches(count), WORKERS, async (rows) => {
    await insertNames(db, rows);
    loaded += rows.length;
    if (loaded % 100_000 < BATCH)
      console.info(`  ${loaded} names, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  const loadSeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  await rebuildIndexes(db, indexes, TABLES);
  return { loadSeconds, indexSeconds: (performance.now() - indexStarted) / 1000 };
}
