import { readFileSync } from 'node:fs';

/** One company of the seed: every name it goes by, the first the one shown, and the list it is from. */
export interface KnownNameSeedGroup {
  source: string;
  names: { name: string; former: boolean }[];
}

/** The well-known-names seed (known-names.seed.tsv, sources recorded in its header). */
export function readKnownNameSeed(): KnownNameSeedGroup[] {
  const text = readFileSync(new URL('./known-names.seed.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [source = '', names = ''] = line.split('\t');
      return {
        source,
        names: names.split(' | ').map((cell) => {
          const former = cell.startsWith('former:');
          return { name: former ? cell.slice('former:'.length) : cell, former };
        }),
      };
    });
}
