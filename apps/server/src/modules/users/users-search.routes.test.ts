import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { depts } from '../organization/organization.tables.ts';
import { roles } from '../roles/roles.tables.ts';
import { users } from './users.tables.ts';

let t: TestApp;
let admin: string;
let lawyer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'sunyue')]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

interface Suggestion {
  id: number;
  name: string;
  nameEn: string;
  allName: string;
  userno: string;
}

const search = async (query: Record<string, string>, token = lawyer) => {
  const body = await call('GET', `/system/user/search?${new URLSearchParams(query)}`, token);
  expect(body.code, body.msg).toBe(200);
  return body.data as Suggestion[];
};
const deptIdOf = async (name: string) =>
  (await t.db.select().from(depts).where(eq(depts.deptName, name)))[0]!.deptId;
const roleIdOf = async (key: string) =>
  (await t.db.select().from(roles).where(eq(roles.roleKey, key)))[0]!.roleId;

/** Nothing a colleague lookup answers may carry a secret or a private field. */
function expectNoSecrets(payload: string) {
  expect(payload).not.toMatch(/argon2|passwordHash|phonenumber|"remark"|"deletedAt"/);
}

describe('user search (spec §3 User search query → User suggestion)', () => {
  it('answers the suggestion fields for a signed-in user, matching name, English name, login or number', async () => {
    const [byName] = await search({ query: '孙悦' });
    expect(byName).toEqual({
      id: expect.any(Number),
      name: '孙悦',
      nameEn: 'Sun Yue',
      allName: '孙悦 Sun Yue',
      userno: 'HK0010',
    });
    for (const query of ['Sun Yue', 'sunyue', 'HK0010'])
      expect((await search({ query })).map((u) => u.name)).toEqual(['孙悦']);
    expect((await call('GET', '/system/user/search?query=sun')).code).toBe(401);
  });

  it('takes the query object as a JSON body too, and refuses a query over 64 characters', async () => {
    const body = await call('POST', '/system/user/search', lawyer, {
      query: '孙悦',
      roleIds: [await roleIdOf('lawyer')],
    });
    expect((body.data as Suggestion[]).map((u) => u.userno)).toEqual(['HK0010']);
    expect((await call('POST', '/system/user/search', lawyer, { query: 'x'.repeat(65) })).code).toBe(400);
  });

  it('leaves out departed and disabled people unless their status is asked for', async () => {
    expect(await search({ query: 'hanlei' })).toEqual([]);
    expect((await search({ query: 'hanlei', status: '5' })).map((u) => u.name)).toEqual(['韩磊']);
  });

  it('filters by office, practice group, role, category (role key) and secretaries', async () => {
    const hongkong = await deptIdOf('香港');
    const inHongKong = await search({ office: String(hongkong) });
    const hongkongRows = await t.db.select().from(users).where(eq(users.officeId, hongkong));
    expect(inHongKong.map((u) => u.id).sort()).toEqual(
      hongkongRows
        .filter((row) => row.status === '3')
        .map((row) => row.userId)
        .sort(),
    );
    const corporate = await search({ groupIds: String(await deptIdOf('公司并购')) });
    expect(corporate.map((u) => u.name)).toEqual(expect.arrayContaining(['王建国', '孙悦', '许晴']));
    const secretaries = await search({ secretary: 'true' });
    expect(secretaries.map((u) => u.name).sort()).toEqual(
      ['曹丽', '曾慧', '彭芳', '萧颖', '许晴', '邓婷'].sort(),
    );
    expect((await search({ categorys: 'finance' })).map((u) => u.name).sort()).toEqual(
      ['吕建华', '苏梅', '蒋涛'].sort(),
    );
    const hr = await search({ roleIds: String(await roleIdOf('hr')) });
    expect(hr.map((u) => u.name).sort()).toEqual(['杜娟', '潘玲'].sort());
  });

  it('never sends a password hash, mobile number or remark', async () => {
    const body = await call('GET', '/system/user/search?query=', lawyer);
    expect((body.data as Suggestion[]).length).toBeGreaterThan(20);
    expectNoSecrets(JSON.stringify(body));
  });
});

describe('GET /system/user/brief/:id', () => {
  it('answers userno and name of anyone, departed colleagues included, to any signed-in user', async () => {
    const [hanlei] = await t.db.select().from(users).where(eq(users.userName, 'hanlei'));
    const body = await call('GET', `/system/user/brief/${hanlei!.userId}`, lawyer);
    expect(body.data).toEqual({
      id: hanlei!.userId,
      name: '韩磊',
      nameEn: 'Han Lei',
      allName: '韩磊 Han Lei',
      userno: hanlei!.userno,
    });
    expect((await call('GET', '/system/user/brief/999999', lawyer)).code).toBe(404);
    expect((await call('GET', `/system/user/brief/${hanlei!.userId}`)).code).toBe(401);
  });
});

describe('GET /system/user/addressBook', () => {
  it('lists colleagues in service with department, office, desk line, e-mail and seat, and nothing private', async () => {
    const body = await call('GET', '/system/user/addressBook?name=sunyue', lawyer);
    expect(body.rows).toEqual([
      {
        userId: expect.any(Number),
        nickName: '孙悦',
        nameEn: 'Sun Yue',
        userno: 'HK0010',
        deptId: expect.any(Number),
        deptName: '公司并购',
        deptNameEn: 'Corporate M&A',
        officeId: expect.any(Number),
        officeName: '北京',
        officeNameEn: 'Beijing',
        officePhone: '+86 10 8525 5009',
        email: 'sunyue@venus-demo.cn',
        seat: 'BJ-10F-010',
      },
    ]);
    const all = await call('GET', '/system/user/addressBook?pageSize=100', lawyer);
    const inService = await t.db.$count(users, eq(users.status, '3'));
    expect(all.total).toBe(inService);
    expect((all.rows as { nickName: string }[]).map((row) => row.nickName)).not.toContain('韩磊');
    expectNoSecrets(JSON.stringify(all));
  });
});

describe('users by role and the extended user list', () => {
  it('lists the holders of a role for the roles page, to holders of system:role:list only', async () => {
    const body = await call(
      'GET',
      `/system/role/authUser/allocatedList?roleId=${await roleIdOf('hr')}`,
      admin,
    );
    expect((body.rows as { userName: string }[]).map((row) => row.userName).sort()).toEqual([
      'dujuan',
      'panling',
    ]);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    expect((await call('GET', `/system/role/authUser/allocatedList?roleId=1`, lawyer)).code).toBe(403);
  });

  it('searches the user list by staff number, role and status 3, as the share list asks', async () => {
    const byNumber = await call('GET', '/system/user/list?userno=HK0010', admin);
    expect((byNumber.rows as { userName: string }[]).map((row) => row.userName)).toEqual(['sunyue']);
    const byRole = await call('GET', `/system/user/list?roleId=${await roleIdOf('finance')}`, admin);
    expect(byRole.total).toBe(3);
    const share = await call('GET', '/system/user/list?pageNum=1&pageSize=10000&status=3', admin);
    expect(share.total).toBe(await t.db.$count(users, eq(users.status, '3')));
    expect((await call('GET', '/system/user/list?status=0', admin)).code).toBe(400);
    expect(JSON.stringify(share)).not.toMatch(/argon2|passwordHash/);
  });
});
