import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { users } from './users.tables.ts';

/** Names and staff numbers of people whatever their status: a record keeps showing who left. */
export class UserNames {
  constructor(private readonly db: Database) {}

  async byIds(
    userIds: readonly number[],
    tx: Executor = this.db,
  ): Promise<Map<number, { userId: number; nickName: string; nameEn: string; userno: string }>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await tx
      .select({ userId: users.userId, nickName: users.nickName, nameEn: users.nameEn, userno: users.userno })
      .from(users)
      .where(inArray(users.userId, unique));
    return new Map(rows.map((row) => [row.userId, row]));
  }
}
