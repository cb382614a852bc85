import type { CreateUserInput, UpdateOwnProfileInput, UpdateUserInput } from '@venus/shared';
import { ADMIN_ROLE_KEY, USER_STATUS } from '@venus/shared';
import { and, count, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { assertNotCommonPassword } from '../../platform/auth/common-passwords.ts';
import { hashPassword } from '../../platform/auth/password-hasher.ts';
import type { RequestContext, SignedInContext } from '../../platform/auth/request-context.ts';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { RolesService } from '../roles/roles.service.ts';
import { type Principal, readGrantedMenuIds, readPrincipal } from './user-principal.ts';
import type { UserListQuery } from './users.schemas.ts';
import { userRoles, users } from './users.tables.ts';

type UserRow = typeof users.$inferSelect;
export type PublicUser = Omit<UserRow, 'passwordHash' | 'deletedAt'> & { roleIds: number[] };

const SORTABLE = {
  userId: users.userId,
  userName: users.userName,
  userno: users.userno,
  createdAt: users.createdAt,
};

function toPublic(row: UserRow, roleIds: number[]): PublicUser {
  const { passwordHash: _hash, deletedAt: _deleted, ...rest } = row;
  return { ...rest, roleIds };
}

export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly roles: RolesService,
    private readonly sessions: SessionService,
  ) {}

  /** The sign-in record of a username (including its hash), or null when unknown or deleted. */
  async findForSignIn(userName: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.userName, userName), isNull(users.deletedAt)));
    return row ?? null;
  }

  async roleIdsOf(userId: number, db: Executor = this.db): Promise<number[]> {
    const rows = await db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return rows.map((row) => row.roleId);
  }

  /** True when any current (not deleted) user holds the role. */
  async isRoleAssigned(roleId: number, db: Executor = this.db): Promise<boolean> {
    const [row] = await db
      .select({ userId: users.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.userId, userRoles.userId))
      .where(and(eq(userRoles.roleId, roleId), isNull(users.deletedAt)))
      .limit(1);
    return row !== undefined;
  }

  /** True when any current user works in the department or office. */
  async isDeptInUse(deptId: number, db: Executor = this.db): Promise<boolean> {
    const [row] = await db
      .select({ userId: users.userId })
      .from(users)
      .where(and(isNull(users.deletedAt), or(eq(users.deptId, deptId), eq(users.officeId, deptId))))
      .limit(1);
    return row !== undefined;
  }

  /** Who the user is and what they may do, or null when disabled or deleted (their session dies). */
  loadPrincipal(userId: number): Promise<Principal | null> {
    return readPrincipal(this.db, userId);
  }

  /** The menus granted to a user through their roles (for `/getRouters`). */
  grantedMenuIds(userId: number): Promise<number[]> {
    return readGrantedMenuIds(this.db, userId);
  }

  /** One statement: every page load asks for it (/getInfo). */
  async getProfile(userId: number): Promise<PublicUser> {
    const [found] = await this.db
      .select({
        row: users,
        // Written out: drizzle renders a selected column unqualified, which would not correlate.
        roleIds: sql<
          number[]
        >`array(select ur.role_id from sys_user_role ur where ur.user_id = sys_user.user_id order by ur.role_id)`,
      })
      .from(users)
      .where(and(eq(users.userId, userId), isNull(users.deletedAt)));
    if (!found) throw notFound('user.notFound');
    return toPublic(found.row, found.roleIds);
  }

  async findUsers(query: UserListQuery): Promise<{ rows: PublicUser[]; total: number }> {
    const filters: (SQL | undefined)[] = [isNull(users.deletedAt)];
    if (query.userName) {
      const pattern = containsPattern(query.userName);
      filters.push(
        or(ilike(users.userName, pattern), ilike(users.nickName, pattern), ilike(users.nameEn, pattern)),
      );
    }
    if (query.status) filters.push(eq(users.status, query.status));
    if (query.userno) filters.push(ilike(users.userno, containsPattern(query.userno)));
    if (query.roleId) {
      const holdsRole = and(eq(userRoles.userId, users.userId), eq(userRoles.roleId, query.roleId));
      filters.push(exists(this.db.select({ one: userRoles.userId }).from(userRoles).where(holdsRole)));
    }
    if (query.deptId) filters.push(eq(users.deptId, query.deptId));
    if (query.officeId) filters.push(eq(users.officeId, query.officeId));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, users.userId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    const links = rows.length
      ? await this.db
          .select()
          .from(userRoles)
          .where(
            inArray(
              userRoles.userId,
              rows.map((row) => row.userId),
            ),
          )
      : [];
    return {
      rows: rows.map((row) =>
        toPublic(
          row,
          links.filter((l) => l.userId === row.userId).map((l) => l.roleId),
        ),
      ),
      total: totals?.total ?? 0,
    };
  }

  private async assertRoles(tx: Executor, roleIds: number[]): Promise<void> {
    const existing = await this.roles.existingRoleIds(roleIds, tx);
    if (existing.length !== new Set(roleIds).size) throw badRequest('role.notFound', {}, 'roleIds');
  }

  /**
   * Only an admin may hand out the admin role or change an admin's account (roles, status,
   * password): otherwise anyone allowed to edit users (hr) could take the whole system over.
   */
  async assertMayManage(
    tx: Executor,
    ctx: RequestContext,
    targetUserId: number | null,
    roleIds: number[],
  ): Promise<void> {
    if (ctx.actor?.roles.includes(ADMIN_ROLE_KEY)) return;
    const isAdminAmong = async (ids: number[]) =>
      ids.length > 0 && (await this.roles.findGrants(ids, tx)).roleKeys.includes(ADMIN_ROLE_KEY);
    if (await isAdminAmong(roleIds)) throw forbidden();
    if (targetUserId !== null && (await isAdminAmong(await this.roleIdsOf(targetUserId, tx))))
      throw forbidden();
  }

  async createUser(ctx: RequestContext, input: CreateUserInput): Promise<PublicUser> {
    assertNotCommonPassword(input.password, 'password');
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: users.userId })
        .from(users)
        .where(eq(users.userName, input.userName));
      if (clash) throw conflict('user.usernameExists', { username: input.userName }, 'userName');
      await this.assertRoles(tx, input.roleIds);
      await this.assertMayManage(tx, ctx, null, input.roleIds);
      const { roleIds, password: _password, ...fields } = input;
      const [row] = await tx
        .insert(users)
        .values({ ...fields, passwordHash, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      if (roleIds.length)
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row!.userId, roleId })));
      const created = toPublic(row!, roleIds);
      await recordAudit(tx, ctx, { action: 'create', entity: 'user', entityId: row!.userId, after: created });
      return created;
    });
  }

  async updateUser(ctx: RequestContext, input: UpdateUserInput): Promise<PublicUser> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.userId, input.userId), isNull(users.deletedAt)))
        .for('update');
      if (!row) throw notFound('user.notFound');
      const [clash] = await tx
        .select({ id: users.userId })
        .from(users)
        .where(eq(users.userName, input.userName));
      if (clash && clash.id !== input.userId)
        throw conflict('user.usernameExists', { username: input.userName }, 'userName');
      await this.assertRoles(tx, input.roleIds);
      await this.assertMayManage(tx, ctx, input.userId, input.roleIds);
      const before = toPublic(row, await this.roleIdsOf(input.userId, tx));
      const { roleIds, userId, ...fields } = input;
      const [updated] = await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(users.userId, userId))
        .returning();
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
      const after = toPublic(updated!, roleIds);
      await recordAudit(tx, ctx, { action: 'update', entity: 'user', entityId: userId, before, after });
      return after;
    });
  }

  /** Sets a password (admin reset or own change) and ends every session of that user. */
  async setPassword(ctx: RequestContext, userId: number, password: string): Promise<void> {
    assertNotCommonPassword(password, 'password');
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.userId, userId), isNull(users.deletedAt)));
      if (!row) throw notFound('user.notFound');
      await this.assertMayManage(tx, ctx, userId, []);
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: new Date(),
          updatedAt: new Date(),
          updatedBy: ctx.actor?.userId,
        })
        .where(eq(users.userId, userId));
      await this.sessions.revokeAllForUser(tx, userId);
      await recordAudit(tx, ctx, { action: 'resetPassword', entity: 'user', entityId: userId });
    });
  }

  /**
   * A user's own new password, after they proved themselves with an e-mailed code (decision
   * 0006): their other sessions end, the one they changed it from stays signed in.
   */
  async changeOwnPassword(ctx: SignedInContext, password: string): Promise<void> {
    // The personal centre's field: the only form that sets one's own password.
    assertNotCommonPassword(password, 'nasPassword');
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const userId = ctx.actor.userId;
      const [row] = await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date(), updatedBy: userId })
        .where(and(eq(users.userId, userId), isNull(users.deletedAt)))
        .returning({ userId: users.userId });
      if (!row) throw notFound('user.notFound');
      await this.sessions.revokeAllForUser(tx, userId, ctx.actor.sessionId);
      await recordAudit(tx, ctx, { action: 'changePassword', entity: 'user', entityId: userId });
    });
  }

  /**
   * The personal centre's edit (decision 0010): only the caller's own row, only the fields a
   * person may change about themselves; the schema refuses anything else before it gets here.
   */
  async updateOwnProfile(ctx: SignedInContext, input: UpdateOwnProfileInput): Promise<PublicUser> {
    const userId = ctx.actor.userId;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.userId, userId), isNull(users.deletedAt)))
        .for('update');
      if (!row) throw notFound('user.notFound');
      const roleIds = await this.roleIdsOf(userId, tx);
      const [updated] = await tx
        .update(users)
        .set({ ...input, updatedAt: new Date(), updatedBy: userId })
        .where(eq(users.userId, userId))
        .returning();
      const before = toPublic(row, roleIds);
      const after = toPublic(updated!, roleIds);
      await recordAudit(tx, ctx, { action: 'update', entity: 'user', entityId: userId, before, after });
      return after;
    });
  }

  /** Soft delete: the person stays in history (audit, authorship), but can no longer sign in. */
  async deleteUsers(ctx: RequestContext, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(users)
        .where(and(inArray(users.userId, ids), isNull(users.deletedAt)));
      if (rows.length !== new Set(ids).size) throw notFound('user.notFound');
      if (ids.includes(ctx.actor?.userId ?? -1)) throw badRequest('user.cannotDeleteSelf');
      for (const row of rows) {
        if (
          (await this.roles.findGrants(await this.roleIdsOf(row.userId, tx), tx)).roleKeys.includes(
            ADMIN_ROLE_KEY,
          )
        ) {
          throw badRequest('user.cannotDeleteAdmin');
        }
        await tx
          .update(users)
          .set({ deletedAt: new Date(), status: USER_STATUS.disabled })
          .where(eq(users.userId, row.userId));
        await this.sessions.revokeAllForUser(tx, row.userId);
        await recordAudit(tx, ctx, {
          action: 'delete',
          entity: 'user',
          entityId: row.userId,
          before: toPublic(row, []),
        });
      }
    });
  }
}
