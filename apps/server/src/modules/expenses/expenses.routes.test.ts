import { EXPENSE_FILE_SOURCE, type ExpenseClaimDetail } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCase } from '../../../test/case-fixtures.ts';
import { readSheet } from '../../../test/read-sheet.ts';
import {
  callApi,
  createTestApp,
  type Json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { approvalInstances, approvalTasks } from '../approvals/approvals.tables.ts';
import { upload } from '../files/files.test-support.ts';
import { projectMembers, projects } from '../projects/projects.tables.ts';
import { users } from '../users/users.tables.ts';
import { ExpenseBilling } from './expense-billing.ts';
import { expenseClaims } from './expenses.tables.ts';

/**
 * Expense claims through HTTP on the demo firm (decision 0032). guojing claims on cases cloned
 * from the Xinghe case, where zhangzhiqiang is the responsible partner; lvjianhua is finance;
 * hezhenyu is on none of them.
 */
const PEOPLE = ['guojing', 'zhangzhiqiang', 'hezhenyu', 'lvjianhua'] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const tokens = new Map<string, string>();
const ids = {} as Record<Person, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) {
    tokens.set(person, await signIn(t.app, person));
    ids[person] = (await t.db.select().from(users).where(eq(users.userName, person)))[0]!.userId;
  }
});
afterAll(() => t.close());

const call = (who: string, method: Method, url: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, tokens.get(who), payload, lang);

async function succeed(who: string, method: Method, url: string, payload?: object): Promise<Json> {
  const body = await call(who, method, url, payload);
  expect(body.code, body.msg).toBe(200);
  return body;
}

const openCase = (options: { restricted?: boolean } = {}) =>
  insertTestCase(t, { partnerId: ids.zhangzhiqiang, leadId: ids.guojing }, options);

const line = (values: object = {}) => ({
  expenseDate: '2026-11-02',
  expenseType: '1',
  amount: '120.50',
  description: '出租车去法院',
  ...values,
});

async function draft(projectId: number | null, lines = [line({ projectId, billable: projectId !== null })]) {
  return (await succeed('guojing', 'POST', '/hankun/expenses', { title: '十一月差旅', lines }))
    .data as ExpenseClaimDetail;
}

const claimRow = async (claimId: number) =>
  (await t.db.select().from(expenseClaims).where(eq(expenseClaims.claimId, claimId)))[0]!;

/** Who holds the claim's pending task now (signed in on first use). */
async function approver(claimId: number): Promise<string> {
  const { instanceId } = await claimRow(claimId);
  const [task] = await t.db
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instanceId!), eq(approvalTasks.status, 'pending')));
  expect(task, `claim ${claimId} waits for someone`).toBeDefined();
  const [person] = await t.db.select().from(users).where(eq(users.userId, task!.assigneeId));
  if (!tokens.has(person!.userName)) tokens.set(person!.userName, await signIn(t.app, person!.userName));
  return person!.userName;
}

describe('a draft claim', () => {
  it('prices its lines in CNY to the cent and keeps exact totals, audited', async () => {
    const projectId = await openCase();
    const claim = await draft(projectId, [
      line({ projectId, billable: true, amount: '120.50', taxAmount: '3.51' }),
      // 10.05 USD × 7.123456 = 71.59072… → 71.59; overhead, no case.
      line({
        amount: '10.05',
        currency: 'USD',
        exchangeRate: '7.123456',
        expenseType: '3',
        taxAmount: '0.60',
      }),
      line({ projectId, amount: '0.10', description: '复印' }),
    ]);
    expect(claim.status).toBe('draft');
    expect(claim.lines.map((one) => one.amountCny)).toEqual(['120.50', '71.59', '0.10']);
    expect(claim.total).toBe('192.19');
    expect(claim.taxTotal).toBe('7.78'); // 3.51 + 0.60 × 7.123456 (4.27)
    expect(claim.billableTotal).toBe('120.50');
    expect(claim.lines[0]!.expenseCode).toBe('E109');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expenseClaim'), eq(auditLog.entityId, String(claim.claimId))));
    expect(audit?.action).toBe('create');
  });

  it('refuses lines that cannot be claimed, naming the line, and writes nothing', async () => {
    const projectId = await openCase();
    const refused = async (lines: object[], field: string, lang = 'en') => {
      const body = await call('guojing', 'POST', '/hankun/expenses', { title: '错误', lines }, lang);
      expect(body.code, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(body)).toContain(field);
      return body;
    };
    expect((await refused([line({ expenseType: '99' })], 'lines.0.expenseType')).msg).toContain(
      'No such expense type',
    );
    await refused([line({ billable: true })], 'billable');
    await refused([line({ currency: 'USD' })], 'exchangeRate');
    await refused([line({ amount: '10', taxAmount: '11' })], 'taxAmount');
    // A walled case the claimant is outside of is as good as missing.
    const walled = await openCase({ restricted: true });
    await t.db.delete(projectMembers).where(eq(projectMembers.projectId, walled));
    await t.db.update(projects).set({ applicantId: ids.zhangzhiqiang }).where(eq(projects.projectId, walled));
    await refused([line({ projectId }), line({ projectId: walled })], 'lines.1.projectId');
    // The case allows only some types.
    await succeed('guojing', 'PUT', '/hankun/project/expenseTypes', { projectId, expenseTypes: ['6'] });
    await refused([line({ projectId, expenseType: '1' })], 'lines.0.expenseType');
    const mine = await succeed('guojing', 'GET', '/hankun/expenses/list?title=错误');
    expect(mine.total).toBe(0);
  });
});

