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
  createSeededDatabase,
  dropDatabase,
  startTestServer,
  toleratesForcedDrop,
  withDatabase,
} from '../apps/server/test/test-database.ts';
import { fileApprovalRequests } from './approval-requests.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the capturing SMTP server files each message: `<mailDir>/<recipient>/<n>.eml`. */
    mailDir: string;
    /** The journeys' database, for the rare step a person cannot take (moving a clock back). */
    databaseUrl: string;
  }
}

/**
 * The real server, with the built web app, on a fresh seeded database: the journeys drive it
 * through Chromium exactly as staff would.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer('e2e-pg', Number(process.env.EMBEDDED_PG_E2E_PORT ?? 54349));
  const name = `venus_e2e_${process.pid}`;
  // The base firm only: the journeys count its records. The demo year has its own server
  // (demo-year-server.ts) for the journeys that look at it.
  await createSeededDatabase(server.adminUrl, name);
  const { db, pool } = createDatabase(withDatabase(server.adminUrl, name), 5);
  toleratesForcedDrop(pool);
  const cache = createCache(process.env.REDIS_URL, `venus-e2e:${name}:`);
  // A real SMTP server catches the app's mail; journeys read it from files, as from a mailbox.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-e2e-mail-'));
  const mail = await startMailCapture({ dir: mailDir });
  const app = await buildApp({
    config: loadConfig({ ...process.env, LOG_LEVEL: 'warn', SMTP_URL: mail.url }),
    db,
    cache,
    // Its own channels: journeys of another checkout on the same Redis must not reach these sockets.
    events: createEventBus(process.env.REDIS_URL, `venus-e2e:${name}:`),
    logger: false,
  });
  await fileApprovalRequests(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the e2e server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('mailDir', mailDir);
  project.provide('databaseUrl', withDatabase(server.adminUrl, name));

  return async () => {
    await app.close();
    await mail.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
    await cache.close();
    await pool.end();
    await dropDatabase(server.adminUrl, name);
    await server.stop();
  };
}
