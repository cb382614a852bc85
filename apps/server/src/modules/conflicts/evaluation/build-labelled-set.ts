/**
 * Builds labelled-pairs.tsv, the set the matcher is evaluated on (decision 0023, round two), from
 * the public name lists in sources/ and the well-known-names seed. Deterministic: the same run
 * writes the same file, split included. The file, not this script, is the set: it is committed,
 * and a change to the script that changes the file is a new set whose held-back half is spent.
 *
 *   npx tsx apps/server/src/modules/conflicts/evaluation/build-labelled-set.ts
 */
import { writeFileSync } from 'node:fs';
import { addCompanyPairs } from './company-pairs.ts';
import { type Pair, pairs, random } from './pair-set.ts';
import { addPeoplePairs } from './people-pairs.ts';

// The order of the parts is the order of the draws: changing it changes the file.
addPeoplePairs();
addCompanyPairs();

// ---- split and write ------------------------------------------------------------------------
// Half of every class is held back, chosen by the seeded generator and written into the file.
const byClass = new Map<string, Pair[]>();
for (const pair of pairs) byClass.set(pair.cls, [...(byClass.get(pair.cls) ?? []), pair]);
const lines: string[] = [];
for (const [cls, list] of [...byClass.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const shuffled = list
    .map((pair) => ({ pair, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ pair }) => pair);
  shuffled.forEach((pair, i) => {
    const split = i % 2 === 0 ? 'held' : 'tune';
    lines.push([split, cls, pair.query, pair.candidate, pair.label, pair.note].join('\t'));
  });
}
const header = `# Labelled name pairs, round two (decision 0023): split, class, query, candidate, yes|no, note.
# Built by build-labelled-set.ts from the public lists in sources/ and known-names.seed.tsv (sources
# recorded there). "held" rows are held back: rules are tuned on "tune" rows only.
# Query extras after " ; ": reg=<number>. Candidate extras: former=, alias=, reg=.
`;
writeFileSync(new URL('./labelled-pairs.tsv', import.meta.url), `${header + lines.join('\n')}\n`);
console.info(`${lines.length} pairs in ${byClass.size} classes`);
for (const [cls, list] of byClass) console.info(`  ${cls}: ${list.length}`);
