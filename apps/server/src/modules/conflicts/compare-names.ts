import { hanSlipVerdict } from './compare-han.ts';
import { latinWordVerdict, pinyinSwapped } from './compare-latin.ts';
import type { HitBasis, HitReason, NameField, PreparedName } from './conflict.types.ts';
import { type NormalisedName, swappedPinyinOf } from './normalise/name.ts';
import { industriesCompatible } from './normalise/trade-name.ts';
import { bigrams, jaccard } from './similarity.ts';

/**
 * The confidence of each basis a hit can rest on: the share of such hits that were the same party
 * on the tuning half of the labelled set (evaluation/labelled-pairs.tsv), within its 95% interval
 * in steps of 0.05 (evaluation/calibration.test.ts measures both halves). `similar` is a prior:
 * the set produces too few such hits to measure it. Hits are sorted by it, so it is also the score.
 */
export const CONFIDENCE: Record<HitBasis, number> = {
  number: 1,
  identical: 1,
  normalised: 1,
  reordered: 0.95,
  tradeName: 0.9,
  pinyin: 0.9,
  cantonese: 0.9,
  wadeGiles: 0.85,
  tradeNameReading: 0.7,
  slip: 0.95,
  homophone: 0.9,
  similar: 0.6,
};

/**
 * A recorded former name or alias is the record's own word; a dictionary entry is the firm's. Both
 * measured at 1.000 of 150 hits a half: 0.95, the step under the interval's low end.
 */
export const ALIAS_CONFIDENCE = { recorded: 0.95, dictionary: 0.95 } as const;

export const REASON_RANK: Record<HitReason, number> = {
  registrationNumber: 0,
  exact: 1,
  formerName: 2,
  alias: 3,
  knownName: 4,
  transliteration: 5,
  fuzzy: 6,
};

export interface Verdict {
  reason: HitReason;
  basis: HitBasis;
  score: number;
}

export function intersects(a: readonly string[], b: readonly string[]): boolean {
  return a.some((key) => b.includes(key));
}

function equalityReason(field: NameField): HitReason {
  if (field === 'formerName') return 'formerName';
  return field === 'alias' ? 'alias' : 'exact';
}

// Spelling the same words: equal up to word order and function words, or (two Latin spellings)
// up to how the pinyin syllables are spaced: "Zhangwei" and "Wei Zhang".
function sameWords(q: NormalisedName, c: NormalisedName): boolean {
  if (q.orderFree === c.orderFree) return true;
  return q.script === 'latin' && c.script === 'latin' && intersects(q.pinyin, c.pinyin);
}

// Homophones are the same name only when one side is written in Latin letters: "Zhang Wei" may be
// 张伟 or 张玮, but someone who typed 张伟 did not mean 张玮.
function transliterationBasis(q: NormalisedName, c: NormalisedName): HitBasis | null {
  const crossScript =
    (q.script === 'han' && c.script === 'latin') || (q.script === 'latin' && c.script === 'han');
  if (!crossScript) return null;
  if (intersects(q.pinyin, c.pinyin)) return 'pinyin';
  if (intersects(q.cantonese, c.cantonese)) return 'cantonese';
  if (intersects(q.wadeGiles, c.pinyin) || intersects(q.pinyin, c.wadeGiles)) return 'wadeGiles';
  const qAll = [...q.pinyin, ...q.tradeNamePinyin, ...q.cantonese, ...q.tradeNameCantonese];
  const cAll = [...c.pinyin, ...c.tradeNamePinyin, ...c.cantonese, ...c.tradeNameCantonese];
  return intersects(qAll, cAll) ? 'tradeNameReading' : null;
}

// A pinyin name one swap of neighbouring letters from the reading of a name in characters
// (Lou Xiaopeng / 罗小鹏): the Latin-against-Latin slip of compare-latin.ts across scripts.
function swappedAcrossScripts(q: NormalisedName, c: NormalisedName): boolean {
  if (q.script === 'latin' && c.script === 'han') return intersects(swappedPinyinOf(q), c.pinyin);
  if (q.script === 'han' && c.script === 'latin') return intersects(q.pinyin, swappedPinyinOf(c));
  return false;
}

/** The score of a basis on a stored spelling: an alias caps it at the alias's own confidence. */
function scored(basis: HitBasis, field: NameField): number {
  const confidence = CONFIDENCE[basis];
  return field === 'name' ? confidence : Math.min(confidence, ALIAS_CONFIDENCE.recorded);
}

