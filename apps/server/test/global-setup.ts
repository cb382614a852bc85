import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { seedDemoFirm } from '../src/db/seed/demo-firm.ts';
import { createDatabase } from '../src/platform/db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { adminQuery, dropDatabase, withDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

let embedded: EmbeddedDatabase | undefined;

/**
 * One migrated and seeded template per run; each test file clones its own database from it, so
 * files run in parallel on clean data. Uses DATABASE_URL's server when set (CI), else an
 * embedded PostgreSQL of its own.
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: 'warn' });
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const repoRoot = path.resolve(import.meta.dirname, '../../..');
    embedded = await startEmbeddedPostgres({
      dir: path.join(repoRoot, 'data/test-pg'),
      port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339),
      database: 'postgres',
      log,
    });
    adminUrl = embedded.url;
  }
  const templateDb = `venus_template_${process.pid}`;
  await dropDatabase(adminUrl, templateDb);
  await adminQuery(adminUrl, `create database "${templateDb}"`);
  const { db, pool } = createDatabase(withDatabase(adminUrl, templateDb), 2);
  try {
    await migrateDatabase(db);
    await db.transaction((tx) => seedDemoFirm(tx));
  } finally {
    await pool.end();
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await dropDatabase(adminUrl, templateDb);
    await embedded?.stop();
  };
}
