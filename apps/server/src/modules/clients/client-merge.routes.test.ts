import { CLIENT_FILE_SOURCE } from '@venus/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../../test/live-socket.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { files } from '../files/files.tables.ts';
import { pdfBytes, tempDataDir, upload } from '../files/files.test-support.ts';
import { clientContacts, clientRelations } from './clients.tables.ts';
import {
  type ClientDetail,
  caller,
  clientForm,
  clientIdOf,
  formOf,
  userIdsOf,
} from './clients.test-support.ts';

/** Merging a duplicate into the client kept (decision 0025), on the demo clients. */
let t: TestApp;
const tokens: Record<string, string> = {};
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  // Its own data directory: one test stores a client's file.
  t = await createTestApp({ DATA_DIR: tempDataDir() });
  for (const person of ['admin', 'luoxue']) tokens[person] = await signIn(t.app, person);
  api = caller(t, tokens);
});
afterAll(() => t.close());

const BANK = '中汇商业银行股份有限公司';
const XINGHE = '北京星河智能科技有限公司';
const detail = (clientId: number) => api.okData<ClientDetail>('admin', 'GET', `/hankun/client/${clientId}`);

/** The duplicate a lawyer typed in traditional characters, with what it brings along. */
async function addDuplicateOfBank(extra: object = {}): Promise<ClientDetail> {
  const bankId = await clientIdOf(t, BANK);
  return api.okData<ClientDetail>(
    'luoxue',
    'POST',
    '/hankun/client',
    clientForm({
      nameCn: '中匯商業銀行股份有限公司',
      nameEn: 'Zhonghui Bank',
      aliases: ['中汇银行'],
      contacts: [
        // The same person the kept client already has, and a new one.
        { name: '黄嘉伟', title: '法律合规部总经理', phone: '010-8800 6688', email: 'huangjw@zhbank.com.cn' },
        { name: '马丽', title: '零售业务部', phone: '010-8800 6601', email: 'mali@zhbank.com.cn' },
      ],
      invoiceTitles: [{ title: '中汇商业银行股份有限公司上海分行', taxNumber: '91310000MA1ZH0001' }],
      relations: [
        { relatedClientId: bankId, relation: 'affiliate' },
        { relatedClientId: await clientIdOf(t, XINGHE), relation: 'affiliate' },
      ],
      ...extra,
    }),
  );
}

