import { ALL_PERMISSION, USER_STATUS } from '@venus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LOGINS } from '../../db/seed/demo-firm.ts';
import { menus } from '../menus/menus.tables.ts';
import { roleMenus, roles } from '../roles/roles.tables.ts';
import { readGrantedMenuIds, readPrincipal } from './user-principal.ts';
import { userRoles, users } from './users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userIdOf(role: string): Promise<number> {
  const userName = DEMO_LOGINS.find((login) => login.role === role)!.userName;
  const [row] = await t.db.select().from(users).where(eq(users.userName, userName));
  return row!.userId;
}

/** The permission strings a role's active menus carry, computed the long way round. */
async function expectedPermissions(userId: number): Promise<string[]> {
  const rows = await t.db
    .selectDistinct({ perms: menus.perms })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.roleId, userRoles.roleId), eq(roles.status, '0')))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.roleId))
    .innerJoin(menus, and(eq(menus.menuId, roleMenus.menuId), eq(menus.status, '0')))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.perms).filter((perms) => perms !== '');
}

describe('readPrincipal', () => {
  it('gives a lawyer the permission strings of their active roles’ active menus, each once', async () => {
    const userId = await userIdOf('lawyer');
    const principal = (await readPrincipal(t.db, userId))!;
    expect(principal).toMatchObject({ userId, roles: ['lawyer'] });
    const expected = await expectedPermissions(userId);
    expect(expected.length).toBeGreaterThan(5);
    expect([...principal.permissions].sort()).toEqual([...expected].sort());
    expect(new Set(principal.permissions).size).toBe(principal.permissions.length);
  });

  it('gives an administrator every permission', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    expect((await readPrincipal(t.db, admin!.userId))!.permissions).toEqual([ALL_PERMISSION]);
  });

  it('grants nothing through a disabled menu, and nothing through a disabled role', async () => {
    const userId = await userIdOf('secretary');
    const before = (await readPrincipal(t.db, userId))!;
    const [granted] = await t.db
      .select({ menuId: menus.menuId, perms: menus.perms })
      .from(menus)
      .innerJoin(roleMenus, eq(roleMenus.menuId, menus.menuId))
      .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
      .where(and(eq(userRoles.userId, userId), eq(menus.menuType, 'F')));
    expect(before.permissions).toContain(granted!.perms);
    await t.db.update(menus).set({ status: '1' }).where(eq(menus.menuId, granted!.menuId));
    expect((await readPrincipal(t.db, userId))!.permissions).not.toContain(granted!.perms);
    await t.db.update(menus).set({ status: '0' }).where(eq(menus.menuId, granted!.menuId));

    const roleIds = (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map(
      (link) => link.roleId,
    );
    await t.db.update(roles).set({ status: '1' }).where(inArray(roles.roleId, roleIds));
    expect(await readPrincipal(t.db, userId)).toMatchObject({ roles: [], permissions: [] });
    await t.db.update(roles).set({ status: '0' }).where(inArray(roles.roleId, roleIds));
    expect((await readPrincipal(t.db, userId))!.permissions).toContain(granted!.perms);
  });

  it('has no principal for a disabled or a deleted user', async () => {
    const userId = await userIdOf('finance');
    await t.db.update(users).set({ status: USER_STATUS.disabled }).where(eq(users.userId, userId));
    expect(await readPrincipal(t.db, userId)).toBeNull();
    await t.db
      .update(users)
      .set({ status: USER_STATUS.inService, deletedAt: new Date() })
      .where(eq(users.userId, userId));
    expect(await readPrincipal(t.db, userId)).toBeNull();
    await t.db.update(users).set({ deletedAt: null }).where(eq(users.userId, userId));
    expect(await readPrincipal(t.db, userId)).not.toBeNull();
  });

  it('lists the menus of a user’s active roles only', async () => {
    const userId = await userIdOf('lawyer');
    const links = await t.db
      .selectDistinct({ menuId: roleMenus.menuId })
      .from(userRoles)
      .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, userId));
    const granted = await readGrantedMenuIds(t.db, userId);
    expect(granted.length).toBeGreaterThan(5);
    expect([...granted].sort()).toEqual(links.map((link) => link.menuId).sort());
    const roleIds = (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map(
      (link) => link.roleId,
    );
    await t.db.update(roles).set({ status: '1' }).where(inArray(roles.roleId, roleIds));
    expect(await readGrantedMenuIds(t.db, userId)).toEqual([]);
    await t.db.update(roles).set({ status: '0' }).where(inArray(roles.roleId, roleIds));
  });

  it('reads it all in one statement', async () => {
    const userId = await userIdOf('partner');
    const original = pg.Client.prototype.query;
    let statements = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await readPrincipal(t.db, userId);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(statements).toBe(1);
  });
});
