import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { ConflictIndex, type IndexEntry, type IndexHit } from './conflict-index.service.ts';
import { NameCrowd } from './conflict-index-crowd.ts';
import { createIndexDatabase } from './conflict-index-test-db.ts';
import { type ConflictHit, matchConflicts, prepareCandidates } from './matcher.ts';

// More names than one insert statement takes (5,000), so the chunked path is the one tested.
const CROWD_SIZE = 6_000;
const crowdRandom = new NameCrowd(2026);
const crowd = Array.from({ length: CROWD_SIZE }, (_, i) => ({ id: i + 1, name: crowdRandom.next().name }));

const party = (sourceId: number, name: string, projectId: number | null = 1): IndexEntry => ({
  source: 'party',
  sourceId,
  projectId,
  clientId: null,
  registrationNumber: '',
  names: [{ raw: name, field: 'name' }],
});
const client = (sourceId: number, name: string, registrationNumber = ''): IndexEntry => ({
  source: 'client',
  sourceId,
  projectId: null,
  clientId: sourceId,
  registrationNumber,
  names: [{ raw: name, field: 'name' }],
});

let database: Awaited<ReturnType<typeof createIndexDatabase>>;
let db: Database;
let index: ConflictIndex;

beforeAll(async () => {
  database = await createIndexDatabase();
  db = database.db;
  index = new ConflictIndex(db);
  await db.transaction((tx) =>
    index.replaceMany(
      tx,
      crowd.map((entry) => party(entry.id, entry.name, 1 + (entry.id % 50))),
    ),
  );
}, 120_000);
afterAll(() => database?.close());

const store = (...entries: IndexEntry[]) => db.transaction((tx) => index.replaceMany(tx, entries));
const search = (name: string, options: { excludeProjectId?: number } = {}) => index.search({ name }, options);
const owners = (hits: IndexHit[]) => hits.map((hit) => `${hit.source} ${hit.sourceId}`);
const count = async (query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: number }>(query)).rows[0]?.n);
const gramsOf = async (nameId: number) =>
  (
    await db.execute<{ gram: string }>(
      sql`select gram from hk_conflict_bigram where name_id = ${nameId} order by gram`,
    )
  ).rows.map((row) => row.gram);

