import { USER_STATUS } from '@venus/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { users } from './users.tables.ts';

/** What the seat plan (decision 0024) needs of users: who is in service, and their seat label. */
export class UserSeating {
  constructor(private readonly db: Database) {}

  async peopleInService(
    userIds: readonly number[],
    tx: Executor = this.db,
  ): Promise<Map<number, { userId: number; nickName: string; nameEn: string; userno: string }>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await tx
      .select({ userId: users.userId, nickName: users.nickName, nameEn: users.nameEn, userno: users.userno })
      .from(users)
      .where(
        and(inArray(users.userId, unique), eq(users.status, USER_STATUS.inService), isNull(users.deletedAt)),
      );
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** The seat label the directory and the user sheet show follows the seat plan. */
  async setSeatLabel(userId: number, seat: string, tx: Executor): Promise<void> {
    await tx.update(users).set({ seat, updatedAt: new Date() }).where(eq(users.userId, userId));
  }
}
