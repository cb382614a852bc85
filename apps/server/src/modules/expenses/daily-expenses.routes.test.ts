import { EXPENSE_FILE_SOURCE, type ExpenseClaimDetail, formatIsoDateTime } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { approvalTasks } from '../approvals/approvals.tables.ts';
import { upload } from '../files/files.test-support.ts';
import { users } from '../users/users.tables.ts';
import { expenseClaims } from './expenses.tables.ts';

/**
 * Daily expenses through HTTP on the demo firm (decision 0038): guojing files the office's small
 * spend; her department head and then lvjianhua (finance) approve it; hezhenyu is neither.
 */
const PEOPLE = ['guojing', 'hezhenyu', 'lvjianhua'] as const;

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) tokens.set(person, await signIn(t.app, person));
});
afterAll(() => t.close());

const call = (who: string, method: Method, url: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, tokens.get(who), payload, lang);

async function succeed(who: string, method: Method, url: string, payload?: object): Promise<Json> {
  const body = await call(who, method, url, payload);
  expect(body.code, body.msg).toBe(200);
  return body;
}

const line = (values: object = {}) => ({
  expenseDate: '2026-11-03',
  expenseType: '4',
  amount: '36.00',
  description: '寄送文件快递费',
  ...values,
});

async function draft(lines = [line()], title = '十一月快递费') {
  return (await succeed('guojing', 'POST', '/hankun/expenses/daily', { title, lines }))
    .data as ExpenseClaimDetail;
}

const row = async (claimId: number) =>
  (await t.db.select().from(expenseClaims).where(eq(expenseClaims.claimId, claimId)))[0]!;

/** The pending task of a daily expense: its code and holder (signed in on first use). */
async function pending(claimId: number): Promise<{ code: number; who: string }> {
  const [task] = await t.db
    .select()
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, (await row(claimId)).instanceId!),
        eq(approvalTasks.status, 'pending'),
      ),
    );
  expect(task, `daily expense ${claimId} waits for someone`).toBeDefined();
  const [person] = await t.db.select().from(users).where(eq(users.userId, task!.assigneeId));
  if (!tokens.has(person!.userName)) tokens.set(person!.userName, await signIn(t.app, person!.userName));
  return { code: task!.taskCode, who: person!.userName };
}

const auditsOf = async (claimId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dailyExpense'), eq(auditLog.entityId, String(claimId))))
      .orderBy(auditLog.auditId)
  ).map((audit) => audit.action);

