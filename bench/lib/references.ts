/**
 * Issue 25's further references, measured in the same run as the API: "the bare page" of a list
 * (the same 25 rows read by primary key, no filter, no visibility, no count) and, for a heavy
 * action, the same work done in-process without HTTP (a bill's PDF rendered from its document).
 */

import type { BillDocument } from '@venus/shared';
import type pg from 'pg';
import { renderBillPdf } from '../../apps/server/src/modules/billing/documents/bill-pdf.ts';
import { type LoadFigures, type LoadOptions, loadDirect } from './load.ts';

/** Where a list's page rows live: its table, the primary key and the rows' field holding it. */
export interface BarePage {
  table: string;
  key: string;
  field: string;
}

/** The primary keys of the rows a page answer holds (`rows`, or `data.rows`). */
export function pageIds(body: string, field: string): number[] {
  const answer = JSON.parse(body) as {
    rows?: Record<string, unknown>[];
    data?: { rows?: Record<string, unknown>[] };
  };
  const rows = answer.rows ?? answer.data?.rows ?? [];
  return rows.map((row) => Number(row[field]));
}

/** The same pages' rows read by primary key through pg, at the same concurrency. */
export function loadBarePages(
  pool: pg.Pool,
  bare: BarePage,
  pages: readonly number[][],
  options: LoadOptions,
): Promise<LoadFigures> {
  const text = `select * from ${bare.table} where ${bare.key} = any($1::int[])`;
  return loadDirect((i) => pool.query(text, [pages[i % pages.length]]), options);
}

/**
 * The same bills' PDFs rendered in this process from documents built once: what the request costs
 * without the session, the reads, the audit row and HTTP. Rendering is CPU in one event loop, as
 * in the server, so the concurrency queues here as it does there.
 */
export function loadRendering(
  documents: readonly BillDocument[],
  options: LoadOptions,
): Promise<LoadFigures> {
  return loadDirect((i) => renderBillPdf(documents[i % documents.length] as BillDocument), options);
}

/**
 * EXPLAIN ANALYZE of the slowest read among a request's statements (each timed once, in order,
 * with the server's session settings): where a list's time goes, printed beside its figures.
 */
export async function explainSlowest(
  pool: pg.Pool,
  statements: readonly { text: string; values: unknown[] }[],
): Promise<string[] | null> {
  const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
  let slowest: { text: string; values: unknown[]; ms: number } | null = null;
  for (const statement of reads) {
    const started = performance.now();
    await pool.query(statement.text, statement.values);
    const ms = performance.now() - started;
    if (!slowest || ms > slowest.ms) slowest = { ...statement, ms };
  }
  if (!slowest) return null;
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, buffers off) ${slowest.text}`,
    slowest.values,
  );
  return [slowest.text.replace(/\s+/g, ' ').slice(0, 400), ...result.rows.map((row) => row['QUERY PLAN'])];
}
