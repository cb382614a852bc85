import { CASE_STATUS, type ExpenseClaimDetail } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestApp,
  type Json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { approvalEvents } from '../approvals/approvals.tables.ts';
import { projectMembers, projects } from '../projects/projects.tables.ts';
import { users } from '../users/users.tables.ts';
import { expenseClaims } from './expenses.tables.ts';

/**
 * Issue 25 item 4 on a domain's own button: the partner presses 审批通过 on a claim fifty times
 * at once (its page's action, through the approvals engine). One approval counts; every other
 * press is told the task is already handled (409), none fails and none says "no task of yours".
 */
let t: TestApp;
const tokens = new Map<string, string>();
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { nestedCheckout: 'refuse' });
  for (const person of ['guojing', 'zhangzhiqiang']) {
    tokens.set(person, await signIn(t.app, person));
    ids[person] = (await t.db.select().from(users).where(eq(users.userName, person)))[0]!.userId;
  }
});
afterAll(() => t?.close());

const call = (who: string, method: Method, url: string, payload?: object) =>
  callApi(t.app, method, url, tokens.get(who), payload);

async function succeed(who: string, method: Method, url: string, payload?: object): Promise<Json> {
  const body = await call(who, method, url, payload);
  expect(body.code, body.msg).toBe(200);
  return body;
}

/** A case of guojing's where zhangzhiqiang is the responsible partner (the claim's first step). */
async function openCase(): Promise<number> {
  const [template] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
  const { projectId: _id, number: _number, ...rest } = template!;
  const [row] = await t.db
    .insert(projects)
    .values({ ...rest, nameCn: '报销并发测试案件', status: CASE_STATUS.active, applicantId: ids.guojing! })
    .returning();
  await t.db.insert(projectMembers).values([
    { projectId: row!.projectId, userId: ids.zhangzhiqiang!, role: '1' },
    { projectId: row!.projectId, userId: ids.guojing!, role: '2' },
  ]);
  return row!.projectId;
}

describe('fifty presses of 审批通过 on one claim', () => {
  it('approve it once; the other forty-nine hear it is already handled', async () => {
    const projectId = await openCase();
    const line = { expenseDate: '2026-11-02', expenseType: '1', amount: '88.00', description: '出租车' };
    const claim = (
      await succeed('guojing', 'POST', '/hankun/expenses', {
        title: '并发审批',
        lines: [{ ...line, projectId, billable: true }],
      })
    ).data as ExpenseClaimDetail;
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('zhangzhiqiang', 'POST', '/hankun/expenses/audit', { claimId: claim.claimId, comment: '同意' }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    const others = answers.filter((answer) => answer.code !== 200);
    expect(others.map((answer) => answer.code)).toEqual(Array(49).fill(409));
    for (const answer of others) expect(answer.msg).toBe('该待办已被处理，请刷新');

    const [row] = await t.db.select().from(expenseClaims).where(eq(expenseClaims.claimId, claim.claimId));
    const approvals = await t.db
      .select()
      .from(approvalEvents)
      .where(and(eq(approvalEvents.instanceId, row!.instanceId!), eq(approvalEvents.action, 'approve')));
    expect(approvals).toHaveLength(1);
  });
});
