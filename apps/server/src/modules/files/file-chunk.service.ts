import type { Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  bytesOfMb,
  CHUNK_EXISTS_MSG,
  type ChunkFields,
  chunkRanges,
  type FileView,
  parseContentRange,
} from '@venus/shared';
import { z } from 'zod';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { AppError, badRequest, conflict } from '../../platform/http/app-error.ts';
import type { FileStorage, StoredObject } from '../../platform/storage/file-storage.ts';
import { StorageLimitError } from '../../platform/storage/local-disk-storage.ts';
import { ChunkUploads } from './file-chunk-uploads.ts';
import { assertAcceptableContent, assertAcceptableName, assertAcceptableSize } from './file-content-check.ts';
import { objectKeyFor } from './file-upload.service.ts';
import type { FilesService } from './files.service.ts';

/**
 * What the first chunk of an upload fixes, stored beside the chunks so that a resume after a
 * restart (or a change of the chunk config) checks against the same plan.
 */
const manifestSchema = z.object({
  name: z.string(),
  total: z.number(),
  chunkSize: z.number(),
  chunkSum: z.number(),
});
type Manifest = z.infer<typeof manifestSchema>;
type ContentRange = NonNullable<ReturnType<typeof parseContentRange>>;

export type ChunkAnswer =
  | { msg: typeof CHUNK_EXISTS_MSG | 'success'; file?: undefined }
  | { msg: 'success'; file: FileView };

/** The upload's one partial file, each chunk written at its offset into it. */
const PARTIAL = 'content.part';
/** The flag of a chunk held: created only once the chunk's bytes are on disk. */
const heldFlag = (index: number) => `${index}.held`;

/**
 * Chunked uploads (spec §4 File upload dialog, decision 0029): each chunk is validated first and
 * skipped when held; chunks are written at their offset into one partial file, and a chunk counts
 * as held only once its bytes are synced and its flag is created, so "held" survives a crash. When
 * the last one lands the partial file is synced and renamed into the store, with its sha256
 * recorded. State lives only on disk, so an upload resumes after a server restart.
 */
export class FileChunkService {
  /** Chunk requests running in this process, by upload folder. */
  private readonly inFlight = new Map<string, number>();
  private readonly uploads = new ChunkUploads();

  constructor(
    private readonly files: FilesService,
    private readonly storage: FileStorage,
  ) {}

  async validateChunk(
    ctx: SignedInContext,
    fields: ChunkFields,
    contentRange: string | undefined,
  ): Promise<ChunkAnswer> {
    return this.withPlan(ctx, fields, contentRange, async ({ key }) => {
      const names = new Set(await this.storage.list(key));
      const held = names.has(PARTIAL) && names.has(heldFlag(fields.chunkCur));
      return { msg: held ? CHUNK_EXISTS_MSG : 'success' };
    });
  }

  async addChunk(
    ctx: SignedInContext,
    fields: ChunkFields,
    contentRange: string | undefined,
    chunk: Readable,
  ): Promise<ChunkAnswer> {
    return this.withPlan(ctx, fields, contentRange, ({ key, range, manifest }) =>
      this.uploads.inTurn(key, async () => {
        const expected = range.end - range.start + 1;
        const flag = `${key}/${heldFlag(fields.chunkCur)}`;
        // Not held while its bytes are rewritten: a write cut short leaves it to be sent again.
        await this.storage.remove(flag);
        const hash = this.uploads.hashFor(key, range.start);
        const piece = await this.writePiece(`${key}/${PARTIAL}`, range.start, chunk, expected, hash);
        if (piece.size !== expected) throw badRequest('files.badRange', {}, 'file');
        // The first chunk holds the magic bytes: a contradicting file is refused before the rest is sent.
        if (fields.chunkCur === 0) await assertAcceptableContent(manifest.name, piece);
        await this.storage.mark(flag);
        this.uploads.received(key, range.end + 1, hash);
        if (!(await this.allHeld(key, manifest))) return { msg: 'success' };
        return { msg: 'success', file: await this.complete(ctx, fields, key, manifest) };
      }),
    );
  }

