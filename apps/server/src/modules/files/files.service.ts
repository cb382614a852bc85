import {
  extensionOf,
  FILE_LIMIT_KEYS,
  type FileEditInput,
  type FileLimits,
  type FileListQuery,
  type FileNoteInput,
  type FileOwner,
  type FileView,
  fileLimitsOf,
  isSafeFileName,
  refusalOfEdit,
  utf8Length,
} from '@venus/shared';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { FileAccess, FileSourceRegistry } from './file-sources.ts';
import { FILE_STATUS, files } from './files.tables.ts';

export type FileRow = typeof files.$inferSelect;

/** Reads config values by key; the system-config service in production. */
export type ConfigReader = (key: string) => Promise<string>;

export function toFileView(row: FileRow): FileView {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    remark: row.remark,
    path: row.path,
    source: row.source,
    onlyId: row.onlyId,
    type: row.type,
    status: row.status,
    version: row.version,
    sha256: row.sha256,
    uploaderId: row.uploaderId,
    uploaderName: row.uploaderName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a new version needs besides its owner. */
export interface NewContent {
  name: string;
  remark: string;
  path: string;
  size: number;
  sha256: string;
  mimeType: string;
}

/**
 * Attachment records: listing, notes, edits, deletion and versions. Every call first asks the
 * source registry whether the caller may see (or change) the record the files belong to.
 */
export class FilesService {
  constructor(
    private readonly db: Database,
    private readonly sources: FileSourceRegistry,
    private readonly readConfig: ConfigReader,
  ) {}

  async limits(): Promise<FileLimits> {
    const values = await Promise.all(FILE_LIMIT_KEYS.map(async (key) => [key, await this.readConfig(key)]));
    return fileLimitsOf(Object.fromEntries(values));
  }

  assertAccess(actor: Actor, owner: { source: number; onlyId: string }, access: FileAccess): Promise<void> {
    return this.sources.assert(actor, owner, access);
  }

  async findFiles(ctx: SignedInContext, query: FileListQuery): Promise<FileView[]> {
    await this.assertAccess(ctx.actor, query, 'see');
    const types = query.types
      ?.split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    const rows = await this.db
      .select()
      .from(files)
      .where(
        and(
          eq(files.source, query.source),
          eq(files.onlyId, query.onlyId),
          eq(files.status, query.status),
          types?.length ? inArray(files.type, types) : query.type ? eq(files.type, query.type) : undefined,
        ),
      )
      .orderBy(desc(files.createdAt), desc(files.id));
    return rows.map(toFileView);
  }

  /**
   * The ids of a record's current files, for the domain that owns the record (an expense claim's
   * receipts); read in the caller's transaction, so the domain's own rule decides who asks.
   */
  async currentFileIdsOf(source: number, onlyId: string, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.source, source), eq(files.onlyId, onlyId), eq(files.status, FILE_STATUS.current)));
    return rows.map((row) => row.id);
  }

  /**
   * A record's current files with their content keys, for the domain that owns the record (seals
   * compare a document with its stamped scan); the domain's own rule decides who asks.
   */
  async currentFilesOf(source: number, onlyId: string, tx: Executor = this.db): Promise<FileRow[]> {
    return tx
      .select()
      .from(files)
      .where(and(eq(files.source, source), eq(files.onlyId, onlyId), eq(files.status, FILE_STATUS.current)))
      .orderBy(asc(files.id));
  }

  /** One file the caller may see, by id (any status but deleted). */
  async getFile(ctx: SignedInContext, id: number): Promise<FileRow> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), ne(files.status, FILE_STATUS.deleted)));
    if (!row) throw notFound('files.notFound');
    await this.assertAccess(ctx.actor, row, 'see');
    return row;
  }

  /** The file whose content is stored under `path`, if the caller may see it. */
  async getFileByPath(ctx: SignedInContext, path: string): Promise<FileRow> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.path, path), ne(files.status, FILE_STATUS.deleted)));
    if (!row) throw notFound('files.notFound');
    await this.assertAccess(ctx.actor, row, 'see');
    return row;
  }

  /**
   * The current file of a record with exactly this name (a template by its name). The name only
   * selects among the record's rows: it never reaches the file system.
   */
  async getCurrentByName(ctx: SignedInContext, owner: FileOwner, name: string): Promise<FileRow> {
    await this.assertAccess(ctx.actor, owner, 'see');
    const [row] = await this.db
      .select()
      .from(files)
      .where(
        and(
          eq(files.source, owner.source),
          eq(files.onlyId, owner.onlyId),
          eq(files.type, owner.type),
          eq(files.name, name),
          eq(files.status, FILE_STATUS.current),
        ),
      )
      .orderBy(desc(files.id))
      .limit(1);
    if (!row?.path) throw notFound('files.templateNotFound', { name });
    return row;
  }

  /** Every version of the file's lineage, newest first (spec v2 files/history/{id}). */
  async findHistory(ctx: SignedInContext, id: number): Promise<FileView[]> {
    const file = await this.getFile(ctx, id);
    const rows = await this.db
      .select()
      .from(files)
      .where(and(eq(files.lineageId, file.lineageId ?? file.id), ne(files.status, FILE_STATUS.deleted)))
      .orderBy(desc(files.version));
    return rows.map(toFileView);
  }

  /** A remark-only record (no content), as the spec's edit form allows. */
  async createNote(ctx: SignedInContext, input: FileNoteInput): Promise<FileView> {
    await this.assertAccess(ctx.actor, input, 'change');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          ...input,
          name: '',
          uploaderId: ctx.actor.userId,
          uploaderName: ctx.actor.nickName,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      const [linked] = await tx
        .update(files)
        .set({ lineageId: row!.id })
        .where(eq(files.id, row!.id))
        .returning();
      await recordAudit(tx, ctx, { action: 'create', entity: 'file', entityId: row!.id, after: linked });
      return toFileView(linked!);
    });
  }

  /**
   * Stores a new version: a current file of the same name on the same record becomes the
   * previous version of the lineage instead of being overwritten.
   */
  async recordContent(ctx: SignedInContext, owner: FileOwner, content: NewContent): Promise<FileView> {
    return this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(files)
        .where(
          and(
            eq(files.source, owner.source),
            eq(files.onlyId, owner.onlyId),
            eq(files.type, owner.type),
            eq(files.name, content.name),
            eq(files.status, FILE_STATUS.current),
          ),
        )
        .for('update');
      if (previous)
        await tx
          .update(files)
          .set({ status: FILE_STATUS.superseded, updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(files.id, previous.id));
      const [row] = await tx
        .insert(files)
        .values({
          ...owner,
          ...content,
          lineageId: previous?.lineageId ?? null,
          version: (previous?.version ?? 0) + 1,
          uploaderId: ctx.actor.userId,
          uploaderName: ctx.actor.nickName,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      let stored = row!;
      if (!previous) {
        [stored] = (await tx
          .update(files)
          .set({ lineageId: row!.id })
          .where(eq(files.id, row!.id))
          .returning()) as [FileRow];
      }
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'file',
        entityId: stored.id,
        before: previous ? { id: previous.id, version: previous.version } : undefined,
        after: stored,
      });
      return toFileView(stored);
    });
  }

  /** Spec §5 File edit submit: rename (same extension) or change the remark. */
  async updateFile(ctx: SignedInContext, input: FileEditInput): Promise<FileView> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedForChange(tx, ctx, input.id);
      const refusal = refusalOfEdit({ path: before.path, name: input.name, remark: input.remark });
      if (refusal) throw badRequest(refusal, {}, before.path ? 'name' : 'remark');
      const name = before.path ? input.name : before.name;
      if (before.path) await this.assertRenameAllowed(before.name, name);
      const [after] = await tx
        .update(files)
        .set({ name, remark: input.remark, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(files.id, before.id))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'file', entityId: before.id, before, after });
      return toFileView(after!);
    });
  }

  /**
   * Marks the file deleted; its content stays on disk (a deleted contract can be recovered by an
   * administrator). The previous version, if any, becomes current again.
   */
  async deleteFile(ctx: SignedInContext, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockedForChange(tx, ctx, id);
      await tx
        .update(files)
        .set({ status: FILE_STATUS.deleted, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(files.id, id));
      if (before.status === FILE_STATUS.current && before.lineageId) {
        const [previous] = await tx
          .select()
          .from(files)
          .where(and(eq(files.lineageId, before.lineageId), eq(files.status, FILE_STATUS.superseded)))
          .orderBy(desc(files.version))
          .limit(1);
        if (previous)
          await tx.update(files).set({ status: FILE_STATUS.current }).where(eq(files.id, previous.id));
      }
      await recordAudit(tx, ctx, { action: 'delete', entity: 'file', entityId: id, before });
    });
  }

  /**
   * Every file of one record passes to another of the same source, in the caller's transaction
   * (two clients merged: the kept one inherits the merged one's files, versions and all).
   */
  async moveOwner(
    tx: Executor,
    ctx: SignedInContext,
    source: number,
    from: string,
    to: string,
  ): Promise<number> {
    const moved = await tx
      .update(files)
      .set({ onlyId: to, updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(and(eq(files.source, source), eq(files.onlyId, from)))
      .returning({ id: files.id });
    if (moved.length > 0)
      await recordAudit(tx, ctx, {
        action: 'move',
        entity: 'file',
        entityId: `${source}:${from}`,
        before: { source, onlyId: from },
        after: { source, onlyId: to, fileIds: moved.map((row) => row.id) },
      });
    return moved.length;
  }

  async setPdfPath(id: number, pdfPath: string): Promise<void> {
    await this.db.update(files).set({ pdfPath }).where(eq(files.id, id));
  }

  private async lockedForChange(tx: Executor, ctx: SignedInContext, id: number): Promise<FileRow> {
    const [row] = await tx
      .select()
      .from(files)
      .where(and(eq(files.id, id), ne(files.status, FILE_STATUS.deleted)))
      .orderBy(asc(files.id))
      .for('update');
    if (!row) throw notFound('files.notFound');
    await this.assertAccess(ctx.actor, row, 'change');
    return row;
  }

  private async assertRenameAllowed(oldName: string, name: string): Promise<void> {
    const limits = await this.limits();
    if (utf8Length(name) > limits.nameMaxBytes)
      throw badRequest('files.tip.filaNameTooLong', { name, max: limits.nameMaxBytes }, 'name');
    if (!isSafeFileName(name)) throw badRequest('files.tip.unsafeName', { name }, 'name');
    if (extensionOf(name) !== extensionOf(oldName) || !name.includes('.'))
      throw badRequest('files.tip.extensionChanged', {}, 'name');
  }
}
