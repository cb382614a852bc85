import type { HitReason, NameField, PreparedName } from './conflict.types.ts';
import type { NormalisedName } from './normalise/name.ts';
import { industriesCompatible } from './normalise/trade-name.ts';
import { bigrams, jaccard } from './similarity.ts';

// Scores order the hits an applicant must answer; each reason has a fixed score except fuzzy,
// whose score is the similarity itself (capped below the certain reasons).
export const SCORES = {
  registrationNumber: 1,
  exact: 1,
  reordered: 0.95,
  formerOrAlias: 0.95,
  formerOrAliasReordered: 0.9,
  transliteration: 0.9,
  // Cantonese and Wade-Giles readings are coarse (cantonese.ts, wade-giles.ts): below pinyin.
  otherRomanisation: 0.85,
  tradeNameTransliteration: 0.8,
  tradeName: 0.85,
  fuzzyCap: 0.84,
} as const;

export const REASON_RANK: Record<HitReason, number> = {
  registrationNumber: 0,
  exact: 1,
  formerName: 2,
  alias: 3,
  transliteration: 4,
  fuzzy: 5,
};

export interface Verdict {
  reason: HitReason;
  score: number;
}

export function intersects(a: readonly string[], b: readonly string[]): boolean {
  return a.some((key) => b.includes(key));
}

function equalityReason(field: NameField): HitReason {
  if (field === 'formerName') return 'formerName';
  return field === 'alias' ? 'alias' : 'exact';
}

// Spelling the same words: equal, or equal up to word order (and, for two Latin spellings, up to
// how the pinyin syllables are spaced: "Zhangwei" and "Wei Zhang").
function sameWords(q: NormalisedName, c: NormalisedName): boolean {
  if (q.orderFree === c.orderFree) return true;
  return q.script === 'latin' && c.script === 'latin' && intersects(q.pinyin, c.pinyin);
}

// Homophones are the same name only when one side is written in Latin letters: "Zhang Wei" may be
// 张伟 or 张玮, but someone who typed 张伟 did not mean 张玮.
function transliterationScore(q: NormalisedName, c: NormalisedName): number {
  const crossScript =
    (q.script === 'han' && c.script === 'latin') || (q.script === 'latin' && c.script === 'han');
  if (!crossScript) return 0;
  if (intersects(q.pinyin, c.pinyin)) return SCORES.transliteration;
  if (intersects(q.cantonese, c.cantonese)) return SCORES.otherRomanisation;
  if (intersects(q.wadeGiles, c.pinyin) || intersects(q.pinyin, c.wadeGiles)) return SCORES.otherRomanisation;
  const qAll = [...q.pinyin, ...q.tradeNamePinyin, ...q.cantonese, ...q.tradeNameCantonese];
  const cAll = [...c.pinyin, ...c.tradeNamePinyin, ...c.cantonese, ...c.tradeNameCantonese];
  return intersects(qAll, cAll) ? SCORES.tradeNameTransliteration : 0;
}

export function compareName(q: PreparedName, c: PreparedName, threshold: number): Verdict | null {
  const qn = q.name;
  const cn = c.name;
  if (qn.compact === cn.compact) {
    const score = c.field === 'name' ? SCORES.exact : SCORES.formerOrAlias;
    return { reason: equalityReason(c.field), score };
  }
  if (sameWords(qn, cn)) {
    const score = c.field === 'name' ? SCORES.reordered : SCORES.formerOrAliasReordered;
    return { reason: equalityReason(c.field), score };
  }
  const transliteration = transliterationScore(qn, cn);
  if (transliteration > 0) return { reason: 'transliteration', score: transliteration };
  const qTrade = qn.tradeName ?? qn.compact;
  const cTrade = cn.tradeName ?? cn.compact;
  if ((qn.tradeName || cn.tradeName) && qTrade === cTrade && industriesCompatible(qn.industry, cn.industry)) {
    return { reason: 'fuzzy', score: SCORES.tradeName };
  }
  const similarity = fuzzySimilarity(q, c);
  if (similarity >= threshold) return { reason: 'fuzzy', score: Math.min(similarity, SCORES.fuzzyCap) };
  return null;
}

// Typos are sought only where a typo is plausible and distinguishable from another party:
// - two Latin names that both read as pinyin and differ (Zhang Wei / Zhang Wen, Chen / Cheng) are
//   different names, not misspellings: a misspelt pinyin syllable rarely stays valid pinyin;
// - Chinese names under four characters (personal names) differ by one character only when they
//   are different people (张伟 / 张伟明, 欧阳娜娜 / 欧阳娜); homophone typos are the Latin case;
// - two Chinese company names with different trade names are compared on the trade names, because
//   a shared place and industry (深圳市…电子有限公司) would otherwise outweigh the one character
//   that matters (华强 / 华为).
const MIN_HAN_FUZZY_LENGTH = 4;

function fuzzySimilarity(q: PreparedName, c: PreparedName): number {
  const qn = q.name;
  const cn = c.name;
  if (qn.script === 'latin' && cn.script === 'latin' && qn.pinyin.length > 0 && cn.pinyin.length > 0)
    return 0;
  if (qn.script === 'han' || cn.script === 'han') {
    if ([...qn.compact].length < MIN_HAN_FUZZY_LENGTH || [...cn.compact].length < MIN_HAN_FUZZY_LENGTH)
      return 0;
    if (qn.tradeName && cn.tradeName && qn.tradeName !== cn.tradeName) {
      return jaccard(bigrams(qn.tradeName), bigrams(cn.tradeName));
    }
  }
  return jaccard(q.grams, c.grams);
}

export function better(a: Verdict, b: Verdict): boolean {
  return a.score > b.score || (a.score === b.score && REASON_RANK[a.reason] < REASON_RANK[b.reason]);
}
