import {
  ALIAS_CONFIDENCE,
  better,
  CONFIDENCE,
  compareName,
  intersects,
  REASON_RANK,
  type Verdict,
} from './compare-names.ts';
import type {
  ConflictCandidate,
  ConflictHit,
  ConflictQuery,
  NameField,
  PreparedCandidate,
  PreparedName,
} from './conflict.types.ts';
import type { Alternative, KnownNameBook } from './known-names/known-name-book.ts';
import { identityNumberKeys } from './normalise/identity-number.ts';
import { normaliseName } from './normalise/name.ts';
import { gramsOf } from './similarity.ts';

export type * from './conflict.types.ts';

// Measured on fixtures/name-pairs.tsv (see docs/decisions/0023): below this, pairs in the set are
// mostly different parties that share a common word.
export const FUZZY_THRESHOLD = 0.5;

function prepareName(raw: string, field: NameField): PreparedName | null {
  const name = normaliseName(raw);
  return name ? { raw, field, name, grams: gramsOf(name.compact) } : null;
}

/** Normalises every stored name once, so a check over many candidates only normalises the query. */
export function prepareCandidates<Id>(candidates: readonly ConflictCandidate<Id>[]): PreparedCandidate<Id>[] {
  return candidates.map((candidate) => {
    const raw: [string, NameField][] = [
      [candidate.name, 'name'],
      ...(candidate.formerNames ?? []).map((n): [string, NameField] => [n, 'formerName']),
      ...(candidate.aliases ?? []).map((n): [string, NameField] => [n, 'alias']),
    ];
    const names = raw.flatMap(([text, field]) => prepareName(text, field) ?? []);
    return {
      id: candidate.id,
      names,
      identityNumbers: identityNumberKeys(candidate.registrationNumber),
      registrationNumber: candidate.registrationNumber ?? null,
    };
  });
}

export interface MatchOptions {
  /** Fuzzy similarity below which a pair is not reported; defaults to FUZZY_THRESHOLD. */
  threshold?: number;
  /** The firm's well-known-names dictionary: a query is also checked under its other names. */
  knownNames?: KnownNameBook;
}

// Through the dictionary only sameness counts: the other name must be the stored one, not like it.
const SAME_NAME_BASES = new Set(['identical', 'normalised', 'reordered', 'tradeName']);

type Best = Verdict & { name: PreparedName; via?: string };

function bestVerdict(
  queryName: PreparedName,
  alternatives: readonly Alternative[],
  names: readonly PreparedName[],
  threshold: number,
): Best | null {
  let best: Best | null = null;
  for (const name of names) {
    const verdict = compareName(queryName, name, threshold);
    if (verdict && (!best || better(verdict, best))) best = { ...verdict, name };
    for (const alternative of alternatives) {
      const known = compareName(alternative.name, name, threshold);
      if (!known || !SAME_NAME_BASES.has(known.basis)) continue;
      const score = Math.min(known.score, ALIAS_CONFIDENCE.dictionary);
      const viaDictionary: Best = {
        reason: 'knownName',
        basis: known.basis,
        score,
        name,
        via: alternative.name.raw,
      };
      if (!best || better(viaDictionary, best)) best = viaDictionary;
    }
  }
  return best;
}

/** Every candidate that may be the queried party, best first, each with its strongest reason. */
export function matchConflicts<Id>(
  query: ConflictQuery,
  candidates: readonly PreparedCandidate<Id>[],
  options: MatchOptions = {},
): ConflictHit<Id>[] {
  const threshold = options.threshold ?? FUZZY_THRESHOLD;
  const queryName = prepareName(query.name, 'name');
  const queryNumbers = identityNumberKeys(query.registrationNumber);
  const alternatives = queryName && options.knownNames ? options.knownNames.alternativesOf(queryName) : [];
  const hits: ConflictHit<Id>[] = [];
  for (const candidate of candidates) {
    if (queryNumbers.length > 0 && intersects(queryNumbers, candidate.identityNumbers)) {
      const matched = candidate.registrationNumber ?? '';
      hits.push({
        id: candidate.id,
        reason: 'registrationNumber',
        basis: 'number',
        score: CONFIDENCE.number,
        matched,
        field: 'registrationNumber',
      });
      continue;
    }
    if (!queryName) continue;
    const best = bestVerdict(queryName, alternatives, candidate.names, threshold);
    if (best)
      hits.push({
        id: candidate.id,
        reason: best.reason,
        basis: best.basis,
        score: best.score,
        matched: best.name.raw,
        field: best.name.field,
        ...(best.via ? { via: best.via } : {}),
      });
  }
  return hits.sort((a, b) => b.score - a.score || REASON_RANK[a.reason] - REASON_RANK[b.reason]);
}
