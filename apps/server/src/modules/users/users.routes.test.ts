import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  callApi,
  createTestApp,
  json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-firm.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { countChangeAudits } from '../../platform/audit/audit.test-support.ts';
import { roles } from '../roles/roles.tables.ts';
import { users } from './users.tables.ts';

interface UserRow {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string;
  userno: string;
  email: string;
  phonenumber: string;
  deptId: number | null;
  officeId: number | null;
  status: string;
  remark: string;
  roleIds: number[];
  createdBy: number | null;
}

const POLICY_CN = '新密码长度不能少于8位，且必须包含小写字母、大写字母、数字和特殊字符中的三种！';
const POLICY_EN =
  'New password length cannot be less than 8 characters, and must contain three of lowercase letters, uppercase letters, digits and special characters!';
const NEW_PASSWORD = 'Str0ng!pass';

let t: TestApp;
let admin: string;
let hr: string;
let lawyer: string;
let roleId: Record<'admin' | 'lawyer' | 'secretary' | 'hr', number>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, hr, lawyer] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'panling'),
    signIn(t.app, 'sunyue'),
  ]);
  const rows = await t.db.select().from(roles);
  const idOf = (roleKey: string) => rows.find((row) => row.roleKey === roleKey)!.roleId;
  roleId = { admin: idOf('admin'), lawyer: idOf('lawyer'), secretary: idOf('secretary'), hr: idOf('hr') };
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

let ipCounter = 10;
/** Sign-in attempts from an address of their own, so expected failures never trigger the captcha. */
async function login(username: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { username, password },
    remoteAddress: `10.1.0.${ipCounter++}`,
  });
  return json(response);
}

/** 200 while the token's session lives, 401 once it has ended. */
const sessionCode = async (token: string) => (await call('GET', '/getInfo', token)).code;

async function userIdOf(userName: string): Promise<number> {
  const [row] = await t.db.select().from(users).where(eq(users.userName, userName));
  return row!.userId;
}

/** What a refused request must leave untouched: the users and the audit trail. */
async function footprint() {
  const [rows, audits] = await Promise.all([
    t.db.select().from(users).orderBy(users.userId),
    countChangeAudits(t.db),
  ]);
  return { rows, audits };
}

async function auditsOf(userId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)), eq(auditLog.action, action)),
    );
}

let sequence = 0;
function newUserPayload(extra: object = {}) {
  sequence += 1;
  return {
    userName: `newcomer${sequence}`,
    nickName: `新同事${sequence}`,
    email: `newcomer${sequence}@venus-demo.cn`,
    password: NEW_PASSWORD,
    roleIds: [roleId.lawyer],
    ...extra,
  };
}

async function newUser(extra: object = {}, token = admin): Promise<UserRow> {
  const body = await call('POST', '/system/user', token, newUserPayload(extra));
  expect(body.code, body.msg).toBe(200);
  return body.data as UserRow;
}

const editOf = (user: UserRow, changes: Partial<UserRow> = {}) => {
  const { userId, userName, nickName, nameEn, userno, email, phonenumber, deptId, officeId, status, remark } =
    user;
  return {
    userId,
    userName,
    nickName,
    nameEn,
    userno,
    email,
    phonenumber,
    deptId,
    officeId,
    status,
    remark,
    roleIds: user.roleIds,
    ...changes,
  };
};

