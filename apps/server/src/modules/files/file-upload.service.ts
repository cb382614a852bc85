import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  bytesOfMb,
  extensionOf,
  type FileOwner,
  type FileView,
  fileOwnerSchema,
  isBatchTooLarge,
} from '@venus/shared';
import { z } from 'zod';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { FileStorage, StoredObject } from '../../platform/storage/file-storage.ts';
import { StorageLimitError } from '../../platform/storage/local-disk-storage.ts';
import { assertAcceptableContent, assertAcceptableName } from './file-content-check.ts';
import type { FilesService } from './files.service.ts';

/** One part of a multipart upload, in the order the client sent them. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; filename: string; stream: Readable };

const uploadFieldsSchema = fileOwnerSchema.extend({ remark: z.string().trim().max(500).default('') });

/** A new object key: dated folders, a random name, the original extension. */
export function objectKeyFor(name: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `objects/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extensionOf(name)}`;
}

/**
 * Small uploads (POST /files/add): each file streams to storage and becomes a version of its
 * name on the record. Fields must come before the files so access is checked before any byte.
 */
export class FileUploadService {
  constructor(
    private readonly files: FilesService,
    private readonly storage: FileStorage,
  ) {}

  async uploadBatch(ctx: SignedInContext, parts: AsyncIterable<UploadPart>): Promise<FileView[]> {
    const limits = await this.files.limits();
    const fields: Record<string, string> = {};
    let owner: (FileOwner & { remark: string }) | null = null;
    const added: FileView[] = [];
    let count = 0;
    for await (const part of parts) {
      if (part.kind === 'field') {
        fields[part.name] = part.value;
        continue;
      }
      try {
        if (!owner) {
          const parsed = uploadFieldsSchema.safeParse(fields);
          if (!parsed.success) throw badRequest('files.tip.fieldsFirst', {}, 'files');
          owner = parsed.data;
          await this.files.assertAccess(ctx.actor, owner, 'change');
        }
        count += 1;
        if (isBatchTooLarge(count, limits))
          throw badRequest('files.tip.countTip', { limit: limits.countLimit }, 'files');
        assertAcceptableName(part.filename, limits);
        const stored = await this.store(
          part.filename,
          part.stream,
          bytesOfMb(limits.sizeLimitMb) - 1,
          limits.sizeLimitMb,
        );
        added.push(
          await this.files.recordContent(ctx, owner, {
            name: part.filename,
            remark: owner.remark,
            ...stored,
          }),
        );
      } catch (error) {
        part.stream.resume();
        throw error;
      }
    }
    if (added.length === 0) throw badRequest('files.tip.noFile', {}, 'files');
    return added;
  }

  private async store(name: string, stream: Readable, maxBytes: number, limitMb: number) {
    const path = objectKeyFor(name);
    let mimeType = '';
    let stored: StoredObject;
    try {
      stored = await this.storage.write(path, stream, {
        maxBytes,
        accept: async (candidate) => {
          mimeType = await assertAcceptableContent(name, candidate);
        },
      });
    } catch (error) {
      if (
        error instanceof StorageLimitError ||
        (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      )
        throw badRequest('files.tip.fileSizeTip', { name, limit: limitMb }, 'files');
      throw error;
    }
    return { path, size: stored.size, sha256: stored.sha256, mimeType };
  }
}
