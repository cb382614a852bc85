import { SEAL_TASK_CODE, type SealRequestRow } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { projectMembers, projects } from '../projects/projects.tables.ts';
import { pdfOf, sealWorld } from './seals.test-support.ts';

let w: Awaited<ReturnType<typeof sealWorld>>;
let sealId: number;

beforeAll(async () => {
  w = await sealWorld();
  sealId = await w.addSeal();
});
afterAll(() => w.close());

const auditActions = async (requestId: number) =>
  (
    await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sealRequest'), eq(auditLog.entityId, String(requestId))))
      .orderBy(auditLog.auditId)
  ).map((row) => row.action);

describe('a seal request through its approval and stamping', () => {
  it('on a case: the partner (151000), the custodian (151005), then the custodian stamps with the scan', async () => {
    const projectId = await w.openCase();
    const { requestId } = await w.draftWithDocument(sealId, { projectId });
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
    expect(await w.approver(requestId)).toEqual({ who: 'zhangzhiqiang', taskCode: SEAL_TASK_CODE.partner });
    // Nobody else sees it; the custodian reads it once it was submitted, but has no task yet.
    expect((await w.call('hezhenyu', 'GET', `/hankun/seal/request/${requestId}`)).code).toBe(404);
    expect((await w.call('hezhenyu', 'POST', '/hankun/seal/request/audit', { requestId })).code).toBe(404);
    expect((await w.call('chengpeng', 'POST', '/hankun/seal/request/audit', { requestId })).code).toBe(403);
    await w.succeed('zhangzhiqiang', 'POST', '/hankun/seal/request/audit', { requestId, comment: '同意' });
    expect(await w.approver(requestId)).toEqual({ who: 'chengpeng', taskCode: SEAL_TASK_CODE.custodian });
    await w.succeed('chengpeng', 'POST', '/hankun/seal/request/audit', { requestId });
    const approved = await w.detail('chengpeng', requestId);
    expect(approved).toMatchObject({ status: 'approved', copies: 2, documentCount: 1 });
    expect(approved.can).toMatchObject({ stamp: true, edit: false });
    // The applicant does not stamp; the custodian does, with his own scan of the stamped paper.
    const [scan] = await w.uploadTo('chengpeng', requestId, 'stamped', [
      { name: '协议（已盖章）.pdf', content: await pdfOf([null]) },
    ]);
    const stampBody = {
      requestId,
      documents: [{ documentId: approved.documents[0]!.documentId, stampedCopies: 2, scanFileId: scan }],
      remark: '骑缝章已加盖',
    };
    expect((await w.call('guojing', 'POST', '/hankun/seal/request/stamp', stampBody)).code).toBe(403);
    await w.succeed('chengpeng', 'POST', '/hankun/seal/request/stamp', stampBody);
    const stamped = await w.detail('guojing', requestId);
    expect(stamped).toMatchObject({
      status: 'stamped',
      stampedBy: { userId: w.ids.chengpeng },
      stampRemark: '骑缝章已加盖',
    });
    expect(stamped.documents[0]).toMatchObject({ copies: 2, stampedCopies: 2, scan: { fileId: scan } });
    expect(stamped.stampedAt).not.toBeNull();
    expect(await auditActions(requestId)).toEqual([
      'create',
      'update',
      'approval.submitted',
      'approval.approved',
      'stamp',
    ]);
    // Stamped twice? The second is refused in both languages.
    const again = await w.call('chengpeng', 'POST', '/hankun/seal/request/stamp', stampBody, 'en');
    expect(again).toMatchObject({
      code: 409,
      msg: 'Only an approved seal request not yet stamped can be recorded as stamped',
    });
    const againCn = await w.call('chengpeng', 'POST', '/hankun/seal/request/stamp', stampBody, 'cn');
    expect(againCn.msg).toBe('只有审批通过、尚未盖章的用印申请可以登记盖章');
  });

  it('on no case: the department head (151002), then the custodian', async () => {
    const { requestId } = await w.draftWithDocument(sealId);
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
    const head = await w.approver(requestId);
    expect(head.taskCode).toBe(SEAL_TASK_CODE.departmentHead);
    await w.succeed(head.who, 'POST', '/hankun/seal/request/audit', { requestId });
    expect(await w.approver(requestId)).toEqual({ who: 'chengpeng', taskCode: SEAL_TASK_CODE.custodian });
  });

  it('bid documents name the tender and go to the bid review (151003), then the custodian', async () => {
    const refused = await w.call(
      'guojing',
      'POST',
      '/hankun/seal/request',
      { kind: 'bid', sealId, purpose: '投标' },
      'en',
    );
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('A bid document request names the tender');
    const projectId = await w.openCase();
    const { requestId } = await w.draftWithDocument(sealId, {
      kind: 'bid',
      projectId,
      tenderName: '某市轨道交通法律服务采购项目',
    });
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
    expect(await w.approver(requestId)).toEqual({ who: 'zhangzhiqiang', taskCode: SEAL_TASK_CODE.bidReview });
    await w.approveAll(requestId);
    const bid = await w.detail('guojing', requestId);
    expect(bid).toMatchObject({
      kind: 'bid',
      status: 'approved',
      tenderName: '某市轨道交通法律服务采购项目',
    });
  });

  it('is sent back with a reason, amended and resubmitted; pulled back; withdrawn; rejected', async () => {
    const { requestId, fileId } = await w.draftWithDocument(sealId);
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
    // Not while it is in approval: 409, in both languages.
    const edit = { kind: 'use', sealId, purpose: '改', requestId, documents: [{ fileId, copies: 1 }] };
    expect(await w.call('guojing', 'PUT', '/hankun/seal/request', edit, 'en')).toMatchObject({
      code: 409,
      msg: 'Only a draft or a sent-back seal request can be changed',
    });
    const head = await w.approver(requestId);
    await w.succeed(head.who, 'POST', '/hankun/seal/request/back', { requestId, comment: '份数不对' });
    expect(await w.detail('guojing', requestId)).toMatchObject({
      status: 'sentBack',
      returnComment: '份数不对',
    });
    await w.succeed('guojing', 'PUT', '/hankun/seal/request', edit);
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
    expect((await w.requestRow(requestId)).status).toBe('approving');
    await w.succeed('guojing', 'POST', '/hankun/seal/request/cancelWithdraw', { requestId });
    expect((await w.requestRow(requestId)).status).toBe('draft');
    await w.succeed('guojing', 'POST', '/hankun/seal/request/cancel', { requestId });
    expect((await w.requestRow(requestId)).status).toBe('withdrawn');
    expect((await w.call('guojing', 'POST', '/hankun/seal/request/submit', { requestId })).code).toBe(409);

    const second = await w.draftWithDocument(sealId);
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId: second.requestId });
    const decider = await w.approver(second.requestId);
    await w.succeed(decider.who, 'POST', '/hankun/seal/request/reject', {
      requestId: second.requestId,
      comment: '无需用印',
    });
    expect(await w.detail('guojing', second.requestId)).toMatchObject({ status: 'rejected' });
    expect(
      (
        await w.call('chengpeng', 'POST', '/hankun/seal/request/stamp', {
          requestId: second.requestId,
          documents: [{ documentId: 1, stampedCopies: 1, scanFileId: 1 }],
        })
      ).code,
    ).toBe(409);
  });

  it('refuses a submission without documents, a file not uploaded to it, and a stranger editing it', async () => {
    const created = await w.succeed('guojing', 'POST', '/hankun/seal/request', {
      kind: 'use',
      sealId,
      purpose: '空',
    });
    const requestId = (created.data as { requestId: number }).requestId;
    expect(await w.call('guojing', 'POST', '/hankun/seal/request/submit', { requestId }, 'en')).toMatchObject(
      {
        code: 409,
        msg: 'Upload at least one document to stamp before submitting',
      },
    );
    const notHers = await w.call('guojing', 'PUT', '/hankun/seal/request', {
      kind: 'use',
      sealId,
      purpose: '空',
      requestId,
      documents: [{ fileId: 999_999, copies: 1 }],
    });
    expect(notHers.code).toBe(400);
    // Someone else's draft is as good as missing.
    expect(
      (
        await w.call('zhangzhiqiang', 'PUT', '/hankun/seal/request', {
          kind: 'use',
          sealId,
          purpose: 'x',
          requestId,
        })
      ).code,
    ).toBe(404);
    const copies = await w.call(
      'guojing',
      'PUT',
      '/hankun/seal/request',
      {
        kind: 'use',
        sealId,
        purpose: '空',
        requestId,
        documents: [{ fileId: 1, copies: 0 }],
      },
      'cn',
    );
    expect(copies.msg).toContain('份数应为 1 到 200 之间的整数');
    // finance holds no hk:seal:add.
    expect(
      (await w.call('lvjianhua', 'POST', '/hankun/seal/request', { kind: 'use', sealId, purpose: 'x' })).code,
    ).toBe(403);
  });
});

