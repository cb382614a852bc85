import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictIndex, type IndexEntry, type IndexHit } from './conflict-index.service.ts';
import { createIndexDatabase } from './conflict-index-test-db.ts';
import { type LabelledPair, readNamePairs } from './fixtures/name-pairs.ts';
import { type ConflictHit, matchConflicts, prepareCandidates } from './matcher.ts';

// The database only narrows; the matcher decides. Over the labelled set, every candidate stored in
// one index, the database path must answer exactly what the matcher answers in memory: a
// candidate the prefilter loses would show here as a hit missing from the database's answer.
const pairs = readNamePairs();
const prepared = prepareCandidates(pairs.map((pair) => pair.candidate));

const entryOf = (pair: LabelledPair): IndexEntry => ({
  source: 'party',
  sourceId: pair.candidate.id,
  projectId: null,
  clientId: null,
  registrationNumber: pair.candidate.registrationNumber ?? '',
  names: [
    { raw: pair.candidate.name, field: 'name' },
    ...(pair.candidate.formerNames ?? []).map((raw) => ({ raw, field: 'formerName' as const })),
    ...(pair.candidate.aliases ?? []).map((raw) => ({ raw, field: 'alias' as const })),
  ],
});

const verdict = (hit: ConflictHit<number> | IndexHit | undefined) =>
  hit ? `${hit.reason} ${hit.score.toFixed(4)} ${hit.field} "${hit.matched}"` : 'no hit';

// Reversed: each query stored as a client, searched by each of the candidate's names. The set is
// written one way round (a Latin query, a Chinese record); a check meets both.
const reversedStored = pairs.map((pair) => ({ id: pair.line, ...pair.query }));
const reversedQueries = pairs.flatMap((pair) =>
  [pair.candidate.name, ...(pair.candidate.formerNames ?? []), ...(pair.candidate.aliases ?? [])].map(
    (name) => ({
      name,
      registrationNumber: pair.candidate.registrationNumber,
    }),
  ),
);

let database: Awaited<ReturnType<typeof createIndexDatabase>>;
const answers = new Map<number, IndexHit[]>();
const reversedAnswers: IndexHit[][] = [];

beforeAll(async () => {
  database = await createIndexDatabase();
  const index = new ConflictIndex(database.db);
  const clients: IndexEntry[] = reversedStored.map((stored) => ({
    source: 'client',
    sourceId: stored.id,
    projectId: null,
    clientId: stored.id,
    registrationNumber: stored.registrationNumber ?? '',
    names: [{ raw: stored.name, field: 'name' }],
  }));
  await database.db.transaction((tx) => index.replaceMany(tx, [...pairs.map(entryOf), ...clients]));
  for (const pair of pairs) {
    const hits = await index.search(pair.query);
    answers.set(
      pair.line,
      hits.filter((hit) => hit.source === 'party'),
    );
  }
  for (const query of reversedQueries)
    reversedAnswers.push((await index.search(query)).filter((hit) => hit.source === 'client'));
}, 120_000);
afterAll(() => database?.close());

describe('conflict index over the labelled name pairs', () => {
  it('answers every pair as the in-memory matcher does for that candidate', () => {
    const differing: string[] = [];
    for (const pair of pairs) {
      const memory = matchConflicts(pair.query, prepareCandidates([pair.candidate]))[0];
      const stored = answers.get(pair.line)?.find((hit) => hit.sourceId === pair.candidate.id);
      if (verdict(memory) !== verdict(stored))
        differing.push(
          `line ${pair.line} ${pair.query.name}: memory ${verdict(memory)}, database ${verdict(stored)}`,
        );
    }
    expect(differing).toEqual([]);
  });

  it('answers every query with every hit the matcher finds among all stored names', () => {
    const differing: string[] = [];
    for (const pair of pairs) {
      const memory = matchConflicts(pair.query, prepared).map((hit) => `${hit.id} ${verdict(hit)}`);
      const stored = (answers.get(pair.line) ?? []).map((hit) => `${hit.sourceId} ${verdict(hit)}`);
      if (memory.sort().join('\n') !== stored.sort().join('\n'))
        differing.push(`line ${pair.line} ${pair.query.name}: memory [${memory}], database [${stored}]`);
    }
    expect(differing).toEqual([]);
  });

  it('answers the pairs read the other way round as the matcher does', () => {
    const stored = prepareCandidates(reversedStored);
    const differing: string[] = [];
    reversedQueries.forEach((query, i) => {
      const memory = matchConflicts(query, stored).map((hit) => `${hit.id} ${verdict(hit)}`);
      const found = (reversedAnswers[i] ?? []).map((hit) => `${hit.sourceId} ${verdict(hit)}`);
      if (memory.sort().join('\n') !== found.sort().join('\n'))
        differing.push(`${query.name}: memory [${memory}], database [${found}]`);
    });
    expect(differing).toEqual([]);
  });

  it('reaches recall ≥ 0.98 and precision ≥ 0.95 through the database', () => {
    let truePositives = 0;
    let falsePositives = 0;
    for (const pair of pairs) {
      const found = answers.get(pair.line)?.some((hit) => hit.sourceId === pair.candidate.id) ?? false;
      if (found && pair.expected) truePositives++;
      if (found && !pair.expected) falsePositives++;
    }
    const recall = truePositives / pairs.filter((pair) => pair.expected).length;
    const precision = truePositives / (truePositives + falsePositives);
    console.info(
      `database path over ${pairs.length} pairs: recall ${recall.toFixed(3)} precision ${precision.toFixed(3)}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });
});
