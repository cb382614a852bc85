import type { DictDataInput, DictOption, DictTypeInput } from '@venus/shared';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { DictDataListQuery, DictTypeListQuery, UpdateDictDataInput } from './dictionaries.schemas.ts';
import { dictData, dictTypes } from './dictionaries.tables.ts';

type DictTypeRow = typeof dictTypes.$inferSelect;
type DictDataRow = typeof dictData.$inferSelect;

/** Values that count as numbers when deriving the next value (spec §5); others are ignored. */
const NUMERIC_VALUE = '^-?[0-9]+(\\.[0-9]+)?$';

const TYPE_SORTABLE = {
  dictId: dictTypes.dictId,
  dictName: dictTypes.dictName,
  dictType: dictTypes.dictType,
  createdAt: dictTypes.createdAt,
};
const DATA_SORTABLE = {
  dictCode: dictData.dictCode,
  dictSort: dictData.dictSort,
  dictLabel: dictData.dictLabel,
  dictValue: dictData.dictValue,
  createdAt: dictData.createdAt,
};

function toOption(row: DictDataRow): DictOption {
  return {
    dictCode: row.dictCode,
    dictSort: row.dictSort,
    dictLabel: row.dictLabel,
    dictLabelEn: row.dictLabelEn,
    dictValue: row.dictValue,
    dictType: row.dictType,
    isDefault: row.isDefault === 'Y' ? 'Y' : 'N',
    remark: row.remark,
    disabled: row.status === '1',
  };
}

export class DictionariesService {
  constructor(private readonly db: Database) {}

  /** The active options of one dictionary in display order, for selects everywhere in the client. */
  /** A dictionary's enabled options; inside a transaction, read through it (`tx`). */
  async findOptions(dictType: string, tx: Executor = this.db): Promise<DictOption[]> {
    const rows = await tx
      .select()
      .from(dictData)
      .where(and(eq(dictData.dictType, dictType), eq(dictData.status, '0')))
      .orderBy(asc(dictData.dictSort), asc(dictData.dictCode));
    return rows.map(toOption);
  }

