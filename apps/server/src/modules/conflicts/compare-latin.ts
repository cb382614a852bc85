import { isKnownWord } from './normalise/known-words.ts';
import { editDistance } from './normalise/legal-forms.ts';
import type { NormalisedName } from './normalise/name.ts';

// Marks that tell two otherwise equal names apart: a fund's series (Growth Fund II / III, Fund
// 2019), a generation (Jr. / Sr. / III), a single letter (Class A / B).
const ROMAN = /^(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;
const GENERATIONS = new Set(['jr', 'sr', 'junior', 'senior']);
export function isDistinguishingMark(word: string): boolean {
  return /\d/.test(word) || word.length === 1 || GENERATIONS.has(word) || ROMAN.test(word);
}

export type LatinVerdict = 'slip' | 'different' | null;

/**
 * Two Latin names of as many words, the same but for one word: a slip when that word differs by one
 * letter (dropped, doubled, swapped, replaced: Goldmn, Shenzehn, Wnag) and the slip is no English
 * word or name of its own; different parties when the word is a series or generation mark
 * (II / III, Jr. / Sr.) or when both spellings are words or names (Brown / Browne, Metals /
 * Petals). null when the rule has nothing to say (more than one word differs, or word counts differ).
 */
export function latinWordVerdict(q: NormalisedName, c: NormalisedName): LatinVerdict {
  if (q.words.length !== c.words.length) return null;
  const differing: [string, string][] = [];
  for (let i = 0; i < q.words.length; i++) {
    const a = q.words[i] as string;
    const b = c.words[i] as string;
    if (a !== b) differing.push([a, b]);
  }
  if (differing.length !== 1) return null;
  const [a, b] = differing[0] as [string, string];
  if (isDistinguishingMark(a) || isDistinguishingMark(b)) return 'different';
  if (isKnownWord(a) && isKnownWord(b)) return 'different';
  const longest = Math.max(a.length, b.length);
  if (longest < 4) return null;
  return editDistance(a, b, 1) === 1 ? 'slip' : null;
}

/** Two words of one length the same but for two neighbouring letters swapped (lou / luo). */
function isAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((char, i) => char !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/**
 * Two pinyin names the same but for two neighbouring letters swapped in one word of three letters
 * or more (Lou / Luo Xiaopeng, Laio / Liao Wei): a slip of the hands, though both spellings read
 * as pinyin. Other differences between pinyin names (Zhang Wei / Zhang Wen, Chen / Cheng) stay
 * different names: a mistyped syllable rarely stays pinyin except by a swap.
 */
export function pinyinSwapped(q: NormalisedName, c: NormalisedName): boolean {
  if (q.words.length !== c.words.length) return false;
  const differing = q.words.flatMap((word, i) => (word === c.words[i] ? [] : [[word, c.words[i] ?? '']]));
  if (differing.length !== 1) return false;
  const [a, b] = differing[0] as [string, string];
  return a.length >= 3 && isAdjacentSwap(a, b);
}
