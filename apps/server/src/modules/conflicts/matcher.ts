import { better, compareName, intersects, REASON_RANK, SCORES, type Verdict } from './compare-names.ts';
import type {
  ConflictCandidate,
  ConflictHit,
  ConflictQuery,
  NameField,
  PreparedCandidate,
  PreparedName,
} from './conflict.types.ts';
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
  const hits: ConflictHit<Id>[] = [];
  for (const candidate of candidates) {
    if (queryNumbers.length > 0 && intersects(queryNumbers, candidate.identityNumbers)) {
      const matched = candidate.registrationNumber ?? '';
      hits.push({
        id: candidate.id,
        reason: 'registrationNumber',
        score: SCORES.registrationNumber,
        matched,
        field: 'registrationNumber',
      });
      continue;
    }
    if (!queryName) continue;
    let best: (Verdict & { name: PreparedName }) | null = null;
    for (const name of candidate.names) {
      const verdict = compareName(queryName, name, threshold);
      if (verdict && (!best || better(verdict, best))) best = { ...verdict, name };
    }
    if (best)
      hits.push({
        id: candidate.id,
        reason: best.reason,
        score: best.score,
        matched: best.name.raw,
        field: best.name.field,
      });
  }
  return hits.sort((a, b) => b.score - a.score || REASON_RANK[a.reason] - REASON_RANK[b.reason]);
}
