import { createHash, type Hash } from 'node:crypto';

/**
 * What this process remembers of the chunked uploads it receives, by upload folder. Nothing here
 * is needed for correctness after a restart: the disk holds the upload's state (decision 0029).
 *
 * - Turns: the requests of one upload run one at a time, so a chunk is never being written into
 *   the partial file while it is published (its bytes would land in the published file after its
 *   sha256 was taken).
 * - The sha256 of the prefix received in order: the usual upload (chunks in order, one process)
 *   has its sha256 when its last chunk lands instead of reading the whole file back to hash it.
 */
export class ChunkUploads {
  private readonly turns = new Map<string, Promise<unknown>>();
  private readonly prefixes = new Map<string, { end: number; hash: Hash }>();

  /** Runs `work` once the upload's earlier requests in this process are done. */
  inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (this.turns.get(key) ?? Promise.resolve()).then(work);
    const settled = run.catch(() => undefined);
    this.turns.set(key, settled);
    void settled.then(() => {
      if (this.turns.get(key) === settled) this.turns.delete(key);
    });
    return run;
  }

  /**
   * The hash to feed a chunk starting at byte `start` into: a fresh one at 0, a copy of the
   * prefix's when the chunk continues it, none otherwise.
   */
  hashFor(key: string, start: number): Hash | undefined {
    if (start === 0) return createHash('sha256');
    const prefix = this.prefixes.get(key);
    if (prefix?.end === start) return prefix.hash.copy();
    // A chunk written again inside the prefix may not be the bytes that were hashed.
    if (prefix && start < prefix.end) this.prefixes.delete(key);
    return undefined;
  }

  /** A chunk fed into `hash` is on disk whole, up to byte `end` (exclusive). */
  received(key: string, end: number, hash: Hash | undefined): void {
    if (hash) this.prefixes.set(key, { end, hash });
  }

  /** The whole upload's sha256 when every byte of it was hashed here in order; then forgotten. */
  takeSha256(key: string, total: number): string | undefined {
    const prefix = this.prefixes.get(key);
    this.prefixes.delete(key);
    return prefix?.end === total ? prefix.hash.digest('hex') : undefined;
  }
}
