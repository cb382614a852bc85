import type { I18nBundleInput, Language } from '@venus/shared';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Cache } from '../../platform/cache/cache.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { offsetOf, orderOf } from '../../platform/db/paging.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { I18nBundleListQuery } from './i18n-bundles.schemas.ts';
import { i18nBundles } from './i18n-bundles.tables.ts';

type BundleRow = typeof i18nBundles.$inferSelect;
export interface ServedBundle {
  key: string;
  i18nJson: string;
}

/** Every visitor's first request reads the bundle, so it is cached; a change or a refresh drops it. */
const CACHE_TTL_SECONDS = 3600;
const NO_BUNDLE = '';
const cacheKey = (key: string) => `i18n-bundle:${key}`;
const SORTABLE = { id: i18nBundles.id, key: i18nBundles.key, updatedAt: i18nBundles.updatedAt };

/** Interface texts the firm overrides per language, edited by administrators, served to everyone. */
export class I18nBundlesService {
  constructor(
    private readonly db: Database,
    private readonly cache: Cache,
  ) {}

  /** The bundle the client merges over its built-in texts, or null when the firm overrides nothing. */
  async getServedBundle(key: Language): Promise<ServedBundle | null> {
    const cached = await this.cache.get(cacheKey(key));
    if (cached !== null) return cached === NO_BUNDLE ? null : { key, i18nJson: cached };
    const [row] = await this.db.select().from(i18nBundles).where(eq(i18nBundles.key, key));
    await this.cache.set(cacheKey(key), row?.i18nJson ?? NO_BUNDLE, CACHE_TTL_SECONDS);
    return row ? { key, i18nJson: row.i18nJson } : null;
  }

  /** Spec §7 "i18n refresh": forget the cached bundles, e.g. after rows were changed by a script. */
  async refresh(): Promise<void> {
    await Promise.all(['cn', 'en'].map((key) => this.cache.delete(cacheKey(key))));
  }

  async findBundles(query: I18nBundleListQuery): Promise<{ rows: BundleRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.key) filters.push(eq(i18nBundles.key, query.key));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(i18nBundles)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, asc(i18nBundles.id)))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(i18nBundles).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async getBundle(id: number): Promise<BundleRow> {
    const [row] = await this.db.select().from(i18nBundles).where(eq(i18nBundles.id, id));
    if (!row) throw notFound('i18nBundle.notFound');
    return row;
  }

  async createBundle(ctx: RequestContext, input: I18nBundleInput): Promise<BundleRow> {
    const row = await this.db.transaction(async (tx) => {
      await this.refuseTakenKey(tx, input.key);
      const [created] = await tx
        .insert(i18nBundles)
        .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'i18nBundle',
        entityId: created!.id,
        after: created,
      });
      return created!;
    });
    await this.cache.delete(cacheKey(row.key));
    return row;
  }

  async updateBundle(ctx: RequestContext, id: number, input: I18nBundleInput): Promise<BundleRow> {
    const { before, after } = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(i18nBundles).where(eq(i18nBundles.id, id)).for('update');
      if (!current) throw notFound('i18nBundle.notFound');
      await this.refuseTakenKey(tx, input.key, id);
      const [updated] = await tx
        .update(i18nBundles)
        .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(i18nBundles.id, id))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'i18nBundle',
        entityId: id,
        before: current,
        after: updated,
      });
      return { before: current, after: updated! };
    });
    // A bundle moved to the other language changes what both languages serve.
    await Promise.all([this.cache.delete(cacheKey(before.key)), this.cache.delete(cacheKey(after.key))]);
    return after;
  }

  async deleteBundles(ctx: RequestContext, ids: number[]): Promise<void> {
    const rows = await this.db.transaction(async (tx) => {
      const found = await tx.select().from(i18nBundles).where(inArray(i18nBundles.id, ids)).for('update');
      if (found.length !== new Set(ids).size) throw notFound('i18nBundle.notFound');
      await tx.delete(i18nBundles).where(inArray(i18nBundles.id, ids));
      await recordAudit(
        tx,
        ctx,
        found.map((row) => ({ action: 'delete', entity: 'i18nBundle', entityId: row.id, before: row })),
      );
      return found;
    });
    await Promise.all(rows.map((row) => this.cache.delete(cacheKey(row.key))));
  }

  /** One bundle per language; the unique index holds the rule against concurrent adds too. */
  private async refuseTakenKey(tx: Executor, key: string, exceptId?: number): Promise<void> {
    const [clash] = await tx.select({ id: i18nBundles.id }).from(i18nBundles).where(eq(i18nBundles.key, key));
    if (clash && clash.id !== exceptId) throw conflict('i18nBundle.keyExists', { key }, 'key');
  }
}
