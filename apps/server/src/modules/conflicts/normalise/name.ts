import { hanCantoneseKeys, latinCantoneseKey } from './cantonese.ts';
import { foldCase } from './case-fold.ts';
import { removeBracketNotes } from './company-suffix.ts';
import { readingWords } from './english-names.ts';
import { foldLegalForms } from './legal-forms.ts';
import { hanPinyinKeys, latinPinyinKeys, splitSyllables, transposedIntoPinyin } from './pinyin.ts';
import { toSimplified } from './simplified.ts';
import { readingKeys } from './syllable-keys.ts';
import { compact, isHan, tokenise } from './tokens.ts';
import { tradeNameOf } from './trade-name.ts';
import { wadeGilesKeys } from './wade-giles.ts';
import { toHalfWidth } from './width.ts';

export type NameScript = 'han' | 'latin' | 'mixed';

export interface NormalisedName {
  /** Width, script, case, punctuation and legal form folded away; compared for equality and similarity. */
  compact: string;
  /** The words sorted, function words left out: "Smith, John" = "John Smith", "Trust of Mary Lee" = "Mary Lee Trust". */
  orderFree: string;
  /** The words of the compact form, in order. */
  words: string[];
  /** Place and industry words also removed (字节跳动 for 北京字节跳动科技有限公司), or null. */
  tradeName: string | null;
  /** Industry words taken off to reach the trade name (科技, 银行, Technology). */
  industry: string[];
  script: NameScript;
  /** Sorted pinyin syllables of the whole name (see pinyin.ts), for cross-script comparison. */
  pinyin: string[];
  tradeNamePinyin: string[];
  /** Folded Cantonese spellings (see cantonese.ts), for Hong Kong romanisation. */
  cantonese: string[];
  tradeNameCantonese: string[];
  /** Latin names read as Taiwan Wade-Giles, in pinyin-key form (see wade-giles.ts). */
  wadeGiles: string[];
  /** Legal forms taken off ("kabushiki kaisha", "有限公司"), for the hit's explanation. */
  legalForms: string[];
  /** Slips read through: a mistyped legal form ("limted → limited"), a transposed syllable ("wnag → wang"). */
  slips: string[];
  /** Western given names set aside to read the rest as a Chinese name ("David"). */
  addedNames: string[];
}

// Words that join other words and say nothing of who the party is: "Trust of Mary Lee" is the
// "Mary Lee Trust". Left out of the order-free form only; the compact form keeps them.
const FUNCTION_WORDS = new Set(['of', 'the', 'for', 'a', 'an', 'in', 'de', 'du', 'des']);

function scriptOf(tokens: readonly string[]): NameScript {
  const han = tokens.filter((t) => isHan(t)).length;
  if (han === tokens.length) return 'han';
  return han === 0 ? 'latin' : 'mixed';
}

function orderFreeOf(tokens: readonly string[]): string {
  const meaningful = tokens.filter((token) => !FUNCTION_WORDS.has(token));
  return (meaningful.length >= 2 ? meaningful : [...tokens]).sort().join(' ');
}

interface Readings {
  pinyin: string[];
  cantonese: string[];
  wadeGiles: string[];
  slips: string[];
  addedNames: string[];
}

