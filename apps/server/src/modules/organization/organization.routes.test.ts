import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LOGINS } from '../../db/seed/demo-firm.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { depts } from './organization.tables.ts';

interface DeptRow {
  deptId: number;
  parentId: number;
  deptName: string;
  deptNameEn: string;
  kind: string;
  orderNum: number;
  leaderId: number | null;
  status: string;
}

const loginOf = (role: string) => DEMO_LOGINS.find((login) => login.role === role)!.userName;

let t: TestApp;
let admin: string;
let lawyer: string;
/** HR may list and view departments but not change them. */
let hr: string;
let firm: DeptRow;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer, hr] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, loginOf('lawyer')),
    signIn(t.app, loginOf('hr')),
  ]);
  firm = (await list('?kind=firm'))[0]!;
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

async function list(query = ''): Promise<DeptRow[]> {
  const body = await call('GET', `/system/dept/list${query}`, admin);
  expect(body.code).toBe(200);
  return body.data as DeptRow[];
}

const named = async (deptName: string) => (await list()).find((dept) => dept.deptName === deptName)!;

let sequence = 0;
async function newDept(parentId: number, kind = 'department'): Promise<DeptRow> {
  sequence += 1;
  const body = await call('POST', '/system/dept', admin, { parentId, deptName: `测试部门${sequence}`, kind });
  expect(body.code).toBe(200);
  return body.data as DeptRow;
}

async function auditsOf(entityId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'dept'), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)),
    );
}

