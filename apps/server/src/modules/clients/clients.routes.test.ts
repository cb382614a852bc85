import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/read-sheet.ts';
import { API, bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { clientRelations } from './clients.tables.ts';
import {
  type ClientDetail,
  caller,
  clientForm,
  clientIdOf,
  formOf,
  userIdsOf,
} from './clients.test-support.ts';

/**
 * Clients through HTTP on a real database with the demo clients (clients.seed.ts). luoxue is a
 * lawyer (list, query, add, edit), xuqing a secretary (no edit), lvjianhua and jiangtao are in
 * finance (no client permission at all), zhangzhiqiang originates the Dingsheng clients.
 */
const PEOPLE = ['luoxue', 'xuqing', 'lvjianhua', 'jiangtao', 'zhangzhiqiang', 'admin'] as const;

let t: TestApp;
const tokens: Record<string, string> = {};
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) tokens[person] = await signIn(t.app, person);
  api = caller(t, tokens);
});
afterAll(() => t.close());

const XINGHE = '北京星河智能科技有限公司';
const XINGHE_CLOUD = '上海星河云计算有限公司';
const QINGHE = '杭州青禾生物医药股份有限公司';

interface Row {
  clientId: number;
  nameCn: string;
  nameEn: string;
}
const namesOf = (rows: Row[]) => rows.map((row) => row.nameCn).sort();
const detail = async (clientId: number) =>
  api.okData<ClientDetail>('admin', 'GET', `/hankun/client/${clientId}`);

describe('the client list', () => {
  it('finds clients by a keyword over their names and registration number, and by type and status', async () => {
    expect(namesOf(await api.okData('luoxue', 'GET', '/hankun/client/list?keyword=星河'))).toEqual(
      [XINGHE_CLOUD, XINGHE].sort(),
    );
    expect(namesOf(await api.okData('luoxue', 'GET', '/hankun/client/list?keyword=xinghe%20cloud'))).toEqual([
      XINGHE_CLOUD,
    ]);
    expect(
      namesOf(await api.okData('luoxue', 'GET', '/hankun/client/list?keyword=91330106MA2B7QH45L')),
    ).toEqual([QINGHE]);
    expect(namesOf(await api.okData('luoxue', 'GET', '/hankun/client/list?clientType=2'))).toEqual(
      ['张明远', '陈佩玲'].sort(),
    );
    expect(namesOf(await api.okData('luoxue', 'GET', '/hankun/client/list?status=inactive'))).toEqual([
      '光华传媒集团有限公司',
    ]);
    const paged = await api.call('luoxue', 'GET', '/hankun/client/list?pageSize=25&orderByColumn=nameCn');
    expect(paged.total).toBeGreaterThanOrEqual(13);
  });

  it('refuses the list to a person without hankun:client:list', async () => {
    expect((await api.call('lvjianhua', 'GET', '/hankun/client/list')).code).toBe(403);
  });

  it('lists as my clients those I originate or work on a case of', async () => {
    // zhangzhiqiang originates three and is the partner of a Xinghe case (demo cases seed).
    expect(namesOf(await api.okData('zhangzhiqiang', 'GET', '/hankun/client/myList'))).toEqual(
      [
        '深圳前海鼎盛投资管理有限公司',
        '鼎盛成长一期（深圳）股权投资合伙企业（有限合伙）',
        '北风资本合伙企业',
        '北京星河智能科技有限公司',
      ].sort(),
    );
    // luoxue originates none and leads the Guanghua trademark case.
    expect(namesOf(await api.okData('luoxue', 'GET', '/hankun/client/myList'))).toEqual([
      '光华传媒集团有限公司',
    ]);
    expect(await api.okData('lvjianhua', 'GET', '/hankun/client/myList')).toEqual([]);
  });

  it('offers pickers active clients named in the reader’s language, without a number', async () => {
    const found = await api.call(
      'lvjianhua',
      'GET',
      '/hankun/client/selectList?query=group',
      undefined,
      'en',
    );
    expect(found.data).toEqual([]);
    const english = await api.call(
      'lvjianhua',
      'GET',
      '/hankun/client/selectList?query=xinghe',
      undefined,
      'en',
    );
    expect(english.data).toEqual([
      {
        id: await clientIdOf(t, XINGHE),
        name: 'Beijing Xinghe Intelligent Technology Co., Ltd.',
        number: null,
      },
      {
        id: await clientIdOf(t, XINGHE_CLOUD),
        name: 'Shanghai Xinghe Cloud Computing Co., Ltd.',
        number: null,
      },
    ]);
    const all = await api.okData<unknown[]>('lvjianhua', 'GET', '/hankun/client/selectList');
    expect(all).toHaveLength(12);
    const chosen = await api.okData(
      'lvjianhua',
      'GET',
      `/hankun/client/selectList?id=${await clientIdOf(t, QINGHE)}`,
    );
    expect(chosen).toEqual([{ id: await clientIdOf(t, QINGHE), name: QINGHE, number: null }]);
  });
});

