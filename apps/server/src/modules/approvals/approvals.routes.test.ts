import { approvalActPath } from '@venus/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCapture, startMailCapture } from '../../../test/mail-capture.ts';
import {
  API,
  bearer,
  callApi,
  createTestApp,
  json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { DEMO_EMAIL_DOMAIN } from '../../db/seed/users.seed.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { users } from '../users/users.tables.ts';
import { approvalInstances, approvalTasks } from './approvals.tables.ts';

/**
 * The engine through HTTP, on a real database, with a small business type of the test's own
 * ("test-request") whose record is a row of a table the test creates: it shows that the
 * record's status moves in the same transaction as the approval.
 */
const TYPE = 'test-request';
const PEOPLE = [
  'admin',
  'sunyue',
  'yangfan',
  'wangjianguo',
  'zhangzhiqiang',
  'panling',
  'dujuan',
  'xuqing',
] as const;
type Person = (typeof PEOPLE)[number];

interface TaskRow {
  taskId: number;
  instanceId: number;
  taskCode: number;
  title: string;
  stepKey: string;
  stepName: string;
  applicantName: string;
  status: string;
  path: string | null;
  query: Record<string, string>;
  drawerWidth: number | null;
}
interface Timeline {
  action: string;
  stepKey: string;
  actorName: string;
  onBehalfOfName: string;
  targetName: string;
  comment: string;
}
interface Detail {
  instance: { status: string; currentStep: number; applicantName: string };
  pending: { assigneeName: string; stepKey: string }[];
  timeline: Timeline[];
}

let t: TestApp;
let mail: MailCapture;
const token = {} as Record<Person, string>;
const id = {} as Record<Person, number>;

const call = (method: Method, url: string, who: Person, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token[who], payload, lang);

async function contextOf(who: Person): Promise<SignedInContext> {
  const principal = await t.app.services.loadPrincipal(id[who]);
  if (!principal) throw new Error(`no principal for ${who}`);
  return {
    actor: { ...principal, sessionId: 0 },
    requestId: 'test',
    ip: '127.0.0.1',
    userAgent: 'vitest',
    lang: 'cn',
  };
}

async function recordStatus(recordId: string): Promise<{ status: string; history: string[] }> {
  const result = await t.db.execute<{ status: string; history: string[] }>(
    sql`select status, history from test_request where id = ${Number(recordId)}`,
  );
  return result.rows[0]!;
}

/** Creates a record and submits it, as a domain's "save and submit" does. */
async function submit(applicant: Person, title: string, facts: Record<string, string | number> = {}) {
  const instance = await t.app.services.approvalEngine.submit(
    await contextOf(applicant),
    { businessType: TYPE, recordId: '', title, facts },
    async (tx) => {
      const inserted = await tx.execute<{ id: number }>(
        sql`insert into test_request default values returning id`,
      );
      return { recordId: String(inserted.rows[0]!.id) };
    },
  );
  return { instance, recordId: instance.recordId };
}

async function pendingOf(who: Person, headers: Record<string, string> = {}): Promise<TaskRow[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}/process/project/userTask/list?pageSize=200`,
    headers: { ...bearer(token[who]), ...headers },
  });
  const body = json(response);
  expect(body.code, body.msg).toBe(200);
  return body.rows as TaskRow[];
}

async function taskOf(who: Person, instanceId: number): Promise<TaskRow> {
  const task = (await pendingOf(who)).find((row) => row.instanceId === instanceId);
  if (!task) throw new Error(`${who} has no pending task on request ${instanceId}`);
  return task;
}

async function detail(instanceId: number, who: Person = 'admin'): Promise<Detail> {
  const body = await call('GET', `/process/instance/${instanceId}`, who);
  expect(body.code, body.msg).toBe(200);
  return body.data as Detail;
}

const act = (who: Person, taskId: number, action: string, payload: object = {}, lang?: string) =>
  call('POST', `/process/task/${taskId}/${action}`, who, payload, lang);

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ SMTP_URL: mail.url });
  await t.db.execute(
    sql`create table test_request (id serial primary key, status text not null default 'draft', history text[] not null default '{}')`,
  );
  t.app.services.approvalBusinessTypes.register({
    businessType: TYPE,
    async onChange(tx, _ctx, change) {
      if (change.kind === 'approved' && change.instance.title.includes('refused by the record')) {
        throw new Error('the record refuses to be approved');
      }
      await tx.execute(
        sql`update test_request set status = ${change.kind}, history = array_append(history, ${change.kind}) where id = ${Number(change.instance.recordId)}`,
      );
    },
  });
  const rows = await t.db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, [...PEOPLE]));
  for (const row of rows) id[row.userName as Person] = row.userId;
  const tokens = await Promise.all(PEOPLE.map((who) => signIn(t.app, who)));
  PEOPLE.forEach((who, index) => {
    token[who] = tokens[index]!;
  });
  const created = await call('POST', '/process/definition', 'admin', {
    businessType: TYPE,
    name: '测试申请',
    nameEn: 'Test request',
    steps: [
      {
        key: 'head',
        name: '部门负责人审批',
        nameEn: 'Department head',
        taskCode: 31000,
        approvers: { type: 'departmentHead' },
      },
      {
        key: 'hr',
        name: '人力资源审批',
        nameEn: 'HR',
        taskCode: 31000,
        approvers: { type: 'hr' },
        mode: 'any',
      },
      {
        key: 'big',
        name: '管理合伙人审批',
        nameEn: 'Managing partner',
        taskCode: 31000,
        approvers: { type: 'user', userIds: [id.zhangzhiqiang] },
        when: { fact: 'amount', op: 'gt', value: '50000.00' },
      },
    ],
  });
  expect(created.code, created.msg).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

describe('submitting a request', () => {
  it('raises a task for the applicant’s department head, and the record says submitted', async () => {
    const { instance, recordId } = await submit('sunyue', '孙悦的请假申请', { amount: '100.00' });
    expect(instance).toMatchObject({ status: 'running', currentStep: 0 });
    const task = await taskOf('wangjianguo', instance.instanceId);
    expect(task).toMatchObject({ stepKey: 'head', applicantName: '孙悦', taskCode: 31000, drawerWidth: 40 });
    expect(task.path).toBe(`/leave/leaveDetail/${encodeURIComponent('孙悦的请假申请')}`);
    expect(task.query).toEqual({ id: recordId });
    expect(await recordStatus(recordId)).toMatchObject({ status: 'submitted' });
  });

  it('mails the new approver and counts the task in their pending total', async () => {
    const before = await call('GET', '/process/project/userTask/count', 'wangjianguo');
    const { instance } = await submit('sunyue', '出差申请（邮件）');
    // Earlier requests mailed him too; his mailbox is read in order until this one.
    let message = await mail.nextMailTo(`wangjianguo@${DEMO_EMAIL_DOMAIN}`);
    while (!message.subject.includes('出差申请（邮件）')) {
      message = await mail.nextMailTo(`wangjianguo@${DEMO_EMAIL_DOMAIN}`);
    }
    expect(message.subject).toContain('出差申请（邮件）');
    expect(message.text).toContain('孙悦');
    expect(message.text).toContain('awaits your approval');
    // The mail lands the approver on the request's approval page with their task open.
    const task = await taskOf('wangjianguo', instance.instanceId);
    expect(message.text).toContain(approvalActPath('出差申请（邮件）', instance.instanceId, task.taskId));
    const after = await call('GET', '/process/project/userTask/count', 'wangjianguo');
    expect((after.data as { pending: number }).pending).toBe(
      (before.data as { pending: number }).pending + 1,
    );
    expect(instance.status).toBe('running');
  });

  it('refuses a second request on a record that has one in progress, and writes nothing more', async () => {
    const { instance, recordId } = await submit('sunyue', '重复提交');
    const again = t.app.services.approvalEngine.submit(await contextOf('sunyue'), {
      businessType: TYPE,
      recordId,
      title: '重复提交',
    });
    await expect(again).rejects.toMatchObject({ key: 'approvals.alreadyRunning' });
    const open = await t.db
      .select()
      .from(approvalInstances)
      .where(and(eq(approvalInstances.businessType, TYPE), eq(approvalInstances.recordId, recordId)));
    expect(open.map((row) => row.instanceId)).toEqual([instance.instanceId]);
  });

  it('skips the step whose only approver is the applicant: nobody approves their own request', async () => {
    const { instance } = await submit('wangjianguo', '王建国的请假申请');
    expect(instance.currentStep).toBe(1);
    const { timeline } = await detail(instance.instanceId);
    expect(timeline.map((line) => [line.action, line.stepKey, line.comment])).toEqual([
      ['submit', '', ''],
      ['skip', 'head', 'selfApproval'],
    ]);
  });
});

describe('approving', () => {
  it('moves step by step; any one HR approver decides for both; a small amount skips the partner', async () => {
    const { instance, recordId } = await submit('sunyue', '年假三天', { amount: '800.00' });
    expect(
      (
        await act('wangjianguo', (await taskOf('wangjianguo', instance.instanceId)).taskId, 'approve', {
          comment: '同意',
        })
      ).code,
    ).toBe(200);
    const hrTask = await taskOf('panling', instance.instanceId);
    await taskOf('dujuan', instance.instanceId);
    const done = await act('panling', hrTask.taskId, 'approve');
    expect(done.data).toMatchObject({ status: 'approved' });
    expect((await pendingOf('dujuan')).some((row) => row.instanceId === instance.instanceId)).toBe(false);
    expect(await recordStatus(recordId)).toEqual({
      status: 'approved',
      history: ['submitted', 'stepCompleted', 'stepCompleted', 'approved'],
    });
    const { timeline } = await detail(instance.instanceId, 'sunyue');
    expect(timeline.map((line) => [line.action, line.stepKey, line.actorName])).toEqual([
      ['submit', '', '孙悦'],
      ['approve', 'head', '王建国'],
      ['approve', 'hr', '潘玲'],
      ['skip', 'big', ''],
      ['complete', '', ''],
    ]);
    expect(timeline[1]!.comment).toBe('同意');
  });

  it('asks the managing partner when the amount is above 50,000', async () => {
    const { instance } = await submit('sunyue', '大额申请', { amount: '50000.01' });
    await act('wangjianguo', (await taskOf('wangjianguo', instance.instanceId)).taskId, 'approve');
    await act('dujuan', (await taskOf('dujuan', instance.instanceId)).taskId, 'approve');
    const partnerTask = await taskOf('zhangzhiqiang', instance.instanceId);
    expect(partnerTask.stepKey).toBe('big');
  });

  it('answers someone else’s task as a missing one', async () => {
    const { instance } = await submit('sunyue', '别人的待办');
    const task = await taskOf('wangjianguo', instance.instanceId);
    const body = await act('dujuan', task.taskId, 'approve');
    expect(body.code).toBe(404);
    expect(body.msg).toBe('待办不存在');
  });

  it('lets only one of two approvers pressing at the same moment win', async () => {
    const { instance } = await submit('sunyue', '并发审批');
    await act('wangjianguo', (await taskOf('wangjianguo', instance.instanceId)).taskId, 'approve');
    const [a, b] = [
      await taskOf('panling', instance.instanceId),
      await taskOf('dujuan', instance.instanceId),
    ];
    const answers = await Promise.all([
      act('panling', a.taskId, 'approve'),
      act('dujuan', b.taskId, 'approve'),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.code === 409)!.msg).toBe('该待办已被处理，请刷新');
    const approvals = (await detail(instance.instanceId)).timeline.filter(
      (line) => line.action === 'approve' && line.stepKey === 'hr',
    );
    expect(approvals).toHaveLength(1);
  });

  it('lets one approver’s double click count once', async () => {
    const { instance } = await submit('sunyue', '双击');
    const task = await taskOf('wangjianguo', instance.instanceId);
    const answers = await Promise.all([
      act('wangjianguo', task.taskId, 'approve'),
      act('wangjianguo', task.taskId, 'approve'),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
  });

  it('rolls the approval back when the record refuses its new status', async () => {
    const { instance, recordId } = await submit('wangjianguo', 'refused by the record');
    const task = await taskOf('panling', instance.instanceId);
    const body = await act('panling', task.taskId, 'approve');
    expect(body.code).toBe(500);
    const [row] = await t.db.select().from(approvalTasks).where(eq(approvalTasks.taskId, task.taskId));
    expect(row!.status).toBe('pending');
    expect((await detail(instance.instanceId)).instance.status).toBe('running');
    expect((await recordStatus(recordId)).status).toBe('submitted');
  });

  it('writes an audit row for each action', async () => {
    const { instance } = await submit('sunyue', '审计');
    const task = await taskOf('wangjianguo', instance.instanceId);
    await act('wangjianguo', task.taskId, 'approve');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'approvalTask'), eq(auditLog.entityId, String(task.taskId))));
    expect(rows.map((row) => [row.action, row.userName])).toEqual([['approve', 'wangjianguo']]);
  });
});

describe('sending back, rejecting, withdrawing', () => {
  it('requires a comment to send back or reject, in the caller’s language', async () => {
    const { instance } = await submit('sunyue', '缺少意见');
    const task = await taskOf('wangjianguo', instance.instanceId);
    const cn = await act('wangjianguo', task.taskId, 'sendBack', { comment: '  ' });
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain('请填写意见');
    const en = await act('wangjianguo', task.taskId, 'reject', {}, 'en');
    expect(en.code).toBe(400);
    expect((await taskOf('wangjianguo', instance.instanceId)).status).toBe('pending');
  });

  it('sends back to the applicant, who amends and resubmits; the timeline shows it all', async () => {
    const { instance, recordId } = await submit('sunyue', '请补充材料');
    const task = await taskOf('wangjianguo', instance.instanceId);
    const back = await act('wangjianguo', task.taskId, 'sendBack', {
      comment: '请附上医院证明',
      to: 'applicant',
    });
    expect(back.data).toMatchObject({ status: 'sentBack' });
    expect((await recordStatus(recordId)).status).toBe('sentBack');
    // Someone else's request answers as a missing one, as withdrawing does (issue 27 item 21).
    expect(
      (await call('POST', `/process/instance/${instance.instanceId}/resubmit`, 'yangfan', {})).code,
    ).toBe(404);
    const again = await call('POST', `/process/instance/${instance.instanceId}/resubmit`, 'sunyue', {
      comment: '已补充',
    });
    expect(again.data).toMatchObject({ status: 'running', currentStep: 0 });
    await taskOf('wangjianguo', instance.instanceId);
    expect(
      (await detail(instance.instanceId, 'sunyue')).timeline.map((line) => [line.action, line.comment]),
    ).toEqual([
      ['submit', ''],
      ['sendBack', '请附上医院证明'],
      ['resubmit', '已补充'],
    ]);
  });

  it('sends back to the previous step’s approver, not beyond the first step', async () => {
    const { instance } = await submit('sunyue', '退回上一步');
    const first = await taskOf('wangjianguo', instance.instanceId);
    const refused = await act('wangjianguo', first.taskId, 'sendBack', {
      comment: '没有上一步',
      to: 'previous',
    });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('已是第一步，只能退回申请人');
    await act('wangjianguo', first.taskId, 'approve');
    const hr = await taskOf('panling', instance.instanceId);
    const back = await act('panling', hr.taskId, 'sendBack', {
      comment: '请负责人再确认天数',
      to: 'previous',
    });
    expect(back.data).toMatchObject({ status: 'running', currentStep: 0 });
    expect((await taskOf('wangjianguo', instance.instanceId)).stepKey).toBe('head');
    expect((await pendingOf('dujuan')).some((row) => row.instanceId === instance.instanceId)).toBe(false);
  });

  it('rejects for good', async () => {
    const { instance, recordId } = await submit('sunyue', '不予批准');
    const task = await taskOf('wangjianguo', instance.instanceId);
    const body = await act('wangjianguo', task.taskId, 'reject', { comment: '项目关键期' });
    expect(body.data).toMatchObject({ status: 'rejected' });
    expect((await recordStatus(recordId)).status).toBe('rejected');
    expect((await act('wangjianguo', task.taskId, 'approve')).code).toBe(409);
  });

  it('lets the applicant withdraw before the pending step decides, and only the applicant', async () => {
    const { instance, recordId } = await submit('sunyue', '撤回');
    // Someone else's request answers exactly as a missing one (issue 27 item 21).
    const others = await call(
      'POST',
      `/process/instance/${instance.instanceId}/cancelWithdraw`,
      'wangjianguo',
    );
    const missing = await call('POST', '/process/instance/99999999/cancelWithdraw', 'wangjianguo');
    expect(others).toEqual(missing);
    expect(others.code).toBe(404);
    const body = await call('POST', `/process/instance/${instance.instanceId}/cancelWithdraw`, 'sunyue');
    expect(body.data).toMatchObject({ status: 'withdrawn' });
    expect((await recordStatus(recordId)).status).toBe('withdrawn');
    expect((await pendingOf('wangjianguo')).some((row) => row.instanceId === instance.instanceId)).toBe(
      false,
    );
  });
});

describe('transfer', () => {
  it('hands my task to a colleague, who is told; not to myself nor to the applicant', async () => {
    const { instance } = await submit('sunyue', '转交');
    const task = await taskOf('wangjianguo', instance.instanceId);
    expect((await act('wangjianguo', task.taskId, 'transfer', { userId: id.wangjianguo })).msg).toBe(
      '不能转交给自己',
    );
    expect((await act('wangjianguo', task.taskId, 'transfer', { userId: id.sunyue })).msg).toBe(
      '不能转交给申请人本人',
    );
    const moved = await act('wangjianguo', task.taskId, 'transfer', {
      userId: id.zhangzhiqiang,
      comment: '我出差',
    });
    expect(moved.code, moved.msg).toBe(200);
    await mail.nextMailTo(`zhangzhiqiang@${DEMO_EMAIL_DOMAIN}`);
    const newTask = await taskOf('zhangzhiqiang', instance.instanceId);
    expect(newTask.stepKey).toBe('head');
    expect((await pendingOf('wangjianguo')).some((row) => row.instanceId === instance.instanceId)).toBe(
      false,
    );
    const transfer = (await detail(instance.instanceId)).timeline.find((line) => line.action === 'transfer');
    expect(transfer).toMatchObject({ actorName: '王建国', targetName: '张志强', comment: '我出差' });
  });
});

describe('batch complete', () => {
  it('approves several of my tasks in one go, or none when one is not mine', async () => {
    const first = await submit('sunyue', '批量一');
    const second = await submit('sunyue', '批量二');
    const other = await submit('wangjianguo', '批量三');
    const mine = [
      await taskOf('wangjianguo', first.instance.instanceId),
      await taskOf('wangjianguo', second.instance.instanceId),
    ];
    const notMine = await taskOf('panling', other.instance.instanceId);
    const refused = await call('POST', '/process/task/batchComplete', 'wangjianguo', {
      taskIds: [...mine.map((task) => task.taskId), notMine.taskId],
    });
    expect(refused.code).toBe(404);
    expect((await taskOf('wangjianguo', first.instance.instanceId)).status).toBe('pending');
    const done = await call('POST', '/process/task/batchComplete', 'wangjianguo', {
      taskIds: mine.map((task) => task.taskId),
      comment: '批量同意',
    });
    expect(done.code, done.msg).toBe(200);
    expect((done.data as { currentStep: number }[]).map((row) => row.currentStep)).toEqual([1, 1]);
    expect((await detail(first.instance.instanceId)).timeline.at(-1)).toMatchObject({
      action: 'complete',
      comment: '批量同意',
    });
  });
});

describe('delegation', () => {
  it('lets a delegate act for the person who delegated; the timeline names both', async () => {
    const { instance } = await submit('sunyue', '代理审批');
    const asDelegate = { delegateuser: String(id.wangjianguo) };
    const refused = await t.app.inject({
      method: 'GET',
      url: `${API}/process/project/userTask/list`,
      headers: { ...bearer(token.yangfan), ...asDelegate },
    });
    expect(json(refused).code).toBe(403);
    const today = new Date().toISOString().slice(0, 10);
    const given = await call('POST', '/process/delegation', 'wangjianguo', {
      delegateId: id.yangfan,
      startsOn: '2020-01-01',
      endsOn: '2099-12-31',
      remark: `休假 ${today}`,
    });
    expect(given.code, given.msg).toBe(200);
    const overlap = await call('POST', '/process/delegation', 'wangjianguo', {
      delegateId: id.xuqing,
      startsOn: '2030-01-01',
      endsOn: '2030-01-02',
    });
    expect(overlap.msg).toBe('该时间段内已有委托');
    const task = (await pendingOf('yangfan', asDelegate)).find(
      (row) => row.instanceId === instance.instanceId,
    );
    expect(task).toBeDefined();
    // The request reads as the delegate stands in, and not otherwise.
    const asThemselves = await call('GET', `/process/instance/${instance.instanceId}`, 'yangfan');
    expect(asThemselves.code).toBe(404);
    const standingIn = await t.app.inject({
      method: 'GET',
      url: `${API}/process/instance/${instance.instanceId}`,
      headers: { ...bearer(token.yangfan), ...asDelegate },
    });
    expect(json(standingIn).code).toBe(200);
    const approved = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/process/task/${task!.taskId}/approve`,
        headers: { ...bearer(token.yangfan), ...asDelegate },
        payload: { comment: '代为同意' },
      }),
    );
    expect(approved.code, approved.msg).toBe(200);
    const line = (await detail(instance.instanceId, 'yangfan')).timeline.find(
      (row) => row.action === 'approve',
    );
    expect(line).toMatchObject({ actorName: '杨帆', onBehalfOfName: '王建国', comment: '代为同意' });
    const revoked = await call(
      'DELETE',
      `/process/delegation/${(given.data as { delegationId: number }).delegationId}`,
      'wangjianguo',
    );
    expect(revoked.code).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `${API}/process/project/userTask/list`,
      headers: { ...bearer(token.yangfan), ...asDelegate },
    });
    expect(json(after).code).toBe(403);
  });

  it('refuses delegating to oneself and a period that ends before it starts', async () => {
    expect(
      (
        await call('POST', '/process/delegation', 'panling', {
          delegateId: id.panling,
          startsOn: '2026-01-01',
          endsOn: '2026-01-02',
        })
      ).msg,
    ).toBe('不能委托给自己');
    const backwards = await call('POST', '/process/delegation', 'panling', {
      delegateId: id.dujuan,
      startsOn: '2026-02-01',
      endsOn: '2026-01-01',
    });
    expect(backwards.code).toBe(400);
    expect(backwards.msg).toContain('开始日期不能晚于结束日期');
  });
});