async function footprint() {
  const [[rows], [audits]] = await Promise.all([
    t.db.select({ n: count() }).from(depts),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { depts: rows!.n, audits: audits!.n };
}

describe('GET /system/dept/list and /system/dept/:id', () => {
  it('lists the whole tree flat, the firm first and children in their order', async () => {
    const rows = await list();
    expect(rows[0]).toMatchObject({ parentId: 0, kind: 'firm', deptName: '汉坤律师事务所' });
    const offices = rows.filter((dept) => dept.kind === 'office');
    expect(offices.map((dept) => dept.deptNameEn)).toEqual(['Beijing', 'Shanghai', 'Shenzhen', 'Hong Kong']);
    expect(
      rows.every((dept) => dept.parentId === 0 || rows.some((parent) => parent.deptId === dept.parentId)),
    ).toBe(true);
  });

  it('filters by name in either language, by kind and by status', async () => {
    expect((await list(`?deptName=${encodeURIComponent('争议')}`)).map((dept) => dept.deptNameEn)).toEqual([
      'Dispute Resolution',
    ]);
    expect((await list('?deptName=hong')).map((dept) => dept.deptName)).toEqual(['香港']);
    expect((await list('?kind=group')).length).toBe(8);
    expect((await list('?status=1')).every((dept) => dept.status === '1')).toBe(true);
  });

  it('refuses an unknown kind filter', async () => {
    const body = await call('GET', '/system/dept/list?kind=team', admin);
    expect(body.code).toBe(400);
  });

  it('shows one department, and answers 404 for one that does not exist', async () => {
    expect((await call('GET', `/system/dept/${firm.deptId}`, hr)).data).toMatchObject({ kind: 'firm' });
    expect(await call('GET', '/system/dept/999999', admin)).toMatchObject({ code: 404, msg: '部门不存在' });
  });

  it('lets a user with system:dept:list read the tree', async () => {
    expect((await call('GET', '/system/dept/list', hr)).code).toBe(200);
  });

  it('refuses a user without system:dept:list', async () => {
    expect((await call('GET', '/system/dept/list', lawyer)).code).toBe(403);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/system/dept/list')).code).toBe(401);
  });
});

describe('office and practice-group pickers', () => {
  it('gives any signed-in user the active offices in order', async () => {
    const body = await call('GET', '/system/dept/offices', lawyer);
    expect(body.code).toBe(200);
    expect((body.data as DeptRow[]).map((dept) => dept.deptName)).toEqual(['北京', '上海', '深圳', '香港']);
  });

  it('gives any signed-in user the active practice groups', async () => {
    const body = await call('GET', '/system/dept/groups', lawyer);
    expect(body.code).toBe(200);
    const groups = body.data as DeptRow[];
    expect(groups).toHaveLength(8);
    expect(groups.every((dept) => dept.kind === 'group')).toBe(true);
  });

  it('leaves disabled offices out', async () => {
    const office = await call('POST', '/system/dept', admin, {
      parentId: firm.deptId,
      deptName: '成都',
      kind: 'office',
      orderNum: 9,
      status: '1',
    });
    expect(office.code).toBe(200);
    const body = await call('GET', '/system/dept/offices', lawyer);
    expect((body.data as DeptRow[]).map((dept) => dept.deptName)).not.toContain('成都');
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/system/dept/offices')).code).toBe(401);
  });
});

describe('POST /system/dept', () => {
  it('adds a department under its parent and audits it', async () => {
    const body = await call('POST', '/system/dept', admin, {
      parentId: firm.deptId,
      deptName: '知识管理部',
      deptNameEn: 'Knowledge Management',
      kind: 'department',
      orderNum: 40,
    });
    expect(body).toMatchObject({
      code: 200,
      data: { parentId: firm.deptId, deptName: '知识管理部', status: '0' },
    });
    const [audit] = await auditsOf((body.data as DeptRow).deptId, 'create');
    expect(audit!.after).toMatchObject({ deptName: '知识管理部' });
  });

  it('refuses a parent that does not exist, writing nothing', async () => {
    const before = await footprint();
    const body = await call('POST', '/system/dept', admin, {
      parentId: 999999,
      deptName: '孤儿',
      kind: 'department',
    });
    expect(body).toMatchObject({ code: 400, msg: '部门不存在' });
    expect(await footprint()).toEqual(before);
  });

  it('requires a name, naming the field in the caller language, writing nothing', async () => {
    const before = await footprint();
    const cn = await call('POST', '/system/dept', admin, {
      parentId: firm.deptId,
      deptName: ' ',
      kind: 'group',
    });
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('部门名称');
    const en = await call('POST', '/system/dept', admin, { parentId: firm.deptId, kind: 'group' }, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Department name');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a kind outside firm, office, group and department', async () => {
    const body = await call('POST', '/system/dept', admin, {
      parentId: firm.deptId,
      deptName: '小组',
      kind: 'team',
    });
    expect(body.code).toBe(400);
    expect(body.msg).toBe('类型的值不在允许范围内');
  });

  it('refuses a user without system:dept:add', async () => {
    const body = await call('POST', '/system/dept', hr, {
      parentId: firm.deptId,
      deptName: '越权',
      kind: 'group',
    });
    expect(body.code).toBe(403);
  });
});

describe('PUT /system/dept', () => {
  it('edits a department and audits before and after', async () => {
    const dept = await newDept(firm.deptId);
    const body = await call('PUT', '/system/dept', admin, { ...dept, deptName: '改名', orderNum: 7 });
    expect(body).toMatchObject({ code: 200, data: { deptName: '改名', orderNum: 7 } });
    const [audit] = await auditsOf(dept.deptId, 'update');
    expect(audit!.before).toMatchObject({ deptName: dept.deptName });
    expect(audit!.after).toMatchObject({ deptName: '改名' });
  });

  it('moves a department to another branch', async () => {
    const branch = await newDept(firm.deptId);
    const leaf = await newDept(firm.deptId);
    const body = await call('PUT', '/system/dept', admin, { ...leaf, parentId: branch.deptId });
    expect(body).toMatchObject({ code: 200, data: { parentId: branch.deptId } });
  });

  it('refuses a department as its own parent, writing nothing', async () => {
    const dept = await newDept(firm.deptId);
    const before = await footprint();
    const body = await call('PUT', '/system/dept', admin, { ...dept, parentId: dept.deptId });
    expect(body.code).toBe(400);
    expect(body.errors?.[0]?.field).toBe('parentId');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a parent below the department itself, writing nothing', async () => {
    const top = await newDept(firm.deptId);
    const middle = await newDept(top.deptId);
    const bottom = await newDept(middle.deptId);
    const before = await footprint();
    const body = await call('PUT', '/system/dept', admin, { ...top, parentId: bottom.deptId });
    expect(body.code).toBe(400);
    expect(body.errors?.[0]?.field).toBe('parentId');
    expect(await footprint()).toEqual(before);
    expect((await call('GET', `/system/dept/${top.deptId}`, admin)).data).toMatchObject({
      parentId: firm.deptId,
    });
  });

  it('refuses a parent that does not exist', async () => {
    const dept = await newDept(firm.deptId);
    const body = await call('PUT', '/system/dept', admin, { ...dept, parentId: 999999 });
    expect(body).toMatchObject({ code: 400, msg: '部门不存在' });
  });

  it('answers 404 for a department that does not exist', async () => {
    const body = await call('PUT', '/system/dept', admin, { deptId: 999999, deptName: '无', kind: 'group' });
    expect(body.code).toBe(404);
  });

  it('refuses a user without system:dept:edit', async () => {
    const dept = await newDept(firm.deptId);
    expect((await call('PUT', '/system/dept', hr, dept)).code).toBe(403);
  });
});

describe('DELETE /system/dept/:id', () => {
  it('deletes a department without children or people and audits it', async () => {
    const dept = await newDept(firm.deptId);
    expect((await call('DELETE', `/system/dept/${dept.deptId}`, admin)).code).toBe(200);
    expect((await call('GET', `/system/dept/${dept.deptId}`, admin)).code).toBe(404);
    const [audit] = await auditsOf(dept.deptId, 'delete');
    expect(audit!.before).toMatchObject({ deptName: dept.deptName });
  });

  it('refuses to delete a department with sub-departments, writing nothing', async () => {
    const parent = await newDept(firm.deptId);
    await newDept(parent.deptId);
    const before = await footprint();
    const body = await call('DELETE', `/system/dept/${parent.deptId}`, admin);
    expect(body).toMatchObject({ code: 400, msg: '存在下级部门，不允许删除' });
    const en = await call('DELETE', `/system/dept/${parent.deptId}`, admin, undefined, 'en');
    expect(en.msg).toBe('The department has sub-departments and cannot be deleted');
    expect(await footprint()).toEqual(before);
  });

  it('refuses to delete a practice group people work in', async () => {
    const group = await named('公司并购');
    const body = await call('DELETE', `/system/dept/${group.deptId}`, admin);
    expect(body).toMatchObject({ code: 400, msg: '部门存在用户，不允许删除' });
  });

  it('refuses to delete an office people work at', async () => {
    const office = await named('深圳');
    const before = await footprint();
    const body = await call('DELETE', `/system/dept/${office.deptId}`, admin);
    expect(body).toMatchObject({ code: 400, msg: '部门存在用户，不允许删除' });
    expect(await footprint()).toEqual(before);
  });

  it('answers 404 for a department that does not exist', async () => {
    expect((await call('DELETE', '/system/dept/999999', admin)).code).toBe(404);
  });

  it('refuses a user without system:dept:remove', async () => {
    const dept = await newDept(firm.deptId);
    expect((await call('DELETE', `/system/dept/${dept.deptId}`, hr)).code).toBe(403);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('DELETE', '/system/dept/1')).code).toBe(401);
  });
});
