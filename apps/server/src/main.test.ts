import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOverHttp, signInOverHttp } from '../test/signed-fetch.ts';
import { MIGRATIONS_DIR } from './platform/db/migrate.ts';

/**
 * The real process, started the way `npm start -w @venus/server` starts it (`tsx src/main.ts`),
 * on a data directory of its own with the embedded PostgreSQL and the in-process cache.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
// As `npm start` runs it (apps/server/package.json): node itself with tsx's loader, so a SIGTERM
// reaches the server directly; the tsx CLI relays signals with a 30 ms wait and, on a busy
// machine, SIGKILLs the server and exits 143 instead of letting it stop.
const NODE_ARGS = ['--import', 'tsx'];
const MAIN = 'apps/server/src/main.ts';
// The first start initialises a PostgreSQL cluster and seeds the firm: allow for a busy machine.
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

let dataDir: string;
let port: number;
let pgPort: number;
const started: ServerProcess[] = [];

function startServer(env: Record<string, string> = {}): ServerProcess {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [...NODE_ARGS, MAIN], {
    cwd: REPO_ROOT,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, output: () => output, exited };
  started.push(server);
  return server;
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitUntilListening(server: ServerProcess): Promise<void> {
  const banner = `Venus is running at http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!server.output().includes(banner)) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return within(server.exited, STOP_TIMEOUT_MS, 'stopping the server');
}

const api = (url: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${port}/venus-api${url}`, init).then(
    (response) => response.json() as Promise<{ code: number; msg: string; data?: unknown }>,
  );

const signInAsAdmin = () => signInOverHttp(`http://127.0.0.1:${port}`, 'admin');

/** Ids of running processes whose command line names the embedded cluster of this data dir. */
function postgresProcesses(): number[] {
  if (!fs.existsSync('/proc')) return [];
  const pgDir = path.join(dataDir, 'pg');
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(pgDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Applied migrations, read straight from the embedded database while it runs. */
async function appliedMigrations(): Promise<number> {
  // The embedded cluster's fixed loopback credentials (platform/db/embedded-postgres.ts).
  const client = new pg.Client({
    connectionString: `postgres://venus:venus-embedded@127.0.0.1:${pgPort}/venus`,
  });
  await client.connect();
  try {
    const result = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

const migrationFiles = () => fs.readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length;

describe('the server process', () => {
  let first: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-main-'));
    // Run as root, PostgreSQL runs as its own user, who must be able to reach DATA_DIR/pg.
    fs.chmodSync(dataDir, 0o755);
    port = await freePort();
    pgPort = await freePort();
    first = startServer();
    await waitUntilListening(first);
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
      await stop(server).catch(() => server.child.kill('SIGKILL'));
    }
    // Should a stop have failed, the cluster this test started must not outlive it.
    for (const pid of postgresProcesses()) process.kill(pid, 'SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 2 * STOP_TIMEOUT_MS);

  it('prints its URL and the demo logins on first start', () => {
    const output = first.output();
    expect(output).toContain(`http://localhost:${port}`);
    expect(output).toContain('Demo logins (password for all: Venus@2026!)');
    expect(output).toMatch(/^\s+admin\s+admin$/m);
    expect(output).toMatch(/^\s+lawyer\s+sunyue$/m);
  });

  it('answers the health check with the database up', async () => {
    expect(await api('/health')).toMatchObject({ code: 200, msg: 'success', data: { database: 'up' } });
  });

  it('applies every migration once', async () => {
    expect(await appliedMigrations()).toBe(migrationFiles());
  });

  it('holds the data directory with a lock file naming its process', () => {
    const holder = Number(fs.readFileSync(path.join(dataDir, 'venus.lock'), 'utf8'));
    expect(holder).toBeGreaterThan(0);
    expect(() => process.kill(holder, 0)).not.toThrow();
  });

  it('refuses a second server on the same data directory within seconds, naming the first', async () => {
    const holder = fs.readFileSync(path.join(dataDir, 'venus.lock'), 'utf8');
    const otherPort = await freePort();
    const startedAt = Date.now();
    const second = startServer({ PORT: String(otherPort), EMBEDDED_PG_PORT: String(await freePort()) });
    const code = await within(second.exited, 20_000, 'the second server refusing');
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    expect(code).not.toBe(0);
    expect(second.output()).toContain('Another Venus server');
    expect(second.output()).toContain(`pid ${holder}`);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).not.toContain('Venus is running');
    expect(fs.readFileSync(path.join(dataDir, 'venus.lock'), 'utf8')).toBe(holder);
    expect(await api('/health')).toMatchObject({ code: 200, data: { database: 'up' } });
  }, 30_000);

  it(
    'stops on SIGTERM with exit code 0, releasing the lock and stopping its PostgreSQL',
    async () => {
      const admin = await signInAsAdmin();
      const added = await callOverHttp(admin, 'POST', '/system/config', {
        configName: '重启测试',
        configKey: 'test.restart',
        configValue: 'kept',
      });
      expect(added.code, added.msg).toBe(200);
      expect(postgresProcesses().length).toBeGreaterThan(0);

      expect(await stop(first), first.output()).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'venus.lock'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(postgresProcesses()).toEqual([]);
    },
    STOP_TIMEOUT_MS + 10_000,
  );

  it(
    'starts again on the same data directory without reseeding, keeping the data',
    async () => {
      const again = startServer();
      await waitUntilListening(again);
      expect(again.output()).not.toContain('Demo logins');
      expect(again.output()).not.toContain('loaded the demo firm');
      expect(await appliedMigrations()).toBe(migrationFiles());
      const admin = await signInAsAdmin();
      const kept = await callOverHttp(admin, 'GET', '/system/config/configKey/test.restart');
      expect(kept).toEqual({ code: 200, msg: 'kept' });
      expect(await stop(again), again.output()).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'venus.lock'))).toBe(false);
      expect(postgresProcesses()).toEqual([]);
    },
    START_TIMEOUT_MS + STOP_TIMEOUT_MS,
  );
});