describe('merging a duplicate client', () => {
  it('moves contacts, invoice titles and relations, keeps its names as former names and aliases, and deletes it', async () => {
    const bankId = await clientIdOf(t, BANK);
    const duplicate = await addDuplicateOfBank();
    const { admin } = await userIdsOf(t, ['admin']);
    const live = await connectLive(t.app, `?userId=${admin}`, tokens.admin);
    try {
      const merged = await api.okData<{ kept: ClientDetail; mergedClientId: number }>(
        'admin',
        'POST',
        '/hankun/client/merge',
        { keepClientId: bankId, mergeClientId: duplicate.clientId },
      );
      expect(merged.mergedClientId).toBe(duplicate.clientId);
      // Spec §7 mergeAsyncMsg: the merger hears it is done, and open pages refresh.
      expect(await live.next()).toMatchObject({ eventBus: 'mergeAsyncMsg', msgTitle: '客户合并完成' });
    } finally {
      live.socket.close();
    }

    const kept = await detail(bankId);
    expect(kept.formerNames).toEqual(['中匯商業銀行股份有限公司', 'Zhonghui Bank']);
    expect(kept.aliases).toEqual(['中汇银行']);
    expect(kept.contacts.map((c) => c.name)).toEqual(['黄嘉伟', '刘思琪', '马丽']);
    expect(kept.invoiceTitles.map((i) => i.title)).toEqual([BANK, '中汇商业银行股份有限公司上海分行']);
    // The relation to the kept client itself is gone; the other one moved over.
    expect(kept.relations).toMatchObject([
      { relatedClientId: await clientIdOf(t, XINGHE), relation: 'affiliate' },
    ]);
    expect((await api.call('admin', 'GET', `/hankun/client/${duplicate.clientId}`)).code).toBe(404);
    const leftovers = await t.db
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.clientId, duplicate.clientId));
    expect(leftovers).toEqual([]);
    expect(
      await t.db
        .select()
        .from(clientRelations)
        .where(inArray(clientRelations.clientId, [duplicate.clientId])),
    ).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), inArray(auditLog.action, ['merge', 'delete'])))
      .orderBy(asc(auditLog.auditId));
    expect(audits.map((a) => [a.action, a.entityId])).toEqual([
      ['merge', String(bankId)],
      ['delete', String(duplicate.clientId)],
    ]);
  });

  it('passes the merged client’s files to the kept client, audited', async () => {
    const bankId = await clientIdOf(t, BANK);
    const duplicate = await addDuplicateOfBank({ nameEn: 'Zhonghui Bank (files)' });
    const uploaded = await upload(
      t,
      tokens.admin!,
      { source: CLIENT_FILE_SOURCE, onlyId: duplicate.clientId, type: '', remark: '' },
      [{ name: '授权委托书.pdf', content: pdfBytes('power of attorney'), contentType: 'application/pdf' }],
    );
    expect(uploaded.code, uploaded.msg).toBe(200);
    await api.okData('admin', 'POST', '/hankun/client/merge', {
      keepClientId: bankId,
      mergeClientId: duplicate.clientId,
    });
    const listed = await api.okData<{ name: string }[]>(
      'admin',
      'GET',
      `/hankun/files/list?source=${CLIENT_FILE_SOURCE}&onlyId=${bankId}&status=0`,
    );
    expect(listed.map((file) => file.name)).toContain('授权委托书.pdf');
    const left = await t.db
      .select()
      .from(files)
      .where(and(eq(files.source, CLIENT_FILE_SOURCE), eq(files.onlyId, String(duplicate.clientId))));
    expect(left).toEqual([]);
    const [moved] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.action, 'move')));
    expect(moved?.after).toMatchObject({ onlyId: String(bankId) });
  });

  it('leaves both clients untouched when the merge is refused half-way', async () => {
    const xingheId = await clientIdOf(t, XINGHE);
    const xinghe = await detail(xingheId);
    // Full of former names: the merged client's two names would take it past the limit, which is
    // found only after its contacts and relations were moved.
    const formerNames = Array.from({ length: 19 }, (_, i) => `星河旧名${i + 1}号有限公司`);
    await api.okData('admin', 'PUT', '/hankun/client', {
      clientId: xingheId,
      client: formOf(xinghe, { formerNames }),
    });
    const keptBefore = await detail(xingheId);
    const duplicate = await addDuplicateOfBank({ nameCn: '北京星河智能科技股份有限公司', relations: [] });
    const refused = await api.call('admin', 'POST', '/hankun/client/merge', {
      keepClientId: xingheId,
      mergeClientId: duplicate.clientId,
    });
    expect(refused).toMatchObject({
      code: 409,
      errors: [{ field: 'mergeClientId', key: 'client.mergeTooManyNames' }],
    });
    expect(await detail(xingheId)).toEqual(keptBefore);
    expect(await detail(duplicate.clientId)).toEqual(duplicate);
  });

  it('refuses merging a client into itself, naming the field', async () => {
    const bankId = await clientIdOf(t, BANK);
    const body = await api.call('admin', 'POST', '/hankun/client/merge', {
      keepClientId: bankId,
      mergeClientId: bankId,
    });
    expect(body).toMatchObject({ code: 400, errors: [{ field: 'mergeClientId', key: 'client.mergeSame' }] });
  });

  it('refuses merging to a person without hankun:client:merge', async () => {
    const body = await api.call('luoxue', 'POST', '/hankun/client/merge', {
      keepClientId: await clientIdOf(t, BANK),
      mergeClientId: await clientIdOf(t, XINGHE),
    });
    expect(body.code).toBe(403);
  });
});
