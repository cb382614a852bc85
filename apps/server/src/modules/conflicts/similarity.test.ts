import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, withDatabase } from '../../../test/test-database.ts';
import { bigrams, jaccard, nameSimilarity, trigrams } from './similarity.ts';

describe('grams', () => {
  it('pads trigrams the way pg_trgm does', () => {
    expect([...trigrams('abc')].sort()).toEqual(['  a', ' ab', 'abc', 'bc '].sort());
  });

  it('uses character bigrams for names with Chinese characters, a lone character being its own key', () => {
    expect([...bigrams('张伟明')]).toEqual(['张伟', '伟明']);
    expect([...bigrams('张')]).toEqual(['张']);
    expect(nameSimilarity('华为技术', '华为技朮')).toBeCloseTo(0.5);
  });

  it('is a Jaccard index', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set(['a']))).toBe(0);
  });
});

// The later database index must compute the same similarity, so ours is checked against the real
// pg_trgm on a scratch database of the test server.
describe('trigram similarity agrees with pg_trgm', () => {
  const database = `conflicts_trgm_${process.pid}`;
  let client: pg.Client;

  beforeAll(async () => {
    const adminUrl = inject('adminUrl');
    await adminQuery(adminUrl, `create database "${database}"`);
    client = new pg.Client({ connectionString: withDatabase(adminUrl, database) });
    await client.connect();
    await client.query('create extension if not exists pg_trgm');
  });

  afterAll(async () => {
    await client?.end();
    await dropDatabase(inject('adminUrl'), database);
  });

  const pairs: [string, string][] = [
    ['huaweitechnologies', 'huawietechnologies'],
    ['goldmansachs', 'goldmannsachs'],
    ['johnsmith', 'johnsmithson'],
    ['metaplatforms', 'metroplatforms'],
    ['alibaba', 'alibba'],
    ['a', 'ab'],
    ['zhangwei', 'weizhang'],
  ];

  it.each(pairs)('%s / %s', async (a, b) => {
    const { rows } = await client.query<{ s: number }>('select similarity($1, $2) as s', [a, b]);
    expect(jaccard(trigrams(a), trigrams(b))).toBeCloseTo(Number(rows[0]?.s), 5);
  });
});
