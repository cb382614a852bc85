import { hanCantoneseKeys, latinCantoneseKey } from './cantonese.ts';
import { foldCase } from './case-fold.ts';
import { removeBracketNotes } from './company-suffix.ts';
import { readingWords } from './english-names.ts';
import { foldLegalForms } from './legal-forms.ts';
import { hanPinyinKeys, latinPinyinKeys, transposedIntoPinyin } from './pinyin.ts';
import { toSimplified } from './simplified.ts';
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

function latinReadings(tokens: readonly string[]): Readings {
  const { words, added } = readingWords(tokens);
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

function readingsOf(tokens: readonly string[], script: NameScript): Readings {
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
  if (script === 'latin') return latinReadings(tokens);
  return { pinyin: [], cantonese: [], wadeGiles: [], slips: [], addedNames: [] };
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
  const readings = readingsOf(tokens, script);
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
