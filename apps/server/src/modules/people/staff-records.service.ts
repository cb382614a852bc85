import {
  formatIsoDate,
  PEOPLE_PERMISSIONS,
  SENSITIVE_FIELDS,
  type SensitiveView,
  type StaffRecordQuery,
  type StaffRecordRow,
  type StaffRecordValues,
  type StaffRecordView,
} from '@venus/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { PeopleCollaborators, StaffPerson } from './people.collaborators.ts';
import { staffCorrections, staffGroups, staffRecords, userTypes } from './people.tables.ts';
import { assertMayRead } from './staff-access.ts';
import type { StaffLevelsService } from './staff-levels.service.ts';
import { auditedRecord, type RecordRow, recordListRow, recordView } from './staff-record-views.ts';

/**
 * Staff records (spec userDataInfo, editArchivesForm, entryMore; decision 0059). HR lists and
 * edits them; a person reads their own. The sensitive fields leave only through `getSensitive`,
 * behind the privacy password, and every such read writes an audit row.
 */
export class StaffRecordsService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: PeopleCollaborators,
    private readonly levels: Pick<StaffLevelsService, 'levelsOn'>,
    private readonly today: () => string = () => formatIsoDate(new Date()),
  ) {}

  async list(query: StaffRecordQuery): Promise<{ rows: StaffRecordRow[]; total: number }> {
    const people = await this.collaborators.people({
      name: query.name,
      deptId: query.deptId,
      officeId: query.officeId,
      inServiceOnly: query.inService === 'true',
    });
    const ids = people.map((person) => person.userId);
    const today = this.today();
    const [records, levels, pending] = await Promise.all([
      this.recordsOf(ids),
      this.levels.levelsOn(ids, today),
      this.pendingOf(ids),
    ]);
    const rows = people
      .map((person) =>
        recordListRow(person, records.get(person.userId), {
          currentLevel: levels.get(person.userId) ?? null,
          pendingCorrections: pending.get(person.userId) ?? 0,
          today,
        }),
      )
      .filter((row) => !query.userTypeId || row.userTypeId === query.userTypeId)
      .filter((row) => !query.level || row.currentLevel === query.level);
    if (query.orderByColumn) {
      const key = query.orderByColumn;
      const sign = query.isAsc === 'desc' || query.isAsc === 'descending' ? -1 : 1;
      rows.sort((a, b) => sign * String(a[key] ?? '').localeCompare(String(b[key] ?? '')));
    }
    const start = (query.pageNum - 1) * query.pageSize;
    return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
  }

  async get(ctx: SignedInContext, userId: number): Promise<StaffRecordView> {
    // No such person is 404 to anyone (ids are no secret: the address book lists them); someone
    // else's record is 403 to a colleague.
    const person = await this.personOf(userId);
    assertMayRead(ctx, userId);
    const today = this.today();
    const [records, levels, pending] = await Promise.all([
      this.recordsOf([userId]),
      this.levels.levelsOn([userId], today),
      this.pendingOf([userId]),
    ]);
    return recordView(person, records.get(userId), {
      currentLevel: levels.get(userId) ?? null,
      pendingCorrections: pending.get(userId) ?? 0,
      isOwn: ctx.actor.userId === userId,
      canEdit: mayAct(ctx.actor, PEOPLE_PERMISSIONS.edit),
      today,
    });
  }

  /**
   * The identity number, home address and emergency contact. The route is privacy-gated; here a
   * reader who has no privacy password is refused too (the gate alone lets them pass), and every
   * read writes its audit row naming whose fields were read.
   */
  async getSensitive(ctx: SignedInContext, userId: number): Promise<SensitiveView> {
    await this.personOf(userId);
    assertMayRead(ctx, userId);
    if (!(await this.collaborators.hasPrivacyPassword(ctx.actor.userId)))
      throw conflict('people.privacyPasswordNeeded');
    const [row] = await this.db.select().from(staffRecords).where(eq(staffRecords.userId, userId));
    await recordAudit(this.db, ctx, {
      action: 'read',
      entity: 'staffRecordSensitive',
      entityId: userId,
      after: { fields: [...SENSITIVE_FIELDS] },
    });
    return {
      userId,
      identityType: row?.identityType ?? 'prcId',
      identityNumber: row?.identityNumber ?? '',
      homeAddress: row?.homeAddress ?? '',
      emergencyContact: row?.emergencyContact ?? { name: '', relation: '', phone: '' },
    };
  }

  /** HR's edit: the whole profile; the sensitive fields only when sent. */
  async update(ctx: SignedInContext, input: StaffRecordValues): Promise<StaffRecordView> {
    await this.personOf(input.userId);
    const { userId, sensitive, ...fields } = input;
    await this.db.transaction(async (tx) => {
      await this.assertTypeAndGroups(tx, fields.userTypeId, fields.groupIds);
      const [before] = await tx
        .select()
        .from(staffRecords)
        .where(eq(staffRecords.userId, userId))
        .for('update');
      const values = { ...fields, ...(sensitive ?? {}), updatedAt: new Date(), updatedBy: ctx.actor.userId };
      const [after] = await tx
        .insert(staffRecords)
        .values({ userId, ...values, createdBy: ctx.actor.userId })
        .onConflictDoUpdate({ target: staffRecords.userId, set: values })
        .returning();
      await this.audit(tx, ctx, before, after!);
    });
    return this.get(ctx, userId);
  }

  /** Writes the record's audit row: sensitive values never, which of them changed always. */
  async audit(
    tx: Executor,
    ctx: SignedInContext,
    before: RecordRow | undefined,
    after: RecordRow,
  ): Promise<void> {
    const sensitiveChanged = SENSITIVE_FIELDS.filter(
      (field) => JSON.stringify(before?.[field] ?? '') !== JSON.stringify(after[field]),
    );
    await recordAudit(tx, ctx, {
      action: before ? 'update' : 'create',
      entity: 'staffRecord',
      entityId: after.userId,
      before: auditedRecord(before),
      after: { ...auditedRecord(after), sensitiveChanged },
    });
  }

  async personOf(userId: number, tx?: Executor): Promise<StaffPerson> {
    const person = await this.collaborators.person(userId, tx);
    if (!person) throw notFound('people.personNotFound');
    return person;
  }

  private async recordsOf(userIds: number[]): Promise<Map<number, RecordRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db.select().from(staffRecords).where(inArray(staffRecords.userId, userIds));
    return new Map(rows.map((row) => [row.userId, row]));
  }

  private async pendingOf(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: staffCorrections.userId, pending: count() })
      .from(staffCorrections)
      .where(and(inArray(staffCorrections.userId, userIds), eq(staffCorrections.status, 'pending')))
      .groupBy(staffCorrections.userId);
    return new Map(rows.map((row) => [row.userId, row.pending]));
  }

  /** A record names a user type and groups in use; one taken out of use stays on who has it. */
  private async assertTypeAndGroups(
    tx: Executor,
    userTypeId: number | null,
    groupIds: number[],
  ): Promise<void> {
    if (userTypeId !== null) {
      const [type] = await tx.select().from(userTypes).where(eq(userTypes.userTypeId, userTypeId));
      if (!type) throw badRequest('people.userTypeNotFound', undefined, 'userTypeId');
    }
    if (groupIds.length > 0) {
      const found = await tx
        .select({ groupId: staffGroups.groupId })
        .from(staffGroups)
        .where(inArray(staffGroups.groupId, groupIds));
      if (found.length !== new Set(groupIds).size)
        throw badRequest('people.groupNotFound', undefined, 'groupIds');
    }
  }
}
