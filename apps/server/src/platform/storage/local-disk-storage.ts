import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, HEAD_BYTES, type StoredObject, type WriteOptions } from './file-storage.ts';

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

/** Hashes, measures and keeps the head of what flows through it, refusing past a limit. */
class Measure extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  private readonly headParts: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new StorageLimitError(this.maxBytes));
    this.hash.update(chunk);
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headParts.push(Buffer.from(part));
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  result(): StoredObject {
    return { size: this.size, sha256: this.hash.digest('hex'), head: Buffer.concat(this.headParts) };
  }
}

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
    return this.atomically(key, options, (out, measure) => pipeline(source, measure, out));
  }

  concat(key: string, parts: readonly string[], options: WriteOptions = {}): Promise<StoredObject> {
    return this.atomically(key, options, async (out, measure) => {
      // One pipe into the temp file; parts are appended in order through it.
      const feed = new PassThrough();
      const done = pipeline(feed, measure, out);
      try {
        for (const part of parts)
          await pipeline(fs.createReadStream(this.localPath(part)), feed, { end: false });
        feed.end();
      } catch (error) {
        feed.destroy(error as Error);
      }
      await done;
    });
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.localPath(key), range);
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
  private async atomically(
    key: string,
    options: WriteOptions,
    fill: (out: fs.WriteStream, measure: Measure) => Promise<void>,
  ): Promise<StoredObject> {
    const target = this.localPath(key);
    await fsp.mkdir(this.tmpDir, { recursive: true });
    const temp = path.join(this.tmpDir, randomUUID());
    try {
      const measure = new Measure(options.maxBytes ?? Number.MAX_SAFE_INTEGER);
      // `flush` fsyncs before the stream closes, and the pipeline resolves only once it has closed.
      await fill(fs.createWriteStream(temp, { flush: true }), measure);
      const stored = measure.result();
      await options.accept?.(stored);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(temp, target);
      await syncDirectory(path.dirname(target));
      return stored;
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }
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
