import type { CurrentVersion, VersionInput } from '@venus/shared';
import { VERSION_RELEASED } from '@venus/shared';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { VersionListQuery } from './versions.schemas.ts';
import { versions } from './versions.tables.ts';

type VersionRow = typeof versions.$inferSelect;
const SORTABLE = { versionId: versions.versionId, ver: versions.ver, createdAt: versions.createdAt };

/** Version history kept by administrators; the newest released version is what clients compare with. */
export class VersionsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spec §3 Version info. With nothing released, the version fields are null and clients never prompt. */
  async getCurrentVersion(): Promise<CurrentVersion> {
    const [row] = await this.db
      .select()
      .from(versions)
      .where(eq(versions.status, VERSION_RELEASED))
      .orderBy(desc(versions.versionId))
      .limit(1);
    return {
      status: row?.status ?? null,
      ver: row?.ver ?? null,
      content: row?.content ?? null,
      serverDate: this.now(),
    };
  }

  async findVersions(query: VersionListQuery): Promise<{ rows: VersionRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.ver) filters.push(ilike(versions.ver, containsPattern(query.ver)));
    if (query.status) filters.push(eq(versions.status, query.status));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(versions)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, desc(versions.versionId)))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(versions).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async getVersion(versionId: number): Promise<VersionRow> {
    const [row] = await this.db.select().from(versions).where(eq(versions.versionId, versionId));
    if (!row) throw notFound('version.notFound');
    return row;
  }

  async createVersion(ctx: RequestContext, input: VersionInput): Promise<VersionRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(versions)
        .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'version',
        entityId: row!.versionId,
        after: row,
      });
      return row!;
    });
  }

  async updateVersion(ctx: RequestContext, versionId: number, input: VersionInput): Promise<VersionRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(versions)
        .where(eq(versions.versionId, versionId))
        .for('update');
      if (!before) throw notFound('version.notFound');
      const [after] = await tx
        .update(versions)
        .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(versions.versionId, versionId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'version', entityId: versionId, before, after });
      return after!;
    });
  }

  /** All or nothing: one missing id deletes none. */
  async deleteVersions(ctx: RequestContext, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.select().from(versions).where(inArray(versions.versionId, ids)).for('update');
      if (rows.length !== new Set(ids).size) throw notFound('version.notFound');
      await tx.delete(versions).where(inArray(versions.versionId, ids));
      await recordAudit(
        tx,
        ctx,
        rows.map((row) => ({ action: 'delete', entity: 'version', entityId: row.versionId, before: row })),
      );
    });
  }
}
