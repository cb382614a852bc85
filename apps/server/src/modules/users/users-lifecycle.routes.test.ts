import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  callApi,
  createTestApp,
  json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { menus } from '../menus/menus.tables.ts';
import { roles } from '../roles/roles.tables.ts';
import { users } from './users.tables.ts';

const PASSWORD = 'Str0ng!pass';
let t: TestApp;
let admin: string;
let hr: string;
let lawyer: string;
let lawyerRoleId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  [admin, hr, lawyer] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'panling'),
    signIn(t.app, 'sunyue'),
  ]);
  const [role] = await t.db.select().from(roles).where(eq(roles.roleKey, 'lawyer'));
  lawyerRoleId = role!.roleId;
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);
const sessionCode = async (token: string) => (await call('GET', '/getInfo', token)).code;
let ipCounter = 1;
const login = async (username: string) =>
  json(
    await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { username, password: PASSWORD },
      remoteAddress: `10.9.0.${ipCounter++}`,
    }),
  );

async function newUser(roleIds = [lawyerRoleId]): Promise<{ userId: number; userName: string }> {
  sequence += 1;
  const body = await call('POST', '/system/user', admin, {
    userName: `lifecycle${sequence}`,
    nickName: `流程${sequence}`,
    password: PASSWORD,
    roleIds,
  });
  expect(body.code, body.msg).toBe(200);
  return body.data as { userId: number; userName: string };
}

const statusOf = async (userId: number) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.userId, userId)))[0]!.status;
const auditsOf = (userId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)), eq(auditLog.action, action)),
    );
const act = (action: string, userId: number, token = admin, lang?: string) =>
  call('PUT', `/system/user/${action}`, token, { userId }, lang);

