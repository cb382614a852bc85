import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dataDir: string;
let lockPath: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-lock-'));
  lockPath = path.join(dataDir, 'venus.lock');
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A process that is alive for the whole test. */
function liveProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn('true', [], { stdio: 'ignore' });
  const pid = child.pid!;
  await once(child, 'exit');
  return pid;
}

describe('lockDataDir', () => {
  it('claims the directory with a lock file holding this process id', () => {
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates the data directory when it does not exist yet', () => {
    const nested = path.join(dataDir, 'new', 'data');
    const release = lockDataDir(nested);
    expect(fs.existsSync(path.join(nested, 'venus.lock'))).toBe(true);
    release();
  });

  it('refuses a directory locked by a live process, naming its pid and the directory', () => {
    const pid = liveProcess();
    fs.writeFileSync(lockPath, String(pid));
    let caught: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    const message = (caught as Error).message;
    expect(message).toContain('Another Venus server');
    expect(message).toContain(`pid ${pid}`);
    expect(message).toContain(dataDir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(pid));
  });

  it('takes over a lock left by a process that has died', async () => {
    fs.writeFileSync(lockPath, String(await deadPid()));
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that holds no pid', () => {
    fs.writeFileSync(lockPath, '');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('removes the lock file on release', () => {
    const release = lockDataDir(dataDir);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('leaves a lock another process has since taken when released', () => {
    const release = lockDataDir(dataDir);
    const other = liveProcess();
    fs.writeFileSync(lockPath, String(other));
    release();
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(other));
  });
});
