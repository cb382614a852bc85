import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { conflictHits } from './projects.tables.ts';

export type HitRow = typeof conflictHits.$inferSelect;
export type NewHit = Omit<typeof conflictHits.$inferInsert, 'checkId'>;

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
      (check_id, query_name, source, source_id, project_id, client_id, matched, field, reason, score)
    select ${checkId}, h.query_name, h.source, h.source_id, h.project_id, h.client_id, h.matched,
      h.field, h.reason, h.score
    from jsonb_to_recordset(${JSON.stringify(hits.map(toRecord))}::jsonb) as h(
      query_name text, source text, source_id integer, project_id integer, client_id integer,
      matched text, field text, reason text, score numeric)
    returning hit_id as "hitId", check_id as "checkId", query_name as "queryName", source,
      source_id as "sourceId", project_id as "projectId", client_id as "clientId", matched, field,
      reason, score, walled, answer, note, answered_by as "answeredBy", answered_at as "answeredAt"`);
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
    score: hit.score,
  };
}
