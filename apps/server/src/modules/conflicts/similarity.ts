import { isHan } from './normalise/tokens.ts';

// Fuzzy matching must be reproducible inside PostgreSQL, so the later database index can do the
// same work: trigramSimilarity is pg_trgm's similarity() applied to the compact form (one word,
// padded with two spaces in front and one behind, trigram sets compared by |A∩B| / |A∪B|).
// It is used for names without Han characters (those use bigrams, below), so the database's
// locale does not have to classify Han characters as letters for the two to agree.
export function trigrams(word: string): Set<string> {
  const chars = [...`  ${word} `];
  const result = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) result.add(chars.slice(i, i + 3).join(''));
  return result;
}

// A trigram index cannot serve two-character Chinese names (a name shorter than a trigram), and
// Chinese company names are short enough that one wrong character destroys most trigrams. For names
// containing Han characters we use character bigrams instead, kept by the application in its own
// index (pg_bigm is not available): a one-character name is its own single key.
export function bigrams(word: string): Set<string> {
  const chars = [...word];
  if (chars.length === 1) return new Set(chars);
  const result = new Set<string>();
  for (let i = 0; i + 2 <= chars.length; i++) result.add(chars.slice(i, i + 2).join(''));
  return result;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const gram of small) if (large.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The grams a compact name is compared by: bigrams when it contains Han characters, else trigrams. */
export function gramsOf(compactName: string): Set<string> {
  return [...compactName].some(isHan) ? bigrams(compactName) : trigrams(compactName);
}

export function nameSimilarity(a: string, b: string): number {
  return jaccard(gramsOf(a), gramsOf(b));
}