describe('who sees a request', () => {
  it('shows the detail to the applicant and approvers, not to a bystander', async () => {
    const { instance } = await submit('sunyue', '保密申请');
    expect((await call('GET', `/process/instance/${instance.instanceId}`, 'sunyue')).code).toBe(200);
    expect((await call('GET', `/process/instance/${instance.instanceId}`, 'wangjianguo')).code).toBe(200);
    const bystander = await call('GET', `/process/instance/${instance.instanceId}`, 'xuqing');
    expect(bystander.code).toBe(404);
    expect(JSON.stringify(bystander)).not.toContain('保密申请');
  });
});

describe('definitions', () => {
  it('keeps a running request on the version it started with when the workflow changes', async () => {
    const { instance } = await submit('sunyue', '版本');
    const v2 = await call('POST', '/process/definition', 'admin', {
      businessType: TYPE,
      name: '测试申请',
      steps: [{ key: 'finance', name: '财务审批', taskCode: 90001, approvers: { type: 'finance' } }],
    });
    expect((v2.data as { version: number }).version).toBe(2);
    await act('wangjianguo', (await taskOf('wangjianguo', instance.instanceId)).taskId, 'approve');
    expect((await taskOf('panling', instance.instanceId)).stepKey).toBe('hr');
    const fresh = await submit('sunyue', '新版本');
    expect((await detail(fresh.instance.instanceId)).pending.map((row) => row.stepKey)).toEqual([
      'finance',
      'finance',
      'finance',
    ]);
    const versions = await call('GET', `/process/definition/${TYPE}/versions`, 'admin');
    expect((versions.data as { version: number }[]).map((row) => row.version)).toEqual([2, 1]);
  });

  it('refuses to start when a step finds no approver, leaving no trace', async () => {
    await call('POST', '/process/definition', 'admin', {
      businessType: 'test-empty',
      name: '无人审批',
      steps: [{ key: 'ghost', name: '幽灵角色', taskCode: 1, approvers: { type: 'role', roleKey: 'ghost' } }],
    });
    t.app.services.approvalBusinessTypes.register({ businessType: 'test-empty', onChange: async () => {} });
    const before = await t.db
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.businessType, 'test-empty'));
    await expect(
      t.app.services.approvalEngine.submit(await contextOf('sunyue'), {
        businessType: 'test-empty',
        recordId: '1',
        title: 'x',
      }),
    ).rejects.toMatchObject({ key: 'approvals.noApprover', params: { step: '幽灵角色' } });
    const after = await t.db
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.businessType, 'test-empty'));
    expect(after).toEqual(before);
  });

  it('is edited by administrators only; the test run shows approvers and writes nothing', async () => {
    const steps = [
      { key: 'head', name: '负责人', taskCode: 31000, approvers: { type: 'departmentHead' } },
      {
        key: 'big',
        name: '大额',
        taskCode: 31000,
        approvers: { type: 'hr' },
        when: { fact: 'amount', op: 'gte', value: 10 },
      },
    ];
    expect(
      (await call('POST', '/process/definition', 'sunyue', { businessType: 'x-y', name: 'x', steps })).code,
    ).toBe(403);
    const trial = await call('POST', '/process/definition/testRun', 'admin', {
      steps,
      applicantId: id.sunyue,
      facts: { amount: 5 },
    });
    expect(trial.data).toMatchObject([
      { key: 'head', plan: { kind: 'run' }, approvers: [{ nickName: '王建国' }] },
      { key: 'big', plan: { kind: 'skip', reason: 'condition' }, approvers: [] },
    ]);
  });

  it('refuses duplicate step keys and a malformed condition', async () => {
    const body = await call('POST', '/process/definition', 'admin', {
      businessType: 'dup-keys',
      name: 'x',
      steps: [
        { key: 'a', name: 'a', taskCode: 1, approvers: { type: 'hr' } },
        {
          key: 'a',
          name: 'b',
          taskCode: 1,
          approvers: { type: 'hr' },
          when: { fact: 'amount', op: 'gt', value: 1 },
        },
      ],
    });
    expect(body.code).toBe(400);
    const bad = await call('POST', '/process/definition', 'admin', {
      businessType: 'bad-cond',
      name: 'x',
      steps: [
        {
          key: 'a',
          name: 'a',
          taskCode: 1,
          approvers: { type: 'hr' },
          when: { fact: 'x; drop', op: 'gt', value: 1 },
        },
      ],
    });
    expect(bad.code).toBe(400);
  });
});
