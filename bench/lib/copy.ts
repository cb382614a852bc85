/**
 * Bulk load through COPY … FROM STDIN (text format), rows streamed from a generator so millions
 * never sit in memory at once.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyValue = string | number | boolean | null | readonly string[];

// COPY's text format: backslash, tab, newline and carriage return are escaped; \N is null.
const escapeText = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/** A text[] literal: every element quoted, so commas, braces and spaces need no thought. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

function field(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  return String(value);
}

/** Copies the rows into `table (columns)`; answers how many went in. */
export async function copyRows(
  pool: pg.Pool,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<number> {
  let count = 0;
  // Lines grouped into chunks of ~64 kB: one stream chunk per row would cost more than the row.
  function* chunks(): Generator<string> {
    let buffer = '';
    for (const row of rows) {
      buffer += `${row.map(field).join('\t')}\n`;
      count += 1;
      if (buffer.length > 65_536) {
        yield buffer;
        buffer = '';
      }
    }
    if (buffer) yield buffer;
  }
  const client = await pool.connect();
  try {
    const target = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    await pipeline(Readable.from(chunks()), target);
  } finally {
    client.release();
  }
  return count;
}
