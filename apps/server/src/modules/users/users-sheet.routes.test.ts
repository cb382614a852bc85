import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/read-sheet.ts';
import { workbookOf as sheetOf, sheetUpload } from '../../../test/sheet-upload.ts';
import { API, bearer, callApi, createTestApp, json, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { countChangeAudits } from '../../platform/audit/audit.test-support.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/export-workbook.ts';
import { userRoles, users } from './users.tables.ts';

let t: TestApp;
let admin: string;
let lawyer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'sunyue')]);
});
afterAll(() => t.close());

const CN_HEADER = [
  '登录账号',
  '姓名',
  '英文名',
  '工号',
  '邮箱',
  '手机号码',
  '办公电话',
  '座位',
  '部门名称',
  '办公室',
  '角色',
  '备注',
  '状态',
];
const EN_HEADER = [
  'Login name',
  'Name',
  'English name',
  'Staff number',
  'E-mail',
  'Mobile number',
  'Office phone',
  'Seat',
  'Department name',
  'Office',
  'Roles',
  'Remark',
  'Status',
];

async function exportUsers(body: object, language = 'cn', token = admin) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/system/user/export`,
    headers: { ...bearer(token), language },
    payload: body,
  });
}

const workbookOf = (rows: (string | number)[][]) => sheetOf(rows, 'Users');
const multipart = sheetUpload;

async function importFile(
  app: TestApp,
  token: string,
  file: Buffer,
  language = 'cn',
  fileName?: string,
  updateSupport = false,
) {
  const body = multipart(file, fileName);
  return json(
    await app.app.inject({
      method: 'POST',
      url: `${API}/system/user/import${updateSupport ? '?updateSupport=true' : ''}`,
      headers: { ...bearer(token), language, ...body.headers },
      payload: body.payload,
    }),
  );
}

const bufferOf = (response: LightMyRequestResponse) => response.rawPayload;

/** Changes the export maximum the way an administrator does, on the config page. */
async function setMaxRows(value: string) {
  const list = await callApi(t.app, 'GET', '/system/config/list?configKey=sys.export.maxRows', admin);
  const row = (list.rows as Record<string, unknown>[])[0]!;
  const saved = await callApi(t.app, 'PUT', '/system/config', admin, { ...row, configValue: value });
  expect(saved.code, saved.msg).toBe(200);
}

describe('POST /system/user/export', () => {
  it('streams a real xlsx with the matching users and a header in the caller language', async () => {
    const response = await exportUsers({ userName: '孙悦' });
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('用户列表.xlsx')}`,
    );
    const rows = await readSheet(bufferOf(response));
    expect(rows[0]).toEqual(CN_HEADER);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 4)).toEqual(['sunyue', '孙悦', 'Sun Yue', 'HK0010']);
    expect(rows[1]![10]).toBe('律师');
    expect(rows[1]![12]).toBe('在职');

    const english = await exportUsers({ status: '5' }, 'en');
    expect(english.headers['content-disposition']).toContain("filename*=UTF-8''Users.xlsx");
    const enRows = await readSheet(bufferOf(english));
    expect(enRows[0]).toEqual(EN_HEADER);
    expect(enRows.slice(1).map((row) => [row[0], row[10], row[12]])).toEqual([
      ['hanlei', 'Lawyer', 'departed'],
    ]);
  });

  it('exports every user of the search, beyond one page of the list', async () => {
    const total = await t.db.$count(users, isNull(users.deletedAt));
    const rows = await readSheet(bufferOf(await exportUsers({})));
    expect(rows.length - 1).toBe(total);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(total);
  });

  it('refuses more rows than the configured maximum, stating the maximum, and writes no file', async () => {
    await setMaxRows('5');
    try {
      const response = await exportUsers({});
      expect(response.headers['content-type']).toContain('application/json');
      expect(json(response)).toMatchObject({
        code: 400,
        msg: expect.stringContaining('超过上限 5'),
        data: { maxRows: 5 },
      });
      const en = json(await exportUsers({}, 'en'));
      expect(en.msg).toContain('more than the maximum of 5');
      const few = await exportUsers({ status: '5' });
      expect(few.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    } finally {
      await setMaxRows('10000');
    }
  });

  it('lets any signed-in user read the maximum to confirm with', async () => {
    const body = await callApi(t.app, 'GET', '/system/config/configKey/sys.export.maxRows', lawyer);
    expect(body).toMatchObject({ code: 200 });
    expect(Number(body.msg)).toBeGreaterThan(0);
  });

  it('refuses a caller without system:user:export', async () => {
    const response = await exportUsers({}, 'cn', lawyer);
    expect(json(response).code).toBe(403);
  });
});

