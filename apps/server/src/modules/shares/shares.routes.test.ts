import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../users/users.tables.ts';
import { share, shareRecipient } from './shares.tables.ts';

interface Colleague {
  userId: number;
  nickName: string;
}
interface ShareView {
  id: number;
  senderId: number;
  title: string;
  path: string;
  query: Record<string, string>;
  to: number[];
  tos: string;
  sender: Colleague | null;
  recipients: Colleague[];
}

let t: TestApp;
let lawyer: string;
let partner: string;
let secretary: string;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [lawyer, partner, secretary] = await Promise.all([
    signIn(t.app, 'sunyue'),
    signIn(t.app, 'wangjianguo'),
    signIn(t.app, 'xuqing'),
  ]);
  const rows = await t.db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['sunyue', 'wangjianguo', 'xuqing', 'majunjie', 'hanlei']));
  for (const row of rows) id[row.userName] = row.userId;
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

const validFor = () => ({
  title: '请看审计日志里的这次改动',
  to: [id.wangjianguo!, id.majunjie!],
  path: '/monitor/operlog',
  query: { entity: 'user', action: 'update' },
});

async function create(token: string, input: object = validFor()): Promise<ShareView> {
  const body = await call('POST', '/share/share', token, input);
  expect(body.code, body.msg).toBe(200);
  return body.data as ShareView;
}

async function listOf(token: string, box: 'list' | 'received'): Promise<ShareView[]> {
  const body = await call('GET', `/share/share/${box}?pageNum=1&pageSize=25`, token);
  expect(body.code, body.msg).toBe(200);
  return body.rows as ShareView[];
}

async function footprint() {
  const [shares, recipients, audits] = await Promise.all([
    t.db.select().from(share).orderBy(share.id),
    t.db.$count(shareRecipient),
    t.db.$count(auditLog),
  ]);
  return { shares, recipients, audits };
}

const auditsOf = (shareId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'share'), eq(auditLog.entityId, String(shareId)), eq(auditLog.action, action)),
    );

async function refused(input: object, method: Method = 'POST'): Promise<[string, string]> {
  const before = await footprint();
  const cn = await call(method, '/share/share', lawyer, input);
  const en = await call(method, '/share/share', lawyer, input, 'en');
  expect(cn.code).toBe(400);
  expect(en.code).toBe(400);
  expect(await footprint()).toEqual(before);
  return [cn.msg, en.msg];
}

describe('POST /share/share', () => {
  it('shares a page with colleagues: tos comma-joined, recipients named, audited', async () => {
    const sent = await create(lawyer);
    expect(sent).toMatchObject({
      senderId: id.sunyue,
      title: '请看审计日志里的这次改动',
      path: '/monitor/operlog',
      query: { entity: 'user', action: 'update' },
      to: [id.wangjianguo, id.majunjie],
      tos: `${id.wangjianguo},${id.majunjie}`,
    });
    expect(sent.sender?.nickName).toBe('孙悦');
    expect(sent.recipients.map((person) => person.nickName)).toEqual(['王建国', '马俊杰']);
    expect(await auditsOf(sent.id, 'create')).toHaveLength(1);
  });

  it('refuses sharing with yourself: share.add.error1', async () => {
    expect(await refused({ ...validFor(), to: [id.wangjianguo, id.sunyue] })).toEqual([
      '不能分享给自己',
      'You cannot share with yourself',
    ]);
  });

  it('refuses a recipient named twice: share.add.error2', async () => {
    expect(await refused({ ...validFor(), to: [id.wangjianguo, id.majunjie, id.wangjianguo] })).toEqual([
      '接收人重复',
      'A recipient is listed twice',
    ]);
  });

  it('needs a title and recipients', async () => {
    expect(await refused({ ...validFor(), title: '  ' })).toEqual([
      '分享标题不能为空',
      'The share title cannot be empty',
    ]);
    expect(await refused({ ...validFor(), to: [] })).toEqual([
      '请选择接收人',
      'Choose at least one recipient',
    ]);
  });

  it('refuses someone no longer in service, or nobody at all', async () => {
    expect((await refused({ ...validFor(), to: [id.hanlei] }))[0]).toBe('接收人不存在或已不在职');
    expect((await refused({ ...validFor(), to: [999_999] }))[1]).toBe(
      'A recipient does not exist or is no longer in service',
    );
  });

  it('refuses a page outside the app', async () => {
    await refused({ ...validFor(), path: '//elsewhere.example' });
  });
});

