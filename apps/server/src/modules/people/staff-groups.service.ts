import type {
  StaffGroupUpdateValues,
  StaffGroupValues,
  StaffGroupView,
  UserTypeUpdateValues,
  UserTypeValues,
  UserTypeView,
} from '@venus/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { staffGroups, staffRecords, userTypes } from './people.tables.ts';

/**
 * User types (spec editUserType) and staff groups (editGroup) as data HR keeps (decision 0059).
 * Neither is deleted: taken out of use, it stays on the records that name it and is offered no more.
 */
export class StaffGroupsService {
  constructor(private readonly db: Database) {}

  async userTypes(): Promise<UserTypeView[]> {
    const [rows, counts] = await Promise.all([
      this.db.select().from(userTypes).orderBy(asc(userTypes.orderNum), asc(userTypes.userTypeId)),
      this.db
        .select({ id: staffRecords.userTypeId, people: count() })
        .from(staffRecords)
        .groupBy(staffRecords.userTypeId),
    ]);
    const peopleOf = new Map(counts.map((row) => [row.id, row.people]));
    return rows.map((row) => ({
      userTypeId: row.userTypeId,
      name: row.name,
      nameEn: row.nameEn,
      description: row.description,
      orderNum: row.orderNum,
      isActive: row.isActive,
      isFeeEarner: row.isFeeEarner,
      people: peopleOf.get(row.userTypeId) ?? 0,
    }));
  }

  async saveUserType(
    ctx: SignedInContext,
    input: UserTypeValues | UserTypeUpdateValues,
  ): Promise<UserTypeView> {
    const id = 'userTypeId' in input ? input.userTypeId : null;
    const saved = await this.db.transaction(async (tx) => {
      const values = { ...input, updatedAt: new Date(), updatedBy: ctx.actor.userId };
      if (id === null) {
        const [created] = await tx
          .insert(userTypes)
          .values({ ...values, createdBy: ctx.actor.userId })
          .returning();
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'userType',
          entityId: created!.userTypeId,
          after: created,
        });
        return created!;
      }
      const [before] = await tx.select().from(userTypes).where(eq(userTypes.userTypeId, id)).for('update');
      if (!before) throw notFound('people.userTypeNotFound');
      const [after] = await tx.update(userTypes).set(values).where(eq(userTypes.userTypeId, id)).returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'userType', entityId: id, before, after });
      return after!;
    });
    return (await this.userTypes()).find((row) => row.userTypeId === saved.userTypeId)!;
  }

  async groups(): Promise<StaffGroupView[]> {
    const [rows, counts] = await Promise.all([
      this.db.select().from(staffGroups).orderBy(asc(staffGroups.orderNum), asc(staffGroups.groupId)),
      this.db.execute<{ group_id: number; people: number }>(
        sql`select unnest(${staffRecords.groupIds}) as group_id, count(*)::int as people from ${staffRecords} group by 1`,
      ),
    ]);
    const peopleOf = new Map(counts.rows.map((row) => [Number(row.group_id), Number(row.people)]));
    return rows.map((row) => ({
      groupId: row.groupId,
      name: row.name,
      nameEn: row.nameEn,
      description: row.description,
      orderNum: row.orderNum,
      isActive: row.isActive,
      people: peopleOf.get(row.groupId) ?? 0,
    }));
  }

  async saveGroup(
    ctx: SignedInContext,
    input: StaffGroupValues | StaffGroupUpdateValues,
  ): Promise<StaffGroupView> {
    const id = 'groupId' in input ? input.groupId : null;
    const saved = await this.db.transaction(async (tx) => {
      const values = { ...input, updatedAt: new Date(), updatedBy: ctx.actor.userId };
      if (id === null) {
        const [created] = await tx
          .insert(staffGroups)
          .values({ ...values, createdBy: ctx.actor.userId })
          .returning();
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'staffGroup',
          entityId: created!.groupId,
          after: created,
        });
        return created!;
      }
      const [before] = await tx.select().from(staffGroups).where(eq(staffGroups.groupId, id)).for('update');
      if (!before) throw notFound('people.groupNotFound');
      const [after] = await tx.update(staffGroups).set(values).where(eq(staffGroups.groupId, id)).returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'staffGroup', entityId: id, before, after });
      return after!;
    });
    return (await this.groups()).find((row) => row.groupId === saved.groupId)!;
  }
}
