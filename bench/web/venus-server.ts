/**
 * The real Venus server as a separate process for the benchmarks: `apps/server/src/main.ts` on a
 * fresh database of its own (created on DATABASE_URL's server, default the local PostgreSQL, and
 * dropped at the end) and a fresh DATA_DIR, on a free loopback port. It migrates and loads the
 * demo firm on its first start, as `npm start` does. Its pid is the server's own (node runs tsx as
 * a loader, no wrapper process), so /proc/<pid>/status is its memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT as REPO_DIR } from '../lib/server-process.ts';

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEMO_PASSWORD = 'Venus@2026!';

export interface VenusServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/venus-api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/venus-api/health within ${timeoutMs / 1000} s`);
}

export interface StartOptions {
  /** Part of the database and data directory names. */
  name: string;
  /** Where DATA_DIR goes (the transfer bench puts it on the disk it measures). */
  dataParent?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

export async function startVenus(options: StartOptions): Promise<VenusServer> {
  const database = `venus_bench_${options.name}_${process.pid}`;
  await adminQuery(`drop database if exists ${database} with (force)`);
  await adminQuery(`create database ${database}`);
  const dataDir = fs.mkdtempSync(
    path.join(options.dataParent ?? os.tmpdir(), `venus-bench-${options.name}-`),
  );
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(REPO_DIR, 'apps/server/src/main.ts')],
    {
      cwd: REPO_DIR,
      env: {
        ...process.env,
        DATABASE_URL: withDatabase(ADMIN_URL, database),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        COSTLY_LIMIT_FACTOR: '100',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= stopOnce();
    return stopping;
  };
  const stopOnce = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    }
    await adminQuery(`drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('the server has no pid');
  return { baseUrl, pid: child.pid, dataDir, stop };
}

/** The resident memory of a process in bytes (VmRSS of /proc/<pid>/status), null once it is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every `everyMs` until stopped; answers the peak. */
export function sampleResident(pid: number, everyMs = 50) {
  let peak = residentBytes(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid) ?? 0);
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
