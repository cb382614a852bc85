import fs from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_DEFAULTS } from '@venus/shared';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { ConfigReader } from './files.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the abandoned uploads are looked for; the age itself is system config. */
export const CHUNK_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const CHUNK_EXPIRE_KEY = 'file-chunk-expire-days';

/** The configured age in days; a missing or malformed value takes the default, as lookups do. */
export function chunkExpireDaysOf(value: string | undefined): number {
  const days = Number(value);
  return Number.isFinite(days) && days > 0 ? days : Number(CONFIG_DEFAULTS[CHUNK_EXPIRE_KEY]);
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
}

/**
 * When a chunk folder was last written: the folder's own time (a chunk's flag created in it) or the
 * newest of its files, whichever is later. Null when it vanished meanwhile (its upload finished).
 */
async function lastTouched(dir: string): Promise<number | null> {
  try {
    let newest = (await fs.stat(dir)).mtimeMs;
    for (const name of await fs.readdir(dir)) {
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (stat) newest = Math.max(newest, stat.mtimeMs);
    }
    return newest;
  } catch {
    return null;
  }
}

/**
 * Removes the chunks of uploads abandoned half-way (decision 0020): a folder
 * `chunks/<userId>/<fileKey>-<size>` untouched for longer than `file-chunk-expire-days`. An upload
 * in progress writes its folder with every chunk, and a folder a request of this process is
 * working on is skipped whatever its age, so a live upload is never cut.
 */
export class ChunkCleanup {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly storage: FileStorage,
    private readonly readConfig: ConfigReader,
    private readonly isBusy: (key: string) => boolean,
    private readonly warn: (error: unknown, message: string) => void,
  ) {}

  /** One pass; answers the keys of the folders removed. */
  async sweep(now = Date.now()): Promise<string[]> {
    const cutoff = now - chunkExpireDaysOf(await this.readConfig(CHUNK_EXPIRE_KEY)) * DAY_MS;
    const root = this.storage.localPath('chunks');
    const removed: string[] = [];
    for (const user of await namesIn(root)) {
      for (const upload of await namesIn(path.join(root, user))) {
        const key = `chunks/${user}/${upload}`;
        if (this.isBusy(key)) continue;
        const touched = await lastTouched(path.join(root, user, upload));
        // Asked again after the awaits: a chunk request may have begun meanwhile.
        if (touched === null || touched > cutoff || this.isBusy(key)) continue;
        await this.storage.removeTree(key);
        removed.push(key);
      }
    }
    return removed;
  }

  /** Sweeps now and then every interval until stopped; never keeps the process alive. */
  start(intervalMs = CHUNK_SWEEP_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.runOnce(), intervalMs);
    this.timer.unref();
    this.runOnce();
  }

  /** Stops the timer and waits for a pass under way (the app is closing). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private runOnce(): void {
    if (this.running) return;
    this.running = this.sweep()
      .then((removed) => {
        if (removed.length > 0) this.warn(null, `removed ${removed.length} abandoned chunk upload(s)`);
      })
      .catch((error) => this.warn(error, 'chunk cleanup failed'))
      .finally(() => {
        this.running = null;
      });
  }
}