  async findTypes(query: DictTypeListQuery): Promise<{ rows: DictTypeRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.dictName) {
      const pattern = containsPattern(query.dictName);
      filters.push(or(ilike(dictTypes.dictName, pattern), ilike(dictTypes.dictNameEn, pattern))!);
    }
    if (query.dictType) filters.push(ilike(dictTypes.dictType, containsPattern(query.dictType)));
    if (query.status) filters.push(eq(dictTypes.status, query.status));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(dictTypes)
        .where(where)
        .orderBy(orderOf(query, TYPE_SORTABLE, dictTypes.dictId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(dictTypes).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** Every type, for the type picker of the data page. */
  async findAllTypes(): Promise<DictTypeRow[]> {
    return this.db.select().from(dictTypes).orderBy(asc(dictTypes.dictId));
  }

  async getType(dictId: number): Promise<DictTypeRow> {
    const [row] = await this.db.select().from(dictTypes).where(eq(dictTypes.dictId, dictId));
    if (!row) throw notFound('dict.typeNotFound');
    return row;
  }

  async createType(ctx: RequestContext, input: DictTypeInput): Promise<DictTypeRow> {
    return this.db.transaction(async (tx) => {
      const [clash] = await tx.select().from(dictTypes).where(eq(dictTypes.dictType, input.dictType));
      if (clash) throw conflict('dict.typeExists', { type: input.dictType }, 'dictType');
      const [row] = await tx
        .insert(dictTypes)
        .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, { action: 'create', entity: 'dictType', entityId: row!.dictId, after: row });
      return row!;
    });
  }

  /** Renaming a type renames its entries in the same transaction, so none is left orphaned. */
  async updateType(ctx: RequestContext, dictId: number, input: DictTypeInput): Promise<DictTypeRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(dictTypes).where(eq(dictTypes.dictId, dictId)).for('update');
      if (!before) throw notFound('dict.typeNotFound');
      const renamed = before.dictType !== input.dictType;
      if (renamed) {
        const [clash] = await tx.select().from(dictTypes).where(eq(dictTypes.dictType, input.dictType));
        if (clash) throw conflict('dict.typeExists', { type: input.dictType }, 'dictType');
      }
      const [after] = await tx
        .update(dictTypes)
        .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(dictTypes.dictId, dictId))
        .returning();
      if (renamed) {
        await tx
          .update(dictData)
          .set({ dictType: input.dictType, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
          .where(eq(dictData.dictType, before.dictType));
      }
      await recordAudit(tx, ctx, { action: 'update', entity: 'dictType', entityId: dictId, before, after });
      return after!;
    });
  }

  /** Deletes types with their entries; each audit row keeps the entries, so a deletion can be undone by hand. */
  async deleteTypes(ctx: RequestContext, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await this.lockTypes(tx, inArray(dictTypes.dictId, ids));
      if (rows.length !== new Set(ids).size) throw notFound('dict.typeNotFound');
      const entries = await tx
        .delete(dictData)
        .where(
          inArray(
            dictData.dictType,
            rows.map((row) => row.dictType),
          ),
        )
        .returning();
      await tx.delete(dictTypes).where(inArray(dictTypes.dictId, ids));
      for (const row of rows) {
        const before = { ...row, entries: entries.filter((entry) => entry.dictType === row.dictType) };
        await recordAudit(tx, ctx, { action: 'delete', entity: 'dictType', entityId: row.dictId, before });
      }
    });
  }

  async findData(query: DictDataListQuery): Promise<{ rows: DictDataRow[]; total: number }> {
    const filters: (SQL | undefined)[] = [eq(dictData.dictType, query.dictType)];
    if (query.dictLabel) {
      const pattern = containsPattern(query.dictLabel);
      filters.push(or(ilike(dictData.dictLabel, pattern), ilike(dictData.dictLabelEn, pattern)));
    }
    if (query.status) filters.push(eq(dictData.status, query.status));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(dictData)
        .where(where)
        .orderBy(orderOf(query, DATA_SORTABLE, dictData.dictSort), asc(dictData.dictCode))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(dictData).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async getData(dictCode: number): Promise<DictDataRow> {
    const [row] = await this.db.select().from(dictData).where(eq(dictData.dictCode, dictCode));
    if (!row) throw notFound('dict.dataNotFound');
    return row;
  }

  /**
   * Adds an entry. A missing value becomes the largest numeric value of the type plus 1 and a
   * missing sort the largest sort plus 1 (spec §5). The type row is locked first, so concurrent
   * adds to one dictionary queue up instead of deriving the same value.
   */
  async createData(ctx: RequestContext, input: DictDataInput): Promise<DictDataRow> {
    return this.db.transaction(async (tx) => {
      const [type] = await this.lockTypes(tx, eq(dictTypes.dictType, input.dictType));
      if (!type) throw badRequest('dict.typeNotFound', {}, 'dictType');
      await this.assertUnique(tx, { ...input, dictValue: input.dictValue || undefined });
      const dictValue = input.dictValue || (await this.nextValue(tx, input.dictType));
      const dictSort = input.dictSort ?? (await this.nextSort(tx, input.dictType));
      const [row] = await tx
        .insert(dictData)
        .values({ ...input, dictValue, dictSort, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'dictData',
        entityId: row!.dictCode,
        after: row,
      });
      return row!;
    });
  }

  async updateData(ctx: RequestContext, input: UpdateDictDataInput): Promise<DictDataRow> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ dictType: dictData.dictType })
        .from(dictData)
        .where(eq(dictData.dictCode, input.dictCode));
      if (!current) throw notFound('dict.dataNotFound');
      // Types before entries, the order every dictionary write takes its locks in, so none deadlocks.
      const types = await this.lockTypes(tx, inArray(dictTypes.dictType, [current.dictType, input.dictType]));
      if (!types.some((type) => type.dictType === input.dictType)) {
        throw badRequest('dict.typeNotFound', {}, 'dictType');
      }
      const [before] = await tx
        .select()
        .from(dictData)
        .where(eq(dictData.dictCode, input.dictCode))
        .for('update');
      if (!before) throw notFound('dict.dataNotFound');
      // Moved to another type between the two reads: its new type is not locked, so start over.
      if (before.dictType !== current.dictType) throw conflict('error.conflict');
      await this.assertUnique(tx, input);
      const { dictCode, ...fields } = input;
      const [after] = await tx
        .update(dictData)
        .set({ ...fields, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(dictData.dictCode, dictCode))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'dictData', entityId: dictCode, before, after });
      return after!;
    });
  }

  async deleteData(ctx: RequestContext, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.select().from(dictData).where(inArray(dictData.dictCode, ids)).for('update');
      if (rows.length !== new Set(ids).size) throw notFound('dict.dataNotFound');
      await tx.delete(dictData).where(inArray(dictData.dictCode, ids));
      await recordAudit(
        tx,
        ctx,
        rows.map((row) => ({ action: 'delete', entity: 'dictData', entityId: row.dictCode, before: row })),
      );
    });
  }

  /** Locks type rows in id order, so two writers locking several types cannot deadlock. */
  private lockTypes(tx: Executor, where: SQL): Promise<DictTypeRow[]> {
    return tx.select().from(dictTypes).where(where).orderBy(asc(dictTypes.dictId)).for('update');
  }

  /** A label, and a value when given, must be unique within the type (the entry itself excepted). */
  private async assertUnique(
    tx: Executor,
    entry: { dictType: string; dictLabel: string; dictValue?: string; dictCode?: number },
  ): Promise<void> {
    const same = [eq(dictData.dictLabel, entry.dictLabel)];
    if (entry.dictValue) same.push(eq(dictData.dictValue, entry.dictValue));
    const clashes = await tx
      .select({ dictLabel: dictData.dictLabel, dictValue: dictData.dictValue })
      .from(dictData)
      .where(
        and(
          eq(dictData.dictType, entry.dictType),
          or(...same),
          entry.dictCode ? ne(dictData.dictCode, entry.dictCode) : undefined,
        ),
      );
    if (clashes.some((clash) => clash.dictLabel === entry.dictLabel)) {
      throw conflict('dict.labelExists', { label: entry.dictLabel }, 'dictLabel');
    }
    if (clashes.length > 0) {
      throw conflict('dict.valueExists', { value: entry.dictValue }, 'dictValue');
    }
  }

  /** Largest numeric value + 1, computed as numeric in SQL so long codes keep every digit. */
  private async nextValue(tx: Executor, dictType: string): Promise<string> {
    const [row] = await tx
      .select({ next: sql<string | null>`(max(${dictData.dictValue}::numeric) + 1)::text` })
      .from(dictData)
      .where(and(eq(dictData.dictType, dictType), sql`${dictData.dictValue} ~ ${NUMERIC_VALUE}`));
    return row?.next ?? '1';
  }

  private async nextSort(tx: Executor, dictType: string): Promise<number> {
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${dictData.dictSort}), 0) + 1`.mapWith(Number) })
      .from(dictData)
      .where(eq(dictData.dictType, dictType));
    return row?.next ?? 1;
  }
}
