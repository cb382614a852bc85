import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LOGINS } from '../../db/seed/demo-firm.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { roleMenus, roles } from './roles.tables.ts';

interface RoleRow {
  roleId: number;
  roleName: string;
  roleNameEn: string;
  roleKey: string;
  roleSort: number;
  status: string;
  menuIds: number[];
}

const loginOf = (role: string) => DEMO_LOGINS.find((login) => login.role === role)!.userName;

let t: TestApp;
let admin: string;
let lawyer: string;
let menuIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, loginOf('lawyer'))]);
  const menus = await call('GET', '/system/menu/list', admin);
  menuIds = (menus.data as { menuId: number }[]).map((menu) => menu.menuId);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

async function roleByKey(roleKey: string): Promise<RoleRow> {
  const list = await call('GET', `/system/role/list?roleKey=${roleKey}`, admin);
  const row = (list.rows as RoleRow[]).find((role) => role.roleKey === roleKey)!;
  return (await call('GET', `/system/role/${row.roleId}`, admin)).data as RoleRow;
}

let sequence = 0;
async function newRole(grants: number[] = []): Promise<RoleRow> {
  sequence += 1;
  const body = await call('POST', '/system/role', admin, {
    roleName: `测试角色${sequence}`,
    roleKey: `test_role_${sequence}`,
    menuIds: grants,
  });
  expect(body.code).toBe(200);
  return body.data as RoleRow;
}

async function auditsOf(entityId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)),
    );
}

async function linkedMenus(roleId: number): Promise<number[]> {
  const rows = await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId));
  return rows.map((row) => row.menuId).sort((a, b) => a - b);
}