describe('a claim through its approval', () => {
  it('is sent back, amended, approved by the partner and finance, and paid', async () => {
    const projectId = await openCase();
    const claim = await draft(projectId);
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
    expect((await claimRow(claim.claimId)).status).toBe('approving');
    // Wrong states: no edit, no second submission, no payment while in approval.
    expect(
      (await call('guojing', 'PUT', '/hankun/expenses', { claimId: claim.claimId, title: 'x' })).code,
    ).toBe(409);
    expect((await call('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId })).code).toBe(
      409,
    );
    const pay = { claimId: claim.claimId, paidDate: '2026-11-20', method: 'bankTransfer', reference: 'TX-1' };
    expect((await call('lvjianhua', 'POST', '/hankun/expenses/pay', pay)).code).toBe(409);
    // Only the task's holder decides; the partner holds the first step.
    expect(await approver(claim.claimId)).toBe('zhangzhiqiang');
    expect((await call('lvjianhua', 'POST', '/hankun/expenses/audit', { claimId: claim.claimId })).code).toBe(
      403,
    );
    expect(
      (await call('zhangzhiqiang', 'POST', '/hankun/expenses/back', { claimId: claim.claimId })).code,
    ).toBe(400);
    await succeed('zhangzhiqiang', 'POST', '/hankun/expenses/back', {
      claimId: claim.claimId,
      comment: '缺少发票',
    });
    const back = (await succeed('guojing', 'GET', `/hankun/expenses/${claim.claimId}`))
      .data as ExpenseClaimDetail;
    expect(back.status).toBe('sentBack');
    expect(back.returnComment).toBe('缺少发票');

    await succeed('guojing', 'PUT', '/hankun/expenses', {
      claimId: claim.claimId,
      title: '十一月差旅（补）',
      lines: [line({ projectId, billable: true, amount: '99.90' })],
    });
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
    expect(await approver(claim.claimId)).toBe('zhangzhiqiang');
    await succeed('zhangzhiqiang', 'POST', '/hankun/expenses/audit', {
      claimId: claim.claimId,
      comment: '同意',
    });
    // Below the limit the department head is not asked: finance is next.
    const finance = await approver(claim.claimId);
    expect(finance).toBe('lvjianhua');
    await succeed(finance, 'POST', '/hankun/expenses/audit', { claimId: claim.claimId });
    expect((await claimRow(claim.claimId)).status).toBe('approved');

    await succeed('lvjianhua', 'POST', '/hankun/expenses/pay', pay);
    const paid = (await succeed('guojing', 'GET', `/hankun/expenses/${claim.claimId}`))
      .data as ExpenseClaimDetail;
    expect(paid).toMatchObject({
      status: 'paid',
      paidDate: '2026-11-20',
      paymentMethod: 'bankTransfer',
      total: '99.90',
    });
    expect((await call('lvjianhua', 'POST', '/hankun/expenses/pay', pay)).code).toBe(409);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expenseClaim'), eq(auditLog.entityId, String(claim.claimId))));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'create',
        'update',
        'approval.submitted',
        'approval.sentBack',
        'approval.approved',
        'pay',
      ]),
    );
  });

  it('asks the department head above the limit and for firm overhead', async () => {
    const pendingCode = async (claimId: number) => {
      const [task] = await t.db
        .select()
        .from(approvalTasks)
        .where(
          and(
            eq(approvalTasks.instanceId, (await claimRow(claimId)).instanceId!),
            eq(approvalTasks.status, 'pending'),
          ),
        );
      return task?.taskCode;
    };
    // Overhead has no partner: the department head (90012) comes first.
    const overhead = await draft(null, [line({ amount: '50.00', expenseType: '4' })]);
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: overhead.claimId });
    expect(await pendingCode(overhead.claimId)).toBe(90012);
    // Above the limit (5,000.00): the partner (90001), then the department head, then finance (90013).
    const projectId = await openCase();
    const large = await draft(projectId, [line({ projectId, amount: '5000.01', expenseType: '2' })]);
    const file = await upload(
      t,
      tokens.get('guojing')!,
      { source: EXPENSE_FILE_SOURCE, onlyId: String(large.claimId), type: '' },
      [{ name: 'hotel.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf' }],
    );
    const fileId = (file.data as { id: number }[])[0]!.id;
    await succeed('guojing', 'PUT', '/hankun/expenses', {
      claimId: large.claimId,
      title: '上海出差住宿',
      lines: [line({ projectId, amount: '5000.01', expenseType: '2', receiptFileIds: [fileId] })],
    });
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: large.claimId });
    expect(await pendingCode(large.claimId)).toBe(90001);
    await succeed(await approver(large.claimId), 'POST', '/hankun/expenses/audit', {
      claimId: large.claimId,
    });
    expect(await pendingCode(large.claimId)).toBe(90012);
    await succeed(await approver(large.claimId), 'POST', '/hankun/expenses/audit', {
      claimId: large.claimId,
    });
    expect(await pendingCode(large.claimId)).toBe(90013);
  });

  it('needs a receipt above the threshold, a file of the claim itself', async () => {
    const projectId = await openCase();
    const claim = await draft(projectId, [line({ projectId, amount: '880.00' })]);
    const refused = await call(
      'guojing',
      'POST',
      '/hankun/expenses/submit',
      { claimId: claim.claimId },
      'en',
    );
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('needs a receipt');
    const uploaded = await upload(
      t,
      tokens.get('guojing')!,
      { source: EXPENSE_FILE_SOURCE, onlyId: String(claim.claimId), type: '' },
      [{ name: 'receipt.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf' }],
    );
    expect(uploaded.code, uploaded.msg).toBe(200);
    const fileId = (uploaded.data as { id: number }[])[0]!.id;
    // Another claim's file is not this claim's receipt.
    const other = await draft(projectId);
    const foreign = await call('guojing', 'PUT', '/hankun/expenses', {
      claimId: other.claimId,
      title: '借用票据',
      lines: [line({ projectId, receiptFileIds: [fileId] })],
    });
    expect(foreign.code).toBe(400);
    // An outsider may not attach to the claim.
    const intruder = await upload(
      t,
      tokens.get('hezhenyu')!,
      { source: EXPENSE_FILE_SOURCE, onlyId: String(claim.claimId), type: '' },
      [{ name: 'x.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf' }],
    );
    expect(intruder.code).toBe(403);
    await succeed('guojing', 'PUT', '/hankun/expenses', {
      claimId: claim.claimId,
      title: '律师函快递',
      lines: [line({ projectId, amount: '880.00', receiptFileIds: [fileId] })],
    });
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
  });

  it('is withdrawn to a draft before a decision, then cancelled for good', async () => {
    const claim = await draft(await openCase());
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
    expect(
      (await call('hezhenyu', 'POST', '/hankun/expenses/cancelWithdraw', { claimId: claim.claimId })).code,
    ).toBe(404);
    await succeed('guojing', 'POST', '/hankun/expenses/cancelWithdraw', { claimId: claim.claimId });
    expect((await claimRow(claim.claimId)).status).toBe('draft');
    expect(
      (await call('guojing', 'POST', '/hankun/expenses/cancelWithdraw', { claimId: claim.claimId })).code,
    ).toBe(409);
    await succeed('guojing', 'POST', '/hankun/expenses/cancel', { claimId: claim.claimId });
    expect((await claimRow(claim.claimId)).status).toBe('cancelled');
    expect((await call('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId })).code).toBe(
      409,
    );
    expect((await call('guojing', 'POST', '/hankun/expenses/cancel', { claimId: claim.claimId })).code).toBe(
      409,
    );
  });
});

