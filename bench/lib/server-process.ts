/**
 * The real server process (apps/server/src/main.ts) on the bench database, on a free loopback
 * port, optionally under `node --cpu-prof`; and the Fastify hello-world beside it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it answered`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within a minute`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
}

/**
 * Starts `apps/server/src/main.ts` as production would (through tsx, as `npm start` does), with its
 * own DATA_DIR under /tmp, the in-process cache, and a large COSTLY_LIMIT_FACTOR: the per-person
 * budgets of conflict checks are for people, not for a load generator. Logs go to `logFile`.
 */
export async function startServer(options: {
  databaseUrl: string;
  logFile: string;
  cpuProfileDir?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = path.join('/tmp', `venus-bench-data-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  const nodeArgs = ['--import', 'tsx'];
  if (options.cpuProfileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: '',
      COSTLY_LIMIT_FACTOR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(options.logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/venus-api/health`, child, 'the server');
  return { url, pid: child.pid as number, stop: stopper(child) };
}

/** bench/hello-world.ts in its own process: the framework's ceiling on this machine. */
export async function startHelloWorld(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-world.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, 'hello-world');
  return { url, pid: child.pid as number, stop: stopper(child) };
}
