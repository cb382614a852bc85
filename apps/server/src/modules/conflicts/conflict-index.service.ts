import type { Database, Executor } from '../../platform/db/database.ts';
import type { NameField } from './conflict.types.ts';
import {
  type CandidateRow,
  deleteSources,
  findCandidates,
  type IndexSource,
  insertNames,
  type NameRow,
  reassignPartiesClient,
  useSearchSettings,
} from './conflict-index.repository.ts';
import { groupByOwner, type IndexHit, prepareOwners, toIndexHit } from './conflict-index-candidates.ts';
import { queryKeys, storedKeys } from './conflict-index-keys.ts';
import type { KnownNameBook } from './known-names/known-name-book.ts';
import { FUZZY_THRESHOLD, matchConflicts } from './matcher.ts';
import { normaliseName } from './normalise/name.ts';
import { gramsOf } from './similarity.ts';

export type { IndexSource } from './conflict-index.repository.ts';
export type { IndexHit } from './conflict-index-candidates.ts';

/** A client or a party with every name a conflict check must find it by. */
export interface IndexEntry {
  source: IndexSource;
  sourceId: number;
  /** The case a party belongs to; null for a client's own names. */
  projectId: number | null;
  clientId: number | null;
  registrationNumber: string;
  names: { raw: string; field: NameField }[];
}

export interface IndexQuery {
  name: string;
  registrationNumber?: string | null;
}

export interface SearchOptions {
  /** Leaves out the parties of this case: a case is not in conflict with itself. */
  excludeProjectId?: number;
  /**
   * Searches inside this transaction (in a savepoint). The search's two local settings, the
   * trigram threshold and no parallel workers, then last until that transaction ends.
   */
  tx?: Executor;
}

// The matcher normalises every distinct candidate spelling again (0.1–0.6 ms each, decision 0023),
// so the candidates handed to it bound a check's time: 2,000 keep a check under about a second. A name
// matched by that many stored parties is no longer something a conflicts team reads hit by hit,
// and candidates come strongest key first, so what a cut drops is the weakest fuzzy neighbours.
export const MAX_CANDIDATES = 2_000;

// Trigram similarity the database narrows Latin names on. A one-letter slip in a name of twelve
// letters or more keeps it at 0.5 or above, the matcher's own threshold; in a shorter name it can
// fall to 0.3 (Wnag Bao / Wang Bao: 0.33), where the slip rule (compare-latin.ts) still finds it. The
// matcher decides; this only lets it see the name, and a long name does not pay for a wide net.
export function narrowingTrigramThreshold(compact: string): number {
  return compact.length >= 12 ? FUZZY_THRESHOLD : 0.25;
}

/**
 * The stored names a conflict check searches (decision 0023, "The database index"): the database
 * narrows the candidates on the search keys, `matchConflicts` decides, so reasons and scores are
 * exactly the in-memory matcher's.
 */
export class ConflictIndex {
  /** knownNames: the well-known-names dictionary every search also checks a query's other names by. */
  constructor(
    private readonly db: Database,
    private readonly knownNames?: () => KnownNameBook | Promise<KnownNameBook>,
  ) {}

  /** Replaces everything stored for one client or party, in the caller's transaction. */
  replace(tx: Executor, entry: IndexEntry): Promise<void> {
    return this.replaceMany(tx, [entry]);
  }

  /** `replace` for many entries at once, with multi-row statements. */
  async replaceMany(tx: Executor, entries: readonly IndexEntry[]): Promise<void> {
    for (const source of ['client', 'party'] as const) {
      const ids = entries.filter((entry) => entry.source === source).map((entry) => entry.sourceId);
      await deleteSources(tx, source, ids);
    }
    const rows: NameRow[] = entries.flatMap((entry) =>
      entry.names.flatMap(({ raw, field }) => {
        const keys = storedKeys(raw, entry.registrationNumber);
        if (!keys) return [];
        const { source, sourceId, projectId, clientId, registrationNumber } = entry;
        return [{ source, sourceId, projectId, clientId, field, raw, registrationNumber, keys }];
      }),
    );
    if (rows.length > 0) await insertNames(tx, rows);
  }

  /** Forgets clients or parties (deleted, or about to be written again). */
  remove(tx: Executor, source: IndexSource, sourceIds: readonly number[]): Promise<void> {
    return deleteSources(tx, source, sourceIds);
  }

  /**
   * A merged client's cases now belong to the client kept: their parties name it. The merged
   * client's own entry is the clients module's to remove or replace.
   */
  reassignClient(tx: Executor, fromClientId: number, toClientId: number): Promise<void> {
    return reassignPartiesClient(tx, fromClientId, toClientId);
  }

  /** Every stored client or party the query may name, one hit each, best first. */
  async search(query: IndexQuery, options: SearchOptions = {}): Promise<IndexHit[]> {
    return (await this.searchMany([query], options))[0] ?? [];
  }

  /**
   * `search` for each of several queries (a case's client and parties), answers in their order.
   * One transaction and one settings statement for them all, then one narrowing statement per
   * query; the matcher decides each query's candidates alone, so each answer is `search`'s.
   */
  async searchMany(queries: readonly IndexQuery[], options: SearchOptions = {}): Promise<IndexHit[][]> {
    const book = await this.knownNames?.();
    // Each query, and its other names in the dictionary (工行 is also searched as 中国工商银行).
    const keyed = queries.map((query) => ({
      query,
      keys: [query.name, ...this.otherNames(book, query.name)].map((name, i) =>
        queryKeys(name, i === 0 ? query.registrationNumber : null),
      ),
    }));
    if (keyed.every(({ keys }) => keys.every((key) => !key))) return queries.map(() => []);
    const executor = options.tx ?? this.db;
    // A transaction (or savepoint) of its own: its settings are local (useSearchSettings).
    const rowsOf = await executor.transaction(async (tx) => {
      let threshold = -1;
      const found: CandidateRow[][] = [];
      for (const { keys } of keyed) {
        const rows = new Map<number, CandidateRow>();
        for (const key of keys) {
          if (!key) continue;
          const wanted = narrowingTrigramThreshold(key.compact);
          if (wanted !== threshold) await useSearchSettings(tx, wanted);
          threshold = wanted;
          const limit = MAX_CANDIDATES;
          for (const row of await findCandidates(tx, key, {
            excludeProjectId: options.excludeProjectId,
            limit,
          }))
            rows.set(row.nameId, row);
        }
        found.push([...rows.values()]);
      }
      return found;
    });
    return keyed.map(({ query }, i) => {
      const candidates = prepareOwners(groupByOwner(rowsOf[i] ?? []));
      return matchConflicts(query, candidates, book ? { knownNames: book } : {}).map(toIndexHit);
    });
  }

  private otherNames(book: KnownNameBook | undefined, name: string): string[] {
    if (!book) return [];
    const normalised = normaliseName(name);
    if (!normalised) return [];
    const prepared = {
      raw: name,
      field: 'name' as const,
      name: normalised,
      grams: gramsOf(normalised.compact),
    };
    return book.alternativesOf(prepared).map((alternative) => alternative.name.raw);
  }
}
