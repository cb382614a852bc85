import { FUZZY_THRESHOLD } from './matcher.ts';
import { identityNumberKeys } from './normalise/identity-number.ts';
import { type NormalisedName, normaliseName, swappedPinyinOf } from './normalise/name.ts';
import { isHan } from './normalise/tokens.ts';
import { wadeGilesKeys } from './normalise/wade-giles.ts';
import { type NameSearchKeys, searchKeys } from './search-keys.ts';
import { bigrams } from './similarity.ts';

/** What one stored name row holds besides its owner: the keys the database narrows on. */
export type StoredKeys = Omit<NameSearchKeys, 'bigrams'> & {
  /** Bigram rows; only for names with Han characters, the only ones compared by bigrams. */
  bigrams: string[];
};

export const hasHan = (text: string): boolean => [...text].some(isHan);

/**
 * `searchKeys()` plus the Wade-Giles readings of a Latin name in the pinyin column: the matcher
 * compares a Chinese query's pinyin with a stored "Tsai Ing-wen" read as Wade-Giles, which
 * searchKeys leaves out. Only a name every word of which is a Wade-Giles syllable has any; the
 * cheap test on its (sorted) words spares a second normalisation of every other Latin name, and
 * the real keys come from the name's own word order (the reading combinations are capped in order).
 */
export function storedKeys(raw: string, registrationNumber: string): StoredKeys | null {
  const keys = searchKeys(raw, registrationNumber);
  if (!keys) return null;
  const han = hasHan(keys.normalised);
  let pinyin = keys.pinyin;
  if (!han && wadeGilesKeys(keys.orderFree.split(' ')).length > 0) {
    pinyin = [...new Set([...pinyin, ...(normaliseName(raw)?.wadeGiles ?? [])])];
  }
  return { ...keys, pinyin, bigrams: han ? keys.bigrams : [] };
}

/**
 * A bigram set, how many of its grams a stored name must share to reach the threshold, and what
 * else the matcher requires of that name for the comparison to happen at all.
 */
export interface GramBound {
  grams: string[];
  atLeast: number;
  /** Shorter stored names are never compared by similarity (compareName, for Chinese queries). */
  minLength: number;
  /** true: only stored names with a trade name; false: only names without; absent: any. */
  storedTradeName?: boolean;
}

/** Everything the database narrows a query on; see `findCandidates` in the repository. */
export interface QueryKeys {
  compact: string;
  orderFree: string;
  /** The trade name, or the whole compact form when there is none (compareName's qTrade). */
  trade: string;
  numbers: string[];
  /** Every reading of the query: pinyin, Cantonese, Wade-Giles, of the name and its trade name. */
  readings: string[];
  /** Homophones are hits only across scripts: a Chinese query looks for readings on Latin names only. */
  readingsOnLatinOnly: boolean;
  /** Jaccard on bigrams (names with Han characters). */
  bigramBounds: GramBound[];
  /** pg_trgm similarity on the compact form (names without Han characters). */
  trigram: boolean;
  /**
   * A Chinese company query: every run of two or more of its characters, for stored trade names
   * found intact inside it (a slip outside the trade name, 晨兴达流 / 晨兴物流), and the readings of
   * its trade name, for stored trade names one homophone apart (府星 / 复星).
   */
  hanSubstrings: string[];
  hanTradeReadings: string[];
}

/**
 * Jaccard(A, B) ≥ t implies |A ∩ B| ≥ t·|A ∪ B| ≥ t·|A|: a stored name reaching the threshold
 * shares at least ceil(t·|A|) of the query's grams (with t = 0.5, half of them, rounded up).
 * The small epsilon keeps a product such as 0.5 × 6 = 3 from rounding up to 4.
 */
export function sharedGramsNeeded(gramCount: number, threshold = FUZZY_THRESHOLD): number {
  return Math.max(1, Math.ceil(gramCount * threshold - 1e-9));
}

// compare-names.ts compares a Chinese name by similarity only when both names have at least this
// many characters (MIN_HAN_FUZZY_LENGTH there: shorter ones are personal names, and differing by
// a character makes them different people). The stored bigram rows do not depend on it; a change
// there changes this query side only, and conflict-index-pairs.test.ts compares the two paths.
const MIN_HAN_FUZZY_LENGTH = 4;

function bound(text: string, minLength: number, storedTradeName?: boolean): GramBound {
  const grams = bigrams(text);
  return { grams: [...grams], atLeast: sharedGramsNeeded(grams.size), minLength, storedTradeName };
}

/**
 * The bigram comparisons compareName may make (fuzzySimilarity): for a Chinese query, none under
 * four characters; the trade names' bigrams when both names have a trade name and they differ
 * (equal ones are found by equality), the whole names' otherwise. A query mixing scripts keeps
 * both comparisons without conditions: against another mixed name the whole names are compared.
 */
function bigramBounds(name: NormalisedName): GramBound[] {
  const { compact, tradeName, script } = name;
  if (!hasHan(compact)) return [];
  if (script !== 'han') {
    const bounds = [bound(compact, 0)];
    if (tradeName && tradeName !== compact) bounds.push(bound(tradeName, 0));
    return bounds;
  }
  if ([...compact].length < MIN_HAN_FUZZY_LENGTH) return [];
  if (!tradeName || tradeName === compact) return [bound(compact, MIN_HAN_FUZZY_LENGTH)];
  return [bound(compact, MIN_HAN_FUZZY_LENGTH, false), bound(tradeName, MIN_HAN_FUZZY_LENGTH, true)];
}

export function queryKeys(name: string, registrationNumber?: string | null): QueryKeys | null {
  const numbers = identityNumberKeys(registrationNumber);
  const normalised = normaliseName(name);
  if (!normalised) return numbers.length > 0 ? { ...EMPTY_NAME, numbers } : null;
  const { compact, tradeName } = normalised;
  return {
    compact,
    orderFree: normalised.orderFree,
    trade: tradeName ?? compact,
    numbers,
    readings: [
      ...new Set([
        ...normalised.pinyin,
        ...normalised.tradeNamePinyin,
        ...normalised.cantonese,
        ...normalised.tradeNameCantonese,
        ...normalised.wadeGiles,
        ...swappedPinyinOf(normalised),
      ]),
    ],
    readingsOnLatinOnly: normalised.script === 'han',
    bigramBounds: bigramBounds(normalised),
    trigram: !hasHan(compact),
    hanSubstrings: hanSubstrings(normalised),
    hanTradeReadings: normalised.script === 'han' && tradeName ? normalised.tradeNamePinyin : [],
  };
}

// compareName's Chinese slip rules apply from four characters (MIN_HAN_FUZZY_LENGTH).
function hanSubstrings(name: NormalisedName): string[] {
  const chars = [...name.compact];
  if (name.script !== 'han' || chars.length < MIN_HAN_FUZZY_LENGTH) return [];
  const runs = new Set<string>();
  for (let start = 0; start < chars.length; start++)
    for (let end = start + 2; end <= chars.length; end++) runs.add(chars.slice(start, end).join(''));
  return [...runs];
}

// A query with only a registration number: nothing to compare by name.
const EMPTY_NAME: Omit<QueryKeys, 'numbers'> = {
  compact: '',
  orderFree: '',
  trade: '',
  readings: [],
  readingsOnLatinOnly: false,
  bigramBounds: [],
  trigram: false,
  hanSubstrings: [],
  hanTradeReadings: [],
};
