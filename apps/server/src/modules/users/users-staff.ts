import { USER_STATUS } from '@venus/shared';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/paging.ts';
import { users } from './users.tables.ts';
import type { UserDirectory } from './users-directory.ts';

/** A person as the staff records list them (decision 0059): names, status and place in the firm. */
export interface StaffPerson {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
  status: string;
  deptId: number | null;
  officeId: number | null;
  deptName: string;
  deptNameEn: string;
  officeName: string;
  officeNameEn: string;
}

export interface StaffPeopleFilter {
  name?: string | undefined;
  deptId?: number | undefined;
  officeId?: number | undefined;
  inServiceOnly?: boolean;
  userIds?: readonly number[];
}

/**
 * What the people module asks of users (it never reads `sys_user`): the people a staff record
 * list covers, in staff-number order. Deleted accounts are never listed; departed people are
 * when asked, since their records stay.
 */
export class UserStaffDirectory {
  constructor(
    private readonly db: Database,
    private readonly units: UserDirectory['units'],
  ) {}

  async find(filter: StaffPeopleFilter, tx: Executor = this.db): Promise<StaffPerson[]> {
    const where: (SQL | undefined)[] = [isNull(users.deletedAt)];
    if (filter.inServiceOnly) where.push(eq(users.status, USER_STATUS.inService));
    if (filter.userIds) where.push(inArray(users.userId, [...filter.userIds, 0]));
    if (filter.deptId) where.push(eq(users.deptId, filter.deptId));
    if (filter.officeId) where.push(eq(users.officeId, filter.officeId));
    if (filter.name) {
      const pattern = containsPattern(filter.name);
      where.push(
        or(
          ilike(users.nickName, pattern),
          ilike(users.nameEn, pattern),
          ilike(users.userName, pattern),
          ilike(users.userno, pattern),
        ),
      );
    }
    const [rows, units] = await Promise.all([
      tx
        .select({
          userId: users.userId,
          nickName: users.nickName,
          nameEn: users.nameEn,
          userno: users.userno,
          status: users.status,
          deptId: users.deptId,
          officeId: users.officeId,
        })
        .from(users)
        .where(and(...where))
        .orderBy(asc(users.userno), asc(users.userId)),
      this.units(),
    ]);
    const unitOf = new Map(units.map((unit) => [unit.deptId, unit]));
    return rows.map((row) => {
      const dept = row.deptId === null ? undefined : unitOf.get(row.deptId);
      const office = row.officeId === null ? undefined : unitOf.get(row.officeId);
      return {
        ...row,
        deptName: dept?.deptName ?? '',
        deptNameEn: dept?.deptNameEn ?? '',
        officeName: office?.deptName ?? '',
        officeNameEn: office?.deptNameEn ?? '',
      };
    });
  }

  async get(userId: number, tx: Executor = this.db): Promise<StaffPerson | null> {
    return (await this.find({ userIds: [userId] }, tx))[0] ?? null;
  }
}
