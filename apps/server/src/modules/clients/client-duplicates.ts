import type { ClientDuplicateQuery } from '@venus/shared';
import type { Database } from '../../platform/db/database.ts';
import { REASON_RANK } from '../conflicts/compare-names.ts';
import {
  type ConflictCandidate,
  type ConflictHit,
  matchConflicts,
  prepareCandidates,
} from '../conflicts/matcher.ts';
import { clients } from './clients.tables.ts';
import type { ClientDuplicateView } from './clients.views.ts';

/** The warning shows the strongest few; more would bury them. */
const MAX_DUPLICATES = 10;

const isBetter = (a: ConflictHit<number>, b: ConflictHit<number>) =>
  a.score > b.score || (a.score === b.score && REASON_RANK[a.reason] < REASON_RANK[b.reason]);

/**
 * Likely duplicates of a client about to be added (decision 0025): the conflict matcher over every
 * stored client's names, former names, aliases and registration number.
 *
 * It reads and normalises every client on each call, in memory. At firm scale (a few thousand
 * clients; the bench's firm has under 10,000) that is a few tens of milliseconds, and the form
 * asks only after a pause in typing. The database index the conflict check builds
 * (conflicts/conflict-index) can take over when the client list outgrows that.
 */
export class ClientDuplicates {
  constructor(private readonly db: Database) {}

  async findDuplicates(query: ClientDuplicateQuery): Promise<ClientDuplicateView[]> {
    const names = [query.nameCn, query.nameEn].filter((name) => name !== '');
    if (names.length === 0 && query.registrationNumber === '') return [];
    const rows = (await this.db.select().from(clients)).filter((row) => row.clientId !== query.clientId);
    // The matcher takes one name per candidate: each of a client's two names is a candidate of
    // its own, with the same former names and aliases, so either language can match exactly.
    const candidates: ConflictCandidate<number>[] = rows.flatMap((row) =>
      [row.nameCn, row.nameEn]
        .filter((name) => name !== '')
        .map((name) => ({
          id: row.clientId,
          name,
          formerNames: row.formerNames,
          aliases: row.aliases,
          registrationNumber: row.registrationNumber,
        })),
    );
    const prepared = prepareCandidates(candidates);
    const best = new Map<number, ConflictHit<number>>();
    for (const name of names.length > 0 ? names : ['']) {
      for (const hit of matchConflicts({ name, registrationNumber: query.registrationNumber }, prepared)) {
        const known = best.get(hit.id);
        if (!known || isBetter(hit, known)) best.set(hit.id, hit);
      }
    }
    const rowOf = new Map(rows.map((row) => [row.clientId, row]));
    return [...best.values()]
      .sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : a.id - b.id))
      .slice(0, MAX_DUPLICATES)
      .map((hit) => {
        const row = rowOf.get(hit.id)!;
        return {
          clientId: row.clientId,
          nameCn: row.nameCn,
          nameEn: row.nameEn,
          status: row.status,
          reason: hit.reason,
          score: hit.score,
          matched: hit.matched,
        };
      });
  }
}
