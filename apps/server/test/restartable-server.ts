import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, cloneDatabase, dropDatabase, withDatabase } from './test-database.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A test's own Venus, run as `npm start` runs it: a process of its own, on a database and a data
 * directory of its own, that the test can kill with SIGKILL and start again on the same port and
 * data. The in-process test servers (the journeys' shared one, `createTestApp`) cannot be killed.
 */
export interface RestartableServer {
  url: string;
  dataDir: string;
  /** The server's database, for the test's own invariant queries. */
  databaseUrl: string;
  /** SIGKILL: no shutdown hook runs, as in a crash or a pulled plug. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** What the process wrote to stdout and stderr since it last started. */
  output(): string;
  close(): Promise<void>;
}

export interface RestartableServerOptions {
  /** A PostgreSQL server on which the server's database is created, and dropped on close. */
  adminUrl?: string;
  /**
   * A migrated, seeded database to clone. Without it the database starts empty and the server
   * migrates it and loads the demo firm on its first start, as `npm start` does.
   */
  template?: string;
  /** More environment for the server process. */
  env?: Record<string, string>;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** The journeys' PostgreSQL server: DATABASE_URL, else the e2e setup's embedded one. */
const journeysAdminUrl = () =>
  process.env.DATABASE_URL ??
  `postgres://venus:venus-embedded@127.0.0.1:${process.env.EMBEDDED_PG_E2E_PORT ?? 54349}/postgres`;

let servers = 0;

export async function restartableServer(options: RestartableServerOptions = {}): Promise<RestartableServer> {
  const adminUrl = options.adminUrl ?? journeysAdminUrl();
  servers += 1;
  const database = `venus_restart_${process.pid}_${servers}`;
  await dropDatabase(adminUrl, database);
  if (options.template) await cloneDatabase(adminUrl, options.template, database);
  else await adminQuery(adminUrl, `create database "${database}"`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-restart-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = withDatabase(adminUrl, database);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // In-process cache and fan-out: nothing shared with the runner's server.
    REDIS_URL: '',
    SMTP_URL: '',
    ...options.env,
  };
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    output = '';
    // One process (no tsx launcher in between), so that SIGKILL reaches the server itself.
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`the server exited on start:\n${output}`);
      // The server listens only once its database is migrated and seeded.
      const up = await fetch(`${url}/venus-api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not answer within 90 s:\n${output}`);
  };

  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url,
    dataDir,
    databaseUrl,
    kill,
    start,
    output: () => output,
    async close() {
      await kill();
      await dropDatabase(adminUrl, database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
