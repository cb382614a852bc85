import type { Readable } from 'node:stream';
import { isImageName, isSafeFileName, parseRangeRequest, TEMPLATE_FILE_OWNER } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { FileRow, FilesService } from './files.service.ts';

/** A file's bytes ready to send: the whole content, a Range slice, or a range past its end. */
export type Delivery =
  | {
      kind: 'content';
      /** The file record sent, for the read's audit row. */
      file: Pick<FileRow, 'id' | 'source' | 'onlyId'>;
      name: string;
      mimeType: string;
      total: number;
      range: { start: number; end: number } | null;
      stream: Readable;
    }
  | { kind: 'unsatisfiable'; total: number };

export type FileLookup = { id: number } | { path: string };

/** Streams stored files to the people who may see them, whole or by Range. */
export class FileDownloadService {
  constructor(
    private readonly files: FilesService,
    private readonly storage: FileStorage,
  ) {}

  async download(ctx: SignedInContext, lookup: FileLookup, rangeHeader?: string): Promise<Delivery> {
    const file =
      'id' in lookup
        ? await this.files.getFile(ctx, lookup.id)
        : await this.files.getFileByPath(ctx, lookup.path);
    return this.deliver(file, file.path, file.name, file.mimeType, rangeHeader);
  }

  /**
   * A firm document template by its name (spec §7 templatesFileDownload). The names of the
   * template record's current files are the whitelist; a name with a path in it is refused.
   */
  async template(ctx: SignedInContext, name: string, rangeHeader?: string): Promise<Delivery> {
    if (!isSafeFileName(name)) throw badRequest('files.tip.unsafeName', { name }, 'fileName');
    const file = await this.files.getCurrentByName(ctx, TEMPLATE_FILE_OWNER, name);
    return this.deliver(file, file.path, file.name, file.mimeType, rangeHeader);
  }

  /** An image for an <img>: only image files are served this way. */
  async showImage(ctx: SignedInContext, path: string): Promise<Delivery> {
    const file = await this.files.getFileByPath(ctx, path);
    if (!isImageName(file.name)) throw notFound('files.notFound');
    return this.deliver(file, file.path, file.name, file.mimeType);
  }

  async deliver(
    file: FileRow,
    key: string | null,
    name: string,
    mimeType: string,
    rangeHeader?: string,
  ): Promise<Delivery> {
    const total = key ? await this.storage.size(key) : null;
    if (!key || total === null) throw notFound('files.notFound');
    const range = parseRangeRequest(rangeHeader, total);
    if (range === 'unsatisfiable') return { kind: 'unsatisfiable', total };
    return {
      kind: 'content',
      file,
      name,
      mimeType: mimeType || file.mimeType || 'application/octet-stream',
      total,
      range,
      stream: this.storage.read(key, range ?? undefined),
    };
  }
}