describe('POST /system/user/import', () => {
  async function unitIds() {
    const { depts } = await import('../organization/organization.tables.ts');
    const rows = await t.db.select().from(depts);
    const idOf = (name: string) => rows.find((row) => row.deptName === name)!.deptId;
    return { beijing: idOf('北京'), shanghai: idOf('上海') };
  }

  it('round-trips an export: the same file creates the same users in another firm database', async () => {
    const { roles } = await import('../roles/roles.tables.ts');
    const roleRows = await t.db.select().from(roles);
    const roleIdOf = (key: string) => roleRows.find((row) => row.roleKey === key)!.roleId;
    const offices = await unitIds();
    for (const [index, roleKeys] of [['lawyer'], ['secretary', 'lawyer'], []].entries()) {
      const created = await callApi(t.app, 'POST', '/system/user', admin, {
        userName: `roundtrip${index}`,
        nickName: `往返${index}`,
        nameEn: `Round Trip ${index}`,
        userno: `RT${index}`,
        email: `roundtrip${index}@venus-demo.cn`,
        phonenumber: '13900000000',
        officePhone: '+86 10 8525 7000',
        seat: `BJ-09F-00${index}`,
        officeId: index === 1 ? offices.shanghai : offices.beijing,
        roleIds: roleKeys.map(roleIdOf),
        remark: index === 0 ? '备注' : '',
        password: 'Str0ng!pass',
      });
      expect(created.code, created.msg).toBe(200);
    }
    const exported = bufferOf(await exportUsers({ userName: 'roundtrip' }));
    const original = await readSheet(exported);
    expect(original).toHaveLength(4);

    const other = await createTestApp();
    try {
      const otherAdmin = await signIn(other.app, 'admin');
      const audits = await other.db.$count(auditLog, eq(auditLog.action, 'import'));
      const imported = await importFile(other, otherAdmin, exported);
      expect(imported).toMatchObject({ code: 200, msg: '成功导入 3 条数据', data: { imported: 3 } });
      const again = await other.app.inject({
        method: 'POST',
        url: `${API}/system/user/export`,
        headers: bearer(otherAdmin),
        payload: { userName: 'roundtrip' },
      });
      expect(await readSheet(again.rawPayload)).toEqual(original);
      expect(await other.db.$count(auditLog, eq(auditLog.action, 'import'))).toBe(audits + 3);
      // Imported accounts have no password anyone knows until an administrator sets one.
      const signInBody = json(
        await other.app.inject({
          method: 'POST',
          url: `${API}/login`,
          payload: { username: 'roundtrip0', password: 'Str0ng!pass' },
          remoteAddress: '10.7.0.1',
        }),
      );
      expect(signInBody.code).not.toBe(200);
    } finally {
      await other.close();
    }
  });

  it('re-imports its own export in update mode: existing accounts are updated, new ones created, one transaction', async () => {
    const file = await workbookOf([
      ['登录账号', '姓名', '英文名', '备注'],
      ['sunyue', '孙悦', 'Sun Yue (updated)', '导入更新'],
      ['updatemode1', '新同事', 'New Colleague', ''],
    ]);
    const before = await callApi(t.app, 'GET', '/system/user/list?userName=sunyue', admin);
    const sunyue = (before.rows as { userId: number; nameEn: string }[])[0]!;
    const audits = await t.db.$count(auditLog, eq(auditLog.action, 'import'));
    const body = await importFile(t, admin, file, 'cn', undefined, true);
    expect(body).toMatchObject({ code: 200, data: { imported: 2 } });
    const [updated] = await t.db.select().from(users).where(eq(users.userId, sunyue.userId));
    expect(updated).toMatchObject({ nameEn: 'Sun Yue (updated)', remark: '导入更新' });
    expect(await t.db.$count(users, eq(users.userName, 'updatemode1'))).toBe(1);
    // The update is audited with the account before and after.
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'import'))).toBe(audits + 2);
  });

  it('in update mode still reports broken rows by Excel row and writes nothing, updates included', async () => {
    const file = await workbookOf([
      ['登录账号', '姓名', '英文名', '部门名称'],
      ['lihuimin', '李慧敏', 'Changed Name', ''],
      ['updatemode2', '另一位', '', '不存在的部门'],
    ]);
    const before = await footprint();
    const [was] = await t.db.select().from(users).where(eq(users.userName, 'lihuimin'));
    const body = await importFile(t, admin, file, 'cn', undefined, true);
    expect(body.code).toBe(400);
    expect((body.data as { errors: { row: number; field: string }[] }).errors).toEqual([
      expect.objectContaining({ row: 3, field: 'deptName' }),
    ]);
    expect(await footprint()).toEqual(before);
    const [still] = await t.db.select().from(users).where(eq(users.userName, 'lihuimin'));
    expect(still!.nameEn).toBe(was!.nameEn);
  });

  it('reports every login name the database already has, by Excel row, and writes nothing', async () => {
    const file = await workbookOf([
      ['登录账号', '姓名'],
      ['sunyue', '孙悦'],
      ['brandnew1', '新人'],
      ['WANGJIANGUO', '王建国'],
    ]);
    const before = await footprint();
    const body = await importFile(t, admin, file);
    expect(body).toMatchObject({ code: 400, msg: '导入失败：共 2 处错误，未写入任何数据' });
    expect((body.data as { errors: unknown[] }).errors).toEqual([
      { row: 2, field: 'userName', column: '登录账号', message: '登录账号 sunyue 已存在' },
      { row: 4, field: 'userName', column: '登录账号', message: '登录账号 WANGJIANGUO 已存在' },
    ]);
    expect(await footprint()).toEqual(before);
  });

  it('reports each broken row with its Excel row number and field, in the caller language, and writes nothing', async () => {
    const file = await workbookOf([
      ['Login name', 'Name', 'E-mail', 'Office', 'Roles'],
      ['okrow1', '好人', 'ok@venus-demo.cn', 'Beijing', 'Lawyer'],
      ['bademail', '坏邮箱', 'not-an-email', '', ''],
      ['noname', '', '', '', ''],
      ['okrow1', '重复', '', '', ''],
      ['nowhere', '无处', '', 'Atlantis', 'Lawyer, Astronaut'],
    ]);
    const before = await footprint();
    const body = await importFile(t, admin, file, 'en');
    expect(body.code).toBe(400);
    expect(body.msg).toBe('Import refused, nothing was written. Problems found: 5');
    expect((body.data as { errors: unknown[] }).errors).toEqual([
      { row: 3, field: 'email', column: 'E-mail', message: 'E-mail is not valid' },
      { row: 4, field: 'nickName', column: 'Name', message: 'Name is required' },
      { row: 5, field: 'userName', column: 'Login name', message: 'Login name "okrow1" repeats row 2' },
      { row: 6, field: 'officeName', column: 'Office', message: 'Office "Atlantis" does not exist' },
      { row: 6, field: 'roleNames', column: 'Roles', message: 'Roles "Astronaut" does not exist' },
    ]);
    expect(await footprint()).toEqual(before);
    const cn = await importFile(t, admin, file, 'cn');
    expect((cn.data as { errors: { message: string }[] }).errors[0]).toEqual({
      row: 3,
      field: 'email',
      column: '邮箱',
      message: '邮箱格式不正确',
    });
  });

  it('refuses a file that is not an xlsx, and a request without a file', async () => {
    const text = await importFile(t, admin, Buffer.from('userName,nickName\nx,y\n'), 'cn', 'users.xlsx');
    expect(text).toMatchObject({ code: 400, msg: '只能导入 .xlsx 格式的 Excel 文件' });
    const csv = await importFile(t, admin, await workbookOf([['登录账号'], ['abc']]), 'cn', 'users.csv');
    expect(csv.code).toBe(400);
    const none = await callApi(t.app, 'POST', '/system/user/import', admin, {});
    expect(none).toMatchObject({ code: 400, msg: '请选择要导入的 Excel 文件' });
  });

  it('refuses a caller without system:user:import, before reading the file', async () => {
    const before = await footprint();
    const body = await importFile(
      t,
      lawyer,
      await workbookOf([
        ['登录账号', '姓名'],
        ['sneaky', '越权'],
      ]),
    );
    expect(body.code).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('imports as many rows as the configured maximum, each with several roles, all in one go', async () => {
    // At the maximum, the accounts (14 values each), their role links and their audit rows each
    // need more bind parameters than one statement may carry (65,535). Few columns keep the
    // workbook quick to write and read: the omitted ones are still inserted, empty.
    const max = Number(
      (await callApi(t.app, 'GET', '/system/config/configKey/sys.export.maxRows', admin)).msg,
    );
    const prefix = `bulk${Date.now()}`;
    const rows = [['登录账号', '姓名', '角色']];
    // Two sets of roles, alternating: each account's links must follow its own row, batch after batch.
    const roleSets = ['合伙人, 律师, 秘书, 财务', '律师, 秘书, 财务, 人力资源'];
    for (let i = 0; i < max; i += 1) rows.push([`${prefix}-${i}`, `批量 ${i}`, roleSets[i % 2]!]);
    const body = await importFile(t, admin, await workbookOf(rows));
    expect(body, body.msg).toMatchObject({ code: 200, data: { imported: max } });

    const named = like(users.userName, `${prefix}-%`);
    const ids = t.db.select({ userId: users.userId }).from(users).where(named);
    expect(await t.db.$count(users, named)).toBe(max);
    expect(await t.db.$count(userRoles, inArray(userRoles.userId, ids))).toBe(max * 4);
    const { roles } = await import('../roles/roles.tables.ts');
    const roleKeysOf = async (userName: string) =>
      (
        await t.db
          .select({ roleKey: roles.roleKey })
          .from(userRoles)
          .innerJoin(users, eq(users.userId, userRoles.userId))
          .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
          .where(eq(users.userName, userName))
      )
        .map((row) => row.roleKey)
        .sort();
    expect(await roleKeysOf(`${prefix}-${max - 2}`)).toEqual(['finance', 'lawyer', 'partner', 'secretary']);
    expect(await roleKeysOf(`${prefix}-${max - 1}`)).toEqual(['finance', 'hr', 'lawyer', 'secretary']);
    const auditedIds = t.db
      .select({ id: sql`${users.userId}::text` })
      .from(users)
      .where(named);
    expect(
      await t.db.$count(auditLog, and(eq(auditLog.action, 'import'), inArray(auditLog.entityId, auditedIds))),
    ).toBe(max);
  }, 60_000);

  it('lets only an administrator import an administrator', async () => {
    const hr = await signIn(t.app, 'panling');
    const file = await workbookOf([
      ['登录账号', '姓名', '角色'],
      ['newboss', '新老板', '系统管理员'],
    ]);
    const before = await footprint();
    expect((await importFile(t, hr, file)).code).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});

describe('POST /system/user/importTemplate', () => {
  it('answers an empty sheet whose header the import reads, in the caller language', async () => {
    const template = async (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/system/user/importTemplate`,
        headers: { ...bearer(admin), language },
      });
    const cn = await template('cn');
    expect(cn.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(await readSheet(cn.rawPayload)).toEqual([CN_HEADER.slice(0, -1)]);
    expect(await readSheet((await template('en')).rawPayload)).toEqual([EN_HEADER.slice(0, -1)]);
    expect(
      json(
        await t.app.inject({
          method: 'POST',
          url: `${API}/system/user/importTemplate`,
          headers: bearer(lawyer),
        }),
      ).code,
    ).toBe(403);
  });
});

/** What a refused import must leave untouched: the users, their roles and the audit trail. */
async function footprint() {
  const [count, links, audits] = await Promise.all([
    t.db.$count(users),
    t.db.$count(userRoles),
    countChangeAudits(t.db),
  ]);
  return { count, links, audits };
}

describe('audit trail of imports', () => {
  it('holds one row per imported user with the account after, and no hash or password anywhere', async () => {
    const file = await workbookOf([
      ['登录账号', '姓名', '邮箱'],
      ['audited1', '审计一', 'audited1@venus-demo.cn'],
      ['audited2', '审计二', ''],
    ]);
    expect((await importFile(t, admin, file)).code).toBe(200);
    const ids = (
      await t.db
        .select()
        .from(users)
        .where(inArray(users.userName, ['audited1', 'audited2']))
    ).map((row) => String(row.userId));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), inArray(auditLog.entityId, ids)));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => (row.after as { userName: string }).userName).sort()).toEqual([
      'audited1',
      'audited2',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|argon2|!imported/);
  });
});
