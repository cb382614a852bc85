import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { users } from '../users/users.tables.ts';
import { approvalEvents, approvalTasks } from './approvals.tables.ts';

/**
 * Issue 25 item 4: many clicks on one approval at once. One wins; every other click is told, as
 * a 409, that the task is handled (or, past the lock budget, that someone else is on it), and
 * none fails; while a click waits for the request's lock it holds no database connection.
 */
const TYPE = 'burst-request';
let t: TestApp;
let applicant: number;
let approver: number;
let approverToken: string;
/** A colleague with nothing to do with the request. */
let otherToken: string;
const HANDLED = '该待办已被处理，请刷新';
const BUSY = '该记录正被他人同时处理，请稍后重试';

const call = (method: Method, url: string, payload?: object) =>
  callApi(t.app, method, url, approverToken, payload);
const approve = (taskId: number) => call('POST', `/process/task/${taskId}/approve`, {});

async function userId(userName: string): Promise<number> {
  const [row] = await t.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return row!.userId;
}

/** A request of the applicant's, waiting for the approver: its instance and task. */
async function pendingRequest(title: string): Promise<{ instanceId: number; taskId: number }> {
  const principal = await t.app.services.loadPrincipal(applicant);
  const ctx: SignedInContext = {
    actor: { ...principal!, sessionId: 0 },
    requestId: 'test',
    ip: '127.0.0.1',
    userAgent: 'vitest',
    lang: 'cn',
  };
  const instance = await t.app.services.approvalEngine.submit(ctx, {
    businessType: TYPE,
    recordId: title,
    title,
  });
  const [task] = await t.db
    .select({ taskId: approvalTasks.taskId })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instance.instanceId), eq(approvalTasks.status, 'pending')));
  return { instanceId: instance.instanceId, taskId: task!.taskId };
}

/** A connection of the test's own, outside the app's pool, holding the request's lock. */
async function holdLock(instanceId: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.db.$client.options.connectionString });
  // Ended by the database's forced drop if a test fails before it ends it.
  client.on('error', () => {});
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from wf_instance where instance_id = $1 for update', [instanceId]);
  return client;
}

async function approvalsOf(instanceId: number): Promise<number> {
  const rows = await t.db
    .select()
    .from(approvalEvents)
    .where(and(eq(approvalEvents.instanceId, instanceId), eq(approvalEvents.action, 'approve')));
  return rows.length;
}

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.approvalBusinessTypes.register({ businessType: TYPE, async onChange() {} });
  [applicant, approver] = [await userId('sunyue'), await userId('wangjianguo')];
  const admin = await signIn(t.app, 'admin');
  approverToken = await signIn(t.app, 'wangjianguo');
  otherToken = await signIn(t.app, 'yangfan');
  const created = await callApi(t.app, 'POST', '/process/definition', admin, {
    businessType: TYPE,
    name: '并发测试',
    nameEn: 'Burst test',
    steps: [
      {
        key: 'one',
        name: '审批',
        nameEn: 'Approval',
        taskCode: 31000,
        approvers: { type: 'user', userIds: [approver] },
      },
    ],
  });
  expect(created.code, created.msg).toBe(200);
});
afterAll(() => t?.close());

describe('many clicks on one approval', () => {
  it('lets fifty clicks at once count once: one success, forty-nine clear 409s, no failure, and someone else’s list goes ahead', async () => {
    const { instanceId, taskId } = await pendingRequest('五十次点击');
    // Someone else opens their list while the burst is on: the burst does not hold them up.
    const order: string[] = [];
    const clicks = Array.from({ length: 50 }, () =>
      approve(taskId).then((answer) => {
        order.push('click');
        return answer;
      }),
    );
    const list = callApi(
      t.app,
      'GET',
      '/process/project/userTask/list?state=pending&pageNum=1&pageSize=25',
      otherToken,
    ).then((answer) => {
      order.push('list');
      return answer;
    });
    const answers = await Promise.all(clicks);
    const listed = await list;
    expect(listed.code, listed.msg).toBe(200);
    expect(order.indexOf('list')).toBeLessThan(order.lastIndexOf('click'));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const answer of answers.filter((each) => each.code === 409))
      expect([HANDLED, BUSY]).toContain(answer.msg);
    expect(await approvalsOf(instanceId)).toBe(1);
  });

  it('waits for a request another action has locked without holding a connection, then goes ahead', async () => {
    const { instanceId, taskId } = await pendingRequest('等待锁');
    const holder = await holdLock(instanceId);
    try {
      const answer = approve(taskId);
      // The click retries with pauses in between; PostgreSQL's lock queue stays empty.
      for (let look = 0; look < 5; look += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { rows } = await holder.query(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(rows[0].waiting).toBe(0);
      }
      await holder.query('commit');
      expect((await answer).code).toBe(200);
    } finally {
      await holder.end();
    }
    expect(await approvalsOf(instanceId)).toBe(1);
  });

  it('answers 409, someone else is on it, when the lock stays taken past the budget, and changes nothing', async () => {
    const { instanceId, taskId } = await pendingRequest('锁一直被占用');
    const holder = await holdLock(instanceId);
    try {
      expect(await approve(taskId)).toEqual({ code: 409, msg: BUSY });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect(await approvalsOf(instanceId)).toBe(0);
  });
});