describe('a daily expense', () => {
  it('is filed as a daily expense with exact totals, listed as mine and never as a claim', async () => {
    const daily = await draft([line(), line({ amount: '12.30', expenseType: '1', description: '打车' })]);
    expect(daily.status).toBe('draft');
    expect(daily.total).toBe('48.30');
    expect(daily.billableTotal).toBe('0.00');
    expect((await row(daily.claimId)).kind).toBe('daily');
    const mine = await succeed('guojing', 'GET', '/hankun/expenses/daily/list?pageSize=100');
    expect((mine.rows as { claimId: number }[]).map((one) => one.claimId)).toContain(daily.claimId);
    const claims = await succeed('guojing', 'GET', '/hankun/expenses/list?pageSize=100');
    expect((claims.rows as { claimId: number }[]).map((one) => one.claimId)).not.toContain(daily.claimId);
    // A claim's routes do not know it, and the daily routes do not know a claim.
    expect((await call('guojing', 'GET', `/hankun/expenses/${daily.claimId}`)).code).toBe(404);
    expect((await call('guojing', 'POST', '/hankun/expenses/submit', { claimId: daily.claimId })).code).toBe(
      404,
    );
    const claim = await succeed('guojing', 'POST', '/hankun/expenses', { title: '差旅', lines: [line()] });
    const claimId = (claim.data as ExpenseClaimDetail).claimId;
    expect((await call('guojing', 'GET', `/hankun/expenses/daily/${claimId}`)).code).toBe(404);
    expect(await auditsOf(daily.claimId)).toEqual(['create']);
  });

  it('refuses a case, a bad amount and a missing title in both languages, writing nothing', async () => {
    const count = async () =>
      (await t.db.select().from(expenseClaims).where(eq(expenseClaims.kind, 'daily'))).length;
    const before = await count();
    const onCase = await call(
      'guojing',
      'POST',
      '/hankun/expenses/daily',
      { title: 'x', lines: [line({ projectId: 1 })] },
      'en',
    );
    expect(onCase.code).toBe(400);
    expect(onCase.msg).toContain('not on a case');
    const zh = await call('guojing', 'POST', '/hankun/expenses/daily', {
      title: 'x',
      lines: [line({ billable: true })],
    });
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('日常报销不关联案件');
    expect(
      (
        await call('guojing', 'POST', '/hankun/expenses/daily', {
          title: 'x',
          lines: [line({ amount: '0' })],
        })
      ).code,
    ).toBe(400);
    const untitled = await call(
      'guojing',
      'POST',
      '/hankun/expenses/daily',
      { title: ' ', lines: [line()] },
      'en',
    );
    expect(untitled.code).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is approved by the department head (90002), then finance (90002), audited', async () => {
    const daily = await draft();
    // Only the holder of the pending task decides.
    await succeed('guojing', 'POST', '/hankun/expenses/daily/submit', { claimId: daily.claimId });
    expect((await row(daily.claimId)).status).toBe('approving');
    const head = await pending(daily.claimId);
    expect(head.code).toBe(90002);
    expect(head.who).not.toBe('lvjianhua');
    expect(
      (await call('lvjianhua', 'POST', '/hankun/expenses/daily/audit', { claimId: daily.claimId })).code,
    ).toBe(403);
    // The head reads it through the approval; the applicant cannot edit it now.
    await succeed(head.who, 'GET', `/hankun/expenses/daily/${daily.claimId}`);
    const edit = await call('guojing', 'PUT', '/hankun/expenses/daily', {
      claimId: daily.claimId,
      title: 'y',
      lines: [line()],
    });
    expect(edit.code).toBe(409);
    await succeed(head.who, 'POST', '/hankun/expenses/daily/audit', {
      claimId: daily.claimId,
      comment: '同意',
    });
    const finance = await pending(daily.claimId);
    expect(finance).toEqual({ code: 90002, who: 'lvjianhua' });
    await succeed('lvjianhua', 'POST', '/hankun/expenses/daily/audit', { claimId: daily.claimId });
    expect((await row(daily.claimId)).status).toBe('approved');
    expect(await auditsOf(daily.claimId)).toEqual(['create', 'approval.submitted', 'approval.approved']);
    // Finance lists every submitted daily expense; a claimant may not.
    const all = await succeed(
      'lvjianhua',
      'GET',
      '/hankun/expenses/daily/listAll?pageSize=100&status=approved',
    );
    expect((all.rows as { claimId: number }[]).map((one) => one.claimId)).toContain(daily.claimId);
    expect((await call('guojing', 'GET', '/hankun/expenses/daily/listAll')).code).toBe(403);
    // Approved is final for the applicant.
    expect(
      (await call('guojing', 'POST', '/hankun/expenses/daily/cancel', { claimId: daily.claimId })).code,
    ).toBe(409);
  });

  it('is rejected with a reason the applicant reads; a reason is required', async () => {
    const daily = await draft([line({ amount: '88.00', description: '办公室绿植' })]);
    await succeed('guojing', 'POST', '/hankun/expenses/daily/submit', { claimId: daily.claimId });
    const head = await pending(daily.claimId);
    const bare = await call(
      head.who,
      'POST',
      '/hankun/expenses/daily/reject',
      { claimId: daily.claimId, comment: '' },
      'en',
    );
    expect(bare.code).toBe(400);
    expect(bare.msg).toContain('reason for the rejection');
    await succeed(head.who, 'POST', '/hankun/expenses/daily/reject', {
      claimId: daily.claimId,
      comment: '不属于办公费用',
    });
    const detail = (await succeed('guojing', 'GET', `/hankun/expenses/daily/${daily.claimId}`))
      .data as ExpenseClaimDetail;
    expect(detail.status).toBe('rejected');
    expect(detail.returnComment).toBe('不属于办公费用');
    expect(
      (await call('guojing', 'POST', '/hankun/expenses/daily/submit', { claimId: daily.claimId })).code,
    ).toBe(409);
    expect(await auditsOf(daily.claimId)).toEqual(['create', 'approval.submitted', 'approval.rejected']);
  });

  it('is seen by nobody else, cancelled from a draft, and its receipts required above the threshold', async () => {
    const daily = await draft([line({ amount: '350.00', expenseType: '5', description: '复印纸一箱' })]);
    // Another person, and finance before it is submitted: 404 as for a missing one.
    expect((await call('hezhenyu', 'GET', `/hankun/expenses/daily/${daily.claimId}`)).code).toBe(404);
    expect((await call('lvjianhua', 'GET', `/hankun/expenses/daily/${daily.claimId}`)).code).toBe(404);
    expect(
      (await call('hezhenyu', 'POST', '/hankun/expenses/daily/cancel', { claimId: daily.claimId })).code,
    ).toBe(404);
    const refused = await call(
      'guojing',
      'POST',
      '/hankun/expenses/daily/submit',
      { claimId: daily.claimId },
      'en',
    );
    expect(refused.code).toBe(409);
    const file = await upload(
      t,
      tokens.get('guojing')!,
      { source: EXPENSE_FILE_SOURCE, onlyId: String(daily.claimId), type: '' },
      [{ name: 'paper.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf' }],
    );
    expect(file.code, file.msg).toBe(200);
    const fileId = (file.data as { id: number }[])[0]!.id;
    await succeed('guojing', 'PUT', '/hankun/expenses/daily', {
      claimId: daily.claimId,
      title: '复印纸',
      lines: [
        line({ amount: '350.00', expenseType: '5', description: '复印纸一箱', receiptFileIds: [fileId] }),
      ],
    });
    await succeed('guojing', 'POST', '/hankun/expenses/daily/cancel', { claimId: daily.claimId });
    expect((await row(daily.claimId)).status).toBe('cancelled');
    expect(await auditsOf(daily.claimId)).toEqual(['create', 'update', 'cancel']);
  });

  it('refuses each route without its permission', async () => {
    const noAdd = await call('lvjianhua', 'POST', '/hankun/expenses/daily', { title: 'x', lines: [line()] });
    expect(noAdd.code).toBe(403);
  });
});