describe('a sent-back claim', () => {
  it('is cancelled by its applicant, its approval withdrawn, and no approver can act on it', async () => {
    const claim = await draft(await openCase());
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
    await succeed('zhangzhiqiang', 'POST', '/hankun/expenses/back', {
      claimId: claim.claimId,
      comment: '重复报销',
    });
    await succeed('guojing', 'POST', '/hankun/expenses/cancel', { claimId: claim.claimId });
    const row = await claimRow(claim.claimId);
    expect(row.status).toBe('cancelled');
    const [instance] = await t.db
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.instanceId, row.instanceId!));
    expect(instance!.status).toBe('withdrawn');
    expect(
      (await call('zhangzhiqiang', 'POST', '/hankun/expenses/audit', { claimId: claim.claimId })).code,
    ).toBe(409);
  });
});

describe('who sees a claim', () => {
  it('the applicant, its approvers and finance; nobody else, and no draft of another', async () => {
    const projectId = await openCase();
    const claim = await draft(projectId);
    expect((await call('lvjianhua', 'GET', `/hankun/expenses/${claim.claimId}`)).code).toBe(404);
    const before = await succeed('lvjianhua', 'GET', `/hankun/expenses/listAll?projectId=${projectId}`);
    expect(before.total).toBe(0);
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
    await succeed('zhangzhiqiang', 'GET', `/hankun/expenses/${claim.claimId}`);
    await succeed('lvjianhua', 'GET', `/hankun/expenses/${claim.claimId}`);
    expect((await call('hezhenyu', 'GET', `/hankun/expenses/${claim.claimId}`)).code).toBe(404);
    const all = await succeed('lvjianhua', 'GET', `/hankun/expenses/listAll?projectId=${projectId}`);
    expect(all.total).toBe(1);
    expect((await call('guojing', 'GET', '/hankun/expenses/listAll')).code).toBe(403);
    const others = await succeed('hezhenyu', 'GET', '/hankun/expenses/list');
    expect((others.rows as { claimId: number }[]).map((row) => row.claimId)).not.toContain(claim.claimId);
  });

  it('hides a claim on a walled case from finance outside the wall, in lists, detail and export', async () => {
    const walled = await openCase({ restricted: true });
    const claim = await draft(walled, [line({ projectId: walled, description: '保密案件差旅' })]);
    await succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
    const all = await succeed('lvjianhua', 'GET', `/hankun/expenses/listAll?projectId=${walled}`);
    expect(all.total).toBe(0);
    expect((await call('lvjianhua', 'GET', `/hankun/expenses/${claim.claimId}`)).code).toBe(404);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/venus-api/hankun/expenses/export',
      headers: { authorization: `Bearer ${tokens.get('lvjianhua')}` },
      payload: { scope: 'all', projectId: walled },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(await readSheet(exported.rawPayload)).toHaveLength(1);
    // The partner inside the wall approves it and reads it.
    await succeed('zhangzhiqiang', 'GET', `/hankun/expenses/${claim.claimId}`);
  });
});

