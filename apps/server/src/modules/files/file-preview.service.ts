import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { extensionOf, isOfficeName, type LiveMessage, type RetType, retTypeOf } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { ConverterMissingError, type PdfConverter } from '../../platform/office/pdf-converter.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { Delivery, FileDownloadService } from './file-download.service.ts';
import type { FileRow, FilesService } from './files.service.ts';

export type Preview =
  | { retType: RetType | null; previewPath: string; delivery: Extract<Delivery, { kind: 'content' }> }
  | { retType: 'download'; previewPath: string; delivery: null };

export type SendToUser = (userId: number, message: LiveMessage) => Promise<void>;

/** The event the web listens for to refresh a file panel once a PDF exists. */
export const PDF_CONVERTED_EVENT = 'filePdfConverted';

async function* htmlOf(text: AsyncIterable<string>): AsyncGenerator<string> {
  yield '<pre style="white-space:pre-wrap;word-break:break-all">';
  for await (const chunk of text) yield escapeHtml(chunk);
  yield '</pre>';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Spec §4 File preview and PDF conversion link: the server decides how a file is shown
 * (ret-type), renders text as HTML, and converts office documents to PDF in the background,
 * reporting progress on the eciProgressMsg socket event.
 */
export class FilePreviewService {
  private readonly running = new Set<number>();

  constructor(
    private readonly files: FilesService,
    private readonly downloads: FileDownloadService,
    private readonly storage: FileStorage,
    private readonly converter: PdfConverter,
    private readonly sendToUser: SendToUser,
    private readonly warn: (error: unknown, message: string) => void,
  ) {}

  async preview(ctx: SignedInContext, filePath: string): Promise<Preview> {
    const file = await this.files.getFileByPath(ctx, filePath);
    const retType = await this.retTypeOf(file);
    if (retType === 'download') return { retType, previewPath: filePath, delivery: null };
    if (retType === 'pdfPreviewFile' && file.pdfPath) {
      const delivery = await this.downloads.deliver(
        file,
        file.pdfPath,
        pdfNameOf(file.name),
        'application/pdf',
      );
      return { retType, previewPath: file.pdfPath, delivery: content(delivery) };
    }
    if (retType !== 'htmlPreviewFile') {
      const delivery = content(await this.downloads.deliver(file, file.path, file.name, file.mimeType));
      return { retType, previewPath: filePath, delivery };
    }
    // Text is shown as HTML, escaped on the fly so that a large log still streams.
    const total = await this.storage.size(file.path!);
    if (total === null) throw notFound('files.notFound');
    const stream = Readable.from(
      htmlOf(createReadStream(this.storage.localPath(file.path!), { encoding: 'utf8' })),
    );
    return {
      retType,
      previewPath: filePath,
      delivery: {
        kind: 'content',
        file,
        name: file.name,
        mimeType: 'text/html; charset=utf-8',
        total,
        range: null,
        stream,
      },
    };
  }

  /**
   * The spec's decision by extension, widened by the types an administrator lists in
   * custom-filePreview-types: pictures and media the browser shows as they are, anything else as
   * text (a .md, a .csv, a .log).
   */
  private async retTypeOf(file: FileRow): Promise<RetType | null> {
    const retType = retTypeOf(file.name, file.pdfPath !== null);
    if (retType !== 'download' || isOfficeName(file.name)) return retType;
    const { customPreviewTypes } = await this.files.limits();
    if (!customPreviewTypes.includes(extensionOf(file.name))) return retType;
    return /^(image|audio|video)\//.test(file.mimeType) ? null : 'htmlPreviewFile';
  }

  /** Whether office files can be converted here: LibreOffice is optional (README). */
  canConvert(): boolean {
    return this.converter.isAvailable();
  }

  /** The name of the converted PDF, or null when none exists yet (a falsy answer means none). */
  async convertedName(ctx: SignedInContext, filePath: string): Promise<string | null> {
    const file = await this.files.getFileByPath(ctx, filePath);
    return file.pdfPath ? pdfNameOf(file.name) : null;
  }

  /**
   * Starts the conversion and answers the PDF's name at once; the job reports on the socket.
   * A second request while one runs for the same file joins it.
   */
  async requestConversion(ctx: SignedInContext, filePath: string): Promise<string> {
    const file = await this.files.getFileByPath(ctx, filePath);
    if (!isOfficeName(file.name)) throw badRequest('files.notConvertible', {}, 'filePath');
    if (!this.converter.isAvailable()) throw badRequest('files.converterMissing');
    if (!this.running.has(file.id)) {
      this.running.add(file.id);
      void this.convert(ctx.actor.userId, file).finally(() => this.running.delete(file.id));
    }
    return pdfNameOf(file.name);
  }

  /** Runs one conversion; the returned promise is only for tests and never rejects. */
  async convert(userId: number, file: FileRow): Promise<void> {
    const progress = (percent: number, key: string) =>
      this.sendToUser(userId, {
        event: 'eciProgressMsg',
        msgTitle: file.name.slice(0, 100),
        msgContent: JSON.stringify({ fileId: file.id, path: file.path, progress: percent, key }),
        eventBus: percent === 100 ? PDF_CONVERTED_EVENT : '',
      }).catch((error) => this.warn(error, 'pdf conversion progress not delivered'));
    try {
      await progress(0, 'files.convertProgress');
      const result = await this.converter.convert(this.storage.localPath(file.path!), file.name);
      try {
        const pdfPath = `pdf/${path.parse(file.path!).name}.pdf`;
        await this.storage.write(pdfPath, createReadStream(result.pdf));
        await this.files.setPdfPath(file.id, pdfPath);
      } finally {
        await result.cleanup();
      }
      await progress(100, 'files.convertDone');
    } catch (error) {
      this.warn(
        error,
        error instanceof ConverterMissingError ? 'LibreOffice missing' : 'pdf conversion failed',
      );
      await progress(-1, 'files.convertFailed');
    }
  }

  /** Waits for the conversions running in this process (tests, shutdown). */
  isConverting(fileId: number): boolean {
    return this.running.has(fileId);
  }
}

function content(delivery: Delivery): Extract<Delivery, { kind: 'content' }> {
  if (delivery.kind !== 'content') throw new Error('a preview has no range');
  return delivery;
}

const pdfNameOf = (name: string) => `${path.parse(name).name}.pdf`;
