import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LOGINS } from '../../db/seed/demo-firm.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { userRoles } from './users.tables.ts';

interface Row {
  userId: number;
  userName: string;
  roleIds: number[];
}

const loginOf = (role: string) => DEMO_LOGINS.find((login) => login.role === role)!.userName;

let t: TestApp;
let admin: string;
let roleIdByKey: Map<string, number>;
let userIdByName: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  const roles = await call('GET', '/system/role/list?pageSize=200', admin);
  roleIdByKey = new Map(
    (roles.rows as { roleId: number; roleKey: string }[]).map((r) => [r.roleKey, r.roleId]),
  );
  const users = await call('GET', '/system/user/list?pageSize=200', admin);
  userIdByName = new Map((users.rows as Row[]).map((u) => [u.userName, u.userId]));
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(t.app, method, url, token, payload);

const idOf = (role: string) => userIdByName.get(loginOf(role))!;

async function membersOf(roleId: number): Promise<number[]> {
  const body = await call('GET', `/system/role/authUser/allocatedList?roleId=${roleId}&pageSize=200`, admin);
  return (body.rows as Row[]).map((row) => row.userId);
}

async function newRole(key: string, perms: string[] = []): Promise<number> {
  const menus = await call('GET', '/system/menu/list', admin);
  const menuIds = (menus.data as { menuId: number; perms: string }[])
    .filter((menu) => perms.includes(menu.perms))
    .map((menu) => menu.menuId);
  const body = await call('POST', '/system/role', admin, { roleName: key, roleKey: key, menuIds });
  expect(body.code).toBe(200);
  return (body.data as { roleId: number }).roleId;
}

describe('PUT /system/role/authUser/selectAll and cancelAll', () => {
  it('adds people to a role and takes them off it, auditing each change', async () => {
    const roleId = await newRole('members_a');
    const people = [idOf('lawyer'), idOf('finance')];
    const added = await call('PUT', '/system/role/authUser/selectAll', admin, { roleId, userIds: people });
    expect(added.code).toBe(200);
    expect((await membersOf(roleId)).sort()).toEqual([...people].sort());

    const removed = await call('PUT', '/system/role/authUser/cancelAll', admin, {
      roleId,
      userIds: [idOf('lawyer')],
    });
    expect(removed.code).toBe(200);
    expect(await membersOf(roleId)).toEqual([idOf('finance')]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(idOf('lawyer')))));
    expect(audits.filter((row) => JSON.stringify(row.after).includes(String(roleId)))).toHaveLength(1);
    expect(audits.some((row) => JSON.stringify(row.before).includes(String(roleId)))).toBe(true);
  });

  it('keeps the people’s other roles', async () => {
    const roleId = await newRole('members_b');
    const lawyerId = idOf('lawyer');
    await call('PUT', '/system/role/authUser/selectAll', admin, { roleId, userIds: [lawyerId] });
    await call('PUT', '/system/role/authUser/cancelAll', admin, { roleId, userIds: [lawyerId] });
    const links = await t.db.select().from(userRoles).where(eq(userRoles.userId, lawyerId));
    expect(links.map((link) => link.roleId)).toEqual([roleIdByKey.get('lawyer')]);
  });

  it('adding someone who already holds the role changes nothing', async () => {
    const roleId = roleIdByKey.get('lawyer')!;
    const body = await call('PUT', '/system/role/authUser/selectAll', admin, {
      roleId,
      userIds: [idOf('lawyer')],
    });
    expect(body.code).toBe(200);
    expect((await membersOf(roleId)).filter((id) => id === idOf('lawyer'))).toHaveLength(1);
  });

  it('refuses an unknown role or person and writes nothing', async () => {
    const unknownRole = await call('PUT', '/system/role/authUser/selectAll', admin, {
      roleId: 999_999,
      userIds: [idOf('lawyer')],
    });
    expect(unknownRole.code).toBe(404);
    const roleId = await newRole('members_c');
    const unknownUser = await call('PUT', '/system/role/authUser/selectAll', admin, {
      roleId,
      userIds: [idOf('lawyer'), 999_999],
    });
    expect(unknownUser.code).toBe(404);
    expect(await membersOf(roleId)).toEqual([]);
  });

  it('refuses to take the last person off the administrator role', async () => {
    const adminRole = roleIdByKey.get('admin')!;
    const holders = await membersOf(adminRole);
    const body = await call('PUT', '/system/role/authUser/cancelAll', admin, {
      roleId: adminRole,
      userIds: holders,
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('超级管理员');
    expect(await membersOf(adminRole)).toEqual(holders);
  });

  it('lets only an administrator hand out the administrator role', async () => {
    const editorRole = await newRole('members_editor', ['system:role:list', 'system:role:edit']);
    const hrId = idOf('hr');
    await call('PUT', '/system/role/authUser/selectAll', admin, { roleId: editorRole, userIds: [hrId] });
    const hr = await signIn(t.app, loginOf('hr'));
    const grab = await call('PUT', '/system/role/authUser/selectAll', hr, {
      roleId: roleIdByKey.get('admin')!,
      userIds: [hrId],
    });
    expect(grab.code).toBe(403);
    expect(await membersOf(roleIdByKey.get('admin')!)).not.toContain(hrId);
    const ordinary = await call('PUT', '/system/role/authUser/selectAll', hr, {
      roleId: editorRole,
      userIds: [idOf('secretary')],
    });
    expect(ordinary.code).toBe(200);
  });

  it('needs system:role:edit', async () => {
    const lawyer = await signIn(t.app, loginOf('lawyer'));
    const body = await call('PUT', '/system/role/authUser/selectAll', lawyer, {
      roleId: roleIdByKey.get('lawyer')!,
      userIds: [idOf('lawyer')],
    });
    expect(body.code).toBe(403);
  });
});
