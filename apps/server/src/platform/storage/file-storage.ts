import type { Hash } from 'node:crypto';
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

/** One piece written into a file at an offset: its length and its first bytes. */
export interface WrittenPiece {
  size: number;
  head: Buffer;
}

export interface PieceOptions {
  /** The write fails past this many bytes, before any byte past them reaches the file. */
  maxBytes: number;
  /** Fed with the piece's bytes as they are written (a sha256 running over a whole upload). */
  hash?: Hash;
}

export interface PublishOptions {
  /** The content's sha256 when the caller has it already; computed from the file otherwise. */
  sha256?: string;
  /** Called on the synced file before it becomes visible under its new key; throwing keeps it out. */
  accept?: (stored: StoredObject) => Promise<void> | void;
}

/**
 * Where file contents live, by relative key. Content becomes visible under its key only synced and
 * renamed into place (`write` through a temporary file, `publish` from a partial one), so a crash
 * never leaves a half file under a served key. Streams only: memory stays flat whatever the size.
 */
export interface FileStorage {
  write(key: string, source: Readable, options?: WriteOptions): Promise<StoredObject>;
  /**
   * Writes `source` into the file under `key` from byte `offset`, creating the file when absent
   * and keeping its other bytes (the partial file of a chunked upload, filled in any order). The
   * piece is on disk (fsync) when this resolves; the key is visible throughout, so it is for
   * files that are not served until `publish`.
   */
  writeAt(key: string, offset: number, source: Readable, options: PieceOptions): Promise<WrittenPiece>;
  /**
   * Moves the file under `from` to `to` as an atomic write lands: synced, accepted, renamed, its
   * directory synced.
   */
  publish(from: string, to: string, options?: PublishOptions): Promise<StoredObject>;
  /** Creates an empty file under `key`, unsynced: a flag that a crash may lose, never half-write. */
  mark(key: string): Promise<void>;
  /** The names directly under a key prefix (files and folders); none when it does not exist. */
  list(prefix: string): Promise<string[]>;
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