describe('GET /system/user/list', () => {
  it('lists current users page by page with the total', async () => {
    const total = await t.db.$count(users, isNull(users.deletedAt));
    const first = await call('GET', '/system/user/list?pageNum=1&pageSize=25', admin);
    expect(first.code).toBe(200);
    expect(first.total).toBe(total);
    expect(first.rows).toHaveLength(25);
    const second = await call('GET', '/system/user/list?pageNum=2&pageSize=25', admin);
    expect(second.rows).toHaveLength(total - 25);
    const ids = [...(first.rows as UserRow[]), ...(second.rows as UserRow[])].map((user) => user.userId);
    expect(new Set(ids).size).toBe(total);
  });

  it('accepts only the page sizes 25, 50, 100 and 200', async () => {
    for (const size of [25, 50, 100, 200]) {
      const body = await call('GET', `/system/user/list?pageSize=${size}`, admin);
      expect(body.code, `pageSize ${size}`).toBe(200);
      expect((body.rows as UserRow[]).length).toBeLessThanOrEqual(size);
    }
    for (const size of [10, 30, 201, 500]) {
      const body = await call('GET', `/system/user/list?pageSize=${size}`, admin);
      expect(body.code, `pageSize ${size}`).toBe(400);
      expect(body.msg).toContain('每页条数');
    }
  });

  it('filters by name (login, Chinese or English), status and department', async () => {
    const byLogin = await call('GET', '/system/user/list?userName=sunyue', admin);
    expect((byLogin.rows as UserRow[]).map((user) => user.userName)).toEqual(['sunyue']);
    const byNick = await call('GET', `/system/user/list?userName=${encodeURIComponent('孙悦')}`, admin);
    expect((byNick.rows as UserRow[]).map((user) => user.userName)).toEqual(['sunyue']);
    const byEnglish = await call('GET', `/system/user/list?userName=${encodeURIComponent('Sun Yue')}`, admin);
    expect((byEnglish.rows as UserRow[]).map((user) => user.userName)).toEqual(['sunyue']);
    const departed = await call('GET', '/system/user/list?status=5', admin);
    const departedRows = departed.rows as UserRow[];
    expect(departedRows.map((user) => user.userName)).toContain('hanlei');
    expect(departedRows.every((user) => user.status === '5')).toBe(true);
    const [sunyue] = await t.db.select().from(users).where(eq(users.userName, 'sunyue'));
    const byDept = await call('GET', `/system/user/list?deptId=${sunyue!.deptId}&pageSize=200`, admin);
    const deptRows = byDept.rows as UserRow[];
    expect(deptRows.map((user) => user.userName)).toContain('sunyue');
    expect(deptRows.every((user) => user.deptId === sunyue!.deptId)).toBe(true);
    expect(byDept.total).toBe(deptRows.length);
  });

  it('never returns a password hash', async () => {
    const response = await t.app.inject({
      url: `${API}/system/user/list?pageSize=200`,
      headers: bearer(admin),
    });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
  });

  it('lets hr list users, refuses a lawyer and an anonymous caller', async () => {
    expect((await call('GET', '/system/user/list', hr)).code).toBe(200);
    expect((await call('GET', '/system/user/list', lawyer)).code).toBe(403);
    expect((await call('GET', '/system/user/list')).code).toBe(401);
  });
});

describe('GET /system/user/:id', () => {
  it('shows a user with their roles and never the password hash', async () => {
    const id = await userIdOf('sunyue');
    const response = await t.app.inject({ url: `${API}/system/user/${id}`, headers: bearer(admin) });
    expect(json(response)).toMatchObject({
      code: 200,
      data: { userId: id, userName: 'sunyue', nickName: '孙悦', roleIds: [roleId.lawyer] },
    });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain('deletedAt');
  });

  it('answers 404 for a user that does not exist', async () => {
    expect(await call('GET', '/system/user/999999', admin)).toMatchObject({ code: 404, msg: '用户不存在' });
  });
});

