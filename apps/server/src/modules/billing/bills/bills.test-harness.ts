import type { BillDetail } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { insertTestCase, insertTime, type TestCaseOptions } from '../../../../test/case-fixtures.ts';
import {
  callApi,
  createTestApp,
  type Json,
  type Method,
  signIn,
  type TestApp,
} from '../../../../test/test-app.ts';
import { approvalTasks } from '../../approvals/approvals.tables.ts';
import { users } from '../../users/users.tables.ts';
import { worklogs } from '../../worklogs/worklogs.tables.ts';
import { bills } from './bills.tables.ts';

/**
 * Bills through HTTP on the demo firm (decision 0030), for the test files of bills. Each test bills
 * a case of its own, cloned from the demo's Xinghe case (Beijing office): zhangzhiqiang is its
 * responsible partner, guojing prepares; hezhenyu is on none of them; lvjianhua is finance (lists
 * all, credits, writes off).
 */
const PEOPLE = ['guojing', 'zhangzhiqiang', 'hezhenyu', 'lvjianhua', 'sunyue'] as const;
type Person = (typeof PEOPLE)[number];

/** `env`: settings of the app, asked just before it starts (the address of a mail capture, say). */
export function billsHarness(options: { env?: () => Promise<Record<string, string>> } = {}) {
  let app: TestApp | undefined;
  const tokens = new Map<string, string>();
  const ids = {} as Record<Person, number>;
  const t = () => {
    if (!app) throw new Error('the bills harness is used before its beforeAll');
    return app;
  };

  beforeAll(async () => {
    app = await createTestApp((await options.env?.()) ?? {});
    for (const person of PEOPLE) {
      tokens.set(person, await signIn(app.app, person));
      ids[person] = (await app.db.select().from(users).where(eq(users.userName, person)))[0]!.userId;
    }
  });
  afterAll(() => app?.close());

  const call = (who: string, method: Method, url: string, payload?: object, lang?: string) =>
    callApi(t().app, method, url, tokens.get(who), payload, lang);

  async function succeed(who: string, method: Method, url: string, payload?: object): Promise<Json> {
    const body = await call(who, method, url, payload);
    expect(body.code, body.msg).toBe(200);
    return body;
  }

  const openCase = (options: TestCaseOptions = {}) =>
    insertTestCase(t(), { partnerId: ids.zhangzhiqiang, leadId: ids.guojing }, options);

  /** A time entry straight in the database, confirmed and billable unless told otherwise. */
  const addTime = (projectId: number, values: Partial<typeof worklogs.$inferInsert> = {}): Promise<number> =>
    insertTime(t(), { projectId, userId: ids.guojing, ...values });

  const entry = async (worklogId: number) =>
    (await t().db.select().from(worklogs).where(eq(worklogs.worklogId, worklogId)))[0]!;
  const billRow = async (billId: number) =>
    (await t().db.select().from(bills).where(eq(bills.billId, billId)))[0]!;

  async function draft(payload: object, who = 'guojing'): Promise<BillDetail> {
    return (await succeed(who, 'POST', '/hankun/bill', payload)).data as BillDetail;
  }

  /** The pending task of a request, acted on by its assignee (signed in on first use). */
  async function decide(instanceId: number, action = 'approve', payload: object = {}): Promise<void> {
    const [task] = await t()
      .db.select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.status, 'pending')));
    expect(task, `request ${instanceId} has a pending task`).toBeDefined();
    const [assignee] = await t().db.select().from(users).where(eq(users.userId, task!.assigneeId));
    if (!tokens.has(assignee!.userName))
      tokens.set(assignee!.userName, await signIn(t().app, assignee!.userName));
    await succeed(assignee!.userName, 'POST', `/process/task/${task!.taskId}/${action}`, payload);
  }

  /** A draft sent and approved by the partner: issued, as the bill page shows it. */
  async function issue(billId: number): Promise<BillDetail> {
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId });
    await decide((await billRow(billId)).instanceId!);
    return (await succeed('guojing', 'GET', `/hankun/bill/${billId}`)).data as BillDetail;
  }

  async function issued(projectId: number, extra: object = {}): Promise<BillDetail> {
    await addTime(projectId);
    return issue((await draft({ projectId, ...extra })).billId);
  }

  return { t, tokens, ids, call, succeed, openCase, addTime, entry, billRow, draft, decide, issue, issued };
}