describe('conflict index', () => {
  it('stores one row per name of every entry, across insert chunks', async () => {
    expect(await count(sql`select count(*) as n from hk_conflict_name where source = 'party'`)).toBe(
      CROWD_SIZE,
    );
    const orphans = sql`select count(*) as n from hk_conflict_bigram b
      where not exists (select from hk_conflict_name n where n.name_id = b.name_id)`;
    expect(await count(orphans)).toBe(0);
  });

  it('answers as the in-memory matcher does over a crowd of stored names, typos included', async () => {
    const prepared = prepareCandidates(crowd);
    const typist = new NameCrowd(11);
    const queries = crowd.slice(0, 60).flatMap((entry) => [entry.name, typist.typo(entry.name)]);
    const describeHit = (hit: ConflictHit<number> | IndexHit, id: number) =>
      `${id} ${hit.reason} ${hit.score.toFixed(4)} ${hit.matched}`;
    const differing: string[] = [];
    for (const name of queries) {
      const memory = matchConflicts({ name }, prepared).map((hit) => describeHit(hit, hit.id));
      const stored = (await search(name)).map((hit) => describeHit(hit, hit.sourceId));
      if (memory.sort().join('|') !== stored.sort().join('|'))
        differing.push(`${name}: memory [${memory}] database [${stored}]`);
    }
    expect(differing).toEqual([]);
  });

  // The matcher never compares personal names under four characters by similarity: 张伟 is found by
  // equality, and the longer names sharing its bigram are other people. Its bigram row is stored
  // all the same, so the stored index does not depend on that rule (decision 0023).
  it('finds a two-character Chinese name, indexed under its bigram, and not the longer names sharing it', async () => {
    await store(client(1, '张伟'), party(9001, '张伟明'), party(9002, '张伟华'), party(9003, '李张伟'));
    const hits = await search('张伟');
    const mine = hits.find((hit) => hit.source === 'client' && hit.sourceId === 1);
    expect(mine).toMatchObject({ reason: 'exact', score: 1, matched: '张伟', field: 'name', clientId: 1 });
    expect(await gramsOf(mine!.nameId)).toEqual(['张伟']);
    expect(
      await count(sql`select count(*) as n from hk_conflict_bigram where gram = '张伟'`),
    ).toBeGreaterThan(4);
    for (const other of ['party 9001', 'party 9002', 'party 9003']) expect(owners(hits)).not.toContain(other);
  });

  it('finds a Chinese company with one character mistyped for a homophone through shared bigrams', async () => {
    await store(client(2, '北京字节跳动科技有限公司'));
    const hits = await search('字节跳东科技有限公司');
    expect(hits.find((hit) => hit.source === 'client' && hit.sourceId === 2)).toMatchObject({
      reason: 'fuzzy',
      basis: 'homophone',
      score: 0.9,
      matched: '北京字节跳动科技有限公司',
    });
  });

  it('finds a Latin name with a letter dropped through trigram similarity', async () => {
    await store(client(3, 'Quillfeather Maritime Holdings Ltd'));
    const hits = await search('Quilfeather Maritime');
    expect(hits.find((hit) => hit.source === 'client' && hit.sourceId === 3)?.reason).toBe('fuzzy');
  });

  it('finds a pinyin name with two letters swapped against the name in characters, either way round', async () => {
    await store(party(900_101, '霍建邦'), party(900_102, 'Luo Jianbang'));
    const swapped = await search('Hou Jianbang');
    expect(swapped.find((hit) => hit.sourceId === 900_101)).toMatchObject({ reason: 'fuzzy', basis: 'slip' });
    const han = await search('罗建邦');
    expect(han.find((hit) => hit.sourceId === 900_102)).toMatchObject({ reason: 'transliteration' });
    await store(party(900_103, 'Lou Jianbang'));
    const back = await search('罗建邦');
    expect(back.find((hit) => hit.sourceId === 900_103)).toMatchObject({ reason: 'fuzzy', basis: 'slip' });
  });

  it('finds a stored client by its registration number whatever the name', async () => {
    await store(client(4, '华为技术有限公司', '914403001922038216'));
    const hits = await index.search({ name: '某某公司', registrationNumber: '9144 0300 1922 0382 16' });
    expect(hits.find((hit) => hit.sourceId === 4)).toMatchObject({
      source: 'client',
      reason: 'registrationNumber',
      matched: '914403001922038216',
    });
  });

  it('no longer finds a renamed party by its old name', async () => {
    await store(party(9101, '甲乙丙丁咨询有限公司'));
    expect(owners(await search('甲乙丙丁咨询'))).toContain('party 9101');
    await store(party(9101, '戊己庚辛贸易有限公司'));
    expect(owners(await search('甲乙丙丁咨询'))).not.toContain('party 9101');
    expect(owners(await search('戊己庚辛贸易'))).toContain('party 9101');
    const grams = sql`select count(*) as n from hk_conflict_bigram where gram in ('甲乙', '乙丙', '丙丁')`;
    expect(await count(grams)).toBe(0);
  });

  it('leaves out the parties of the case it is asked to exclude', async () => {
    await store(party(9201, 'Ostrander Vellum Ltd', 901), party(9202, 'Ostrander Vellum Ltd', 902));
    await store(client(5, 'Ostrander Vellum Limited'));
    const hits = await search('Ostrander Vellum', { excludeProjectId: 901 });
    expect(owners(hits).sort()).toEqual(['client 5', 'party 9202']);
  });

  it('forgets removed parties and their bigram rows', async () => {
    await store(party(9301, '壬癸子丑科技有限公司'));
    await db.transaction((tx) => index.remove(tx, 'party', [9301]));
    expect(owners(await search('壬癸子丑科技'))).not.toContain('party 9301');
    expect(await count(sql`select count(*) as n from hk_conflict_bigram where gram = '壬癸'`)).toBe(0);
  });

  it("names the client kept on a merged client's parties", async () => {
    await store(
      { ...party(9501, 'Thistlewood Orchards Ltd', 950), clientId: 61 },
      client(61, 'Thistlewood Orchards'),
    );
    await db.transaction((tx) => index.reassignClient(tx, 61, 62));
    const hits = await search('Thistlewood Orchards');
    expect(hits.find((hit) => hit.source === 'party' && hit.sourceId === 9501)?.clientId).toBe(62);
    expect(hits.find((hit) => hit.source === 'client' && hit.sourceId === 61)?.clientId).toBe(61);
  });

  it('stores nothing for an empty name', async () => {
    await store({
      ...party(9401, '  '),
      names: [
        { raw: '  ', field: 'name' },
        { raw: '', field: 'alias' },
      ],
    });
    expect(await count(sql`select count(*) as n from hk_conflict_name where source_id = 9401`)).toBe(0);
  });
});