describe('billable lines for bills', () => {
  it('offers an approved claim’s billable lines once, and holds them for one bill only', async () => {
    const projectId = await openCase();
    const claim = await draft(projectId, [
      line({ projectId, billable: true, amount: '300.00', description: '诉讼费', expenseType: '6' }),
      line({ projectId, billable: false, amount: '20.00' }),
    ]);
    const billing = new ExpenseBilling(t.db);
    expect(await billing.unbilledExpenses(projectId)).toEqual([]);
    await t.db
      .update(expenseClaims)
      .set({ status: 'approved' })
      .where(eq(expenseClaims.claimId, claim.claimId));
    const offered = await billing.unbilledExpenses(projectId);
    expect(offered.map((one) => [one.amountCny, one.expenseCode])).toEqual([['300.00', 'E112']]);
    const ctx = { actor: null, requestId: 't', ip: '', userAgent: '', lang: 'cn' as const };
    await t.db.transaction((tx) =>
      billing.reserve(tx, ctx, { billId: 1, projectId, lineIds: [offered[0]!.lineId] }),
    );
    expect(await billing.unbilledExpenses(projectId)).toEqual([]);
    await expect(
      t.db.transaction((tx) =>
        billing.reserve(tx, ctx, { billId: 2, projectId, lineIds: [offered[0]!.lineId] }),
      ),
    ).rejects.toThrow();
    await t.db.transaction((tx) => billing.unreserve(tx, ctx, 1));
    expect(await billing.unbilledExpenses(projectId)).toHaveLength(1);
  });
});
