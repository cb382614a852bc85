import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { seedDemoFirm } from '../src/db/seed/demo-firm.ts';
import { type DemoYearOptions, seedDemoYear } from '../src/db/seed/demo-year/demo-year.ts';
import { createDatabase } from '../src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The PostgreSQL server a test run uses: DATABASE_URL's when set (CI), else an embedded one of
 * the run's own under data/<dirName>. Answers an admin URL that may create and drop databases.
 */
export async function startTestServer(
  dirName: string,
  port: number,
): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({
    dir: path.join(REPO_ROOT, 'data', dirName),
    port,
    database: 'postgres',
    log: pino({ level: 'warn' }),
  });
  return { adminUrl: embedded.url, stop: () => embedded.stop() };
}

/**
 * A new database with every migration applied and the demo firm loaded; with `year`, the year of
 * its work too, as a first start loads it. The server tests' template and the journeys' server
 * keep the base firm: their assertions count its records.
 */
export async function createSeededDatabase(
  adminUrl: string,
  name: string,
  year?: DemoYearOptions,
): Promise<void> {
  await dropDatabase(adminUrl, name);
  await adminQuery(adminUrl, `create database "${name}"`);
  const { db, pool } = createDatabase(withDatabase(adminUrl, name), 2);
  try {
    await migrateDatabase(db);
    await db.transaction(async (tx) => {
      await seedDemoFirm(tx);
      if (year) await seedDemoYear(tx, year);
    });
  } finally {
    await pool.end();
  }
}

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Clones the template. Two files cloning at the same instant can collide on the template's
 * lock ("being accessed by other users"), so a clash is retried.
 */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);

/**
 * A test database is dropped with force at the end; a connection that drop ends is expected then,
 * and only then (57P01 = terminated by the administrator). Anything else stays loud.
 */
export function toleratesForcedDrop(pool: {
  on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown;
}): void {
  pool.on('error', (error) => {
    if (error.code !== '57P01') throw error;
  });
}
