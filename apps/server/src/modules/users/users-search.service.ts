import type { UserSearchQuery } from '@venus/shared';
import { USER_STATUS } from '@venus/shared';
import { and, asc, count, eq, exists, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { userRoles, users } from './users.tables.ts';
import type { UserDirectory } from './users-directory.ts';
import type { AddressBookEntry, AddressBookQuery, UserSuggestionRow } from './users-search.schemas.ts';

/** The user autocomplete answers at most this many people; typing more narrows it. */
export const USER_SEARCH_LIMIT = 50;
const SECRETARY_ROLE_KEY = 'secretary';

type UserRow = typeof users.$inferSelect;

/** "王建国 Wang Jianguo": both names, so either language finds and shows the person. */
function suggestionOf(row: Pick<UserRow, 'userId' | 'nickName' | 'nameEn' | 'userno'>): UserSuggestionRow {
  return {
    id: row.userId,
    name: row.nickName,
    nameEn: row.nameEn,
    allName: row.nameEn ? `${row.nickName} ${row.nameEn}` : row.nickName,
    userno: row.userno,
  };
}

const holdsAnyRole = (db: Database, roleIds: number[]) =>
  exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.userId), inArray(userRoles.roleId, roleIds))),
  );

/**
 * The read-only views of colleagues every signed-in person needs: the user autocomplete, a
 * user by id, the directory. None of them carries a mobile number, password hash or remark.
 */
export class UserSearchService {
  constructor(
    private readonly db: Database,
    private readonly directory: UserDirectory,
  ) {}

  /** Spec §3 User search query (decision 0012 says what each field filters). */
  async searchUsers(query: UserSearchQuery): Promise<UserSuggestionRow[]> {
    const filters: (SQL | undefined)[] = [isNull(users.deletedAt)];
    // People who left or were disabled are not offered unless the caller asks for that status.
    filters.push(eq(users.status, query.status ?? USER_STATUS.inService));
    if (query.query) {
      const pattern = containsPattern(query.query);
      filters.push(
        or(
          ilike(users.nickName, pattern),
          ilike(users.nameEn, pattern),
          ilike(users.userName, pattern),
          ilike(users.userno, pattern),
        ),
      );
    }
    if (query.office) filters.push(eq(users.officeId, query.office));
    if (query.groupIds?.length) filters.push(inArray(users.deptId, query.groupIds));
    if (query.grepIds?.length) filters.push(inArray(users.userId, query.grepIds));
    const roleFilter = await this.roleFilter(query);
    if (roleFilter) filters.push(roleFilter);
    const rows = await this.db
      .select({ userId: users.userId, nickName: users.nickName, nameEn: users.nameEn, userno: users.userno })
      .from(users)
      .where(and(...filters))
      .orderBy(asc(users.userno), asc(users.userId))
      .limit(USER_SEARCH_LIMIT);
    return rows.map(suggestionOf);
  }

  /** roleIds, categorys (role keys) and secretary all narrow to holders of the named roles. */
  private async roleFilter(query: UserSearchQuery): Promise<SQL | undefined> {
    const keys = [...(query.categorys ?? []), ...(query.secretary ? [SECRETARY_ROLE_KEY] : [])];
    const filters: SQL[] = [];
    if (query.roleIds?.length) filters.push(holdsAnyRole(this.db, query.roleIds));
    if (keys.length) {
      const roleIds = (await this.directory.roles())
        .filter((role) => keys.includes(role.roleKey))
        .map((role) => role.roleId);
      filters.push(holdsAnyRole(this.db, roleIds.length ? roleIds : [-1]));
    }
    return filters.length ? and(...filters) : undefined;
  }

  /** Any user by id, departed ones included: old records still name them. */
  async getSuggestion(userId: number): Promise<UserSuggestionRow> {
    const [row] = await this.db
      .select({ userId: users.userId, nickName: users.nickName, nameEn: users.nameEn, userno: users.userno })
      .from(users)
      .where(and(eq(users.userId, userId), isNull(users.deletedAt)));
    if (!row) throw notFound('user.notFound');
    return suggestionOf(row);
  }

  /** The firm's directory: colleagues in service, with department, office, desk line and seat. */
  async findAddressBook(query: AddressBookQuery): Promise<{ rows: AddressBookEntry[]; total: number }> {
    const filters: (SQL | undefined)[] = [isNull(users.deletedAt), eq(users.status, USER_STATUS.inService)];
    if (query.name) {
      const pattern = containsPattern(query.name);
      filters.push(
        or(
          ilike(users.nickName, pattern),
          ilike(users.nameEn, pattern),
          ilike(users.userName, pattern),
          ilike(users.userno, pattern),
          // The desk line the card shows (decision 0059); never the mobile, which the book keeps private.
          ilike(users.officePhone, pattern),
        ),
      );
    }
    if (query.deptId) filters.push(eq(users.deptId, query.deptId));
    if (query.officeId) filters.push(eq(users.officeId, query.officeId));
    const where = and(...filters);
    const sortable = { userno: users.userno, nickName: users.nickName };
    const [rows, [totals], units] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(orderOf(query, sortable, users.userno))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(users).where(where),
      this.directory.units(),
    ]);
    const unitOf = new Map(units.map((unit) => [unit.deptId, unit]));
    const names = (id: number | null) => {
      const unit = id === null ? undefined : unitOf.get(id);
      return { name: unit?.deptName ?? '', nameEn: unit?.deptNameEn ?? '' };
    };
    return {
      rows: rows.map((row) => {
        const dept = names(row.deptId);
        const office = names(row.officeId);
        return {
          userId: row.userId,
          nickName: row.nickName,
          nameEn: row.nameEn,
          userno: row.userno,
          deptId: row.deptId,
          deptName: dept.name,
          deptNameEn: dept.nameEn,
          officeId: row.officeId,
          officeName: office.name,
          officeNameEn: office.nameEn,
          officePhone: row.officePhone,
          email: row.email,
          seat: row.seat,
        };
      }),
      total: totals?.total ?? 0,
    };
  }
}
