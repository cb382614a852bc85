import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { NameField } from './conflict.types.ts';
import type { GramBound, QueryKeys, StoredKeys } from './conflict-index-keys.ts';

export type IndexSource = 'client' | 'party';

/** One stored name with its owner and keys, as `insertNames` writes it. */
export interface NameRow {
  source: IndexSource;
  sourceId: number;
  projectId: number | null;
  clientId: number | null;
  field: NameField;
  raw: string;
  registrationNumber: string;
  keys: StoredKeys;
}

/** A narrowed candidate row, as the matcher needs it. */
export type CandidateRow = {
  nameId: number;
  source: IndexSource;
  sourceId: number;
  projectId: number | null;
  clientId: number | null;
  field: NameField;
  raw: string;
  registrationNumber: string;
};

// Rows per statement: one JSON parameter each, so no bind-parameter limit applies; the chunk only
// bounds the statement's memory on the server.
const NAME_CHUNK = 5_000;
const BIGRAM_CHUNK = 50_000;

export async function deleteSources(
  tx: Executor,
  source: IndexSource,
  sourceIds: readonly number[],
): Promise<void> {
  if (sourceIds.length === 0) return;
  await tx.execute(sql`
    with gone as (
      delete from hk_conflict_name
      where source = ${source} and source_id = any(${sql.param([...sourceIds])}::int[])
      returning name_id
    )
    delete from hk_conflict_bigram where name_id in (select name_id from gone)`);
}

export async function reassignPartiesClient(
  tx: Executor,
  fromClientId: number,
  toClientId: number,
): Promise<void> {
  await tx.execute(sql`update hk_conflict_name set client_id = ${toClientId}::int
    where source = 'party' and client_id = ${fromClientId}::int`);
}

// Ids are drawn from the serial's sequence first, so each bigram row knows its name's id without
// relying on the order of INSERT … RETURNING, which PostgreSQL does not promise.
async function reserveNameIds(tx: Executor, count: number): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    select nextval(pg_get_serial_sequence('hk_conflict_name', 'name_id'))::int as id
    from generate_series(1, ${count}::int)`);
  return result.rows.map((row) => row.id);
}

/** Inserts names and their bigram rows with multi-row statements; answers the new name ids. */
export async function insertNames(tx: Executor, rows: readonly NameRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += NAME_CHUNK) {
    const chunk = rows.slice(start, start + NAME_CHUNK);
    const chunkIds = await reserveNameIds(tx, chunk.length);
    const records = chunk.map((row, i) => ({
      name_id: chunkIds[i],
      source: row.source,
      source_id: row.sourceId,
      project_id: row.projectId,
      client_id: row.clientId,
      field: row.field,
      raw: row.raw,
      registration_number: row.registrationNumber,
      normalised: row.keys.normalised,
      order_free: row.keys.orderFree,
      trade_name: row.keys.tradeName,
      pinyin: row.keys.pinyin,
      cantonese: row.keys.cantonese,
      identity_numbers: row.keys.identityNumbers,
    }));
    await tx.execute(sql`
      insert into hk_conflict_name (name_id, source, source_id, project_id, client_id, field, raw,
        registration_number, normalised, order_free, trade_name, pinyin, cantonese, identity_numbers)
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(name_id int, source text,
        source_id int, project_id int, client_id int, field text, raw text, registration_number text,
        normalised text, order_free text, trade_name text, pinyin text[], cantonese text[],
        identity_numbers text[])`);
    ids.push(...chunkIds);
  }
  const grams: string[] = [];
  const gramNameIds: number[] = [];
  rows.forEach((row, i) => {
    for (const gram of row.keys.bigrams) {
      grams.push(gram);
      gramNameIds.push(ids[i] as number);
    }
  });
  for (let start = 0; start < grams.length; start += BIGRAM_CHUNK) {
    await tx.execute(sql`
      insert into hk_conflict_bigram (gram, name_id)
      select * from unnest(${sql.param(grams.slice(start, start + BIGRAM_CHUNK))}::text[],
        ${sql.param(gramNameIds.slice(start, start + BIGRAM_CHUNK))}::int[])`);
  }
  return ids;
}

/**
 * The search's settings, local to the caller's transaction, which `findCandidates` needs: pg_trgm's
 * `%` reads its threshold from one; and the lookups are narrow index scans, which parallel
 * workers only slow down (starting them cost more than the whole query, measured by
 * bench/conflict-check.ts).
 */
export async function useSearchSettings(tx: Executor, threshold: number): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true),
    set_config('max_parallel_workers_per_gather', '0', true)`);
}