  /**
   * Whether a request of this process is working on the upload's chunk folder: the cleanup of
   * abandoned uploads leaves it alone, however old its files look.
   */
  isBusy(key: string): boolean {
    return (this.inFlight.get(key) ?? 0) > 0;
  }
  /**
   * Checks the caller, the name, the sizes and the range against the upload's plan, then runs
   * `work` with the upload's folder marked busy.
   */
  private async withPlan<T>(
    ctx: SignedInContext,
    fields: ChunkFields,
    contentRange: string | undefined,
    work: (plan: { key: string; range: ContentRange; manifest: Manifest }) => Promise<T>,
  ): Promise<T> {
    await this.files.assertAccess(ctx.actor, fields, 'change');
    const limits = await this.files.limits();
    const range = parseContentRange(contentRange);
    if (!range) throw badRequest('files.badRange', {}, 'Content-Range');
    assertAcceptableName(fields.name, limits);
    assertAcceptableSize(fields.name, range.total, limits);
    const key = `chunks/${ctx.actor.userId}/${fields.md5}-${range.total}`;
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    try {
      const manifest = await this.manifestOf(key, {
        name: fields.name,
        total: range.total,
        chunkSize: bytesOfMb(limits.chunkSizeMb),
        chunkSum: chunkRanges(range.total, bytesOfMb(limits.chunkSizeMb)).length,
      });
      const expected = chunkRanges(manifest.total, manifest.chunkSize)[fields.chunkCur];
      if (
        manifest.name !== fields.name ||
        manifest.chunkSum !== fields.chunkSum ||
        !expected ||
        expected.start !== range.start ||
        expected.end !== range.end
      )
        throw conflict('files.chunkMismatch', {}, 'Content-Range');
      return await work({ key, range, manifest });
    } finally {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    }
  }

  /** The stored plan of the upload, written by its first chunk. */
  private async manifestOf(key: string, fresh: Manifest): Promise<Manifest> {
    const manifestKey = `${key}/manifest.json`;
    if ((await this.storage.size(manifestKey)) === null) {
      await this.storage.write(manifestKey, Readable.from([Buffer.from(JSON.stringify(fresh))]));
      return fresh;
    }
    const chunks: Buffer[] = [];
    for await (const part of this.storage.read(manifestKey)) chunks.push(part as Buffer);
    return manifestSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  }

  private async writePiece(key: string, offset: number, chunk: Readable, expected: number, hash?: Hash) {
    try {
      return await this.storage.writeAt(key, offset, chunk, { maxBytes: expected, hash });
    } catch (error) {
      // A chunk longer than its range: refused before a byte of the next chunk is overwritten.
      if (error instanceof StorageLimitError) throw badRequest('files.badRange', {}, 'file');
      throw error;
    }
  }

  private async allHeld(key: string, manifest: Manifest): Promise<boolean> {
    const names = new Set(await this.storage.list(key));
    return (
      names.has(PARTIAL) &&
      chunkRanges(manifest.total, manifest.chunkSize).every((_, i) => names.has(heldFlag(i)))
    );
  }

  /** Publishes the partial file into the store as the upload's object, and records it. */
  private async complete(
    ctx: SignedInContext,
    fields: ChunkFields,
    key: string,
    manifest: Manifest,
  ): Promise<FileView> {
    const path = objectKeyFor(manifest.name);
    let mimeType = '';
    let stored: StoredObject;
    try {
      stored = await this.storage.publish(`${key}/${PARTIAL}`, path, {
        sha256: this.uploads.takeSha256(key, manifest.total),
        accept: async (candidate) => {
          if (candidate.size !== manifest.total) throw badRequest('files.chunkMissing', {}, 'file');
          mimeType = await assertAcceptableContent(manifest.name, candidate);
        },
      });
    } catch (error) {
      // Refused content would be refused again on every retry: the client must start over.
      if (error instanceof AppError) await this.storage.removeTree(key);
      throw error;
    }
    const file = await this.files.recordContent(ctx, fields, {
      name: manifest.name,
      remark: fields.remark,
      path,
      size: stored.size,
      sha256: stored.sha256,
      mimeType,
    });
    await this.storage.removeTree(key);
    return file;
  }
}
