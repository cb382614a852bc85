import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, dropDatabase, withDatabase } from '../apps/server/test/test-database.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The journeys' shared server lives inside the test runner and cannot be killed. A journey that
 * must kill the server mid-way runs Venus as `npm start` does, in a process of its own, on a
 * database and a data directory of its own, and starts it again on the same port and data.
 */
export interface RestartableServer {
  url: string;
  dataDir: string;
  /** SIGKILL: no shutdown hook runs, as in a crash or a pulled plug. */
  kill(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** The PostgreSQL server the journeys use: DATABASE_URL, else the e2e setup's embedded one. */
const adminUrl = () =>
  process.env.DATABASE_URL ??
  `postgres://venus:venus-embedded@127.0.0.1:${process.env.EMBEDDED_PG_E2E_PORT ?? 54349}/postgres`;

export async function restartableServer(): Promise<RestartableServer> {
  const database = `venus_e2e_restart_${process.pid}`;
  await dropDatabase(adminUrl(), database);
  // Empty: the server migrates it and loads the demo firm on its first start, as `npm start` does.
  await adminQuery(adminUrl(), `create database "${database}"`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-e2e-restart-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: withDatabase(adminUrl(), database),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // In-process cache and fan-out: nothing shared with the runner's server.
    REDIS_URL: '',
    SMTP_URL: '',
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
      const up = await fetch(`${url}/login`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
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
    kill,
    start,
    async close() {
      await kill();
      await dropDatabase(adminUrl(), database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
