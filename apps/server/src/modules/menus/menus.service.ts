import type { Language, MenuInput, MenuNode, MenuTreeInput, RouteItem } from '@venus/shared';
import { ADMIN_ROLE_KEY, checkMenuPlacement, checkMenuTree, levelOf, wouldCreateCycle } from '@venus/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { type AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { buildRouteTree, withAncestors } from './menu-tree.ts';
import { menus } from './menus.tables.ts';

type MenuRow = typeof menus.$inferSelect;

function violationError(violation: { key: string; params: Record<string, unknown> }): AppError {
  const field = violation.key.includes('TooLong') ? 'menuName' : 'parentId';
  return badRequest(violation.key, violation.params, field);
}

const violationKey = (violation: { key: string; menuId: number }) => `${violation.menuId}:${violation.key}`;

export class MenusService {
  constructor(private readonly db: Database) {}

  /** The ids among `menuIds` that exist, share-locked so they cannot vanish before the caller commits. */
  async existingMenuIds(menuIds: number[], db: Executor = this.db): Promise<number[]> {
    if (menuIds.length === 0) return [];
    const rows = await db
      .select({ menuId: menus.menuId })
      .from(menus)
      .where(inArray(menus.menuId, menuIds))
      .for('share');
    return rows.map((row) => row.menuId);
  }

  /** The active menus carrying this permission string (who holds it is asked of roles). */
  async findMenuIdsWithPermission(permission: string): Promise<number[]> {
    const rows = await this.db
      .select({ menuId: menus.menuId })
      .from(menus)
      .where(and(eq(menus.perms, permission), eq(menus.status, '0')));
    return rows.map((row) => row.menuId);
  }

  /** Permission strings of the given menus (active ones only). */
  async findPermissions(menuIds: number[]): Promise<string[]> {
    if (menuIds.length === 0) return [];
    const rows = await this.db
      .select({ perms: menus.perms })
      .from(menus)
      .where(and(inArray(menus.menuId, menuIds), eq(menus.status, '0'), ne(menus.perms, '')));
    return [...new Set(rows.map((row) => row.perms))];
  }

  /** The route tree the actor may see: everything for admins, else granted pages and their directories. */
  async findRouters(actor: Actor, grantedMenuIds: number[], lang: Language): Promise<RouteItem[]> {
    const all = await this.db
      .select()
      .from(menus)
      .where(and(ne(menus.menuType, 'F'), eq(menus.status, '0')))
      .orderBy(asc(menus.orderNum));
    const visible = actor.roles.includes(ADMIN_ROLE_KEY) ? all : withAncestors(all, new Set(grantedMenuIds));
    return buildRouteTree(visible, lang);
  }

  async findMenus(filter: { menuName?: string; status?: string }): Promise<MenuRow[]> {
    const rows = await this.db.select().from(menus).orderBy(asc(menus.parentId), asc(menus.orderNum));
    return rows.filter(
      (row) =>
        (!filter.menuName ||
          row.menuName.includes(filter.menuName) ||
          row.menuNameEn.includes(filter.menuName)) &&
        (!filter.status || row.status === filter.status),
    );
  }

  async getMenu(menuId: number): Promise<MenuRow> {
    const [row] = await this.db.select().from(menus).where(eq(menus.menuId, menuId));
    if (!row) throw notFound('menu.notFound');
    return row;
  }

  /**
   * The placement rules for a menu put under `parentId` (menuId 0 for a new one), checked against
   * the current tree: for an existing menu its whole subtree is checked at its new levels too.
   */
  private async placementCheck(tx: Executor, menuId: number, input: MenuInput): Promise<void> {
    // The parent is held until the change commits, so a parent deleted meanwhile (its delete
    // checks for children under the same lock) cannot leave this menu hanging from nothing.
    if (input.parentId !== 0)
      await tx.select().from(menus).where(eq(menus.menuId, input.parentId)).for('share');
    const all = await tx.select().from(menus);
    const nodes: MenuNode[] = all.map((row) => ({ ...row, menuType: row.menuType as MenuNode['menuType'] }));
    if (menuId > 0 && input.parentId === menuId) throw badRequest('menu.parentIsSelf', {}, 'parentId');
    if (menuId > 0 && wouldCreateCycle(nodes, menuId, input.parentId)) {
      throw badRequest('menu.parentIsDescendant', {}, 'parentId');
    }
    const byId = new Map(all.map((row) => [row.menuId, row]));
    if (input.parentId !== 0 && !byId.has(input.parentId)) throw badRequest('menu.notFound', {}, 'parentId');
    let level = 1;
    for (let up = byId.get(input.parentId); up; up = byId.get(up.parentId)) level += 1;
    const parentType = (byId.get(input.parentId)?.menuType ?? null) as MenuNode['menuType'] | null;
    const violation = checkMenuPlacement(
      { menuId, menuName: input.menuName, menuType: input.menuType },
      level,
      parentType,
    );
    if (violation) throw violationError(violation);
    if (menuId > 0) this.subtreeCheck(nodes, menuId, input);
  }

