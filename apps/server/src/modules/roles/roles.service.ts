import type { RoleInput } from '@venus/shared';
import { ADMIN_ROLE_KEY } from '@venus/shared';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import type { RoleListQuery, UpdateRoleInput } from './roles.schemas.ts';
import { roleMenus, roles } from './roles.tables.ts';

type RoleRow = typeof roles.$inferSelect;
export type RoleDetail = RoleRow & { menuIds: number[] };

export interface RoleGrant {
  roleKeys: string[];
  menuIds: number[];
}

/**
 * What the roles module needs from modules whose tables it may not read (DESIGN: a module calls
 * another module's service). Both receive the caller's transaction, so the check and the write
 * see the same data.
 */
export interface RoleCollaborators {
  /** The ids among `menuIds` that name existing menus (menus module). */
  existingMenuIds: (menuIds: number[], db: Executor) => Promise<number[]>;
  /** Whether any user holds the role (users module owns the user-role links). */
  isRoleAssigned: (roleId: number, db: Executor) => Promise<boolean>;
}

const SORTABLE = {
  roleId: roles.roleId,
  roleName: roles.roleName,
  roleKey: roles.roleKey,
  roleSort: roles.roleSort,
  createdAt: roles.createdAt,
};

export class RolesService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: RoleCollaborators,
  ) {}

  /** The keys of the active roles among `roleIds`, and every menu those roles grant. */
  async findGrants(roleIds: number[], db: Executor = this.db): Promise<RoleGrant> {
    if (roleIds.length === 0) return { roleKeys: [], menuIds: [] };
    const active = await db
      .select({ roleId: roles.roleId, roleKey: roles.roleKey })
      .from(roles)
      .where(and(inArray(roles.roleId, roleIds), eq(roles.status, '0')));
    if (active.length === 0) return { roleKeys: [], menuIds: [] };
    const links = await db
      .select({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(
        inArray(
          roleMenus.roleId,
          active.map((role) => role.roleId),
        ),
      );
    return {
      roleKeys: active.map((role) => role.roleKey),
      menuIds: [...new Set(links.map((link) => link.menuId))],
    };
  }

  /** The active roles granting any of these menus. */
  async findActiveRoleIdsGranting(menuIds: number[]): Promise<number[]> {
    if (menuIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ roleId: roles.roleId })
      .from(roles)
      .innerJoin(roleMenus, eq(roleMenus.roleId, roles.roleId))
      .where(and(inArray(roleMenus.menuId, menuIds), eq(roles.status, '0')));
    return rows.map((row) => row.roleId);
  }

  /** Removes a menu from every role, in the transaction that deletes the menu. */
  async unlinkMenu(tx: Executor, menuId: number): Promise<void> {
    await tx.delete(roleMenus).where(eq(roleMenus.menuId, menuId));
  }

  /**
   * The role ids that exist, for validating a user's role assignment. Inside a transaction the
   * rows stay share-locked until it ends, so a role cannot be deleted between this check and
   * the assignment it guards (deleteRoles takes an update lock before asking who holds a role).
   */
  async existingRoleIds(roleIds: number[], db: Executor = this.db): Promise<number[]> {
    if (roleIds.length === 0) return [];
    const rows = await db
      .select({ roleId: roles.roleId })
      .from(roles)
      .where(inArray(roles.roleId, roleIds))
      .for('share');
    return rows.map((row) => row.roleId);
  }

  /** The enabled role of a key (an approval step's "role" approvers), read through `db`. */
  async activeRoleIdsByKey(roleKey: string, db: Executor = this.db): Promise<number[]> {
    const rows = await db
      .select({ roleId: roles.roleId })
      .from(roles)
      .where(and(eq(roles.roleKey, roleKey), eq(roles.status, '0')));
    return rows.map((row) => row.roleId);
  }

  async findRoles(query: RoleListQuery): Promise<{ rows: RoleRow[]; total: number }> {
    const filters: (SQL | undefined)[] = [];
    if (query.roleName) {
      const pattern = containsPattern(query.roleName);
      filters.push(or(ilike(roles.roleName, pattern), ilike(roles.roleNameEn, pattern)));
    }
    if (query.roleKey) filters.push(ilike(roles.roleKey, containsPattern(query.roleKey)));
    if (query.status) filters.push(eq(roles.status, query.status));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(roles)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, roles.roleSort), asc(roles.roleId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(roles).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async getRole(roleId: number): Promise<RoleDetail> {
    const [row] = await this.db.select().from(roles).where(eq(roles.roleId, roleId));
    if (!row) throw notFound('role.notFound');
    return { ...row, menuIds: await this.menuIdsOf(this.db, roleId) };
  }

  async createRole(ctx: RequestContext, input: RoleInput): Promise<RoleDetail> {
    return this.db.transaction(async (tx) => {
      await this.assertKeyFree(tx, input.roleKey);
      const menuIds = await this.assertMenus(tx, input.menuIds);
      const { menuIds: _requested, ...fields } = input;
      const [row] = await tx
        .insert(roles)
        .values({ ...fields, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await this.linkMenus(tx, row!.roleId, menuIds);
      const created = { ...row!, menuIds };
      await recordAudit(tx, ctx, { action: 'create', entity: 'role', entityId: row!.roleId, after: created });
      return created;
    });
  }

  /** Saves a role and replaces the menus it grants, as one change. */
  async updateRole(ctx: RequestContext, input: UpdateRoleInput): Promise<RoleDetail> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockEditable(tx, input.roleId);
      if (input.roleKey !== row.roleKey) await this.assertKeyFree(tx, input.roleKey);
      const menuIds = await this.assertMenus(tx, input.menuIds);
      const before = { ...row, menuIds: await this.menuIdsOf(tx, row.roleId) };
      const { roleId, menuIds: _requested, ...fields } = input;
      const [updated] = await tx
        .update(roles)
        .set({ ...fields, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(roles.roleId, roleId))
        .returning();
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
      await this.linkMenus(tx, roleId, menuIds);
      const after = { ...updated!, menuIds };
      await recordAudit(tx, ctx, { action: 'update', entity: 'role', entityId: roleId, before, after });
      return after;
    });
  }

  async setStatus(ctx: RequestContext, roleId: number, status: '0' | '1'): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockEditable(tx, roleId);
      const [after] = await tx
        .update(roles)
        .set({ status, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(roles.roleId, roleId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'role', entityId: roleId, before, after });
    });
  }

  /** Deletes roles no user holds, with their menu links; one held role refuses the whole batch. */
  async deleteRoles(ctx: RequestContext, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(roles)
        .where(inArray(roles.roleId, ids))
        .orderBy(asc(roles.roleId))
        .for('update');
      if (rows.length !== new Set(ids).size) throw notFound('role.notFound');
      if (rows.some((row) => row.roleKey === ADMIN_ROLE_KEY)) throw badRequest('role.adminProtected');
      for (const row of rows) {
        if (await this.collaborators.isRoleAssigned(row.roleId, tx)) {
          const name = ctx.lang === 'en' && row.roleNameEn ? row.roleNameEn : row.roleName;
          throw conflict('role.inUse', { name });
        }
      }
      for (const row of rows) {
        const before = { ...row, menuIds: await this.menuIdsOf(tx, row.roleId) };
        await tx.delete(roleMenus).where(eq(roleMenus.roleId, row.roleId));
        await recordAudit(tx, ctx, { action: 'delete', entity: 'role', entityId: row.roleId, before });
      }
      await tx.delete(roles).where(inArray(roles.roleId, ids));
    });
  }

  /** The role, locked for the change; the admin role is never changed (it is granted everything). */
  private async lockEditable(tx: Executor, roleId: number): Promise<RoleRow> {
    const [row] = await tx.select().from(roles).where(eq(roles.roleId, roleId)).for('update');
    if (!row) throw notFound('role.notFound');
    if (row.roleKey === ADMIN_ROLE_KEY) throw badRequest('role.adminProtected');
    return row;
  }

  private async assertKeyFree(tx: Executor, roleKey: string): Promise<void> {
    const [clash] = await tx.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, roleKey));
    if (clash) throw conflict('role.keyExists', { key: roleKey }, 'roleKey');
  }

  /** The requested menus without repeats, after checking each one exists. */
  private async assertMenus(tx: Executor, requested: number[]): Promise<number[]> {
    const menuIds = [...new Set(requested)].sort((a, b) => a - b);
    if (menuIds.length === 0) return menuIds;
    const existing = await this.collaborators.existingMenuIds(menuIds, tx);
    if (new Set(existing).size !== menuIds.length) throw badRequest('role.menuNotFound', {}, 'menuIds');
    return menuIds;
  }

  private async linkMenus(tx: Executor, roleId: number, menuIds: number[]): Promise<void> {
    if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  }

  private async menuIdsOf(db: Executor, roleId: number): Promise<number[]> {
    const rows = await db
      .select({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(eq(roleMenus.roleId, roleId))
      .orderBy(asc(roleMenus.menuId));
    return rows.map((row) => row.menuId);
  }
}