describe('the client export', () => {
  it('writes the filtered list with dictionary labels in the reader’s language; others may not export', async () => {
    expect((await api.call('luoxue', 'POST', '/hankun/client/export', {})).code).toBe(403);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/hankun/client/export`,
      headers: { ...bearer(tokens.admin!), language: 'en' },
      payload: { keyword: '星河智能' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('Clients.xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toHaveLength(9);
    expect(rows[0]![4]).toBe('Country or region');
    // An empty cell reads back as a hole in the row.
    expect(rows.slice(1).map((row) => Array.from(row, (cell) => cell ?? ''))).toEqual([
      [
        XINGHE,
        'Beijing Xinghe Intelligent Technology Co., Ltd.',
        'Company',
        '91110108MA01XH2K3B',
        'Chinese Mainland',
        'Technology & Internet',
        'Wang Jianguo',
        '',
        'Active',
      ],
    ]);
  });
});

describe('one client', () => {
  it('shows contacts, invoice titles and relations, each relation read inversely from the other side', async () => {
    const [xinghe, cloud] = [await clientIdOf(t, XINGHE), await clientIdOf(t, XINGHE_CLOUD)];
    const parent = await api.okData<ClientDetail>('luoxue', 'GET', `/hankun/client/${xinghe}`);
    expect(parent).toMatchObject({ originatingPartnerName: '王建国', aliases: ['星河智能', 'Xinghe AI'] });
    expect(parent.contacts.map((c) => c.name)).toEqual(['周晓楠', '李振华']);
    expect(parent.invoiceTitles.map((i) => i.taxNumber)).toEqual(['91110108MA01XH2K3B']);
    expect(parent.relations).toEqual([
      { relatedClientId: cloud, relation: 'subsidiary', nameCn: XINGHE_CLOUD, nameEn: expect.any(String) },
    ]);
    const child = await api.okData<ClientDetail>('luoxue', 'GET', `/hankun/client/${cloud}`);
    expect(child.relations).toMatchObject([{ relatedClientId: xinghe, relation: 'parent', nameCn: XINGHE }]);
  });

  it('shows a client to its originating partner without hankun:client:query, and to no one else without it', async () => {
    const { lvjianhua } = await userIdsOf(t, ['lvjianhua']);
    const added = await api.okData<ClientDetail>(
      'admin',
      'POST',
      '/hankun/client',
      clientForm({ nameCn: '财务引荐客户有限公司', originatingPartnerId: lvjianhua }),
    );
    expect((await api.call('lvjianhua', 'GET', `/hankun/client/${added.clientId}`)).code).toBe(200);
    expect((await api.call('jiangtao', 'GET', `/hankun/client/${added.clientId}`)).code).toBe(403);
    expect((await api.call('luoxue', 'GET', '/hankun/client/999999')).code).toBe(404);
  });
});

describe('adding and editing a client', () => {
  it('adds a client with contacts, invoice titles and relations, and audits it in the same transaction', async () => {
    const xinghe = await clientIdOf(t, XINGHE);
    const added = await api.okData<ClientDetail>(
      'luoxue',
      'POST',
      '/hankun/client',
      clientForm({
        nameCn: '星河智能（香港）有限公司',
        nameEn: 'Xinghe AI (HK) Limited',
        contacts: [{ name: '陈志豪', title: 'Director', phone: '+852 2110 8899', email: 'chan@xinghe.hk' }],
        invoiceTitles: [{ title: '星河智能（香港）有限公司' }],
        relations: [{ relatedClientId: xinghe, relation: 'parent' }],
      }),
    );
    expect(added).toMatchObject({
      status: 'active',
      contacts: [{ name: '陈志豪' }],
      relations: [{ relation: 'parent' }],
    });
    expect((await detail(xinghe)).relations.map((r) => [r.relatedClientId, r.relation])).toContainEqual([
      added.clientId,
      'subsidiary',
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(added.clientId))));
    expect(audit).toMatchObject({ action: 'create', userName: 'luoxue' });
    expect(audit?.after).toMatchObject({
      nameCn: '星河智能（香港）有限公司',
      contacts: [{ name: '陈志豪' }],
    });
  });

  it('refuses a client with neither name, naming the field in the caller’s language', async () => {
    const body = await api.call('luoxue', 'POST', '/hankun/client', clientForm({ nameCn: '' }), 'en');
    expect(body.code).toBe(400);
    expect(body.errors).toEqual([
      { field: 'nameCn', key: 'client.nameRequired', message: "Enter the client's Chinese or English name" },
    ]);
  });

  it('refuses a contact with an invalid email, naming the contact’s field', async () => {
    const contacts = [{ name: '王五', email: 'not-an-email' }];
    const body = await api.call('luoxue', 'POST', '/hankun/client', clientForm({ contacts }));
    expect(body.code).toBe(400);
    expect(body.errors).toMatchObject([{ field: 'contacts.0.email', key: 'client.invalidEmail' }]);
  });

  it('refuses an originating partner who has left the firm', async () => {
    const { hanlei } = await userIdsOf(t, ['hanlei']);
    const body = await api.call(
      'luoxue',
      'POST',
      '/hankun/client',
      clientForm({ originatingPartnerId: hanlei }),
    );
    expect(body).toMatchObject({ code: 400, errors: [{ field: 'originatingPartnerId' }] });
  });

  it('refuses adding to a person without hankun:client:add and editing to one without hankun:client:edit', async () => {
    expect((await api.call('lvjianhua', 'POST', '/hankun/client', clientForm())).code).toBe(403);
    const qinghe = await detail(await clientIdOf(t, QINGHE));
    const edit = { clientId: qinghe.clientId, client: formOf(qinghe, { remark: '秘书改' }) };
    expect((await api.call('xuqing', 'PUT', '/hankun/client', edit)).code).toBe(403);
  });

  it('refuses a relation of a client to itself', async () => {
    const qinghe = await detail(await clientIdOf(t, QINGHE));
    const relations = [{ relatedClientId: qinghe.clientId, relation: 'affiliate' }];
    const body = await api.call('luoxue', 'PUT', '/hankun/client', {
      clientId: qinghe.clientId,
      client: formOf(qinghe, { relations }),
    });
    expect(body).toMatchObject({ code: 400, errors: [{ field: 'relations', key: 'client.relationSelf' }] });
  });

  it('refuses two relations to the same client, and a relation to a client that does not exist', async () => {
    const xinghe = await clientIdOf(t, XINGHE);
    const twice = [
      { relatedClientId: xinghe, relation: 'parent' },
      { relatedClientId: xinghe, relation: 'affiliate' },
    ];
    expect(
      await api.call('luoxue', 'POST', '/hankun/client', clientForm({ relations: twice })),
    ).toMatchObject({
      code: 400,
      errors: [{ field: 'relations', key: 'client.relationTwice' }],
    });
    const missing = [{ relatedClientId: 999999, relation: 'parent' }];
    expect(
      await api.call('luoxue', 'POST', '/hankun/client', clientForm({ relations: missing })),
    ).toMatchObject({
      code: 400,
      errors: [{ field: 'relations', key: 'client.relatedNotFound' }],
    });
  });

  it('replaces contacts, invoice titles and relations as a set, storing a relation once per pair', async () => {
    const [qingheId, bankId] = [await clientIdOf(t, QINGHE), await clientIdOf(t, '中汇商业银行股份有限公司')];
    const before = await detail(qingheId);
    const edited = await api.okData<ClientDetail>('luoxue', 'PUT', '/hankun/client', {
      clientId: qingheId,
      client: formOf(before, {
        contacts: [{ name: '新联系人', phone: '0571-1234 5678' }],
        invoiceTitles: [],
        relations: [{ relatedClientId: bankId, relation: 'affiliate' }],
      }),
    });
    expect(edited.contacts.map((c) => c.name)).toEqual(['新联系人']);
    expect(edited.invoiceTitles).toEqual([]);
    // Saved again from the other side: still the one row, read there as the inverse.
    const bank = await detail(bankId);
    expect(bank.relations).toMatchObject([{ relatedClientId: qingheId, relation: 'affiliate' }]);
    await api.okData('luoxue', 'PUT', '/hankun/client', { clientId: bankId, client: formOf(bank) });
    const pairRows = await t.db
      .select()
      .from(clientRelations)
      .where(
        or(
          and(eq(clientRelations.clientId, qingheId), eq(clientRelations.relatedClientId, bankId)),
          and(eq(clientRelations.clientId, bankId), eq(clientRelations.relatedClientId, qingheId)),
        ),
      );
    expect(pairRows).toHaveLength(1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(qingheId))));
    expect(audit).toMatchObject({ action: 'update', before: { contacts: [{ name: '宋佳怡' }] } });
  });
});

describe('likely duplicates of a client being added', () => {
  const duplicates = (payload: object) =>
    api.okData<{ clientId: number; reason: string }[]>(
      'luoxue',
      'POST',
      '/hankun/client/duplicates',
      payload,
    );

  it('finds a traditional-character spelling with another company suffix as the same name', async () => {
    const [hit] = await duplicates({ nameCn: '杭州青禾生物醫藥有限公司' });
    expect(hit).toMatchObject({ clientId: await clientIdOf(t, QINGHE), reason: 'exact', nameCn: QINGHE });
  });

  it('finds a client by its former name and by its registration number whatever the name', async () => {
    const qingheId = await clientIdOf(t, QINGHE);
    expect((await duplicates({ nameCn: '杭州青禾生物技术有限公司' }))[0]).toMatchObject({
      clientId: qingheId,
      reason: 'formerName',
      matched: '杭州青禾生物技术有限公司',
    });
    expect(
      await duplicates({ nameCn: '完全不同的名字', registrationNumber: '91330106 MA2B7QH45L' }),
    ).toMatchObject([{ clientId: qingheId, reason: 'registrationNumber' }]);
  });

  it('leaves out the client being edited, and answers nothing for nothing typed', async () => {
    const qingheId = await clientIdOf(t, QINGHE);
    expect(await duplicates({ nameCn: QINGHE, clientId: qingheId })).toEqual([]);
    expect(await duplicates({})).toEqual([]);
  });

  it('refuses the check to a person without hankun:client:add', async () => {
    expect((await api.call('lvjianhua', 'POST', '/hankun/client/duplicates', { nameCn: QINGHE })).code).toBe(
      403,
    );
  });
});
