import { CASE_STATUS, SEAL_FILE_SOURCE, type SealRequestDetail } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  callApi,
  createTestApp,
  type Json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { approvalTasks } from '../approvals/approvals.tables.ts';
import { tempDataDir, upload } from '../files/files.test-support.ts';
import { projectMembers, projects } from '../projects/projects.tables.ts';
import { users } from '../users/users.tables.ts';
import { pdfOf } from './seal-pdf.test-helper.ts';
import { sealRequests } from './seals.tables.ts';

export { pdfOf };

/**
 * Seals through HTTP on the demo firm (decision 0057): guojing files, on cases cloned from the
 * Xinghe case where zhangzhiqiang is the responsible partner; chengpeng (administration, Beijing)
 * keeps the seals he registers; hezhenyu is on none of the cases; lvjianhua is finance.
 */
export const PEOPLE = ['guojing', 'zhangzhiqiang', 'hezhenyu', 'chengpeng', 'lvjianhua', 'yuanfang'] as const;
export type Person = (typeof PEOPLE)[number];

export async function sealWorld() {
  const t: TestApp = await createTestApp({ DATA_DIR: tempDataDir() });
  const tokens = new Map<string, string>();
  const ids = {} as Record<Person, number>;
  for (const person of PEOPLE) {
    tokens.set(person, await signIn(t.app, person));
    ids[person] = (await t.db.select().from(users).where(eq(users.userName, person)))[0]!.userId;
  }
  const call = (who: string, method: Method, url: string, payload?: object, lang?: string) =>
    callApi(t.app, method, url, tokens.get(who), payload, lang);

  async function succeed(who: string, method: Method, url: string, payload?: object): Promise<Json> {
    const body = await call(who, method, url, payload);
    expect(body.code, body.msg).toBe(200);
    return body;
  }

  const offices = (await succeed('chengpeng', 'GET', '/system/dept/offices')).data as {
    deptId: number;
    deptName: string;
  }[];
  const beijing = offices.find((office) => office.deptName === '北京')!.deptId;

  async function addSeal(values: object = {}): Promise<number> {
    const body = await succeed('chengpeng', 'POST', '/hankun/seal', {
      name: `合同专用章${Math.random().toString(36).slice(2, 7)}`,
      type: 'contract',
      officeId: beijing,
      custodianId: ids.chengpeng,
      ...values,
    });
    return (body.data as { sealId: number }).sealId;
  }

  async function openCase(options: { restricted?: boolean } = {}) {
    const [template] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
    const { projectId: _id, number: _number, ...rest } = template!;
    const [row] = await t.db
      .insert(projects)
      .values({
        ...rest,
        nameCn: `用印测试案件${Math.random().toString(36).slice(2, 8)}`,
        status: CASE_STATUS.active,
        restricted: options.restricted ?? false,
        applicantId: ids.guojing,
      })
      .returning();
    await t.db.insert(projectMembers).values([
      { projectId: row!.projectId, userId: ids.zhangzhiqiang, role: '1' },
      { projectId: row!.projectId, userId: ids.guojing, role: '2' },
    ]);
    return row!.projectId;
  }

  const requestRow = async (requestId: number) =>
    (await t.db.select().from(sealRequests).where(eq(sealRequests.requestId, requestId)))[0]!;

  /** Who holds the request's pending task now (signed in on first use), and its task code. */
  async function approver(requestId: number): Promise<{ who: string; taskCode: number }> {
    const { instanceId } = await requestRow(requestId);
    const [task] = await t.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, instanceId!), eq(approvalTasks.status, 'pending')));
    expect(task, `request ${requestId} waits for someone`).toBeDefined();
    const [person] = await t.db.select().from(users).where(eq(users.userId, task!.assigneeId));
    if (!tokens.has(person!.userName)) tokens.set(person!.userName, await signIn(t.app, person!.userName));
    return { who: person!.userName, taskCode: task!.taskCode };
  }

  /** Uploads files to a request as `who`; answers their ids. */
  async function uploadTo(
    who: string,
    requestId: number,
    type: 'submitted' | 'stamped',
    files: { name: string; content: Buffer }[],
  ): Promise<number[]> {
    const body = await upload(
      t,
      tokens.get(who)!,
      { source: SEAL_FILE_SOURCE, onlyId: String(requestId), type },
      files,
    );
    expect(body.code, body.msg).toBe(200);
    return (body.data as { id: number }[]).map((file) => file.id);
  }

  const draftBody = (values: object) => ({ kind: 'use', purpose: '签署股权转让协议', ...values });

  /** A draft of guojing's with one uploaded document (2 copies), saved. */
  async function draftWithDocument(
    sealId: number,
    values: object = {},
    document: { name: string; content: Buffer } = { name: '协议.pdf', content: Buffer.alloc(0) },
  ): Promise<{ requestId: number; fileId: number }> {
    const created = (
      await succeed('guojing', 'POST', '/hankun/seal/request', draftBody({ sealId, ...values }))
    ).data as SealRequestDetail;
    const content = document.content.length > 0 ? document.content : await pdfOf(['股权转让协议 第一条']);
    const [fileId] = await uploadTo('guojing', created.requestId, 'submitted', [
      { name: document.name, content },
    ]);
    await succeed('guojing', 'PUT', '/hankun/seal/request', {
      ...draftBody({ sealId, ...values }),
      requestId: created.requestId,
      documents: [{ fileId, copies: 2 }],
    });
    return { requestId: created.requestId, fileId: fileId! };
  }

  /** Approves every pending step in turn. */
  async function approveAll(requestId: number): Promise<void> {
    while ((await requestRow(requestId)).status === 'approving') {
      const { who } = await approver(requestId);
      await succeed(who, 'POST', '/hankun/seal/request/audit', { requestId });
    }
  }

  const detail = async (who: string, requestId: number) =>
    (await succeed(who, 'GET', `/hankun/seal/request/${requestId}`)).data as SealRequestDetail;

  return {
    t,
    ids,
    beijing,
    call,
    succeed,
    addSeal,
    openCase,
    requestRow,
    approver,
    uploadTo,
    draftWithDocument,
    approveAll,
    detail,
    close: () => t.close(),
  };
}