describe('the wall of a case', () => {
  it('keeps a request on a walled case from everyone outside it, the ledger included', async () => {
    const projectId = await w.openCase({ restricted: true });
    const { requestId } = await w.draftWithDocument(sealId, { projectId, purpose: '保密项目用印' });
    await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
    // The custodian (administration, with the ledger) is outside the wall.
    expect((await w.call('chengpeng', 'GET', `/hankun/seal/request/${requestId}`)).code).toBe(404);
    const ledger = await w.succeed('chengpeng', 'GET', '/hankun/seal/request/listAll?purpose=保密项目用印');
    expect(ledger.total).toBe(0);
    const kept = await w.succeed(
      'chengpeng',
      'GET',
      '/hankun/seal/request/list?scope=custodian&purpose=保密项目用印',
    );
    expect(kept.total).toBe(0);
    expect((await w.call('hezhenyu', 'GET', `/hankun/seal/request/${requestId}`)).code).toBe(404);
    // Inside the wall, the partner decides and reads it.
    expect(await w.approver(requestId)).toMatchObject({ who: 'zhangzhiqiang' });
    expect((await w.detail('zhangzhiqiang', requestId)).purpose).toBe('保密项目用印');
    // Let the custodian in: now he reads it and it is on his lists.
    await w.t.db.insert(projectMembers).values({ projectId, userId: w.ids.chengpeng, role: '2' });
    expect((await w.detail('chengpeng', requestId)).purpose).toBe('保密项目用印');
    const inside = await w.succeed('chengpeng', 'GET', '/hankun/seal/request/listAll?purpose=保密项目用印');
    expect((inside.rows as SealRequestRow[]).map((row) => row.requestId)).toEqual([requestId]);
    await w.t.db.update(projects).set({ restricted: false }).where(eq(projects.projectId, projectId));
  });

  it('refuses a walled case the applicant is outside of as missing', async () => {
    const projectId = await w.openCase({ restricted: true });
    await w.t.db.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
    await w.t.db
      .update(projects)
      .set({ applicantId: w.ids.zhangzhiqiang })
      .where(eq(projects.projectId, projectId));
    const body = await w.call(
      'guojing',
      'POST',
      '/hankun/seal/request',
      { kind: 'use', sealId, purpose: 'x', projectId },
      'en',
    );
    expect(body).toMatchObject({ code: 400 });
    expect(body.msg).toContain('The case does not exist');
  });
});
