import { USER_STATUS } from '@venus/shared';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { users } from './users.tables.ts';

export interface UserNameRow {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
}

/**
 * Names and staff numbers of people. By default whatever their status: a record keeps showing who
 * left. `inServiceOnly` answers only people still at the firm (a seat or a case team takes no one else).
 */
export class UserNames {
  constructor(private readonly db: Database) {}

  async byIds(
    userIds: readonly number[],
    tx: Executor = this.db,
    { inServiceOnly = false }: { inServiceOnly?: boolean } = {},
  ): Promise<Map<number, UserNameRow>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const chosen = inArray(users.userId, unique);
    const rows = await tx
      .select({ userId: users.userId, nickName: users.nickName, nameEn: users.nameEn, userno: users.userno })
      .from(users)
      .where(
        inServiceOnly
          ? and(chosen, eq(users.status, USER_STATUS.inService), isNull(users.deletedAt))
          : chosen,
      );
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** People whose department or office is this unit, whatever their status (their records stay). */
  async idsInUnit(unitId: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(or(eq(users.deptId, unitId), eq(users.officeId, unitId)));
    return rows.map((row) => row.userId);
  }
}
