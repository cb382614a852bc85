import { USER_STATUS } from '@venus/shared';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { ApprovalPerson } from '../approvals/approver-directory.ts';
import { userRoles, users } from './users.tables.ts';

/** Who may approve: people in service, found by id or by role, with their names for timelines. */
export class UserApprovers {
  constructor(
    private readonly db: Database,
    /** Read through the caller's transaction: a second connection inside it can starve the pool. */
    private readonly roleIdsByKey: (roleKey: string, tx: Executor) => Promise<number[]>,
  ) {}

  async activeUserIds(userIds: readonly number[], tx: Executor = this.db): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(
        and(
          inArray(users.userId, [...userIds]),
          eq(users.status, USER_STATUS.inService),
          isNull(users.deletedAt),
        ),
      );
    return rows.map((row) => row.userId).sort((a, b) => a - b);
  }

  /** Everyone in service (a notice to the whole firm, decision 0058). */
  async allActiveUserIds(tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.status, USER_STATUS.inService), isNull(users.deletedAt)));
    return rows.map((row) => row.userId).sort((a, b) => a - b);
  }

  /** People in service whose department or office is one of these units (decision 0058). */
  async activeUserIdsInUnits(unitIds: readonly number[], tx: Executor = this.db): Promise<number[]> {
    if (unitIds.length === 0) return [];
    const rows = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(
        and(
          or(inArray(users.deptId, [...unitIds]), inArray(users.officeId, [...unitIds])),
          eq(users.status, USER_STATUS.inService),
          isNull(users.deletedAt),
        ),
      );
    return rows.map((row) => row.userId).sort((a, b) => a - b);
  }

  async activeUserIdsWithRole(roleKey: string, tx: Executor = this.db): Promise<number[]> {
    return this.activeUserIdsWithRoleIds(await this.roleIdsByKey(roleKey, tx), tx);
  }

  /** People in service holding any of these roles (e.g. the roles that grant a permission). */
  async activeUserIdsWithRoleIds(roleIds: readonly number[], tx: Executor = this.db): Promise<number[]> {
    if (roleIds.length === 0) return [];
    const rows = await tx
      .selectDistinct({ userId: users.userId })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.userId))
      .where(
        and(
          inArray(userRoles.roleId, [...roleIds]),
          eq(users.status, USER_STATUS.inService),
          isNull(users.deletedAt),
        ),
      );
    return rows.map((row) => row.userId).sort((a, b) => a - b);
  }

  async peopleByIds(
    userIds: readonly number[],
    tx: Executor = this.db,
  ): Promise<Map<number, ApprovalPerson>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await tx
      .select({
        userId: users.userId,
        nickName: users.nickName,
        nameEn: users.nameEn,
        email: users.email,
        deptId: users.deptId,
      })
      .from(users)
      .where(inArray(users.userId, unique));
    return new Map(rows.map((row) => [row.userId, row]));
  }
}
