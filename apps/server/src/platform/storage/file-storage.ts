import type { Readable } from 'node:stream';

/** What a write stored: its length, its sha256 and its first bytes (for the magic-byte check). */
export interface StoredObject {
  size: number;
  sha256: string;
  head: Buffer;
}

export interface WriteOptions {
  /** The write fails (and leaves nothing) past this many bytes. */
  maxBytes?: number;
  /** Called on the complete temporary file before it becomes visible; throwing discards it. */
  accept?: (stored: StoredObject) => Promise<void> | void;
}

/**
 * Where file contents live, by relative key. Every write goes to a temporary file, is synced and
 * then renamed into place, so a crash never leaves a half file under a key. Streams only: memory
 * stays flat whatever the size.
 */
export interface FileStorage {
  write(key: string, source: Readable, options?: WriteOptions): Promise<StoredObject>;
  /** Writes the concatenation of `parts`, in order, under `key` (atomically, like write). */
  concat(key: string, parts: readonly string[], options?: WriteOptions): Promise<StoredObject>;
  /** Bytes start..end inclusive, or the whole content. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** The size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Removes a key prefix and everything under it (the chunks of a finished upload). */
  removeTree(prefix: string): Promise<void>;
  /** A path on the local disk, for tools that need one (LibreOffice). */
  localPath(key: string): string;
}

/** Bytes kept from the start of a write: file-type reads at most this many. */
export const HEAD_BYTES = 4100;