function verdict(reason: HitReason, basis: HitBasis, field: NameField): Verdict {
  return { reason, basis, score: scored(basis, field) };
}

export function compareName(q: PreparedName, c: PreparedName, threshold: number): Verdict | null {
  const qn = q.name;
  const cn = c.name;
  if (qn.compact === cn.compact) {
    const identical = q.raw.trim().replace(/\s+/g, ' ') === c.raw.trim().replace(/\s+/g, ' ');
    return verdict(equalityReason(c.field), identical ? 'identical' : 'normalised', c.field);
  }
  if (sameWords(qn, cn)) {
    // Read as the same pinyin only once a swapped pair of letters was put back (Wnag / Wang).
    const slipped = qn.orderFree !== cn.orderFree && qn.slips.length + cn.slips.length > 0;
    return slipped
      ? verdict('fuzzy', 'slip', c.field)
      : verdict(equalityReason(c.field), 'reordered', c.field);
  }
  const transliteration = transliterationBasis(qn, cn);
  if (transliteration) return verdict('transliteration', transliteration, c.field);
  if (swappedAcrossScripts(qn, cn)) return verdict('fuzzy', 'slip', c.field);
  const qTrade = qn.tradeName ?? qn.compact;
  const cTrade = cn.tradeName ?? cn.compact;
  const compatible = industriesCompatible(qn.industry, cn.industry);
  if ((qn.tradeName || cn.tradeName) && qTrade === cTrade && compatible)
    return verdict('fuzzy', 'tradeName', c.field);
  const slip = slipBasis(qn, cn, compatible);
  if (slip === 'different') return null;
  if (slip) return verdict('fuzzy', slip, c.field);
  const similarity = fuzzySimilarity(q, c);
  if (similarity >= threshold) return verdict('fuzzy', 'similar', c.field);
  return null;
}

// Typos are sought only where a typo is plausible and distinguishable from another party:
// - two Latin names that both read as pinyin and differ (Zhang Wei / Zhang Wen, Chen / Cheng) are
//   different names, not misspellings: a misspelt pinyin syllable rarely stays valid pinyin, except
//   by two neighbouring letters swapped (Lou / Luo), which is a slip;
// - Chinese names under four characters (personal names) differ by one character only when they
//   are different people (张伟 / 张伟明, 欧阳娜娜 / 欧阳娜); homophone typos are the Latin case;
// - two Chinese company names with different trade names are compared on the trade names, because
//   a shared place and industry (深圳市…电子有限公司) would otherwise outweigh the one character
//   that matters (华强 / 华为).
const MIN_HAN_FUZZY_LENGTH = 4;

const bothPinyin = (q: NormalisedName, c: NormalisedName) =>
  q.script === 'latin' && c.script === 'latin' && q.pinyin.length > 0 && c.pinyin.length > 0;
const hanTooShort = (q: NormalisedName, c: NormalisedName) =>
  [...q.compact].length < MIN_HAN_FUZZY_LENGTH || [...c.compact].length < MIN_HAN_FUZZY_LENGTH;

/** One slip apart (a hit), one meaningful word or character apart (no hit), or nothing to say. */
function slipBasis(q: NormalisedName, c: NormalisedName, compatible: boolean): HitBasis | 'different' | null {
  if (q.script === 'latin' && c.script === 'latin') {
    if (bothPinyin(q, c)) return pinyinSwapped(q, c) ? 'slip' : null;
    const latin = latinWordVerdict(q, c);
    return latin === 'slip' ? 'slip' : latin;
  }
  if (q.script === 'han' && c.script === 'han' && !hanTooShort(q, c)) {
    const han = hanSlipVerdict(q, c);
    if (han === 'homophone') return compatible ? 'homophone' : 'different';
    if (han === 'slipOutsideTradeName') return 'slip';
    return han;
  }
  return null;
}

function fuzzySimilarity(q: PreparedName, c: PreparedName): number {
  const qn = q.name;
  const cn = c.name;
  if (bothPinyin(qn, cn)) return 0;
  if (qn.script === 'han' || cn.script === 'han') {
    if (hanTooShort(qn, cn)) return 0;
    if (qn.tradeName && cn.tradeName && qn.tradeName !== cn.tradeName) {
      return jaccard(bigrams(qn.tradeName), bigrams(cn.tradeName));
    }
  }
  return jaccard(q.grams, c.grams);
}

export function better(a: Verdict, b: Verdict): boolean {
  return a.score > b.score || (a.score === b.score && REASON_RANK[a.reason] < REASON_RANK[b.reason]);
}
