import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { type UserNameRow, UserNames } from './user-names.ts';
import { users } from './users.tables.ts';

/** What the seat plan (decision 0024) needs of users: who is in service, and their seat label. */
export class UserSeating {
  private readonly names: UserNames;

  constructor(db: Database) {
    this.names = new UserNames(db);
  }

  peopleInService(userIds: readonly number[], tx?: Executor): Promise<Map<number, UserNameRow>> {
    return this.names.byIds(userIds, tx, { inServiceOnly: true });
  }

  /** The seat label the directory and the user sheet show follows the seat plan. */
  async setSeatLabel(userId: number, seat: string, tx: Executor): Promise<void> {
    await tx.update(users).set({ seat, updatedAt: new Date() }).where(eq(users.userId, userId));
  }
}
