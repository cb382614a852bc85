import { createHash, type Hash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type FileStorage,
  HEAD_BYTES,
  type PieceOptions,
  type PublishOptions,
  type StoredObject,
  type WriteOptions,
  type WrittenPiece,
} from './file-storage.ts';

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

/** Measures and keeps the head of what flows through it, feeding a hash, refusing past a limit. */
class Measure extends Transform {
  size = 0;
  private readonly headParts: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly hash: Hash | null,
  ) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.size += chunk.length;
    // Refused before it is passed on: bytes past the limit never reach the file.
    if (this.size > this.maxBytes) return done(new StorageLimitError(this.maxBytes));
    this.hash?.update(chunk);
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headParts.push(Buffer.from(part));
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.headParts);
  }
}

/**
 * Reads and writes go by 1 MB: at the 64 KB / 16 KB defaults a 2 GB transfer spent its time on
 * per-piece overhead (bench/README.md, transfer).
 */
const READ_BUFFER = 1024 * 1024;
const WRITE_BUFFER = 1024 * 1024;

/** The local-disk store under DATA_DIR/files (DESIGN.md "files"). */
export class LocalDiskStorage implements FileStorage {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  localPath(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep) || resolved.startsWith(this.tmpDir))
      throw new Error(`storage key escapes the store: ${key}`);
    return resolved;
  }

  write(key: string, source: Readable, options: WriteOptions = {}): Promise<StoredObject> {
    return this.atomically(key, source, options);
  }

  async writeAt(key: string, offset: number, source: Readable, options: PieceOptions): Promise<WrittenPiece> {
    const target = this.localPath(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const measure = new Measure(options.maxBytes, options.hash ?? null);
    // Created when absent and opened without truncation: the other pieces already written stay.
    await fsp.appendFile(target, '');
    // `flush` syncs before the stream closes, and the pipeline resolves only once it has closed.
    const out = fs.createWriteStream(target, {
      flags: 'r+',
      start: offset,
      flush: true,
      highWaterMark: WRITE_BUFFER,
    });
    await pipeline(source, measure, out);
    return { size: measure.size, head: measure.head() };
  }

  async publish(from: string, to: string, options: PublishOptions = {}): Promise<StoredObject> {
    const source = this.localPath(from);
    const target = this.localPath(to);
    const handle = await fsp.open(source, 'r');
    let stored: StoredObject;
    try {
      // Synced before the rename: the name never points at bytes the disk does not hold.
      await handle.sync();
      const { size } = await handle.stat();
      const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
      await handle.read(head, 0, head.length, 0);
      stored = { size, head, sha256: options.sha256 ?? (await sha256Of(handle)) };
    } finally {
      await handle.close();
    }
    await options.accept?.(stored);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(source, target);
    await syncDirectory(path.dirname(target));
    return stored;
  }

  async mark(key: string): Promise<void> {
    const target = this.localPath(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.writeFile(target, '');
  }

  async list(prefix: string): Promise<string[]> {
    try {
      return await fsp.readdir(this.localPath(prefix));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.localPath(key), { ...range, highWaterMark: READ_BUFFER });
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fsp.stat(this.localPath(key));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.localPath(key), { force: true });
  }

  async removeTree(prefix: string): Promise<void> {
    await fsp.rm(this.localPath(prefix), { recursive: true, force: true });
  }

  /** Writes into a temp file, syncs it, lets the caller accept it, then renames it into place. */
  private async atomically(key: string, source: Readable, options: WriteOptions): Promise<StoredObject> {
    const target = this.localPath(key);
    await fsp.mkdir(this.tmpDir, { recursive: true });
    const temp = path.join(this.tmpDir, randomUUID());
    const out = fs.createWriteStream(temp, { flush: true });
    try {
      const hash = createHash('sha256');
      const measure = new Measure(options.maxBytes ?? Number.MAX_SAFE_INTEGER, hash);
      // `flush` fsyncs before the stream closes, and the pipeline resolves only once it has closed.
      await pipeline(source, measure, out);
      const stored = { size: measure.size, sha256: hash.digest('hex'), head: measure.head() };
      await options.accept?.(stored);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(temp, target);
      await syncDirectory(path.dirname(target));
      return stored;
    } catch (error) {
      // A write refused at its first bytes fails before the temp file's open has finished: the
      // stream still opens (creates) it and then closes it. Removing it before that close raced the
      // open, and a loaded CI machine kept an empty temp file; remove it once the stream is done.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }
}

/** The sha256 of a whole open file, read from its start. */
async function sha256Of(handle: fsp.FileHandle): Promise<string> {
  const hash = createHash('sha256');
  for await (const part of handle.createReadStream({
    start: 0,
    autoClose: false,
    highWaterMark: READ_BUFFER,
  }))
    hash.update(part as Buffer);
  return hash.digest('hex');
}

/** The rename itself is durable only once its directory entry is on disk. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