describe('who sees a share', () => {
  it('the recipients see it as shared with them; the sender in their sent list; nobody else at all', async () => {
    const sent = await create(lawyer, { ...validFor(), title: '只给王建国看', to: [id.wangjianguo] });
    expect((await listOf(partner, 'received')).map((row) => row.id)).toContain(sent.id);
    expect((await listOf(lawyer, 'list')).map((row) => row.id)).toContain(sent.id);
    expect((await listOf(secretary, 'received')).map((row) => row.id)).not.toContain(sent.id);
    expect((await listOf(partner, 'list')).map((row) => row.id)).not.toContain(sent.id);
    expect((await call('GET', `/share/share/${sent.id}`, partner)).code).toBe(200);
    expect(await call('GET', `/share/share/${sent.id}`, secretary)).toMatchObject({
      code: 404,
      msg: '分享不存在',
    });
  });

  it('lists newest first with a total', async () => {
    const first = await create(lawyer, { ...validFor(), to: [id.xuqing] });
    const second = await create(lawyer, { ...validFor(), to: [id.xuqing] });
    const body = await call('GET', '/share/share/received?pageNum=1&pageSize=25', secretary);
    const ids = (body.rows as ShareView[]).map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(body.total).toBeGreaterThanOrEqual(2);
  });

  it('offers as recipients everyone in service (status 3), and nobody who left', async () => {
    const body = await call('GET', '/share/share/recipients', lawyer);
    const people = body.data as Colleague[];
    const ids = people.map((person) => person.userId);
    expect(ids).toContain(id.wangjianguo);
    expect(ids).toContain(id.sunyue);
    expect(ids).not.toContain(id.hanlei);
  });
});

describe('PUT and DELETE /share/share', () => {
  it('lets the sender edit: new title and recipients, audited', async () => {
    const sent = await create(lawyer);
    const body = await call('PUT', '/share/share', lawyer, {
      ...validFor(),
      id: sent.id,
      title: '改了',
      to: [id.xuqing],
    });
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({ title: '改了', to: [id.xuqing], tos: String(id.xuqing) });
    expect((await listOf(partner, 'received')).map((row) => row.id)).not.toContain(sent.id);
    expect((await listOf(secretary, 'received')).map((row) => row.id)).toContain(sent.id);
    const [audit] = await auditsOf(sent.id, 'update');
    expect(audit?.before).toMatchObject({ title: validFor().title });
    expect(audit?.after).toMatchObject({ title: '改了' });
  });

  it('applies the recipient rules to an edit too, writing nothing', async () => {
    const sent = await create(lawyer);
    expect((await refused({ ...validFor(), id: sent.id, to: [id.sunyue] }, 'PUT'))[0]).toBe('不能分享给自己');
  });

  it('does not let a recipient or a stranger edit or delete the share', async () => {
    const sent = await create(lawyer);
    const before = await footprint();
    for (const token of [partner, secretary]) {
      expect(
        (await call('PUT', '/share/share', token, { ...validFor(), id: sent.id, to: [id.sunyue] })).code,
      ).toBe(404);
      expect((await call('DELETE', `/share/share/${sent.id}`, token)).code).toBe(404);
    }
    expect(await footprint()).toEqual(before);
  });

  it('deletes the sender’s shares with their recipients, all or none, audited', async () => {
    const [a, b] = [await create(lawyer), await create(lawyer)];
    const foreign = await create(partner, { ...validFor(), to: [id.xuqing] });
    const before = await footprint();
    expect((await call('DELETE', `/share/share/${a.id},${foreign.id}`, lawyer)).code).toBe(404);
    expect(await footprint()).toEqual(before);
    expect((await call('DELETE', `/share/share/${a.id},${b.id}`, lawyer)).code).toBe(200);
    expect(
      await t.db
        .select()
        .from(shareRecipient)
        .where(inArray(shareRecipient.shareId, [a.id, b.id])),
    ).toEqual([]);
    expect((await listOf(partner, 'received')).map((row) => row.id)).not.toContain(a.id);
    expect(await auditsOf(a.id, 'delete')).toHaveLength(1);
  });
});
