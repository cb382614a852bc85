import {
  firmWallClock,
  isLendOverdue,
  type LentSeal,
  type SealInput,
  type SealQuery,
  type SealUpdateInput,
  type SealView,
} from '@venus/shared';
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { SealRecord } from './seal-access.ts';
import type { SealCollaborators } from './seals.collaborators.ts';
import { sealRequests, seals } from './seals.tables.ts';

/**
 * The seal register (印章管理, decision 0057): administration adds seals with their type, office
 * and custodian, changes them, and retires one (never while it is lent out). A seal is never
 * deleted: its requests keep naming it.
 */
export class SealRegisterService {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<
      SealCollaborators,
      'officeNames' | 'isOffice' | 'activeUserIds' | 'peopleNames'
    >,
    private readonly now: () => Date,
  ) {}

  async list(ctx: SignedInContext, query: SealQuery): Promise<{ rows: SealView[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.officeId) conditions.push(eq(seals.officeId, query.officeId));
    if (query.type) conditions.push(eq(seals.type, query.type));
    if (query.status) conditions.push(eq(seals.status, query.status));
    if (query.name) conditions.push(ilike(seals.name, containsPattern(query.name)));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(seals)
        .where(where)
        .orderBy(
          orderOf(query, { name: seals.name, type: seals.type, status: seals.status }, asc(seals.officeId)),
          asc(seals.name),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(seals).where(where),
    ]);
    return { rows: await this.views(ctx, rows), total: total?.total ?? 0 };
  }

  /** The seals a request may name: every one not retired (a lent seal is stamped once back). */
  async options(ctx: SignedInContext): Promise<SealView[]> {
    const rows = await this.db
      .select()
      .from(seals)
      .where(ne(seals.status, 'retired'))
      .orderBy(asc(seals.officeId), asc(seals.name));
    return this.views(ctx, rows);
  }

  async create(ctx: SignedInContext, input: SealInput): Promise<SealView> {
    const created = await this.saving(input.name, () =>
      this.db.transaction(async (tx) => {
        await this.check(tx, input);
        const [row] = await tx
          .insert(seals)
          .values({ ...input, createdBy: ctx.actor.userId, updatedBy: ctx.actor.userId })
          .returning();
        await recordAudit(tx, ctx, { action: 'create', entity: 'seal', entityId: row!.sealId, after: row });
        return row!;
      }),
    );
    return (await this.views(ctx, [created]))[0]!;
  }

  async update(ctx: SignedInContext, input: SealUpdateInput): Promise<SealView> {
    const updated = await this.saving(input.name, () =>
      this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(seals).where(eq(seals.sealId, input.sealId)).for('update');
        if (!before) throw notFound('seal.notFound');
        await this.check(tx, input);
        // Lent out, it stays lent out until the custodian takes it back.
        if (before.status === 'lentOut' && input.status !== 'inOffice') throw conflict('seal.lentOutRetire');
        const status = before.status === 'lentOut' ? 'lentOut' : input.status;
        const { sealId: _id, ...values } = input;
        const [after] = await tx
          .update(seals)
          .set({ ...values, status, updatedAt: this.now(), updatedBy: ctx.actor.userId })
          .where(eq(seals.sealId, input.sealId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'seal',
          entityId: input.sealId,
          before,
          after,
        });
        return after!;
      }),
    );
    return (await this.views(ctx, [updated]))[0]!;
  }

  /** 外借印章: the seals out of the office, each with its request, overdue ones flagged. */
  async lent(ctx: SignedInContext): Promise<LentSeal[]> {
    const rows = await this.db
      .select({ seal: seals, request: sealRequests })
      .from(sealRequests)
      .innerJoin(seals, eq(seals.sealId, sealRequests.sealId))
      .where(eq(sealRequests.status, 'lentOut'))
      .orderBy(asc(sealRequests.expectedReturnDate), asc(sealRequests.requestId));
    const views = await this.views(
      ctx,
      rows.map((row) => row.seal),
      rows.map((row) => row.request.applicantId),
    );
    const names = await this.deps.peopleNames(
      rows.map((row) => row.request.applicantId),
      ctx,
    );
    const today = firmWallClock(this.now()).day;
    return rows.map(({ request }, index) => ({
      ...views[index]!,
      requestId: request.requestId,
      borrower: { userId: request.applicantId, name: names.get(request.applicantId) ?? '' },
      lentAt: request.lentAt?.toISOString() ?? null,
      expectedReturnDate: request.expectedReturnDate,
      isOverdue: isLendOverdue(request.expectedReturnDate, today),
    }));
  }

  async views(ctx: SignedInContext, rows: SealRecord[], morePeople: number[] = []): Promise<SealView[]> {
    const [offices, names] = await Promise.all([
      this.deps.officeNames(),
      this.deps.peopleNames([...rows.map((row) => row.custodianId), ...morePeople], ctx),
    ]);
    return rows.map((row) => ({
      sealId: row.sealId,
      name: row.name,
      type: row.type,
      officeId: row.officeId,
      officeName: offices.get(row.officeId) ?? '',
      custodian: { userId: row.custodianId, name: names.get(row.custodianId) ?? '' },
      status: row.status,
      remark: row.remark,
    }));
  }

  private async check(tx: Executor, input: SealInput): Promise<void> {
    if (!(await this.deps.isOffice(input.officeId, tx)))
      throw badRequest('seal.officeNotFound', {}, 'officeId');
    const active = await this.deps.activeUserIds([input.custodianId], tx);
    if (active.length === 0) throw badRequest('seal.custodianNotFound', {}, 'custodianId');
  }

  private async saving<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('seal.nameTaken', { name }, 'name');
      throw error;
    }
  }
}
