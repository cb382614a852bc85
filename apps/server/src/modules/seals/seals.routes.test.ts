import { type LentSeal, SEAL_TASK_CODE, type SealView } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { sealRequests } from './seals.tables.ts';
import { sealWorld } from './seals.test-support.ts';

let w: Awaited<ReturnType<typeof sealWorld>>;

beforeAll(async () => {
  w = await sealWorld();
});
afterAll(() => w.close());

describe('the seal register (印章管理)', () => {
  it('is kept by administration, each change audited, and listed by office and type', async () => {
    const sealId = await w.addSeal({ name: '北京办公室公章', type: 'official' });
    const changed = await w.succeed('chengpeng', 'PUT', '/hankun/seal', {
      sealId,
      name: '北京办公室公章',
      type: 'official',
      officeId: w.beijing,
      custodianId: w.ids.chengpeng,
      status: 'inOffice',
      remark: '保险柜 A',
    });
    expect(changed.data).toMatchObject({
      officeName: '北京',
      custodian: { name: '程鹏' },
      remark: '保险柜 A',
    });
    const list = await w.succeed('chengpeng', 'GET', `/hankun/seal/list?officeId=${w.beijing}&type=official`);
    expect((list.rows as SealView[]).map((row) => row.name)).toContain('北京办公室公章');
    const audits = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seal'), eq(auditLog.entityId, String(sealId))));
    expect(audits.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a lawyer keeping the register, and names what is wrong in both languages', async () => {
    expect((await w.call('guojing', 'GET', '/hankun/seal/list')).code).toBe(403);
    expect((await w.call('guojing', 'POST', '/hankun/seal', { name: 'x' })).code).toBe(403);
    const bad = { name: ' ', type: 'stamp', officeId: w.beijing, custodianId: w.ids.chengpeng };
    const en = await w.call('chengpeng', 'POST', '/hankun/seal', bad, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toContain("Enter the seal's name");
    const cn = await w.call('chengpeng', 'POST', '/hankun/seal', bad, 'cn');
    expect(cn.msg).toContain('请填写印章名称');
    const twice = { name: '重名章', type: 'finance', officeId: w.beijing, custodianId: w.ids.lvjianhua };
    await w.succeed('chengpeng', 'POST', '/hankun/seal', twice);
    expect(await w.call('chengpeng', 'POST', '/hankun/seal', twice, 'en')).toMatchObject({
      code: 409,
      msg: 'The office already has a seal named "重名章"',
    });
    const notOffice = await w.call('chengpeng', 'POST', '/hankun/seal', {
      ...twice,
      name: '某章',
      officeId: 999_999,
    });
    expect(notOffice.code).toBe(400);
  });

  it('a retired seal is not offered and cannot be requested', async () => {
    const sealId = await w.addSeal({ name: '旧合同章' });
    await w.succeed('chengpeng', 'PUT', '/hankun/seal', {
      sealId,
      name: '旧合同章',
      type: 'contract',
      officeId: w.beijing,
      custodianId: w.ids.chengpeng,
      status: 'retired',
    });
    const options = (await w.succeed('guojing', 'GET', '/hankun/seal/options')).data as SealView[];
    expect(options.map((seal) => seal.sealId)).not.toContain(sealId);
    const refused = await w.call(
      'guojing',
      'POST',
      '/hankun/seal/request',
      { kind: 'use', sealId, purpose: 'x' },
      'en',
    );
    expect(refused).toMatchObject({
      code: 409,
      msg: 'The seal "旧合同章" is retired and cannot be requested',
    });
  });
});

describe('a seal lent out of the office (外借)', () => {
  it('is approved (151002, 151006), handed out, listed with its return day, flagged overdue, and taken back', async () => {
    const sealId = await w.addSeal({ name: '外借测试章', type: 'business' });
    const noDate = await w.call(
      'guojing',
      'POST',
      '/hankun/seal/request',
      { kind: 'lend', sealId, purpose: '外出签约' },
      'cn',
    );
    expect(noDate.msg).toContain('印章外借请填写预计归还日期');
    const created = await w.succeed('guojing', 'POST', '/hankun/seal/request', {
      kind: 'lend',
      sealId,
      purpose: '赴客户处签署协议',
      expectedReturnDate: '2099-12-31',
    });
    const requestId = (created.data as { requestId: number }).requestId;
    // A lending request carries no documents.
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
    const head = await w.approver(requestId);
    expect(head.taskCode).toBe(SEAL_TASK_CODE.departmentHead);
    await w.succeed(head.who, 'POST', '/hankun/seal/request/audit', { requestId });
    expect(await w.approver(requestId)).toEqual({ who: 'chengpeng', taskCode: SEAL_TASK_CODE.lendCustodian });
    await w.succeed('chengpeng', 'POST', '/hankun/seal/request/audit', { requestId });
    // Stamping is not what a lending request is for.
    expect((await w.call('chengpeng', 'POST', '/hankun/seal/request/receive', { requestId })).code).toBe(409);
    await w.succeed('chengpeng', 'POST', '/hankun/seal/request/handOut', { requestId, remark: '交郭靖本人' });
    let lent = (await w.succeed('chengpeng', 'GET', '/hankun/seal/lent')).data as LentSeal[];
    expect(lent.find((row) => row.sealId === sealId)).toMatchObject({
      status: 'lentOut',
      requestId,
      borrower: { userId: w.ids.guojing },
      expectedReturnDate: '2099-12-31',
      isOverdue: false,
    });
    // While it is out, nobody stamps with it nor lends it again.
    const use = await w.draftWithDocument(sealId);
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId: use.requestId });
    await w.approveAll(use.requestId);
    const detail = await w.detail('chengpeng', use.requestId);
    const [scan] = await w.uploadTo('chengpeng', use.requestId, 'stamped', [
      { name: 'scan.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const stampWhileOut = await w.call(
      'chengpeng',
      'POST',
      '/hankun/seal/request/stamp',
      {
        requestId: use.requestId,
        documents: [{ documentId: detail.documents[0]!.documentId, stampedCopies: 1, scanFileId: scan }],
      },
      'en',
    );
    expect(stampWhileOut).toMatchObject({
      code: 409,
      msg: 'The seal "外借测试章" is lent out; stamp or lend it once it is back',
    });
    // Past its day it is flagged overdue.
    await w.t.db
      .update(sealRequests)
      .set({ expectedReturnDate: '2020-01-31' })
      .where(eq(sealRequests.requestId, requestId));
    lent = (await w.succeed('chengpeng', 'GET', '/hankun/seal/lent')).data as LentSeal[];
    expect(lent.find((row) => row.sealId === sealId)?.isOverdue).toBe(true);
    // Only its custodian takes it back.
    expect((await w.call('guojing', 'POST', '/hankun/seal/request/receive', { requestId })).code).toBe(403);
    await w.succeed('chengpeng', 'POST', '/hankun/seal/request/receive', { requestId });
    expect(await w.detail('guojing', requestId)).toMatchObject({ status: 'returned' });
    lent = (await w.succeed('chengpeng', 'GET', '/hankun/seal/lent')).data as LentSeal[];
    expect(lent.map((row) => row.sealId)).not.toContain(sealId);
    const seal = (
      (await w.succeed('chengpeng', 'GET', '/hankun/seal/list?name=外借测试章')).rows as SealView[]
    )[0];
    expect(seal?.status).toBe('inOffice');
    // The lent list is administration's.
    expect((await w.call('guojing', 'GET', '/hankun/seal/lent')).code).toBe(403);
  });
});
