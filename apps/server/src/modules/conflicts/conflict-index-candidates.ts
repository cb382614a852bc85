import type { ConflictHit, NameField, PreparedCandidate, PreparedName } from './conflict.types.ts';
import type { CandidateRow, IndexSource } from './conflict-index.repository.ts';
import { prepareCandidates } from './matcher.ts';

/** A stored client or party: the rows of its names the database narrowed to. */
export interface Owner {
  source: IndexSource;
  sourceId: number;
  projectId: number | null;
  clientId: number | null;
  rows: CandidateRow[];
}

/** A matcher hit on a stored client or party, and the name row it matched. */
export type IndexHit = Omit<ConflictHit<Owner>, 'id'> & {
  source: IndexSource;
  sourceId: number;
  projectId: number | null;
  clientId: number | null;
  nameId: number;
};

const FIELD_ORDER: Record<NameField, number> = { name: 0, formerName: 1, alias: 2 };

/**
 * Rows grouped by owner, owners in (source, id) order and each owner's names in the order the
 * matcher lists them (name, former names, aliases): ties between equal verdicts then resolve as
 * they would in memory.
 */
export function groupByOwner(rows: readonly CandidateRow[]): Owner[] {
  const owners = new Map<string, Owner>();
  for (const row of rows) {
    const key = `${row.source}:${row.sourceId}`;
    const owner = owners.get(key) ?? {
      source: row.source,
      sourceId: row.sourceId,
      projectId: row.projectId,
      clientId: row.clientId,
      rows: [],
    };
    owner.rows.push(row);
    owners.set(key, owner);
  }
  for (const owner of owners.values())
    owner.rows.sort((a, b) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field] || a.nameId - b.nameId);
  return [...owners.values()].sort((a, b) => a.source.localeCompare(b.source) || a.sourceId - b.sourceId);
}

/**
 * Every owner as the matcher's candidate, its names and number keys prepared by the matcher's own
 * prepareCandidates, so scores are its own. Each distinct spelling is prepared once per search: a
 * common name (张伟) is stored by hundreds of parties, and normalising is most of a check's time.
 */
export function prepareOwners(owners: readonly Owner[]): PreparedCandidate<Owner>[] {
  const spellings = new Map<string, PreparedName[]>();
  const prepared = (row: CandidateRow): PreparedName[] => {
    const key = `${row.field}\u0000${row.raw}`;
    let names = spellings.get(key);
    if (!names) {
      const [candidate] = prepareCandidates([
        {
          id: null,
          name: row.field === 'name' ? row.raw : '',
          formerNames: row.field === 'formerName' ? [row.raw] : [],
          aliases: row.field === 'alias' ? [row.raw] : [],
        },
      ]);
      names = candidate?.names ?? [];
      spellings.set(key, names);
    }
    return names;
  };
  // The registration number's keys, prepared by the matcher too (most entries have none).
  const numbers = new Map<string, string[]>();
  const numberKeys = (registrationNumber: string): string[] => {
    let keys = numbers.get(registrationNumber);
    if (!keys) {
      keys = prepareCandidates([{ id: null, name: '', registrationNumber }])[0]?.identityNumbers ?? [];
      numbers.set(registrationNumber, keys);
    }
    return keys;
  };
  return owners.map((owner) => {
    const registrationNumber = owner.rows[0]?.registrationNumber ?? '';
    return {
      id: owner,
      names: owner.rows.flatMap(prepared),
      identityNumbers: numberKeys(registrationNumber),
      registrationNumber: registrationNumber || null,
    };
  });
}

export function toIndexHit(hit: ConflictHit<Owner>): IndexHit {
  const { id: owner, ...verdict } = hit;
  const row =
    owner.rows.find((r) => r.field === hit.field && r.raw === hit.matched) ??
    // A registration number belongs to the whole entry: reported on its first name.
    owner.rows[0];
  if (!row) throw new Error('a hit without a name row');
  return {
    ...verdict,
    source: owner.source,
    sourceId: owner.sourceId,
    projectId: owner.projectId,
    clientId: owner.clientId,
    nameId: row.nameId,
  };
}