async function footprint() {
  const [[roleCount], [links], [audits]] = await Promise.all([
    t.db.select({ n: count() }).from(roles),
    t.db.select({ n: count() }).from(roleMenus),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { roles: roleCount!.n, links: links!.n, audits: audits!.n };
}

describe('GET /system/role/list and /system/role/:id', () => {
  it('lists roles page by page in role order', async () => {
    const body = await call('GET', '/system/role/list?pageNum=1&pageSize=25', admin);
    expect(body.code).toBe(200);
    expect((body.rows as RoleRow[]).slice(0, 3).map((role) => role.roleKey)).toEqual([
      'admin',
      'partner',
      'lawyer',
    ]);
    expect(body.total).toBeGreaterThanOrEqual(7);
  });

  it('filters roles by name in either language, by key and by status', async () => {
    const byName = await call('GET', `/system/role/list?roleName=${encodeURIComponent('秘书')}`, admin);
    expect((byName.rows as RoleRow[]).map((role) => role.roleKey)).toEqual(['secretary']);
    const byEnglish = await call('GET', '/system/role/list?roleName=finance', admin);
    expect((byEnglish.rows as RoleRow[]).map((role) => role.roleKey)).toEqual(['finance']);
    const byKey = await call('GET', '/system/role/list?roleKey=admin', admin);
    expect((byKey.rows as RoleRow[]).map((role) => role.roleKey)).toEqual(['admin', 'administration']);
    const disabled = await call('GET', '/system/role/list?status=1', admin);
    expect((disabled.rows as RoleRow[]).every((role) => role.status === '1')).toBe(true);
  });

  it('shows a role with the menus it grants', async () => {
    const hr = await roleByKey('hr');
    expect(hr.menuIds.length).toBeGreaterThan(0);
    expect(hr.menuIds).toEqual(await linkedMenus(hr.roleId));
  });

  it('answers 404 for a role that does not exist', async () => {
    expect(await call('GET', '/system/role/999999', admin)).toMatchObject({ code: 404, msg: '角色不存在' });
  });

  it('refuses a user without system:role:list', async () => {
    expect((await call('GET', '/system/role/list', lawyer)).code).toBe(403);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/system/role/list')).code).toBe(401);
  });
});

describe('POST /system/role', () => {
  it('adds a role with its menus and audits it', async () => {
    const grants = menuIds.slice(0, 3);
    const body = await call('POST', '/system/role', admin, {
      roleName: '实习律师',
      roleNameEn: 'Trainee',
      roleKey: 'trainee',
      roleSort: 9,
      menuIds: [...grants, grants[0]],
    });
    expect(body).toMatchObject({ code: 200, data: { roleKey: 'trainee', roleSort: 9, status: '0' } });
    const role = body.data as RoleRow;
    expect(role.menuIds).toEqual([...grants].sort((a, b) => a - b));
    expect(await linkedMenus(role.roleId)).toEqual(role.menuIds);
    const [audit] = await auditsOf(role.roleId, 'create');
    expect(audit!.after).toMatchObject({ roleKey: 'trainee', menuIds: role.menuIds });
  });

  it('refuses a role key already in use, writing nothing', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/role', admin, { roleName: '又一个律师', roleKey: 'lawyer' });
    expect(body).toMatchObject({ code: 409, msg: '角色权限字符 lawyer 已存在' });
    expect(await footprint()).toEqual(before);
  });

  it('requires a role name, naming the field in the caller language', async () => {
    const before = await footprint();
    const cn = await call('POST', '/system/role', admin, { roleName: '', roleKey: 'nameless' });
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('角色名称');
    const en = await call('POST', '/system/role', admin, { roleKey: 'nameless' }, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Role name');
    expect(await footprint()).toEqual(before);
  });

  it('refuses an order out of range and an overlong name, naming the field, rather than clamping or cutting', async () => {
    const before = await footprint();
    const negative = await call('POST', '/system/role', admin, {
      roleName: '负序',
      roleKey: 'negative',
      roleSort: -5,
    });
    expect(negative).toMatchObject({ code: 400, msg: '角色顺序不能小于0' });
    const huge = await call('POST', '/system/role', admin, {
      roleName: '大序',
      roleKey: 'huge',
      roleSort: 1e20,
    });
    expect(huge).toMatchObject({ code: 400, msg: '角色顺序不能大于9999' });
    const long = await call(
      'POST',
      '/system/role',
      admin,
      { roleName: '长'.repeat(31), roleKey: 'long' },
      'en',
    );
    expect(long).toMatchObject({ code: 400 });
    expect(long.msg).toContain('Role name');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a role key that is not lower-case letters, digits and underscores', async () => {
    const body = await call('POST', '/system/role', admin, { roleName: '坏', roleKey: 'Bad Key' });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('权限字符');
  });

  it('refuses menus that do not exist, writing nothing', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/role', admin, {
      roleName: '幽灵',
      roleKey: 'ghost',
      menuIds: [menuIds[0], 999999],
    });
    expect(body).toMatchObject({ code: 400, msg: '所选菜单不存在' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a user without system:role:add', async () => {
    const body = await call('POST', '/system/role', lawyer, { roleName: '越权', roleKey: 'sneaky' });
    expect(body.code).toBe(403);
  });
});

describe('PUT /system/role', () => {
  it('edits a role and replaces its menus, auditing before and after', async () => {
    const role = await newRole(menuIds.slice(0, 2));
    const grants = menuIds.slice(2, 5);
    const body = await call('PUT', '/system/role', admin, {
      ...role,
      roleName: '改名',
      roleKey: `${role.roleKey}_x`,
      menuIds: grants,
    });
    expect(body).toMatchObject({
      code: 200,
      data: { roleName: '改名', roleKey: `${role.roleKey}_x`, menuIds: grants },
    });
    expect(await linkedMenus(role.roleId)).toEqual(grants);
    const [audit] = await auditsOf(role.roleId, 'update');
    expect(audit!.before).toMatchObject({ roleName: role.roleName, menuIds: role.menuIds });
    expect(audit!.after).toMatchObject({ roleName: '改名', menuIds: grants });
  });

  it('keeps its own key when saved unchanged', async () => {
    const role = await newRole();
    expect((await call('PUT', '/system/role', admin, { ...role, remark: '备注' })).code).toBe(200);
  });

  it('refuses a key another role uses, writing nothing', async () => {
    const role = await newRole(menuIds.slice(0, 1));
    const before = await footprint();
    const body = await call('PUT', '/system/role', admin, { ...role, roleKey: 'partner', menuIds: [] });
    expect(body.code).toBe(409);
    expect(await footprint()).toEqual(before);
    expect(await linkedMenus(role.roleId)).toEqual(role.menuIds);
  });

  it('refuses menus that do not exist, keeping the old links', async () => {
    const role = await newRole(menuIds.slice(0, 1));
    const body = await call('PUT', '/system/role', admin, { ...role, menuIds: [999999] });
    expect(body.code).toBe(400);
    expect(await linkedMenus(role.roleId)).toEqual(role.menuIds);
  });

  it('refuses to change the admin role', async () => {
    const adminRole = await roleByKey('admin');
    const before = await footprint();
    const body = await call('PUT', '/system/role', admin, { ...adminRole, roleName: '超级' });
    expect(body).toMatchObject({ code: 400, msg: '不能修改或删除超级管理员角色' });
    const en = await call('PUT', '/system/role', admin, { ...adminRole, roleName: '超级' }, 'en');
    expect(en.msg).toBe('The super administrator role cannot be changed or deleted');
    expect(await footprint()).toEqual(before);
  });

  it('answers 404 for a role that does not exist', async () => {
    const body = await call('PUT', '/system/role', admin, {
      roleId: 999999,
      roleName: '无',
      roleKey: 'nobody',
    });
    expect(body.code).toBe(404);
  });

  it('refuses a user without system:role:edit', async () => {
    const role = await newRole();
    expect((await call('PUT', '/system/role', lawyer, role)).code).toBe(403);
  });
});

describe('PUT /system/role/changeStatus', () => {
  it('disables a role, which then grants nothing, and audits it', async () => {
    const hrLogin = await signIn(t.app, loginOf('hr'));
    expect((await call('GET', '/system/dept/list', hrLogin)).code).toBe(200);
    const hr = await roleByKey('hr');
    const body = await call('PUT', '/system/role/changeStatus', admin, { roleId: hr.roleId, status: '1' });
    expect(body.code).toBe(200);
    expect((await call('GET', '/system/dept/list', hrLogin)).code).toBe(403);
    const [audit] = await auditsOf(hr.roleId, 'update');
    expect(audit).toMatchObject({
      before: expect.objectContaining({ status: '0' }),
      after: expect.objectContaining({ status: '1' }),
    });
    await call('PUT', '/system/role/changeStatus', admin, { roleId: hr.roleId, status: '0' });
    expect((await call('GET', '/system/dept/list', hrLogin)).code).toBe(200);
  });

  it('refuses to disable the admin role', async () => {
    const adminRole = await roleByKey('admin');
    const body = await call('PUT', '/system/role/changeStatus', admin, {
      roleId: adminRole.roleId,
      status: '1',
    });
    expect(body.code).toBe(400);
    expect((await roleByKey('admin')).status).toBe('0');
  });

  it('refuses a status other than 0 and 1', async () => {
    const role = await newRole();
    const body = await call('PUT', '/system/role/changeStatus', admin, { roleId: role.roleId, status: '2' });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('状态');
  });
});

describe('DELETE /system/role/:ids', () => {
  it('deletes roles with their menu links and audits each', async () => {
    const first = await newRole(menuIds.slice(0, 2));
    const second = await newRole();
    const body = await call('DELETE', `/system/role/${first.roleId},${second.roleId}`, admin);
    expect(body.code).toBe(200);
    expect(await call('GET', `/system/role/${first.roleId}`, admin)).toMatchObject({ code: 404 });
    expect(await linkedMenus(first.roleId)).toEqual([]);
    const [audit] = await auditsOf(first.roleId, 'delete');
    expect(audit!.before).toMatchObject({ roleKey: first.roleKey, menuIds: first.menuIds });
    expect(await auditsOf(second.roleId, 'delete')).toHaveLength(1);
  });

  it('refuses to delete a role held by users, writing nothing', async () => {
    const unused = await newRole();
    const lawyerRole = await roleByKey('lawyer');
    const before = await footprint();
    const body = await call('DELETE', `/system/role/${unused.roleId},${lawyerRole.roleId}`, admin);
    expect(body).toMatchObject({ code: 409, msg: '角色「律师」已分配给用户，不能删除' });
    const en = await call('DELETE', `/system/role/${lawyerRole.roleId}`, admin, undefined, 'en');
    expect(en.msg).toBe('Role "Lawyer" is assigned to users and cannot be deleted');
    expect(await footprint()).toEqual(before);
  });

  it('refuses to delete the admin role', async () => {
    const adminRole = await roleByKey('admin');
    const body = await call('DELETE', `/system/role/${adminRole.roleId}`, admin);
    expect(body).toMatchObject({ code: 400, msg: '不能修改或删除超级管理员角色' });
  });

  it('deletes nothing when one of the roles does not exist', async () => {
    const role = await newRole();
    const before = await footprint();
    const body = await call('DELETE', `/system/role/${role.roleId},999999`, admin);
    expect(body.code).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a user without system:role:remove', async () => {
    const role = await newRole();
    expect((await call('DELETE', `/system/role/${role.roleId}`, lawyer)).code).toBe(403);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('DELETE', '/system/role/1')).code).toBe(401);
  });
});
