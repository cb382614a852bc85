import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemoFirm } from '../apps/server/src/db/seed/demo-firm.ts';
import { createCache } from '../apps/server/src/platform/cache/create-cache.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createDatabase } from '../apps/server/src/platform/db/database.ts';
import {
  type EmbeddedDatabase,
  startEmbeddedPostgres,
} from '../apps/server/src/platform/db/embedded-postgres.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { adminQuery, dropDatabase, withDatabase } from '../apps/server/test/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The real server, with the built web app, on a fresh seeded database: the journeys drive it
 * through Chromium exactly as staff would.
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: 'warn' });
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dir: path.resolve(import.meta.dirname, '../data/e2e-pg'),
      port: Number(process.env.EMBEDDED_PG_E2E_PORT ?? 54349),
      database: 'postgres',
      log,
    });
    adminUrl = embedded.url;
  }
  const name = `venus_e2e_${process.pid}`;
  await dropDatabase(adminUrl, name);
  await adminQuery(adminUrl, `create database "${name}"`);
  const { db, pool } = createDatabase(withDatabase(adminUrl, name), 5);
  await migrateDatabase(db);
  await db.transaction((tx) => seedDemoFirm(tx));
  const cache = createCache(process.env.REDIS_URL, `venus-e2e:${name}:`);
  const app = await buildApp({
    config: loadConfig({ ...process.env, LOG_LEVEL: 'warn' }),
    db,
    cache,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the e2e server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);

  return async () => {
    await app.close();
    await cache.close();
    await pool.end();
    await dropDatabase(adminUrl, name);
    await embedded?.stop();
  };
}