// Each word of three letters or more with two neighbouring letters swapped, where the name then
// reads as other pinyin. Each word is split once; a swap re-splits only its own word.
function swappedPinyinKeys(words: readonly string[], own: ReadonlySet<string>): string[] {
  const splits = words.map(splitSyllables);
  const keys = new Set<string>();
  words.forEach((word, at) => {
    for (let i = 0; word.length >= 3 && i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue;
      const swapped = splitSyllables(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      if (swapped.length === 0) continue;
      for (const key of readingKeys(splits.map((split, j) => (j === at ? swapped : split))))
        if (!own.has(key)) keys.add(key);
    }
  });
  return [...keys];
}

function latinReadings(tokens: readonly string[], afterComma: string | null): Readings {
  const { words, added } = readingWords(tokens, afterComma);
  const sets = added.length > 0 ? [tokens, words] : [tokens];
  const pinyin = new Set<string>();
  const cantonese = new Set<string>();
  const wadeGiles = new Set<string>();
  const slips: string[] = [];
  for (const set of sets) {
    let keys = latinPinyinKeys(set);
    if (keys.length === 0) {
      const transposed = transposedIntoPinyin(set);
      if (transposed) {
        keys = latinPinyinKeys(transposed.words);
        slips.push(...transposed.slips);
      }
    }
    for (const key of keys) pinyin.add(key);
    for (const key of latinCantoneseKey(set)) cantonese.add(key);
    for (const key of wadeGilesKeys(set)) wadeGiles.add(key);
  }
  return {
    pinyin: [...pinyin],
    cantonese: [...cantonese],
    wadeGiles: [...wadeGiles],
    slips,
    addedNames: added,
  };
}

function readingsOf(
  tokens: readonly string[],
  script: NameScript,
  afterComma: string | null = null,
): Readings {
  if (script === 'han') {
    const han = tokens.join('');
    return {
      pinyin: hanPinyinKeys(han),
      cantonese: hanCantoneseKeys(han),
      wadeGiles: [],
      slips: [],
      addedNames: [],
    };
  }
  if (script === 'latin') return latinReadings(tokens, afterComma);
  return { pinyin: [], cantonese: [], wadeGiles: [], slips: [], addedNames: [] };
}

/** The one word written after a name's last comma ("WONG Siu Ming, David"), else null. */
function wordAfterComma(folded: string): string | null {
  const at = folded.lastIndexOf(',');
  if (at < 0) return null;
  const after = tokenise(folded.slice(at + 1));
  return after.length === 1 ? (after[0] ?? null) : null;
}

/** Runs every normaliser in order; the order matters (width before brackets, case before suffixes). */
export function normaliseName(raw: string): NormalisedName | null {
  const folded = removeBracketNotes(foldCase(toSimplified(toHalfWidth(raw))));
  const { tokens, forms, slips } = foldLegalForms(tokenise(folded));
  if (tokens.length === 0) return null;
  const script = scriptOf(tokens);
  const trade = tradeNameOf(tokens);
  const tradeName = trade ? compact(trade.tokens) : null;
  const full = compact(tokens);
  // Trade-name keys only where the trade name differs from the whole name.
  const tradeTokens = trade && tradeName !== full ? trade.tokens : null;
  const readings = readingsOf(tokens, script, wordAfterComma(folded));
  const tradeReadings = tradeTokens ? readingsOf(tradeTokens, scriptOf(tradeTokens)) : null;
  return {
    compact: full,
    orderFree: orderFreeOf(tokens),
    words: tokens,
    tradeName,
    industry: trade?.industry ?? [],
    script,
    pinyin: readings.pinyin,
    tradeNamePinyin: tradeReadings?.pinyin ?? [],
    cantonese: readings.cantonese,
    tradeNameCantonese: tradeReadings?.cantonese ?? [],
    wadeGiles: readings.wadeGiles,
    legalForms: forms,
    slips: [...slips, ...readings.slips],
    addedNames: readings.addedNames,
  };
}

const swappedCache = new WeakMap<NormalisedName, string[]>();

/**
 * A pinyin name's readings with two neighbouring letters of one word swapped into other pinyin
 * ("Lou Xiaopeng" also as luo xiao peng): against a name in characters, a slip. Worked out when
 * asked (a cross-script comparison, the search keys), not for every candidate a check reads.
 */
export function swappedPinyinOf(name: NormalisedName): string[] {
  if (name.script !== 'latin' || name.pinyin.length === 0) return [];
  let keys = swappedCache.get(name);
  if (!keys) {
    const own = new Set(name.pinyin);
    const rest = name.words.filter((word) => !name.addedNames.includes(word));
    const sets = rest.length < name.words.length ? [name.words, rest] : [name.words];
    keys = [...new Set(sets.flatMap((set) => swappedPinyinKeys(set, own)))];
    swappedCache.set(name, keys);
  }
  return keys;
}
