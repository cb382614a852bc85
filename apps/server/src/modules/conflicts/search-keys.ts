import { identityNumberKeys } from './normalise/identity-number.ts';
import { normaliseName, swappedPinyinOf } from './normalise/name.ts';
import { bigrams } from './similarity.ts';

// What a stored party or client name must be indexed under so that the database finds the same
// candidates the in-memory matcher would: equality on normalised / orderFree / tradeName, the
// pinyin and Cantonese keys, a pg_trgm GIN index on `normalised` for Latin names, and the application-maintained
// bigram rows for names with Han characters (two-character names included).
export interface NameSearchKeys {
  normalised: string;
  orderFree: string;
  tradeName: string | null;
  pinyin: string[];
  cantonese: string[];
  bigrams: string[];
  identityNumbers: string[];
}

export function searchKeys(name: string, registrationNumber?: string | null): NameSearchKeys | null {
  const normalised = normaliseName(name);
  if (!normalised) return null;
  const grams = new Set(bigrams(normalised.compact));
  if (normalised.tradeName) for (const gram of bigrams(normalised.tradeName)) grams.add(gram);
  return {
    normalised: normalised.compact,
    orderFree: normalised.orderFree,
    tradeName: normalised.tradeName,
    // A swapped reading is searched like a reading: the matcher says it is a slip.
    pinyin: [
      ...new Set([...normalised.pinyin, ...normalised.tradeNamePinyin, ...swappedPinyinOf(normalised)]),
    ],
    cantonese: [...new Set([...normalised.cantonese, ...normalised.tradeNameCantonese])],
    bigrams: [...grams],
    identityNumbers: identityNumberKeys(registrationNumber),
  };
}
