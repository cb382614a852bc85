import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { createCache } from '../apps/server/src/platform/cache/create-cache.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createDatabase } from '../apps/server/src/platform/db/database.ts';
import { createEventBus } from '../apps/server/src/platform/events/create-event-bus.ts';
import {
  cloneDatabase,
  dropDatabase,
  toleratesForcedDrop,
  withDatabase,
} from '../apps/server/test/test-database.ts';
import { demoYearTemplateInto } from './demo-year-template.ts';
import { journeyWorld } from './world.ts';

/**
 * A second server for the journeys that look at the demo year, on a database of its own loaded
 * as a first start loads it today (base firm and the year, files in a data directory of its own),
 * cloned from the run's template (demo-year-template.ts).
 * The other journeys keep the base firm: they count its records. Answers the base URL once its
 * beforeAll has run.
 */
export function demoYearServer(): () => string {
  let baseUrl = '';
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const adminUrl = withDatabase(journeyWorld().databaseUrl, 'postgres');
    const name = `venus_e2e_year_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-e2e-year-'));
    await cloneDatabase(adminUrl, await demoYearTemplateInto(dataDir), name);
    const { db, pool } = createDatabase(withDatabase(adminUrl, name), 5);
    toleratesForcedDrop(pool);
    const prefix = `venus-e2e:${name}:`;
    const cache = createCache(process.env.REDIS_URL, prefix);
    const app = await buildApp({
      config: loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
      db,
      cache,
      events: createEventBus(process.env.REDIS_URL, prefix),
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the demo-year server has no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    stop = async () => {
      await app.close();
      await cache.close();
      await pool.end();
      await dropDatabase(adminUrl, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }, 600_000);
  afterAll(() => stop?.());
  return () => baseUrl;
}
