import type { KnownNameInput } from '@venus/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../../platform/auth/request-context.ts';
import type { Cache } from '../../../platform/cache/cache.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../../platform/db/paging.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error.ts';
import { normaliseName } from '../normalise/name.ts';
import type { KnownNameBook } from './known-name-book.ts';
import { KnownNamesCache } from './known-names.cache.ts';
import type { KnownNameListQuery } from './known-names.schemas.ts';
import { knownNames } from './known-names.tables.ts';

type KnownNameRow = typeof knownNames.$inferSelect;

const SORTABLE = { knownNameId: knownNames.knownNameId, updatedAt: knownNames.updatedAt };

/**
 * The firm's well-known-names dictionary (decision 0036): administrators keep it, every conflict
 * check reads it through `book()`.
 */
export class KnownNamesService {
  private readonly books: KnownNamesCache;

  constructor(
    private readonly db: Database,
    cache: Cache,
  ) {
    this.books = new KnownNamesCache(cache, async () =>
      (await this.db.select().from(knownNames)).map((row) => ({
        groupId: row.knownNameId,
        names: [...row.names, ...row.formerNames],
      })),
    );
  }

  /** The dictionary every check uses, current with the table. */
  book(): Promise<KnownNameBook> {
    return this.books.book();
  }

  async list(query: KnownNameListQuery): Promise<{ rows: KnownNameRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.name) {
      const pattern = containsPattern(query.name);
      filters.push(
        sql`array_to_string(${knownNames.names} || ${knownNames.formerNames}, ' | ') ILIKE ${pattern}`,
      );
    }
    if (query.source) filters.push(eq(knownNames.source, query.source));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(knownNames)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, desc(knownNames.updatedAt)), asc(knownNames.knownNameId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(knownNames).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async get(knownNameId: number): Promise<KnownNameRow> {
    const [row] = await this.db.select().from(knownNames).where(eq(knownNames.knownNameId, knownNameId));
    if (!row) throw notFound('knownName.notFound');
    return row;
  }

  async create(ctx: RequestContext, input: KnownNameInput): Promise<KnownNameRow> {
    const row = await this.db.transaction(async (tx) => {
      await this.assertNamesFree(tx, input, null);
      const [created] = await tx
        .insert(knownNames)
        .values({ ...input, source: 'firm', createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'knownName',
        entityId: created!.knownNameId,
        after: created,
      });
      return created!;
    });
    await this.books.changed();
    return row;
  }

  /** An edit keeps the entry's source: a seeded company stays credited to its public list. */
  async update(ctx: RequestContext, knownNameId: number, input: KnownNameInput): Promise<KnownNameRow> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(knownNames)
        .where(eq(knownNames.knownNameId, knownNameId))
        .for('update');
      if (!before) throw notFound('knownName.notFound');
      await this.assertNamesFree(tx, input, knownNameId);
      const [after] = await tx
        .update(knownNames)
        .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(knownNames.knownNameId, knownNameId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'knownName',
        entityId: knownNameId,
        before,
        after,
      });
      return after!;
    });
    await this.books.changed();
    return row;
  }

  /** Each audit row keeps the entry's names, so a deletion can be undone by hand. */
  async remove(ctx: RequestContext, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.delete(knownNames).where(inArray(knownNames.knownNameId, ids)).returning();
      if (rows.length !== new Set(ids).size) throw notFound('knownName.notFound');
      await recordAudit(
        tx,
        ctx,
        rows.map((row) => ({
          action: 'delete',
          entity: 'knownName',
          entityId: row.knownNameId,
          before: row,
        })),
      );
    });
    await this.books.changed();
  }

  /**
   * A name belongs to one company: a name (after normalising: case, width, legal form) already in
   * another entry would make the dictionary say two things at once. Within one entry the same name
   * may stand twice (交通银行 beside 交通银行股份有限公司: the short name people type). Writers take
   * the table's lock in turn, so two of them cannot give one name to two companies together.
   */
  private async assertNamesFree(tx: Executor, input: KnownNameInput, ownId: number | null): Promise<void> {
    await tx.execute(sql`LOCK TABLE ${knownNames} IN SHARE ROW EXCLUSIVE MODE`);
    const book = await this.books.book();
    for (const raw of [...input.names, ...input.formerNames]) {
      const name = normaliseName(raw);
      if (!name) throw badRequest('knownName.unreadableName', { name: raw }, 'names');
      const owner = book.ownerOf(name.compact, ownId);
      if (owner) throw conflict('knownName.nameTaken', { name: raw, entry: owner.shown }, 'names');
    }
  }
}