describe('user lifecycle actions', () => {
  it('starts new users in service (status 3)', async () => {
    const user = await newUser();
    expect(await statusOf(user.userId)).toBe('3');
  });

  it('disables a user, ending every session; enabling lets them sign in again', async () => {
    const user = await newUser();
    const tokens = [(await login(user.userName)).data, (await login(user.userName)).data] as {
      token: string;
    }[];
    for (const { token } of tokens) expect(await sessionCode(token)).toBe(200);
    expect((await act('disable', user.userId)).code).toBe(200);
    expect(await statusOf(user.userId)).toBe('4');
    for (const { token } of tokens) expect(await sessionCode(token)).toBe(401);
    expect((await login(user.userName)).msg).toBe('账户已停用，请联系管理员');
    expect(await auditsOf(user.userId, 'disable')).toMatchObject([
      { before: { status: '3' }, after: { status: '4' }, userName: 'admin' },
    ]);

    expect((await act('enable', user.userId)).code).toBe(200);
    expect(await statusOf(user.userId)).toBe('3');
    expect((await login(user.userName)).code).toBe(200);
    expect(await auditsOf(user.userId, 'enable')).toMatchObject([
      { before: { status: '4' }, after: { status: '3' } },
    ]);
  });

  it('records a departure, ending every session; reinstating brings the person back in service', async () => {
    const user = await newUser();
    const { token } = (await login(user.userName)).data as { token: string };
    expect((await act('dimission', user.userId, hr)).code).toBe(200);
    expect(await statusOf(user.userId)).toBe('5');
    expect(await sessionCode(token)).toBe(401);
    expect((await login(user.userName)).code).not.toBe(200);
    expect(await auditsOf(user.userId, 'dimission')).toMatchObject([
      { before: { status: '3' }, after: { status: '5' }, userName: 'panling' },
    ]);

    expect((await act('reinstate', user.userId, hr)).code).toBe(200);
    expect(await statusOf(user.userId)).toBe('3');
    expect((await login(user.userName)).code).toBe(200);
    expect(await auditsOf(user.userId, 'reinstate')).toHaveLength(1);
  });

  it('lets a disabled user leave the firm', async () => {
    const user = await newUser();
    await act('disable', user.userId);
    expect((await act('dimission', user.userId)).code).toBe(200);
    expect(await statusOf(user.userId)).toBe('5');
  });

  it('refuses transitions that do not apply, naming both, in the caller language, writing nothing', async () => {
    const user = await newUser();
    const audits = await t.db.$count(auditLog);
    expect(await act('enable', user.userId)).toMatchObject({ code: 400, msg: '在职的用户不能启用' });
    expect(await act('reinstate', user.userId)).toMatchObject({ code: 400, msg: '在职的用户不能复职' });
    await act('dimission', user.userId);
    const afterDeparture = await t.db.$count(auditLog);
    expect(afterDeparture).toBe(audits + 1);
    expect(await act('disable', user.userId, admin, 'en')).toMatchObject({
      code: 400,
      msg: 'Disabling is not possible for a user who is departed',
    });
    expect(await act('dimission', user.userId)).toMatchObject({ code: 400, msg: '离职的用户不能办理离职' });
    expect(await act('enable', user.userId)).toMatchObject({ code: 400 });
    expect(await statusOf(user.userId)).toBe('5');
    expect(await t.db.$count(auditLog)).toBe(afterDeparture);
  });

  it('refuses a lawyer every action, and an unknown user with 404', async () => {
    const user = await newUser();
    for (const action of ['disable', 'enable', 'dimission', 'reinstate'])
      expect((await act(action, user.userId, lawyer)).code, action).toBe(403);
    expect((await act('disable', 999_999)).code).toBe(404);
    expect(await statusOf(user.userId)).toBe('3');
  });

  it('keeps departures to holders of system:user:dimission: a user editor may disable but not record one', async () => {
    const grants = await t.db.select().from(menus);
    const idOf = (key: string) => grants.find((menu) => menu.perms === key || menu.path === key)!.menuId;
    const role = await call('POST', '/system/role', admin, {
      roleName: '账户管理员',
      roleKey: 'account_keeper',
      menuIds: [idOf('system'), idOf('system:user:list'), idOf('system:user:edit')],
    });
    expect(role.code, role.msg).toBe(200);
    const keeper = await newUser([(role.data as { roleId: number }).roleId]);
    const { token } = (await login(keeper.userName)).data as { token: string };
    const target = await newUser();
    expect((await act('dimission', target.userId, token)).code).toBe(403);
    expect(
      (await call('PUT', '/system/user/changeStatus', token, { userId: target.userId, status: '5' })).code,
    ).toBe(403);
    expect(await statusOf(target.userId)).toBe('3');
    expect((await act('disable', target.userId, token)).code).toBe(200);
  });

  it('refuses to let anyone change the account they are signed in with', async () => {
    const [self] = await t.db.select().from(users).where(eq(users.userName, 'panling'));
    expect(await act('dimission', self!.userId, hr)).toMatchObject({
      code: 400,
      msg: '不能对当前登录的账户执行“办理离职”操作',
    });
    expect(await sessionCode(hr)).toBe(200);
  });

  it('lets only an administrator disable an administrator', async () => {
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.roleKey, 'admin'));
    const other = await newUser([adminRole!.roleId]);
    expect((await act('disable', other.userId, hr)).code).toBe(403);
    expect((await act('dimission', other.userId, hr)).code).toBe(403);
    expect(await statusOf(other.userId)).toBe('3');
    expect((await act('disable', other.userId, admin)).code).toBe(200);
  });

  it('maps changeStatus onto the same actions: 3 enables a disabled user and reinstates a departed one', async () => {
    const user = await newUser();
    expect(
      (await call('PUT', '/system/user/changeStatus', admin, { userId: user.userId, status: '5' })).code,
    ).toBe(200);
    expect(
      (await call('PUT', '/system/user/changeStatus', admin, { userId: user.userId, status: '3' })).code,
    ).toBe(200);
    expect(await auditsOf(user.userId, 'reinstate')).toHaveLength(1);
    const bad = await call('PUT', '/system/user/changeStatus', admin, { userId: user.userId, status: '1' });
    expect(bad.code).toBe(400);
  });
});