/**
 * Every stored name that may match, each found through a key the matcher compares (decision 0023,
 * "The database index"), strongest kind of key first: 0 an equal key or number, 1 a reading,
 * 2 a fuzzy neighbour by its shared-gram ratio or trigram similarity. Runs in a transaction
 * where `useSearchSettings` ran.
 */
export async function findCandidates(
  tx: Executor,
  keys: QueryKeys,
  options: { excludeProjectId?: number; limit: number },
): Promise<CandidateRow[]> {
  const finders = candidateFinders(keys);
  if (finders.length === 0) return [];
  const exclude =
    options.excludeProjectId === undefined
      ? sql``
      : sql`where n.project_id is distinct from ${options.excludeProjectId}::int`;
  const result = await tx.execute<CandidateRow>(sql`
    with found(name_id, rank, strength) as (${sql.join(finders, sql` union all `)}),
    best as (select name_id, min(rank) as rank, max(strength) as strength from found group by name_id)
    select n.name_id as "nameId", n.source, n.source_id as "sourceId", n.project_id as "projectId",
      n.client_id as "clientId", n.field, n.raw, n.registration_number as "registrationNumber"
    from best join hk_conflict_name n on n.name_id = best.name_id
    ${exclude}
    order by best.rank, best.strength desc, n.name_id
    limit ${options.limit}`);
  return result.rows;
}

function candidateFinders(keys: QueryKeys): SQL[] {
  const finders: SQL[] = [];
  const equal: SQL[] = [];
  if (keys.compact) {
    equal.push(sql`normalised = ${keys.compact}`, sql`order_free = ${keys.orderFree}`);
    // compareName's trade-name rule: either side's trade name (or, lacking one, its whole name).
    equal.push(sql`normalised = ${keys.trade}`, sql`trade_name = ${keys.trade}`);
  }
  if (keys.numbers.length > 0) equal.push(sql`identity_numbers && ${sql.param(keys.numbers)}::text[]`);
  if (equal.length > 0)
    finders.push(sql`select name_id, 0, 1::float8 from hk_conflict_name where ${sql.join(equal, sql` or `)}`);
  if (keys.readings.length > 0) {
    const readings = sql`${sql.param(keys.readings)}::text[]`;
    // A name with Han characters has bigram rows; one without is Latin.
    const latinOnly = keys.readingsOnLatinOnly
      ? sql`and not exists (select from hk_conflict_bigram b where b.name_id = n.name_id)`
      : sql``;
    finders.push(sql`select n.name_id, 1, 1::float8 from hk_conflict_name n
      where (n.pinyin && ${readings} or n.cantonese && ${readings}) ${latinOnly}`);
  }
  if (keys.hanSubstrings.length > 0)
    finders.push(sql`select name_id, 2, 0.5::float8 from hk_conflict_name
      where trade_name = any(${sql.param(keys.hanSubstrings)}::text[])`);
  if (keys.hanTradeReadings.length > 0)
    finders.push(sql`select name_id, 2, 0.5::float8 from hk_conflict_name
      where trade_name is not null and pinyin && ${sql.param(keys.hanTradeReadings)}::text[]`);
  for (const bound of keys.bigramBounds) finders.push(bigramFinder(bound));
  if (keys.trigram && keys.compact) {
    finders.push(sql`select name_id, 2, similarity(normalised, ${keys.compact})::float8 from hk_conflict_name
      where normalised % ${keys.compact}`);
  }
  return finders;
}

function bigramFinder(bound: GramBound): SQL {
  const grams = sql`${sql.param(bound.grams)}::text[]`;
  const share = sql`count(*)::float8 / ${bound.grams.length}::int`;
  const longEnough = sql`char_length(n.normalised) >= ${bound.minLength}::int`;
  // Names without a trade name are few (a place or industry words only): starting from them
  // spares counting the place and industry bigrams that half the companies share (深圳, 科技).
  if (bound.storedTradeName === false)
    return sql`select n.name_id, 2, ${share} from hk_conflict_name n
      join hk_conflict_bigram b on b.name_id = n.name_id and b.gram = any(${grams})
      where n.trade_name is null and ${longEnough}
      group by n.name_id having count(*) >= ${bound.atLeast}::int`;
  const withTradeName = bound.storedTradeName ? sql`and n.trade_name is not null` : sql``;
  return sql`select g.name_id, 2, g.share from (
      select name_id, ${share} as share from hk_conflict_bigram where gram = any(${grams})
      group by name_id having count(*) >= ${bound.atLeast}::int) g
    join hk_conflict_name n on n.name_id = g.name_id
    where ${longEnough} ${withTradeName}`;
}
