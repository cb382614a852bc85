import {
  LOAN_REPAYMENT_REQUEST_STATUSES,
  type LoanDetail,
  type LoanRepaymentRequestStatus,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { projectMembers } from '../../projects/projects.tables.ts';
import { loanRepaymentRequests, loanRepayments } from './loans.tables.ts';
import { loanWorld } from './loans.test-support.ts';

let w: Awaited<ReturnType<typeof loanWorld>>;
beforeAll(async () => {
  w = await loanWorld();
});
afterAll(() => w.t.close());

const URL = '/hankun/expenses/borrow/repayRequest';
const ask = (loanId: number, amount: string) => ({
  loanId,
  amount,
  method: 'bankTransfer',
  plannedDate: '2026-11-26',
  remark: '工资到账后转账归还',
});
const detail = async (loanId: number, who = 'guojing') =>
  (await w.succeed(who, 'GET', `/hankun/expenses/borrow/${loanId}`)).data as LoanDetail;
const requestRow = async (requestId: number) =>
  (
    await w.t.db.select().from(loanRepaymentRequests).where(eq(loanRepaymentRequests.requestId, requestId))
  )[0]!;
/** Who holds the request's pending task now, and its task code. */
const holder = async (requestId: number) => w.holderOf((await requestRow(requestId)).instanceId!);

async function request(loanId: number, amount: string): Promise<number> {
  return ((await w.succeed('guojing', 'POST', URL, ask(loanId, amount))).data as { requestId: number })
    .requestId;
}

/** A paid loan of guojing's with a request of the amount brought to the status through the routes. */
async function requestIn(
  status: LoanRepaymentRequestStatus,
  values: object = {},
): Promise<{ loanId: number; requestId: number }> {
  const loanId = await w.loanIn('paid', values);
  const requestId = await request(loanId, '100.00');
  if (status === 'withdrawn') await w.succeed('guojing', 'POST', `${URL}/withdraw`, { requestId });
  if (status === 'sentBack' || status === 'rejected') {
    const { who } = await holder(requestId);
    const action = status === 'sentBack' ? 'back' : 'reject';
    await w.succeed(who, 'POST', `${URL}/${action}`, { requestId, comment: '请附转账凭证' });
  }
  if (status === 'approved') await approveAll(requestId);
  return { loanId, requestId };
}

async function approveAll(requestId: number): Promise<void> {
  while ((await requestRow(requestId)).status === 'approving') {
    const { who } = await holder(requestId);
    await w.succeed(who, 'POST', `${URL}/audit`, { requestId });
  }
}

describe('a repayment request through its approval', () => {
  it('the case’s partner then finance approve; finance’s approval records the repayment', async () => {
    const projectId = await w.openCase();
    const loanId = await w.loanIn('paid', { amount: '1000.00', projectId });
    const requestId = await request(loanId, '400');
    expect(await holder(requestId)).toEqual({ who: 'zhangzhiqiang', taskCode: 171000 });
    // The partner's task opens the loan's page.
    const tasks = await w.succeed('zhangzhiqiang', 'GET', '/process/project/userTask/list?pageSize=200');
    const task = (tasks.rows as { taskCode: number; path: string; query: { id: string } }[]).find(
      (row) => row.taskCode === 171000 && row.query.id === String(loanId),
    );
    expect(task?.path).toMatch(/^\/v2\/borrow\/borrowDetail\//);
    const asked = await detail(loanId, 'zhangzhiqiang');
    expect(asked.repaymentRequests).toMatchObject([
      { requestId, amount: '400.00', method: 'bankTransfer', status: 'approving', repaymentId: null },
    ]);

    await w.succeed('zhangzhiqiang', 'POST', `${URL}/audit`, { requestId, comment: '同意' });
    const finance = await holder(requestId);
    expect(finance.taskCode).toBe(171005);
    expect((await w.loanRow(loanId)).repaidTotal).toBe('0.00');
    await w.succeed(finance.who, 'POST', `${URL}/audit`, { requestId });

    const loan = await detail(loanId);
    expect(loan).toMatchObject({ status: 'partlyRepaid', repaidTotal: '400.00', balance: '600.00' });
    expect(loan.repayments).toMatchObject([
      {
        kind: 'cash',
        amount: '400.00',
        repaidDate: '2026-11-26',
        method: 'bankTransfer',
        reference: `REQ-${requestId}`,
      },
    ]);
    const row = await requestRow(requestId);
    expect(row.status).toBe('approved');
    expect(row.repaymentId).toBe(loan.repayments[0]!.repaymentId);

    const audits = await w.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(requestId)));
    expect(audits.filter((one) => one.entity === 'loanRepaymentRequest').map((one) => one.action)).toEqual(
      expect.arrayContaining(['create', 'approval.submitted', 'approval.approved']),
    );
    const repay = await w.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'loan'), eq(auditLog.entityId, String(loanId)), eq(auditLog.action, 'repay')),
      );
    expect(repay).toHaveLength(1);
    expect(repay[0]!.after).toMatchObject({ requestId, repaidTotal: '400.00', status: 'partlyRepaid' });
  });

  it('the request’s approver reads the loan through it, though the loan’s own approval was not theirs', async () => {
    const projectId = await w.openCase();
    const loanId = await w.loanIn('paid', { projectId });
    // The case changes hands after the loan was approved: hezhenyu is its partner now.
    await w.t.db
      .update(projectMembers)
      .set({ userId: w.ids.hezhenyu })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, w.ids.zhangzhiqiang)));
    expect((await w.call('hezhenyu', 'GET', `/hankun/expenses/borrow/${loanId}`)).code).toBe(404);
    const requestId = await request(loanId, '10.00');
    expect(await holder(requestId)).toEqual({ who: 'hezhenyu', taskCode: 171000 });
    expect((await detail(loanId, 'hezhenyu')).repaymentRequests[0]!.requestId).toBe(requestId);
    await w.succeed('hezhenyu', 'POST', `${URL}/audit`, { requestId });
    expect((await holder(requestId)).taskCode).toBe(171005);
  });

  it('a loan on no case goes to the borrower’s department head; the whole balance repays it', async () => {
    const loanId = await w.loanIn('paid', { amount: '250.00' });
    const requestId = await request(loanId, '250.00');
    expect((await holder(requestId)).taskCode).toBe(171002);
    await approveAll(requestId);
    expect(await detail(loanId)).toMatchObject({ status: 'repaid', balance: '0.00' });
  });

  it('a sent-back request is amended and sent again; the amended amount is recorded', async () => {
    const { loanId, requestId } = await requestIn('sentBack');
    const sent = (await detail(loanId)).repaymentRequests[0]!;
    expect(sent).toMatchObject({ status: 'sentBack', returnComment: '请附转账凭证' });
    await w.succeed('guojing', 'POST', `${URL}/resubmit`, {
      ...ask(loanId, '120.50'),
      loanId: undefined,
      requestId,
    });
    expect((await requestRow(requestId)).status).toBe('approving');
    await approveAll(requestId);
    expect(await detail(loanId)).toMatchObject({ repaidTotal: '120.50' });
  });

  it('withdrawn or refused, a request records nothing; the loan is free for another', async () => {
    const projectId = await w.openCase();
    const loanId = await w.loanIn('paid', { amount: '500.00', projectId });
    const first = await request(loanId, '100');
    await w.succeed('zhangzhiqiang', 'POST', `${URL}/audit`, { requestId: first });
    // At finance, before finance decided: the borrower may still take it back.
    await w.succeed('guojing', 'POST', `${URL}/withdraw`, { requestId: first });
    expect((await requestRow(first)).status).toBe('withdrawn');
    const second = await request(loanId, '100');
    const { who } = await holder(second);
    await w.succeed(who, 'POST', `${URL}/reject`, { requestId: second, comment: '未收到款项' });
    expect((await requestRow(second)).status).toBe('rejected');
    // Sent back, the borrower may drop it rather than amend it.
    const third = await request(loanId, '100');
    await w.succeed((await holder(third)).who, 'POST', `${URL}/back`, {
      requestId: third,
      comment: '金额不对',
    });
    await w.succeed('guojing', 'POST', `${URL}/withdraw`, { requestId: third });
    expect((await requestRow(third)).status).toBe('withdrawn');
    expect(await w.t.db.select().from(loanRepayments).where(eq(loanRepayments.loanId, loanId))).toEqual([]);
    expect((await w.loanRow(loanId)).status).toBe('paid');
    const withdrawn = await w.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'loanRepaymentRequest'),
          eq(auditLog.entityId, String(first)),
          eq(auditLog.action, 'approval.withdrawn'),
        ),
      );
    expect(withdrawn).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('never more than the balance: when asked, and again at finance’s approval', async () => {
    const loanId = await w.loanIn('paid', { amount: '1000.00' });
    const over = await w.call('guojing', 'POST', URL, ask(loanId, '1000.01'), 'en');
    expect(over.code).toBe(409);
    expect(over.msg).toContain('exceeds the loan');
    for (const amount of ['0', '-5', '1.234']) {
      expect((await w.call('guojing', 'POST', URL, ask(loanId, amount))).code, amount).toBe(400);
    }
    const requestId = await request(loanId, '600.00');
    // Only one open request per loan.
    const second = await w.call('guojing', 'POST', URL, ask(loanId, '1.00'), 'en');
    expect(second.code).toBe(409);
    expect(second.msg).toContain(`#${requestId}`);
    // Meanwhile finance records 500 in cash: 600 is now more than is owed.
    while ((await holder(requestId)).taskCode !== 171005) {
      await w.succeed((await holder(requestId)).who, 'POST', `${URL}/audit`, { requestId });
    }
    await w.succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/repay', {
      loanId,
      amount: '500.00',
      repaidDate: '2026-11-25',
      method: 'cash',
    });
    const { who } = await holder(requestId);
    const refused = await w.call(who, 'POST', `${URL}/audit`, { requestId }, 'en');
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('exceeds the loan');
    expect(await requestRow(requestId)).toMatchObject({ status: 'approving', repaymentId: null });
    expect(await detail(loanId)).toMatchObject({ repaidTotal: '500.00', status: 'partlyRepaid' });
    await w.succeed(who, 'POST', `${URL}/back`, { requestId, comment: '余额已变，请按 500 修改' });
    const resent = await w.call('guojing', 'POST', `${URL}/resubmit`, {
      ...ask(loanId, '500.01'),
      loanId: undefined,
      requestId,
    });
    expect(resent.code).toBe(409);
    expect((await requestRow(requestId)).status).toBe('sentBack');
  });

  it('only a paid or partly repaid loan can be repaid by request', async () => {
    for (const status of ['draft', 'approving', 'approved', 'repaid', 'cancelled'] as const) {
      const loanId = await w.loanIn(status);
      const body = await w.call('guojing', 'POST', URL, ask(loanId, '1.00'));
      expect(body.code, status).toBe(409);
    }
  });

  it('each action is refused in every state it does not start from, and nothing moves', async () => {
    const from: Record<string, readonly LoanRepaymentRequestStatus[]> = {
      resubmit: ['sentBack'],
      withdraw: ['approving', 'sentBack'],
      audit: ['approving'],
      back: ['approving'],
      reject: ['approving'],
    };
    for (const status of LOAN_REPAYMENT_REQUEST_STATUSES) {
      const { loanId, requestId } = await requestIn(status);
      for (const [action, allowed] of Object.entries(from)) {
        if (allowed.includes(status)) continue;
        const bodies: Record<string, object> = {
          resubmit: { ...ask(loanId, '1.00'), loanId: undefined, requestId },
          withdraw: { requestId },
          audit: { requestId },
          back: { requestId, comment: '改' },
          reject: { requestId, comment: '改' },
        };
        // The borrower's actions as the borrower; the approvers' as finance, who may read it.
        const who = action === 'resubmit' || action === 'withdraw' ? 'guojing' : 'lvjianhua';
        const body = await w.call(who, 'POST', `${URL}/${action}`, bodies[action]);
        expect(body.code, `${action} from ${status}`).toBe(409);
        expect((await requestRow(requestId)).status).toBe(status);
      }
    }
  });

  it('someone who may not read the loan hears 404; finance may not ask for the borrower', async () => {
    const projectId = await w.openCase();
    const loanId = await w.loanIn('paid', { projectId });
    expect((await w.call('hezhenyu', 'POST', URL, ask(loanId, '1.00'))).code).toBe(404);
    expect((await w.call('lvjianhua', 'POST', URL, ask(loanId, '1.00'))).code).toBe(403);
    const requestId = await request(loanId, '1.00');
    for (const [action, body] of [
      ['withdraw', { requestId }],
      ['audit', { requestId }],
      ['back', { requestId, comment: '改' }],
      ['reject', { requestId, comment: '改' }],
      ['resubmit', { ...ask(loanId, '1.00'), loanId: undefined, requestId }],
    ] as const) {
      expect((await w.call('hezhenyu', 'POST', `${URL}/${action}`, body)).code, action).toBe(404);
    }
    expect((await w.call('hezhenyu', 'GET', `/hankun/expenses/borrow/${loanId}`)).code).toBe(404);
    // The borrower cannot approve their own request, nor finance before the partner's step.
    expect((await w.call('guojing', 'POST', `${URL}/audit`, { requestId })).code).toBe(403);
    expect((await w.call('lvjianhua', 'POST', `${URL}/audit`, { requestId })).code).toBe(403);
    expect((await requestRow(requestId)).status).toBe('approving');
  });
});
