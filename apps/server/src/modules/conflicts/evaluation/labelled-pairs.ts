import { readFileSync } from 'node:fs';
import type { ConflictCandidate, ConflictQuery } from '../conflict.types.ts';

export type Split = 'held' | 'tune';

export interface LabelledPair {
  line: number;
  split: Split;
  cls: string;
  query: ConflictQuery;
  candidate: ConflictCandidate<number>;
  expected: boolean;
  note: string;
}

// "name ; former=… ; alias=… ; reg=…": the extras a stored party carries besides its name.
function parseEntry(cell: string) {
  const [name = '', ...extras] = cell.split(' ; ');
  const entry = { name, former: [] as string[], alias: [] as string[], reg: null as string | null };
  for (const extra of extras) {
    const [key, ...rest] = extra.split('=');
    const value = rest.join('=');
    if (key === 'former') entry.former.push(value);
    else if (key === 'alias') entry.alias.push(value);
    else if (key === 'reg') entry.reg = value;
    else throw new Error(`unknown extra "${extra}"`);
  }
  return entry;
}

/** labelled-pairs.tsv (built by build-labelled-set.ts), every split or one. */
export function readLabelledPairs(split?: Split): LabelledPair[] {
  const text = readFileSync(new URL('./labelled-pairs.tsv', import.meta.url), 'utf8');
  const pairs: LabelledPair[] = [];
  text.split('\n').forEach((row, index) => {
    if (!row.trim() || row.startsWith('#')) return;
    const [rowSplit = '', cls = '', queryCell = '', candidateCell = '', label = '', note = ''] =
      row.split('\t');
    if (rowSplit !== 'held' && rowSplit !== 'tune') throw new Error(`line ${index + 1}: split "${rowSplit}"`);
    if (label !== 'yes' && label !== 'no') throw new Error(`line ${index + 1}: label "${label}"`);
    if (split && rowSplit !== split) return;
    const query = parseEntry(queryCell);
    const candidate = parseEntry(candidateCell);
    pairs.push({
      line: index + 1,
      split: rowSplit,
      cls,
      query: { name: query.name, registrationNumber: query.reg },
      candidate: {
        id: index + 1,
        name: candidate.name,
        formerNames: candidate.former,
        aliases: candidate.alias,
        registrationNumber: candidate.reg,
      },
      expected: label === 'yes',
      note,
    });
  });
  return pairs;
}
