import { CASE_STATUS, type LoanDetail, type LoanStatus } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  callApi,
  createTestApp,
  type Json,
  type Method,
  signIn,
  type TestApp,
} from '../../../../test/test-app.ts';
import { approvalTasks } from '../../approvals/approvals.tables.ts';
import { projectMembers, projects } from '../../projects/projects.tables.ts';
import { users } from '../../users/users.tables.ts';
import { loans } from './loans.tables.ts';

/**
 * Loans through HTTP on the demo firm (decision 0041): guojing borrows, on cases cloned from the
 * Xinghe case where zhangzhiqiang is the responsible partner; lvjianhua is finance; hezhenyu is
 * on none of them.
 */
export const PEOPLE = ['guojing', 'zhangzhiqiang', 'hezhenyu', 'lvjianhua'] as const;
export type Person = (typeof PEOPLE)[number];

export async function loanWorld() {
  const t: TestApp = await createTestApp();
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

  async function openCase(options: { restricted?: boolean; partner?: boolean } = {}) {
    const [template] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
    const { projectId: _id, number: _number, ...rest } = template!;
    const [row] = await t.db
      .insert(projects)
      .values({
        ...rest,
        nameCn: `借款测试案件${Math.random().toString(36).slice(2, 8)}`,
        status: CASE_STATUS.active,
        restricted: options.restricted ?? false,
        applicantId: ids.guojing,
      })
      .returning();
    await t.db
      .insert(projectMembers)
      .values([
        ...(options.partner === false
          ? []
          : [{ projectId: row!.projectId, userId: ids.zhangzhiqiang, role: '1' }]),
        { projectId: row!.projectId, userId: ids.guojing, role: '2' },
      ]);
    return row!.projectId;
  }

  const loanRow = async (loanId: number) =>
    (await t.db.select().from(loans).where(eq(loans.loanId, loanId)))[0]!;

  /** Who holds a request's pending task now (signed in on first use), and its task code. */
  async function holderOf(instanceId: number): Promise<{ who: string; taskCode: number }> {
    const [task] = await t.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.status, 'pending')));
    expect(task, `request ${instanceId} waits for someone`).toBeDefined();
    const [person] = await t.db.select().from(users).where(eq(users.userId, task!.assigneeId));
    if (!tokens.has(person!.userName)) tokens.set(person!.userName, await signIn(t.app, person!.userName));
    return { who: person!.userName, taskCode: task!.taskCode };
  }

  /** Who holds the loan's pending task now, and its task code. */
  const approver = async (loanId: number) => holderOf((await loanRow(loanId)).instanceId!);

  async function draft(values: object = {}, who = 'guojing'): Promise<LoanDetail> {
    const body = { purpose: '出差备用金', amount: '1000.00', expectedRepayDate: '2026-12-31', ...values };
    return (await succeed(who, 'POST', '/hankun/expenses/borrow', body)).data as LoanDetail;
  }

  /** Approves every pending step in turn. */
  async function approveAll(loanId: number): Promise<void> {
    while ((await loanRow(loanId)).status === 'approving') {
      const { who } = await approver(loanId);
      await succeed(who, 'POST', '/hankun/expenses/borrow/audit', { loanId });
    }
  }

  const payment = (loanId: number) => ({
    loanId,
    paidDate: '2026-11-10',
    method: 'bankTransfer',
    reference: 'LN-1',
  });

  /** A loan of guojing's brought to the status through the routes. */
  async function loanIn(status: LoanStatus, values: object = {}): Promise<number> {
    const { loanId } = await draft(values);
    if (status === 'draft') return loanId;
    if (status === 'cancelled') {
      await succeed('guojing', 'POST', '/hankun/expenses/borrow/cancel', { loanId });
      return loanId;
    }
    await succeed('guojing', 'POST', '/hankun/expenses/borrow/submit', { loanId });
    if (status === 'approving') return loanId;
    if (status === 'sentBack' || status === 'rejected') {
      const { who } = await approver(loanId);
      const action = status === 'sentBack' ? 'back' : 'reject';
      await succeed(who, 'POST', `/hankun/expenses/borrow/${action}`, { loanId, comment: '用途不清' });
      return loanId;
    }
    await approveAll(loanId);
    if (status === 'approved') return loanId;
    await succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/pay', payment(loanId));
    if (status === 'paid') return loanId;
    const amount = status === 'repaid' ? (await loanRow(loanId)).amount : '1.00';
    await succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/repay', {
      loanId,
      amount,
      repaidDate: '2026-11-20',
      method: 'cash',
    });
    return loanId;
  }

  /** The loan list's workbook, as the browser downloads it. */
  const exportAs = (who: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/venus-api/hankun/expenses/borrow/export',
      headers: { authorization: `Bearer ${tokens.get(who)}` },
      payload,
    });

  return {
    t,
    ids,
    call,
    succeed,
    openCase,
    loanRow,
    holderOf,
    approver,
    draft,
    approveAll,
    payment,
    loanIn,
    exportAs,
  };
}
