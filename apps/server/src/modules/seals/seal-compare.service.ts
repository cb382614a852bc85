import { comparePages, isFlagged, type SealCompare } from '@venus/shared';
import { asc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/app-error.ts';
import type { SealAccess } from './seal-access.ts';
import type { SealCollaborators, SealFile } from './seals.collaborators.ts';
import { sealDocuments } from './seals.tables.ts';

const isPdfName = (name: string) => /\.pdf$/i.test(name);

/**
 * previewCompare (decision 0057): each stamped document's submitted PDF (the file itself, or
 * LibreOffice's conversion of an office file, made now if the preview never asked for it) and its
 * stamped scan, compared page by page on their text.
 */
export class SealCompareService {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<SealCollaborators, 'currentFiles' | 'pdfPages' | 'convertToPdf'> & {
      access: SealAccess;
    },
  ) {}

  async compare(ctx: SignedInContext, requestId: number): Promise<SealCompare> {
    const { request } = await this.deps.access.readable(ctx, requestId);
    if (request.status !== 'stamped') throw conflict('seal.refused.compare');
    const documents = await this.db
      .select()
      .from(sealDocuments)
      .where(eq(sealDocuments.requestId, requestId))
      .orderBy(asc(sealDocuments.sortOrder));
    const files = new Map((await this.deps.currentFiles(requestId)).map((file) => [file.id, file]));
    const compared: SealCompare['documents'] = [];
    for (const document of documents) {
      const submitted = files.get(document.fileId);
      const stamped = document.scanFileId === null ? undefined : files.get(document.scanFileId);
      if (!submitted?.path || !stamped?.path) throw conflict('seal.documentRemoved');
      const submittedPdf = await this.pdfKeyOf(ctx, submitted);
      const [before, after] = await Promise.all([
        this.deps.pdfPages(submitted, submittedPdf),
        this.deps.pdfPages(stamped, stamped.path),
      ]);
      const pages = comparePages(before, after);
      compared.push({
        documentId: document.documentId,
        submitted: { fileId: submitted.id, name: submitted.name, path: submitted.path },
        submittedPdfPath: submittedPdf,
        stamped: { fileId: stamped.id, name: stamped.name, path: stamped.path },
        pages,
        flagged: pages.filter(isFlagged).length,
      });
    }
    return { requestId, documents: compared };
  }

  private async pdfKeyOf(ctx: SignedInContext, file: SealFile): Promise<string> {
    if (isPdfName(file.name) && file.path) return file.path;
    if (file.pdfPath) return file.pdfPath;
    const converted = await this.deps.convertToPdf(ctx, file);
    if (!converted) throw conflict('seal.notComparable', { name: file.name });
    return converted;
  }
}
