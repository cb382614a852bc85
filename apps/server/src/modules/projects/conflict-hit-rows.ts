import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { IndexHit } from '../conflicts/conflict-index.service.ts';
import { conflictHits } from './projects.tables.ts';

export type HitRow = typeof conflictHits.$inferSelect;
export type NewHit = Omit<typeof conflictHits.$inferInsert, 'checkId'>;

/** A hit of the conflict index as a check stores it, unanswered. */
export function newHitOf(queryName: string, hit: IndexHit): NewHit {
  return {
    queryName,
    source: hit.source,
    sourceId: hit.sourceId,
    projectId: hit.projectId,
    clientId: hit.clientId,
    matched: hit.matched,
    field: hit.field,
    reason: hit.reason,
    basis: hit.basis,
    via: hit.via ?? null,
    score: hit.score.toFixed(3),
  };
}

/**
 * Stores a check's hits and answers them as stored. A common name has hundreds of hits: as one
 * JSON parameter they cost neither a bind parameter per value nor drizzle's building of a
 * thousand-placeholder statement (the larger part of a check's CPU, bench/RESULTS.md), and the
 * rows come back from the insert instead of a second read.
 */
export async function insertHits(tx: Executor, checkId: number, hits: readonly NewHit[]): Promise<HitRow[]> {
  if (hits.length === 0) return [];
  const { rows } = await tx.execute<HitRow & Record<string, unknown>>(sql`
    insert into ${conflictHits}
      (check_id, query_name, source, source_id, project_id, client_id, matched, field, reason, basis,
        via, score, previous_hit_id, carried, answer, note)
    select ${checkId}, h.query_name, h.source, h.source_id, h.project_id, h.client_id, h.matched,
      h.field, h.reason, h.basis, h.via, h.score, h.previous_hit_id, coalesce(h.carried, false),
      h.answer, coalesce(h.note, '')
    from jsonb_to_recordset(${JSON.stringify(hits.map(toRecord))}::jsonb) as h(
      query_name text, source text, source_id integer, project_id integer, client_id integer,
      matched text, field text, reason text, basis text, via text, score numeric,
      previous_hit_id integer, carried boolean, answer text, note text)
    returning hit_id as "hitId", check_id as "checkId", query_name as "queryName", source,
      source_id as "sourceId", project_id as "projectId", client_id as "clientId", matched, field,
      reason, basis, via, score, previous_hit_id as "previousHitId", carried, walled, answer, note,
      answered_by as "answeredBy", answered_at as "answeredAt"`);
  return rows;
}

function toRecord(hit: NewHit) {
  return {
    query_name: hit.queryName,
    source: hit.source,
    source_id: hit.sourceId,
    project_id: hit.projectId ?? null,
    client_id: hit.clientId ?? null,
    matched: hit.matched,
    field: hit.field,
    reason: hit.reason,
    basis: hit.basis ?? '',
    via: hit.via ?? null,
    score: hit.score,
    previous_hit_id: hit.previousHitId ?? null,
    carried: hit.carried ?? false,
    answer: hit.answer ?? null,
    note: hit.note ?? '',
  };
}

/**
 * Answers survive a re-check (issue 26): a hit of the new check on the same record and the same
 * matched name as a hit of the case's previous check points at that hit, and takes over its answer
 * and note when it had one, marked as carried over. Anything else starts unanswered.
 */
export function carryOver(hits: readonly NewHit[], previous: readonly HitRow[]): NewHit[] {
  const byKey = new Map(previous.map((hit) => [`${hit.source}:${hit.sourceId}:${hit.matched}`, hit]));
  return hits.map((hit) => {
    const before = byKey.get(`${hit.source}:${hit.sourceId}:${hit.matched}`);
    if (!before) return hit;
    const answered = before.answer !== null;
    return {
      ...hit,
      previousHitId: before.hitId,
      ...(answered ? { answer: before.answer, note: before.note, carried: true } : {}),
    };
  });
}
