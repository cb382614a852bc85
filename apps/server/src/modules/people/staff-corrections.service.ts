import {
  type CorrectionDecision,
  type CorrectionQuery,
  type CorrectionValues,
  type CorrectionView,
  overlappingContracts,
  type StaffProfile,
} from '@venus/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { PeopleCollaborators } from './people.collaborators.ts';
import { staffCorrections, staffRecords } from './people.tables.ts';
import { mayReadAll } from './staff-access.ts';
import { profileOf } from './staff-record-views.ts';
import type { StaffRecordsService } from './staff-records.service.ts';

type CorrectionRow = typeof staffCorrections.$inferSelect;

/**
 * A person asks to correct their own record; HR accepts (the record takes the values in the same
 * transaction) or rejects with a note (decision 0059). One request waits at a time per person, so
 * HR never decides two that contradict each other; the asker may withdraw it while it waits.
 */
export class StaffCorrectionsService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: PeopleCollaborators,
    private readonly records: Pick<StaffRecordsService, 'audit' | 'personOf'>,
  ) {}

  async list(
    ctx: SignedInContext,
    query: CorrectionQuery,
  ): Promise<{ rows: CorrectionView[]; total: number }> {
    const where: SQL[] = [];
    // A colleague's requests are HR's to read; anyone else reads only their own.
    const userId = mayReadAll(ctx) ? query.userId : ctx.actor.userId;
    if (userId) where.push(eq(staffCorrections.userId, userId));
    if (query.status) where.push(eq(staffCorrections.status, query.status));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(staffCorrections)
        .where(and(...where))
        .orderBy(desc(staffCorrections.createdAt), desc(staffCorrections.correctionId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(staffCorrections)
        .where(and(...where)),
    ]);
    return { rows: await this.views(rows), total: total?.total ?? 0 };
  }

  async create(ctx: SignedInContext, input: CorrectionValues): Promise<CorrectionView> {
    const userId = ctx.actor.userId;
    await this.records.personOf(userId);
    const created = await this.db.transaction(async (tx) => {
      // One ask of a person at a time, whether or not HR has filled their record yet.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hk_staff_correction'), ${userId})`);
      const [record] = await tx.select().from(staffRecords).where(eq(staffRecords.userId, userId));
      const [waiting] = await tx
        .select({ n: count() })
        .from(staffCorrections)
        .where(and(eq(staffCorrections.userId, userId), eq(staffCorrections.status, 'pending')));
      if (waiting && waiting.n > 0) throw conflict('people.correctionPending');
      const current = profileOf(record);
      const before = Object.fromEntries(
        Object.keys(input.changes).map((key) => [key, current[key as keyof StaffProfile]]),
      ) as Partial<StaffProfile>;
      const [row] = await tx
        .insert(staffCorrections)
        .values({
          userId,
          changes: input.changes,
          before,
          reason: input.reason,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'staffCorrection',
        entityId: row!.correctionId,
        after: row,
      });
      return row!;
    });
    return (await this.views([created]))[0]!;
  }

  async withdraw(ctx: SignedInContext, correctionId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.pending(tx, correctionId);
      if (before.userId !== ctx.actor.userId) throw forbidden('people.notYours');
      const [after] = await tx
        .update(staffCorrections)
        .set({ status: 'withdrawn', updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(staffCorrections.correctionId, correctionId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'withdraw',
        entity: 'staffCorrection',
        entityId: correctionId,
        before,
        after,
      });
    });
  }

  /** HR decides; nobody decides their own request (another HR colleague does). */
  async decide(ctx: SignedInContext, input: CorrectionDecision): Promise<CorrectionView> {
    const decided = await this.db.transaction(async (tx) => {
      const before = await this.pending(tx, input.correctionId);
      if (before.userId === ctx.actor.userId) throw forbidden('people.ownCorrection');
      if (input.accept) await this.apply(tx, ctx, before);
      else if (!input.note) throw badRequest('people.rejectionNoteRequired', undefined, 'note');
      const [after] = await tx
        .update(staffCorrections)
        .set({
          status: input.accept ? 'accepted' : 'rejected',
          decidedBy: ctx.actor.userId,
          decidedAt: new Date(),
          decisionNote: input.note,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(staffCorrections.correctionId, input.correctionId))
        .returning();
      await recordAudit(tx, ctx, {
        action: input.accept ? 'accept' : 'reject',
        entity: 'staffCorrection',
        entityId: input.correctionId,
        before,
        after,
      });
      return after!;
    });
    return (await this.views([decided]))[0]!;
  }

  /** The record takes the asked values; the contracts, merged, must still not overlap. */
  private async apply(tx: Executor, ctx: SignedInContext, correction: CorrectionRow): Promise<void> {
    const [record] = await tx
      .select()
      .from(staffRecords)
      .where(eq(staffRecords.userId, correction.userId))
      .for('update');
    const merged = { ...profileOf(record), ...correction.changes };
    if (overlappingContracts(merged.contracts) !== null) throw conflict('people.contractOverlap');
    const values = { ...correction.changes, updatedAt: new Date(), updatedBy: ctx.actor.userId };
    const [after] = await tx
      .insert(staffRecords)
      .values({ userId: correction.userId, ...values, createdBy: ctx.actor.userId })
      .onConflictDoUpdate({ target: staffRecords.userId, set: values })
      .returning();
    await this.records.audit(tx, ctx, record, after!);
  }

  private async pending(tx: Executor, correctionId: number): Promise<CorrectionRow> {
    const [row] = await tx
      .select()
      .from(staffCorrections)
      .where(eq(staffCorrections.correctionId, correctionId))
      .for('update');
    if (!row) throw notFound('people.correctionNotFound');
    if (row.status !== 'pending') throw conflict('people.correctionDecided');
    return row;
  }

  private async views(rows: CorrectionRow[]): Promise<CorrectionView[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.userId, row.decidedBy ?? 0]))].filter(Boolean);
    const people = ids.length ? await this.collaborators.people({ userIds: ids }) : [];
    const nameOf = new Map(people.map((person) => [person.userId, person.nickName]));
    return rows.map((row) => ({
      correctionId: row.correctionId,
      userId: row.userId,
      nickName: nameOf.get(row.userId) ?? '',
      changes: row.changes,
      before: row.before,
      reason: row.reason,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedBy: row.decidedBy ? (nameOf.get(row.decidedBy) ?? '') : '',
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionNote: row.decisionNote,
    }));
  }
}
