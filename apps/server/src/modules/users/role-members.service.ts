import { ADMIN_ROLE_KEY } from '@venus/shared';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { UsersService } from './users.service.ts';
import { userRoles, users } from './users.tables.ts';

export interface RoleMembersInput {
  roleId: number;
  userIds: number[];
}

/**
 * The users-by-role page: who holds one role, added and removed in batches. The links belong to
 * the users module, so it is done here; the same guard as the user form applies (only an
 * administrator hands out the admin role or changes an administrator's roles).
 */
export class RoleMembersService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersService,
    private readonly roles: RolesService,
  ) {}

  async addMembers(ctx: RequestContext, input: RoleMembersInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const userIds = await this.prepare(tx, ctx, input);
      for (const userId of userIds) {
        const before = await this.users.roleIdsOf(userId, tx);
        if (before.includes(input.roleId)) continue;
        await tx.insert(userRoles).values({ userId, roleId: input.roleId });
        await this.audit(tx, ctx, userId, before, [...before, input.roleId]);
      }
    });
  }

  async removeMembers(ctx: RequestContext, input: RoleMembersInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const userIds = await this.prepare(tx, ctx, input);
      for (const userId of userIds) {
        const before = await this.users.roleIdsOf(userId, tx);
        if (!before.includes(input.roleId)) continue;
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, input.roleId)));
        await this.audit(
          tx,
          ctx,
          userId,
          before,
          before.filter((roleId) => roleId !== input.roleId),
        );
      }
      await this.assertAdminRemains(tx, input.roleId);
    });
  }

  /** Checks the role, the people and the caller's right to change them; the ids without repeats. */
  private async prepare(tx: Executor, ctx: RequestContext, input: RoleMembersInput): Promise<number[]> {
    const [role] = await this.roles.existingRoleIds([input.roleId], tx);
    if (role === undefined) throw notFound('role.notFound');
    const userIds = [...new Set(input.userIds)].sort((a, b) => a - b);
    const found = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(and(inArray(users.userId, userIds), isNull(users.deletedAt)))
      .for('update');
    if (found.length !== userIds.length) throw notFound('user.notFound');
    for (const userId of userIds) await this.users.assertMayManage(tx, ctx, userId, [input.roleId]);
    return userIds;
  }

  /** Nobody could administer the system again once the admin role has no holder left. */
  private async assertAdminRemains(tx: Executor, roleId: number): Promise<void> {
    const { roleKeys } = await this.roles.findGrants([roleId], tx);
    if (!roleKeys.includes(ADMIN_ROLE_KEY)) return;
    const [holders] = await tx
      .select({ n: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.userId, userRoles.userId))
      .where(and(eq(userRoles.roleId, roleId), isNull(users.deletedAt)));
    if ((holders?.n ?? 0) === 0) throw badRequest('roleMembers.lastAdmin');
  }

  private async audit(
    tx: Executor,
    ctx: RequestContext,
    userId: number,
    before: number[],
    after: number[],
  ): Promise<void> {
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { roleIds: before },
      after: { roleIds: after },
    });
  }
}