  /** Moving or retyping a menu moves its descendants too: each must still obey the rules. */
  private subtreeCheck(nodes: MenuNode[], menuId: number, input: MenuInput): void {
    const arranged = nodes.map((node) =>
      node.menuId === menuId
        ? { ...node, parentId: input.parentId, menuName: input.menuName, menuType: input.menuType }
        : node,
    );
    const byId = new Map(arranged.map((node) => [node.menuId, node]));
    for (const node of arranged) {
      if (node.menuId === menuId || !wouldCreateCycle(arranged, menuId, node.parentId)) continue;
      const level = levelOf(byId, node);
      if (level === null) continue;
      const violation = checkMenuPlacement(node, level, byId.get(node.parentId)?.menuType ?? null);
      if (violation) throw violationError(violation);
    }
  }

  async createMenu(ctx: RequestContext, input: MenuInput): Promise<MenuRow> {
    return this.db.transaction(async (tx) => {
      await this.placementCheck(tx, 0, input);
      const [row] = await tx
        .insert(menus)
        .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, { action: 'create', entity: 'menu', entityId: row!.menuId, after: row });
      return row!;
    });
  }

  async updateMenu(ctx: RequestContext, menuId: number, input: MenuInput): Promise<MenuRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(menus).where(eq(menus.menuId, menuId)).for('update');
      if (!before) throw notFound('menu.notFound');
      await this.placementCheck(tx, menuId, input);
      const [after] = await tx
        .update(menus)
        .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(menus.menuId, menuId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'menu', entityId: menuId, before, after });
      return after!;
    });
  }

  /**
   * Saves an arrangement from the drag-and-drop editor: the whole resulting tree must obey the
   * rules (no cycles, names per level, no page at first level, no empty directory).
   */
  async saveMenuTree(ctx: RequestContext, input: MenuTreeInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const all = await tx.select().from(menus).for('update');
      const moves = new Map(input.items.map((item) => [item.menuId, item]));
      const existing = new Set(all.map((row) => row.menuId));
      for (const id of moves.keys()) if (!existing.has(id)) throw notFound('menu.notFound');
      // A menu moved under a parent that does not exist would hang from nothing (found by the
      // nightly fuzz run): the tree rules see it as a first-level menu.
      for (const move of moves.values())
        if (move.parentId !== 0 && !existing.has(move.parentId))
          throw badRequest('menu.notFound', {}, 'parentId');
      const arranged = all.map((row) => ({ ...row, ...(moves.get(row.menuId) ?? {}) }));
      const asNodes = (rows: typeof all) =>
        rows.map((row) => ({ ...row, menuType: row.menuType as MenuNode['menuType'] }));
      // Only what this arrangement breaks is refused: a menu already out of the rules (seeded
      // or imported so) must not block reordering unrelated siblings; its own form still
      // asks for a fix when it is next edited.
      const standing = new Set(checkMenuTree(asNodes(all)).map(violationKey));
      const [violation] = checkMenuTree(asNodes(arranged)).filter(
        (found) => !standing.has(violationKey(found)),
      );
      if (violation) throw violationError(violation);
      for (const row of all) {
        const move = moves.get(row.menuId);
        if (!move || (move.parentId === row.parentId && move.orderNum === row.orderNum)) continue;
        await tx
          .update(menus)
          .set({
            parentId: move.parentId,
            orderNum: move.orderNum,
            updatedAt: new Date(),
            updatedBy: ctx.actor?.userId,
          })
          .where(eq(menus.menuId, row.menuId));
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'menu',
          entityId: row.menuId,
          before: { parentId: row.parentId, orderNum: row.orderNum },
          after: { parentId: move.parentId, orderNum: move.orderNum },
        });
      }
    });
  }

  /** Deletes a menu without children; callers remove role links through the roles service. */
  async deleteMenu(
    ctx: RequestContext,
    menuId: number,
    unlinkRoles: (tx: Executor) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(menus).where(eq(menus.menuId, menuId)).for('update');
      if (!before) throw notFound('menu.notFound');
      const [child] = await tx
        .select({ id: menus.menuId })
        .from(menus)
        .where(eq(menus.parentId, menuId))
        .limit(1);
      if (child) throw badRequest('menu.hasChildren');
      await unlinkRoles(tx);
      await tx.delete(menus).where(eq(menus.menuId, menuId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'menu', entityId: menuId, before });
    });
  }
}
