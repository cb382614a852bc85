/**
 * Issue 7 benchmark: one conflict check against a million stored party names on PostgreSQL, as a
 * ratio to a plain indexed equality lookup on the same table measured in the same run. The check
 * is ConflictIndex.search: the database narrows on the search keys, the matcher decides.
 * The naive way to find a two-character name inside longer ones, a LIKE '%张伟%' scan, is timed
 * beside the bigram lookup that replaces it.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/conflict-check.ts [names, default 1000000] [--keep] [--reuse]
 *
 * It creates the database venus_bench_conflicts on that server and drops it at the end (--keep
 * leaves it; --reuse queries a kept one without loading again).
 */
import { sql } from 'drizzle-orm';
import { ConflictIndex } from '../apps/server/src/modules/conflicts/conflict-index.service.ts';
import { queryKeys } from '../apps/server/src/modules/conflicts/conflict-index-keys.ts';
import { createDatabase, type Database } from '../apps/server/src/platform/db/database.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { adminQuery, dropDatabase, withDatabase } from '../apps/server/test/test-database.ts';
import { loadNames } from './conflict-load.ts';

const args = process.argv.slice(2);
const count = Number(args.find((arg) => !arg.startsWith('--')) ?? 1_000_000);
const keep = args.includes('--keep');
const reuse = args.includes('--reuse');
const RUNS = 7;
const DATABASE = 'venus_bench_conflicts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL: a PostgreSQL server where the bench may create a database');

const CHECKS: [label: string, name: string][] = [
  ['2-character Chinese name', '张伟'],
  ['3-character Chinese name', '王小明'],
  ['long Chinese company name', '深圳市腾讯计算机系统有限公司'],
  ['Latin company name', 'Goldman Sachs Group Inc.'],
  ['pinyin person name', 'Zhang Wei'],
  ['typo, Chinese (动 → 东)', '北京字节跳东科技有限公司'],
  ['typo, Latin', 'Goldmn Sachs Group'],
];

/** Median milliseconds of `RUNS` runs after one warm-up run. */
async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] as number;
}

const equalityLookup = (db: Database, normalised: string) => () =>
  db.execute(sql`select name_id, raw from hk_conflict_name where normalised = ${normalised}`);

async function measure(db: Database): Promise<void> {
  const index = new ConflictIndex(db);
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from hk_conflict_name`);
  const grams = await db.execute<{ n: number }>(sql`select count(*)::int as n from hk_conflict_bigram`);
  console.info(
    `\n${rows.rows[0]?.n} stored names, ${grams.rows[0]?.n} bigram rows; median of ${RUNS} runs\n`,
  );
  console.info('| check | hits | check ms | equality lookup ms | ratio |');
  console.info('| --- | --- | --- | --- | --- |');
  for (const [label, name] of CHECKS) {
    const normalised = queryKeys(name)?.compact ?? name;
    const hits = (await index.search({ name })).length;
    const check = await median(() => index.search({ name }));
    const reference = await median(equalityLookup(db, normalised));
    console.info(
      `| ${label}: ${name} | ${hits} | ${check.toFixed(1)} | ${reference.toFixed(2)} | ${(check / reference).toFixed(0)}× |`,
    );
  }
  const naive = await median(() =>
    db.execute(sql`select name_id, raw from hk_conflict_name where normalised like ${'%张伟%'}`),
  );
  const bigram = await median(() =>
    db.execute(sql`select name_id from hk_conflict_bigram where gram = ${'张伟'}`),
  );
  const reference = await median(equalityLookup(db, '张伟'));
  console.info(
    `\n张伟 inside longer names: LIKE '%张伟%' scan ${naive.toFixed(1)} ms (${(naive / reference).toFixed(0)}× the ` +
      `equality lookup), bigram rows ${bigram.toFixed(2)} ms (${(bigram / reference).toFixed(1)}×)`,
  );
}

async function main(): Promise<void> {
  const url = withDatabase(adminUrl as string, DATABASE);
  if (!reuse) {
    await dropDatabase(adminUrl as string, DATABASE);
    await adminQuery(adminUrl as string, `create database "${DATABASE}"`);
  }
  const { db, pool } = createDatabase(url, 3);
  try {
    if (!reuse) {
      await migrateDatabase(db);
      console.info(`loading ${count} names into ${DATABASE}…`);
      const { loadSeconds, indexSeconds } = await loadNames(db, count);
      console.info(`loaded in ${loadSeconds.toFixed(0)} s, indexes built in ${indexSeconds.toFixed(0)} s`);
    }
    await measure(db);
  } finally {
    await pool.end();
    if (!keep) await dropDatabase(adminUrl as string, DATABASE);
  }
}

await main();