/** A daily expense of guojing's, approved by her department head and by finance. */
async function approved(title: string, amount = '36.00') {
  const daily = await draft([line({ amount })], title);
  await succeed('guojing', 'POST', '/hankun/expenses/daily/submit', { claimId: daily.claimId });
  for (let step = 0; step < 3 && (await row(daily.claimId)).status === 'approving'; step += 1) {
    const task = await pending(daily.claimId);
    await succeed(task.who, 'POST', '/hankun/expenses/daily/audit', { claimId: daily.claimId });
  }
  expect((await row(daily.claimId)).status).toBe('approved');
  return daily;
}

const payment = { paidDate: '2026-11-30', method: 'bankTransfer', reference: 'CMB-DAILY-2026-11' };

describe("finance's monthly batch (decision 0050)", () => {
  it('pays the approved daily expenses at once, each with the payment and its audit row', async () => {
    const first = await approved('十一月快递费（一）');
    const second = await approved('十一月快递费（二）', '18.50');
    const answer = await succeed('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', {
      claimIds: [second.claimId, first.claimId],
      ...payment,
    });
    expect(answer.data).toEqual({ paid: 2 });
    for (const daily of [first, second]) {
      expect(await row(daily.claimId)).toMatchObject({
        status: 'paid',
        paidDate: '2026-11-30',
        paymentMethod: 'bankTransfer',
        paymentReference: 'CMB-DAILY-2026-11',
      });
      expect((await auditsOf(daily.claimId)).at(-1)).toBe('pay');
    }
    const paid = await succeed('lvjianhua', 'GET', '/hankun/expenses/daily/listAll?pageSize=100&status=paid');
    const ids = (paid.rows as { claimId: number }[]).map((one) => one.claimId);
    expect(ids).toEqual(expect.arrayContaining([first.claimId, second.claimId]));
    // Paid is the end: a second batch with it is refused.
    const again = await call('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', {
      claimIds: [first.claimId],
      ...payment,
    });
    expect(again.code).toBe(409);
  });

  it('pays none when one cannot be paid, naming it, in both languages', async () => {
    const ready = await approved('十一月茶水费');
    const waiting = await draft([line()], '十一月打印纸');
    await succeed('guojing', 'POST', '/hankun/expenses/daily/submit', { claimId: waiting.claimId });
    const batch = { claimIds: [ready.claimId, waiting.claimId], ...payment };
    const refused = await call('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', batch);
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain(`#${waiting.claimId} 十一月打印纸（审批中）`);
    expect(refused.msg).not.toContain(`#${ready.claimId}`);
    const english = await call('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', batch, 'en');
    expect(english.msg).toContain('none was paid');
    expect((await row(ready.claimId)).status).toBe('approved');
    expect(await auditsOf(ready.claimId)).not.toContain('pay');
    const repeated = await call('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', {
      ...batch,
      claimIds: [ready.claimId, ready.claimId],
    });
    expect(repeated.code).toBe(400);
    expect(repeated.msg).toContain('不能在一次付款中出现两次');
    const empty = await call('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', {
      ...batch,
      claimIds: [],
    });
    expect(empty.code).toBe(400);
    expect(empty.msg).toContain('请选择要付款的日常报销');
  });

  it('is refused without the permission to pay, and to the applicant herself', async () => {
    const mine = await approved('十一月文具费');
    const batch = { claimIds: [mine.claimId], ...payment };
    expect((await call('guojing', 'POST', '/hankun/expenses/daily/payBatch', batch)).code).toBe(403);
    expect((await call('hezhenyu', 'POST', '/hankun/expenses/daily/payBatch', batch)).code).toBe(403);
    expect((await row(mine.claimId)).status).toBe('approved');
    // Finance's own daily expense is another's to pay (finance files none in the demo firm's
    // roles: one of guojing's made finance's own in the database).
    const own = await approved('财务部快递费');
    const [financeUser] = await t.db.select().from(users).where(eq(users.userName, 'lvjianhua'));
    await t.db
      .update(expenseClaims)
      .set({ applicantId: financeUser!.userId })
      .where(eq(expenseClaims.claimId, own.claimId));
    const refused = await call('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', {
      ...batch,
      claimIds: [mine.claimId, own.claimId],
    });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain(`#${own.claimId} 财务部快递费（本人申请）`);
    expect((await row(mine.claimId)).status).toBe('approved');
  });
});

