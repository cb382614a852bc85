import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { AuditSealer } from '../src/platform/audit/audit-sealer.ts';
import { createDatabase } from '../src/platform/db/database.ts';

/** What the crash-safety tests (kill -9 and restart) check the database and data directory with. */

/** Polls until `check` answers true, or fails after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Temp files anywhere in the data directory (the store writes through files/.tmp): a write cut short. */
export function strayTempFiles(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true })
    .map(String)
    .filter(
      (entry) => /(^|\/)\.?tmp(\/|$)|\.tmp$/i.test(entry) && fs.statSync(path.join(dataDir, entry)).isFile(),
    );
}

export async function auditChainIsWhole(databaseUrl: string): Promise<void> {
  const { db, pool } = createDatabase(databaseUrl, 1);
  try {
    expect((await new AuditSealer(db).verify()).broken).toBeNull();
  } finally {
    await pool.end();
  }
}
