import * as OpenCC from 'opencc-js';
import { seededRandom } from '../conflict-index-crowd.ts';

// What every part of the labelled set's builder shares: one seeded generator, drawn from in the
// builder's order (the same run writes the same file), and the pairs gathered so far.
export const random = seededRandom(20261127);
export const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
export const chance = (p: number) => random() < p;
export const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
export const title = (word: string) =>
  word.replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

export interface Pair {
  cls: string;
  query: string;
  candidate: string;
  label: 'yes' | 'no';
  note: string;
}
export const pairs: Pair[] = [];
const seen = new Set<string>();
export function add(cls: string, query: string, candidate: string, label: 'yes' | 'no', note: string): void {
  const key = `${query}\t${candidate}`;
  if (query === candidate || seen.has(key)) return;
  seen.add(key);
  pairs.push({ cls, query, candidate, label, note });
}
export function repeat(times: number, make: () => void): void {
  for (let i = 0; i < times; i++) make();
}
