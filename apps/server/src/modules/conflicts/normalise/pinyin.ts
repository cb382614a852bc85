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

// Characters whose readings in names are all common (朝 chao/zhao, 乐 le/yue, 长 chang/zhang,
// 茜 qian/xi): every reading stays. Any other character is read as the whole name reads it in
// context and as the character reads alone; readings a character has only inside particular words
// (和 huo in 和面, 强 jiang in 倔强, 叶 xie in 叶韵) would make two different people one.
const NAME_HETERONYMS = new Set([...'朝乐长茜单曾区查解仇朴覃缪尉']);

function syllablesOf(char: string): string[] {
  const readings = NAME_HETERONYMS.has(char)
    ? pinyin(char, { toneType: 'none', type: 'array', multiple: true })
    : pinyin(char, { toneType: 'none', type: 'array' });
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

/**
 * Words one of which is no pinyin until two neighbouring letters are swapped back ("Wnag",
 * "Zaho"): the words with the swap undone and the slip, or null. One swap in one word only, and
 * only in words of three letters or more: a typing slip, not a guess.
 */
export function transposedIntoPinyin(words: readonly string[]): { words: string[]; slips: string[] } | null {
  const broken = words.filter((word) => splitSyllables(word).length === 0);
  const word = broken[0];
  if (broken.length !== 1 || word === undefined || word.length < 3) return null;
  // Of the swaps that read as pinyin, the one with fewest syllables: "yaun" is yuan, not a + yun.
  let best: { swapped: string; syllables: number } | null = null;
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const syllables = splitSyllables(swapped)[0]?.length ?? 0;
    if (syllables > 0 && (!best || syllables < best.syllables)) best = { swapped, syllables };
  }
  if (best) {
    const { swapped } = best;
    return { words: words.map((w) => (w === word ? swapped : w)), slips: [`${word} → ${swapped}`] };
  }
  return null;
}