describe('POST /system/user', () => {
  it('adds a user who can then sign in, auditing it without the password', async () => {
    const user = await newUser({ roleIds: [roleId.lawyer, roleId.secretary] });
    expect(user.roleIds.sort()).toEqual([roleId.lawyer, roleId.secretary].sort());
    expect((await login(user.userName, NEW_PASSWORD)).code).toBe(200);
    const [audit] = await auditsOf(user.userId, 'create');
    expect(audit!.after).toMatchObject({ userName: user.userName, nickName: user.nickName });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2|Str0ng/);
  });

  it('enforces the password policy with its message on the password field', async () => {
    const before = await footprint();
    for (const password of [
      'Ab1!xyz',
      'alllowercase',
      'lowerUPPER',
      'lower1234',
      'UPPER!!!!',
      'Has space1!',
    ]) {
      const body = await call('POST', '/system/user', admin, newUserPayload({ password }));
      expect(body.code, password).toBe(400);
      expect(body.msg, password).toBe(POLICY_CN);
      expect(body.errors, password).toEqual([
        { field: 'password', key: 'password.policy', message: POLICY_CN },
      ]);
    }
    const en = await call('POST', '/system/user', admin, newUserPayload({ password: 'weakpassword' }), 'en');
    expect(en).toMatchObject({ code: 400, msg: POLICY_EN });
    expect(await footprint()).toEqual(before);
  });

  it('accepts a password of 8 characters with three kinds of characters', async () => {
    const user = await newUser({ password: 'abcDEF12' });
    expect((await login(user.userName, 'abcDEF12')).code).toBe(200);
  });

  it('refuses a login name already in use with 409, writing nothing', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/user', admin, newUserPayload({ userName: 'sunyue' }));
    expect(body).toMatchObject({ code: 409, msg: '登录账号 sunyue 已存在' });
    expect(body.errors?.[0]?.field).toBe('userName');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a role that does not exist, writing nothing', async () => {
    const before = await footprint();
    const body = await call(
      'POST',
      '/system/user',
      admin,
      newUserPayload({ roleIds: [roleId.lawyer, 999999] }),
    );
    expect(body).toMatchObject({ code: 400, msg: '角色不存在' });
    expect(body.errors?.[0]?.field).toBe('roleIds');
    expect(await footprint()).toEqual(before);
  });

  it('lets hr add a user, but refuses a lawyer and an anonymous caller', async () => {
    const added = await newUser({}, hr);
    expect(added.createdBy).toBe(await userIdOf('panling'));
    expect((await call('POST', '/system/user', lawyer, newUserPayload())).code).toBe(403);
    expect((await call('POST', '/system/user', undefined, newUserPayload())).code).toBe(401);
  });

  it('refuses to let anyone but an admin grant the admin role', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/user', hr, newUserPayload({ roleIds: [roleId.admin] }));
    expect(body.code).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});

