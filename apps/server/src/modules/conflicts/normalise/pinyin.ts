import { pinyin } from 'pinyin-pro';
import { foldCase } from './case-fold.ts';
import { PINYIN_SYLLABLES, SYLLABLE_ALIASES } from './pinyin-syllables.ts';
import { MAX_KEYS, readingKeys } from './syllable-keys.ts';

// A Chinese name reaches us in Latin letters from passports, foreign registers and contracts
// (张伟 = "Zhang Wei" = "WEI Zhang" = "Zhangwei"). We compare both sides as a bag of toneless pinyin
// syllables, sorted, so word order and spacing do not matter: Chinese names are written surname
// first, Western documents put the surname last. Tones and characters are lost, so every homophone
// (张伟, 张玮, 章伟) has the same key: the matcher therefore uses these keys only across scripts.
//
// Characters with several readings (单 dan/shan, 曾 ceng/zeng, 长 chang/zhang) yield one key per
// reading, capped, because a surname reading differs from the dictionary one. Latin words that
// split into syllables in more than one minimal way ("jianan" = jia+nan or jian+an) yield each split.

function syllablesOf(char: string): string[] {
  const readings = pinyin(char, { toneType: 'none', type: 'array', multiple: true });
  return [...new Set(readings.map((r) => foldCase(r)))];
}

/** Pinyin keys of a run of Han characters; the in-context reading comes first. */
export function hanPinyinKeys(han: string): string[] {
  const chars = [...han];
  const inContext = pinyin(han, { toneType: 'none', type: 'array', surname: 'head' }).map((r) => foldCase(r));
  // Readings that are no pinyin syllable (the interjections m, ng) are dropped; a character with
  // none left (not a Han character pinyin-pro knows) leaves the name without a pinyin key.
  const options = chars.map((char, i) => {
    const first = inContext[i] ?? '';
    return [first, ...syllablesOf(char).filter((s) => s !== first)].filter((s) => PINYIN_SYLLABLES.has(s));
  });
  if (options.some((o) => o.length === 0)) return [];
  return readingKeys(options.map((choices) => choices.map((syllable) => [syllable])));
}

function canonical(syllable: string): string {
  return SYLLABLE_ALIASES[syllable] ?? syllable;
}

function isSyllable(text: string): boolean {
  return PINYIN_SYLLABLES.has(text) || text in SYLLABLE_ALIASES;
}

/** Every split of a Latin word into the fewest pinyin syllables, or [] when it is not pinyin. */
export function splitSyllables(word: string): string[][] {
  // best[i] = the fewest-syllable splits of word[0..i).
  const best: string[][][] = [[[]]];
  for (let end = 1; end <= word.length; end++) {
    let splits: string[][] = [];
    let fewest = Number.POSITIVE_INFINITY;
    for (let start = Math.max(0, end - 6); start < end; start++) {
      const piece = word.slice(start, end);
      const before = best[start];
      if (!before?.length || !isSyllable(piece)) continue;
      const count = (before[0]?.length ?? 0) + 1;
      if (count > fewest) continue;
      const extended = before.map((s) => [...s, canonical(piece)]);
      splits = count < fewest ? extended : [...splits, ...extended];
      fewest = count;
    }
    best.push(splits.slice(0, MAX_KEYS));
  }
  return best[word.length] ?? [];
}

/** Pinyin keys of Latin words, each split into syllables; [] when any word is not pinyin. */
export function latinPinyinKeys(words: readonly string[]): string[] {
  const options: string[][][] = [];
  for (const word of words) {
    const splits = splitSyllables(word);
    if (splits.length === 0) return [];
    options.push(splits);
  }
  return readingKeys(options);
}
