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

/**
 * Chunked uploads (spec §4 File upload dialog): each chunk is validated first and skipped when
 * stored; chunks are written atomically, so a stored chunk is always whole; when the last one
 * lands the file is assembled atomically and its sha256 recorded. State lives only on disk, so an
 * upload resumes after a server restart.
 */
export class FileChunkService {
  /** Uploads being assembled in this process: a second "last chunk" must not assemble twice. */
  private readonly assembling = new Map<string, Promise<FileView>>();
  /** Chunk requests running in this process, by upload folder. */
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly files: FilesService,
    private readonly storage: FileStorage,
  ) {}

  async validateChunk(
    ctx: SignedInContext,
    fields: ChunkFields,
    contentRange: string | undefined,
  ): Promise<ChunkAnswer> {
    return this.withPlan(ctx, fields, contentRange, async ({ key, range }) => {
      const stored = await this.storage.size(`${key}/${fields.chunkCur}`);
      return { msg: stored === range.end - range.start + 1 ? CHUNK_EXISTS_MSG : 'success' };
    });
  }

  async addChunk(
    ctx: SignedInContext,
    fields: ChunkFields,
    contentRange: string | undefined,
    chunk: Readable,
  ): Promise<ChunkAnswer> {
    return this.withPlan(ctx, fields, contentRange, async ({ key, range, manifest }) => {
      const expected = range.end - range.start + 1;
      await this.storage.write(`${key}/${fields.chunkCur}`, chunk, {
        maxBytes: expected,
        accept: async (stored) => {
          if (stored.size !== expected) throw badRequest('files.badRange', {}, 'file');
          // The first chunk holds the magic bytes: a contradicting file is refused before the rest is sent.
          if (fields.chunkCur === 0) await assertAcceptableContent(manifest.name, stored);
        },
      });
      const missing = await this.missingChunks(key, manifest);
      if (missing.length > 0) return { msg: 'success' };
      return { msg: 'success', file: await this.assembleOnce(ctx, fields, key, manifest) };
    });
  }

  /**
   * Whether a request of this process is working on the upload's chunk folder: the cleanup of
   * abandoned uploads leaves it alone, however old its files look.
   */
  isBusy(key: string): boolean {
    return (this.inFlight.get(key) ?? 0) > 0 || this.assembling.has(key);
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

  private async missingChunks(key: string, manifest: Manifest): Promise<number[]> {
    const ranges = chunkRanges(manifest.total, manifest.chunkSize);
    const sizes = await Promise.all(ranges.map((_, index) => this.storage.size(`${key}/${index}`)));
    return ranges.flatMap((range, index) => (sizes[index] === range.end - range.start + 1 ? [] : [index]));
  }

  private assembleOnce(
    ctx: SignedInContext,
    fields: ChunkFields,
    key: string,
    manifest: Manifest,
  ): Promise<FileView> {
    const running = this.assembling.get(key);
    if (running) return running;
    const job = this.assemble(ctx, fields, key, manifest).finally(() => this.assembling.delete(key));
    this.assembling.set(key, job);
    return job;
  }

  private async assemble(
    ctx: SignedInContext,
    fields: ChunkFields,
    key: string,
    manifest: Manifest,
  ): Promise<FileView> {
    const path = objectKeyFor(manifest.name);
    const parts = chunkRanges(manifest.total, manifest.chunkSize).map((_, index) => `${key}/${index}`);
    let mimeType = '';
    let stored: StoredObject;
    try {
      stored = await this.storage.concat(path, parts, {
        maxBytes: manifest.total,
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