describe('PUT /system/user', () => {
  it('edits a user and their roles, auditing before and after without any hash', async () => {
    const user = await newUser();
    const body = await call(
      'PUT',
      '/system/user',
      admin,
      editOf(user, { nickName: '改名', roleIds: [roleId.secretary] }),
    );
    expect(body).toMatchObject({ code: 200, data: { nickName: '改名', roleIds: [roleId.secretary] } });
    const [audit] = await auditsOf(user.userId, 'update');
    expect(audit!.before).toMatchObject({ nickName: user.nickName, roleIds: [roleId.lawyer] });
    expect(audit!.after).toMatchObject({ nickName: '改名', roleIds: [roleId.secretary] });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2/);
  });

  it('never changes the password through an edit', async () => {
    const user = await newUser();
    const body = await call('PUT', '/system/user', admin, {
      ...editOf(user),
      password: 'Other!pass1',
      passwordHash: 'x',
    });
    expect(body.code).toBe(200);
    expect((await login(user.userName, NEW_PASSWORD)).code).toBe(200);
  });

  it('refuses a login name another user has with 409', async () => {
    const user = await newUser();
    const before = await footprint();
    const body = await call('PUT', '/system/user', admin, editOf(user, { userName: 'wangjianguo' }));
    expect(body).toMatchObject({ code: 409, msg: '登录账号 wangjianguo 已存在' });
    expect(await footprint()).toEqual(before);
  });

  it('leaves the status alone: the edit form cannot disable, only the lifecycle actions can', async () => {
    const user = await newUser();
    const token = await signIn(t.app, user.userName, NEW_PASSWORD);
    const edited = await call('PUT', '/system/user', admin, editOf(user, { status: '4', remark: 'x' }));
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({ status: '3', remark: 'x' });
    expect(await sessionCode(token)).toBe(200);
  });

  it('lets hr edit a user, but refuses a lawyer', async () => {
    const user = await newUser();
    expect((await call('PUT', '/system/user', hr, editOf(user, { remark: '人事备注' }))).code).toBe(200);
    expect((await call('PUT', '/system/user', lawyer, editOf(user, { remark: '越权' }))).code).toBe(403);
  });

  it('refuses to let anyone but an admin change an admin or grant the admin role', async () => {
    const adminUser = (await call('GET', `/system/user/${await userIdOf('admin')}`, admin)).data as UserRow;
    const hrSelf = (await call('GET', `/system/user/${await userIdOf('panling')}`, admin)).data as UserRow;
    const before = await footprint();
    expect((await call('PUT', '/system/user', hr, editOf(adminUser, { remark: '越权' }))).code).toBe(403);
    expect(
      (await call('PUT', '/system/user', hr, editOf(adminUser, { roleIds: [roleId.lawyer] }))).code,
    ).toBe(403);
    const escalate = editOf(hrSelf, { roleIds: [roleId.hr, roleId.admin] });
    expect((await call('PUT', '/system/user', hr, escalate)).code).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});

describe('PUT /system/user/changeStatus', () => {
  it('ends all sessions of a disabled user at once, and they stay ended after re-enabling', async () => {
    const user = await newUser();
    const tokens = [
      await signIn(t.app, user.userName, NEW_PASSWORD),
      await signIn(t.app, user.userName, NEW_PASSWORD),
    ];
    for (const token of tokens) expect(await sessionCode(token)).toBe(200);
    const body = await call('PUT', '/system/user/changeStatus', admin, { userId: user.userId, status: '4' });
    expect(body.code).toBe(200);
    for (const token of tokens) expect(await sessionCode(token)).toBe(401);
    expect((await login(user.userName, NEW_PASSWORD)).msg).toBe('账户已停用，请联系管理员');
    const [audit] = await auditsOf(user.userId, 'disable');
    expect(audit).toMatchObject({ before: { status: '3' }, after: { status: '4' } });

    await call('PUT', '/system/user/changeStatus', admin, { userId: user.userId, status: '3' });
    for (const token of tokens) expect(await sessionCode(token)).toBe(401);
    expect((await login(user.userName, NEW_PASSWORD)).code).toBe(200);
  });

  it('refuses to let an admin delete themselves, with its own message', async () => {
    const adminId = await userIdOf('admin');
    const before = await footprint();
    const body = await call('DELETE', `/system/user/${adminId}`, admin);
    expect(body).toMatchObject({ code: 400, msg: '不能删除当前登录的账户' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses to let an admin disable themselves', async () => {
    const adminId = await userIdOf('admin');
    const before = await footprint();
    const body = await call('PUT', '/system/user/changeStatus', admin, { userId: adminId, status: '4' });
    expect(body).toMatchObject({ code: 400, msg: '不能对当前登录的账户执行“停用”操作' });
    const en = await call('PUT', '/system/user/changeStatus', admin, { userId: adminId, status: '4' }, 'en');
    expect(en.msg).toBe('Disabling is not allowed for the account you are signed in with');
    expect(await footprint()).toEqual(before);
    expect(await sessionCode(admin)).toBe(200);
  });
});

describe('PUT /system/user/resetPwd', () => {
  it('ends every session of the user; the new password works and the old one does not', async () => {
    const user = await newUser();
    const tokens = [
      await signIn(t.app, user.userName, NEW_PASSWORD),
      await signIn(t.app, user.userName, NEW_PASSWORD),
    ];
    const body = await call('PUT', '/system/user/resetPwd', admin, {
      userId: user.userId,
      password: 'Fresh#Pass9',
    });
    expect(body.code).toBe(200);
    for (const token of tokens) expect(await sessionCode(token)).toBe(401);
    expect((await login(user.userName, NEW_PASSWORD)).msg).toBe('用户名或密码错误');
    expect((await login(user.userName, 'Fresh#Pass9')).code).toBe(200);
    const audits = await auditsOf(user.userId, 'resetPassword');
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toMatch(/passwordHash|argon2|Fresh#Pass9/);
  });

  it('enforces the password policy', async () => {
    const user = await newUser();
    const before = await footprint();
    const body = await call('PUT', '/system/user/resetPwd', admin, {
      userId: user.userId,
      password: 'password',
    });
    expect(body).toMatchObject({ code: 400, msg: POLICY_CN });
    expect(body.errors?.[0]?.field).toBe('password');
    expect(await footprint()).toEqual(before);
    expect((await login(user.userName, NEW_PASSWORD)).code).toBe(200);
  });

  it('lets hr reset a lawyer’s password but not the admin’s', async () => {
    const user = await newUser();
    const ok = await call('PUT', '/system/user/resetPwd', hr, {
      userId: user.userId,
      password: 'Hr!Reset22',
    });
    expect(ok.code).toBe(200);
    const before = await footprint();
    const adminId = await userIdOf('admin');
    const refused = await call('PUT', '/system/user/resetPwd', hr, {
      userId: adminId,
      password: 'Hr!Reset22',
    });
    expect(refused.code).toBe(403);
    expect(await footprint()).toEqual(before);
    expect(await sessionCode(admin)).toBe(200);
  });

  it('refuses a lawyer', async () => {
    const user = await newUser();
    const body = await call('PUT', '/system/user/resetPwd', lawyer, {
      userId: user.userId,
      password: 'Hr!Reset22',
    });
    expect(body.code).toBe(403);
  });
});

describe('DELETE /system/user/:ids', () => {
  it('deletes softly: the user can no longer sign in but the row stays', async () => {
    const user = await newUser();
    const token = await signIn(t.app, user.userName, NEW_PASSWORD);
    expect((await call('DELETE', `/system/user/${user.userId}`, admin)).code).toBe(200);
    expect(await sessionCode(token)).toBe(401);
    expect((await login(user.userName, NEW_PASSWORD)).msg).toBe('用户名或密码错误');
    expect((await call('GET', `/system/user/${user.userId}`, admin)).code).toBe(404);
    const list = await call('GET', `/system/user/list?userName=${user.userName}`, admin);
    expect(list.rows).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.userId, user.userId));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [audit] = await auditsOf(user.userId, 'delete');
    expect(audit!.before).toMatchObject({ userName: user.userName });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2/);
  });

  it('refuses to delete the admin, even for another admin, writing nothing', async () => {
    const second = await newUser({ roleIds: [roleId.admin] });
    const secondToken = await signIn(t.app, second.userName, NEW_PASSWORD);
    const adminId = await userIdOf('admin');
    const before = await footprint();
    const body = await call('DELETE', `/system/user/${adminId}`, secondToken);
    expect(body).toMatchObject({ code: 400, msg: '不能删除超级管理员' });
    const en = await call('DELETE', `/system/user/${adminId}`, secondToken, undefined, 'en');
    expect(en.msg).toBe('The super administrator cannot be deleted');
    expect((await call('DELETE', `/system/user/${adminId}`, admin)).code).toBe(400);
    expect(await footprint()).toEqual(before);
    expect(await sessionCode(admin)).toBe(200);
  });

  it('deletes nothing when one of the users does not exist', async () => {
    const user = await newUser();
    const before = await footprint();
    expect((await call('DELETE', `/system/user/${user.userId},999999`, admin)).code).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('refuses hr (who may list, add and edit) and an anonymous caller', async () => {
    const user = await newUser();
    const before = await footprint();
    expect((await call('DELETE', `/system/user/${user.userId}`, hr)).code).toBe(403);
    expect((await call('DELETE', `/system/user/${user.userId}`)).code).toBe(401);
    expect(await footprint()).toEqual(before);
  });
});

describe('audit trail', () => {
  it('holds a row with before or after for every user mutation, and no password or hash anywhere', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'user'));
    const actions = new Set(rows.map((row) => row.action));
    expect([...actions].sort()).toEqual(['create', 'delete', 'disable', 'enable', 'resetPassword', 'update']);
    for (const row of rows) {
      if (row.action === 'create') expect(row.after).not.toBeNull();
      if (['update', 'disable', 'enable'].includes(row.action))
        expect([row.before, row.after]).not.toContain(null);
      if (row.action === 'delete') expect(row.before).not.toBeNull();
    }
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/passwordHash|argon2/);
    for (const password of [NEW_PASSWORD, 'Fresh#Pass9', 'Hr!Reset22', DEMO_PASSWORD])
      expect(text).not.toContain(password);
  });
});
