import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileOwner } from '@venus/shared';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { objectKeyFor } from './file-upload.service.ts';
import { FILE_STATUS, files } from './files.tables.ts';

/**
 * Files the server makes itself (an issued bill's PDF, decision 0045) and keeps as a file of a
 * record. The bytes land through the store's temporary file and rename; the file's row and the
 * record's link to it are written in one transaction, so a record links a whole file or none.
 * A content nobody links (the record linked another meanwhile, or the transaction failed) is
 * removed again.
 */
export class GeneratedFiles {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Stores `content` as a file of `owner` and lets `link` tie it to the record in the same
   * transaction. `link` answers the file the record holds after it: the new one, or one another
   * request linked first (then the new row is not kept).
   */
  async store(
    ctx: SignedInContext,
    owner: FileOwner,
    content: { name: string; mimeType: string; bytes: Buffer },
    link: (tx: Executor, fileId: number) => Promise<number>,
  ): Promise<number> {
    const path = objectKeyFor(content.name);
    const stored = await this.storage.write(path, Readable.from([content.bytes]));
    let kept = false;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({
            ...owner,
            name: content.name,
            remark: '',
            path,
            size: stored.size,
            sha256: stored.sha256,
            mimeType: content.mimeType,
            version: 1,
            uploaderId: ctx.actor.userId,
            uploaderName: ctx.actor.nickName,
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning();
        await tx.update(files).set({ lineageId: row!.id }).where(eq(files.id, row!.id));
        const linked = await link(tx, row!.id);
        if (linked !== row!.id) {
          // Another request stored it first: nothing of this one is kept.
          await tx.delete(files).where(eq(files.id, row!.id));
          return linked;
        }
        await recordAudit(tx, ctx, { action: 'create', entity: 'file', entityId: row!.id, after: row });
        kept = true;
        return row!.id;
      });
    } finally {
      if (!kept) await this.storage.remove(path);
    }
  }

  /** The content of a stored file, by id (the caller has checked who asks). */
  async read(fileId: number, tx: Executor = this.db): Promise<Buffer> {
    const [row] = await tx
      .select({ path: files.path })
      .from(files)
      .where(and(eq(files.id, fileId), ne(files.status, FILE_STATUS.deleted)));
    if (!row?.path) throw new Error(`file ${fileId} has no content`);
    return buffer(this.storage.read(row.path));
  }
}