describe('日常报销 as a workbook', () => {
  const exportAs = (who: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/venus-api/hankun/expenses/daily/export',
      headers: { authorization: `Bearer ${tokens.get(who)}` },
      payload,
    });

  it('gives finance the paid month it filtered, with no claim in it, and audits the export', async () => {
    const paid = await approved('十二月快递费（导出）', '42.30');
    await succeed('lvjianhua', 'POST', '/hankun/expenses/daily/payBatch', {
      claimIds: [paid.claimId],
      ...payment,
    });
    const waiting = await draft([line()], '十二月打印纸（导出）');
    const answer = await exportAs('lvjianhua', { scope: 'all', status: 'paid', title: '（导出）' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const [header, ...rows] = await readSheet(answer.rawPayload);
    expect(header).toEqual(expect.arrayContaining(['报销单号', '标题', '合计（元）', '付款日期']));
    expect(rows.map((cells) => cells.slice(0, 2))).toEqual([[String(paid.claimId), '十二月快递费（导出）']]);
    expect(rows[0]).toEqual(expect.arrayContaining(['42.30', '2026-11-30']));
    // A daily expense is the firm's own: nothing in it is billable to a client.
    expect(header).not.toContain('可向客户收取（元）');
    expect(rows[0]).toHaveLength(header!.length);
    // Submitted on the firm's clock, to the minute, not the stored UTC instant.
    const [stored] = await t.db
      .select({ submittedAt: expenseClaims.submittedAt })
      .from(expenseClaims)
      .where(eq(expenseClaims.claimId, paid.claimId));
    expect(rows[0]![header!.indexOf('提交时间')]).toBe(formatIsoDateTime(stored!.submittedAt!));
    expect(rows.flat()).not.toContain(String(waiting.claimId));
    const [exported] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dailyExpense'), eq(auditLog.action, 'export')));
    expect(exported).toBeDefined();
  });

  it('is refused outside the daily list its scope reads, writing no audit row', async () => {
    const before = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dailyExpense'), eq(auditLog.action, 'export')));
    // hezhenyu reads no one's daily expenses but his own; a month that is not a month is refused.
    const all = await exportAs('hezhenyu', { scope: 'all' });
    expect(JSON.parse(all.payload).code).toBe(403);
    const badMonth = JSON.parse((await exportAs('lvjianhua', { scope: 'all', month: '2026-13' })).payload);
    expect(badMonth.code).toBe(400);
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dailyExpense'), eq(auditLog.action, 'export')));
    expect(after).toHaveLength(before.length);
  });
});
