import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../apps/server/src/app.ts';
import { createCache } from '../apps/server/src/platform/cache/create-cache.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createDatabase } from '../apps/server/src/platform/db/database.ts';
import { createEventBus } from '../apps/server/src/platform/events/create-event-bus.ts';
import { startMailCapture } from '../apps/server/test/mail-capture.ts';
import {
  cloneDatabase,
  createSeededDatabase,
  dropDatabase,
  startTestServer,
  toleratesForcedDrop,
  withDatabase,
} from '../apps/server/test/test-database.ts';
import { fileApprovalRequests } from './approval-requests.ts';
import { startDemoYearTemplate } from './demo-year-template.ts';
import { JOURNEY_WORKERS } from './journey-workers.ts';
import type { JourneyWorld } from './world.ts';

/**
 * Real servers, with the built web app, each on a fresh seeded database of its own: the journeys
 * drive them through Chromium exactly as staff would, one worker per server.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer('e2e-pg', Number(process.env.EMBEDDED_PG_E2E_PORT ?? 54349));
  const names = Array.from(
    { length: JOURNEY_WORKERS },
    (_, index) => `venus_e2e_${process.pid}_${index + 1}`,
  );
  // The base firm only: the journeys count its records. The demo year has its own server
  // (demo-year-server.ts) for the journeys that look at it. Seeded once, copied for the others.
  const [first, ...others] = names as [string, ...string[]];
  await createSeededDatabase(server.adminUrl, first);
  const yearTemplate = startDemoYearTemplate(server.adminUrl);
  project.provide('demoYearTemplate', yearTemplate.template);
  for (const name of others) await cloneDatabase(server.adminUrl, first, name);
  const worlds = await Promise.all(names.map((name) => startWorld(server.adminUrl, name)));
  project.provide(
    'journeyWorlds',
    worlds.map((world) => world.world),
  );

  return async () => {
    for (const world of worlds) await world.stop();
    await yearTemplate.drop();
    await server.stop();
  };
}

async function startWorld(
  adminUrl: string,
  name: string,
): Promise<{ world: JourneyWorld; stop(): Promise<void> }> {
  const { db, pool } = createDatabase(withDatabase(adminUrl, name), 5);
  toleratesForcedDrop(pool);
  const prefix = `venus-e2e:${name}:`;
  const cache = createCache(process.env.REDIS_URL, prefix);
  // A real SMTP server catches the app's mail; journeys read it from files, as from a mailbox.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-e2e-mail-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-e2e-files-'));
  const mail = await startMailCapture({ dir: mailDir });
  const app = await buildApp({
    config: loadConfig({ ...process.env, LOG_LEVEL: 'warn', SMTP_URL: mail.url, DATA_DIR: dataDir }),
    db,
    cache,
    // Its own channels: journeys of another world or checkout on the same Redis must not reach these sockets.
    events: createEventBus(process.env.REDIS_URL, prefix),
    logger: false,
  });
  await fileApprovalRequests(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the e2e server has no port');
  return {
    world: {
      baseUrl: `http://127.0.0.1:${address.port}`,
      mailDir,
      databaseUrl: withDatabase(adminUrl, name),
      dataDir,
    },
    async stop() {
      await app.close();
      await mail.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
      await cache.close();
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}
