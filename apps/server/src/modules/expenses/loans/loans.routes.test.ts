import {
  formatIsoDateTime,
  LOAN_STATUSES,
  LOAN_TASK_CODE,
  type LoanDetail,
  type LoanList,
  type LoanStatus,
  loanActionAllowed,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { projectMembers, projects } from '../../projects/projects.tables.ts';
import { loanWorld } from './loans.test-support.ts';

let w: Awaited<ReturnType<typeof loanWorld>>;
beforeAll(async () => {
  w = await loanWorld();
});
afterAll(() => w.t.close());

const auditActions = async (loanId: number) =>
  (
    await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'loan'), eq(auditLog.entityId, String(loanId))))
  ).map((row) => row.action);

describe('a loan request', () => {
  it('is saved as a draft with its case, audited', async () => {
    const projectId = await w.openCase();
    const loan = await w.draft({ projectId, amount: '2500.5', currency: 'CNY' });
    expect(loan).toMatchObject({ status: 'draft', amount: '2500.50', balance: '0.00', projectId });
    expect(loan.caseName).toContain('借款测试案件');
    expect(await auditActions(loan.loanId)).toEqual(['create']);
    const edited = (
      await w.succeed('guojing', 'PUT', '/hankun/expenses/borrow', {
        loanId: loan.loanId,
        purpose: '调查取证差旅',
        amount: '3000',
        expectedRepayDate: '2027-01-15',
        projectId,
      })
    ).data as LoanDetail;
    expect(edited).toMatchObject({
      purpose: '调查取证差旅',
      amount: '3000.00',
      expectedRepayDate: '2027-01-15',
    });
    expect(await auditActions(loan.loanId)).toEqual(['create', 'update']);
  });

  it('refuses what cannot be borrowed, in both languages, and writes nothing', async () => {
    const refused = async (values: object, lang: string) => {
      const body = await w.call(
        'guojing',
        'POST',
        '/hankun/expenses/borrow',
        { purpose: '拒绝测试', amount: '10', expectedRepayDate: '2026-12-31', ...values },
        lang,
      );
      expect(body.code, JSON.stringify(body)).toBe(400);
      return body.msg as string;
    };
    expect(await refused({ amount: '0' }, 'en')).toContain('The loan amount must be above 0');
    expect(await refused({ amount: '0' }, 'cn')).toContain('借款金额必须大于 0');
    expect(await refused({ amount: '1.005' }, 'en')).toBeTruthy();
    expect(await refused({ purpose: ' ' }, 'cn')).toContain('请填写借款用途');
    expect(await refused({ expectedRepayDate: '2026-02-30' }, 'en')).toBeTruthy();
    // A walled case the applicant is outside of is as good as missing.
    const walled = await w.openCase({ restricted: true });
    await w.t.db.delete(projectMembers).where(eq(projectMembers.projectId, walled));
    await w.t.db
      .update(projects)
      .set({ applicantId: w.ids.zhangzhiqiang })
      .where(eq(projects.projectId, walled));
    expect(await refused({ projectId: walled }, 'en')).toContain('The case does not exist');
    const mine = await w.succeed('guojing', 'GET', '/hankun/expenses/borrow/list?purpose=拒绝测试');
    expect(mine.total).toBe(0);
  });
});

describe('a loan through its approval', () => {
  it('on a case: the partner (161000), then finance (161005); finance pays it out', async () => {
    const projectId = await w.openCase();
    const { loanId } = await w.draft({ projectId });
    await w.succeed('guojing', 'POST', '/hankun/expenses/borrow/submit', { loanId });
    expect(await w.approver(loanId)).toEqual({ who: 'zhangzhiqiang', taskCode: LOAN_TASK_CODE.partner });
    // Someone else cannot see it; nobody but the task's holder decides.
    expect((await w.call('hezhenyu', 'GET', `/hankun/expenses/borrow/${loanId}`)).code).toBe(404);
    expect((await w.call('hezhenyu', 'POST', '/hankun/expenses/borrow/audit', { loanId })).code).toBe(404);
    expect((await w.call('lvjianhua', 'POST', '/hankun/expenses/borrow/audit', { loanId })).code).toBe(403);
    await w.succeed('zhangzhiqiang', 'POST', '/hankun/expenses/borrow/audit', { loanId, comment: '同意' });
    expect(await w.approver(loanId)).toEqual({ who: 'lvjianhua', taskCode: LOAN_TASK_CODE.finance });
    // The partner's second press hears that it went already (409), not that she has no task.
    const again = await w.call('zhangzhiqiang', 'POST', '/hankun/expenses/borrow/audit', { loanId });
    expect(again.code).toBe(409);
    await w.succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/audit', { loanId });
    expect((await w.loanRow(loanId)).status).toBe('approved');
    // The applicant never pays out their own loan; finance does.
    await w.succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/pay', w.payment(loanId));
    const paid = (await w.succeed('guojing', 'GET', `/hankun/expenses/borrow/${loanId}`)).data as LoanDetail;
    expect(paid).toMatchObject({
      status: 'paid',
      paidDate: '2026-11-10',
      paymentReference: 'LN-1',
      balance: '1000.00',
    });
    expect(await auditActions(loanId)).toEqual(['create', 'approval.submitted', 'approval.approved', 'pay']);
  });

  it('on no case: the department head (161002), then finance', async () => {
    const { loanId } = await w.draft();
    await w.succeed('guojing', 'POST', '/hankun/expenses/borrow/submit', { loanId });
    const head = await w.approver(loanId);
    expect(head.taskCode).toBe(LOAN_TASK_CODE.departmentHead);
    await w.succeed(head.who, 'POST', '/hankun/expenses/borrow/audit', { loanId });
    expect((await w.approver(loanId)).taskCode).toBe(LOAN_TASK_CODE.finance);
  });

  it('is sent back with a reason, amended and resubmitted; withdrawn; rejected for good', async () => {
    const sentBack = await w.loanIn('sentBack');
    const back = (await w.succeed('guojing', 'GET', `/hankun/expenses/borrow/${sentBack}`))
      .data as LoanDetail;
    expect(back).toMatchObject({ status: 'sentBack', returnComment: '用途不清' });
    await w.succeed('guojing', 'PUT', '/hankun/expenses/borrow', {
      loanId: sentBack,
      purpose: '出差备用金（北京庭审）',
      amount: '800',
      expectedRepayDate: '2026-12-31',
    });
    await w.succeed('guojing', 'POST', '/hankun/expenses/borrow/submit', { loanId: sentBack });
    expect((await w.loanRow(sentBack)).status).toBe('approving');

    const withdrawn = await w.loanIn('approving');
    await w.succeed('guojing', 'POST', '/hankun/expenses/borrow/cancelWithdraw', { loanId: withdrawn });
    expect((await w.loanRow(withdrawn)).status).toBe('draft');

    const rejected = await w.loanIn('rejected');
    expect((await w.loanRow(rejected)).status).toBe('rejected');
    expect(
      (await w.call('guojing', 'POST', '/hankun/expenses/borrow/submit', { loanId: rejected })).code,
    ).toBe(409);
  });

  it('refuses a loan on a case with no responsible partner', async () => {
    const projectId = await w.openCase({ partner: false });
    const { loanId } = await w.draft({ projectId });
    const body = await w.call('guojing', 'POST', '/hankun/expenses/borrow/submit', { loanId }, 'en');
    expect(body.code).toBe(409);
    expect(body.msg).toContain('no responsible partner');
    expect((await w.loanRow(loanId)).status).toBe('draft');
  });
});

describe('every action in every state', () => {
  const applicantActions = [
    ['edit', 'PUT', ''],
    ['submit', 'POST', '/submit'],
    ['cancel', 'POST', '/cancel'],
    ['withdraw', 'POST', '/cancelWithdraw'],
  ] as const;
  it.each([...LOAN_STATUSES])(
    'a %s loan refuses every action it does not start from, writing nothing',
    async (status: LoanStatus) => {
      const loanId = await w.loanIn(status);
      const before = await w.loanRow(loanId);
      for (const [action, method, suffix] of applicantActions) {
        if (loanActionAllowed(action, status)) continue;
        const payload =
          action === 'edit'
            ? { loanId, purpose: 'x', amount: '1', expectedRepayDate: '2026-12-31' }
            : { loanId };
        const body = await w.call('guojing', method, `/hankun/expenses/borrow${suffix}`, payload);
        expect(body.code, `${action} on ${status}`).toBe(409);
      }
      if (!loanActionAllowed('pay', status)) {
        expect(
          (await w.call('lvjianhua', 'POST', '/hankun/expenses/borrow/pay', w.payment(loanId))).code,
        ).toBe(status === 'draft' || status === 'cancelled' ? 404 : 409);
      }
      if (!loanActionAllowed('repay', status)) {
        const repay = { loanId, amount: '1', repaidDate: '2026-11-20', method: 'cash' };
        expect((await w.call('lvjianhua', 'POST', '/hankun/expenses/borrow/repay', repay)).code).toBe(
          status === 'draft' || status === 'cancelled' ? 404 : 409,
        );
      }
      if (!loanActionAllowed('audit', status)) {
        expect(
          (await w.call('zhangzhiqiang', 'POST', '/hankun/expenses/borrow/audit', { loanId })).code,
        ).not.toBe(200);
      }
      const after = await w.loanRow(loanId);
      expect(after.status).toBe(status);
      expect(after.updatedAt).toEqual(before.updatedAt);
    },
  );
});

describe('who sees loans', () => {
  it('lists my own; finance lists every submitted one; others are refused', async () => {
    const draftId = await w.loanIn('draft');
    const submitted = await w.loanIn('approving');
    const mine = await w.succeed('guojing', 'GET', '/hankun/expenses/borrow/list?pageSize=200');
    const mineIds = (mine.rows as LoanList['rows']).map((row) => row.loanId);
    expect(mineIds).toEqual(expect.arrayContaining([draftId, submitted]));
    const all = await w.succeed(
      'lvjianhua',
      'GET',
      `/hankun/expenses/borrow/listAll?applicantId=${w.ids.guojing}&pageSize=200`,
    );
    const allIds = (all.rows as LoanList['rows']).map((row) => row.loanId);
    expect(allIds).toContain(submitted);
    expect(allIds).not.toContain(draftId);
    // Read in English, the borrower is named in English.
    const english = await w.call(
      'lvjianhua',
      'GET',
      `/hankun/expenses/borrow/listAll?applicantId=${w.ids.guojing}&pageSize=200`,
      undefined,
      'en',
    );
    expect(new Set((english.rows as LoanList['rows']).map((row) => row.applicantName))).toEqual(
      new Set(['Guo Jing']),
    );
    expect((await w.call('hezhenyu', 'GET', '/hankun/expenses/borrow/listAll')).code).toBe(403);
    expect((await w.call('lvjianhua', 'GET', `/hankun/expenses/borrow/${draftId}`)).code).toBe(404);
  });
});

describe('借款 as a workbook', () => {
  const exports = () =>
    w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'loan'), eq(auditLog.action, 'export')));

  it('gives finance every submitted loan the list filters, and the applicant her own, audited', async () => {
    const paidId = await w.loanIn('paid');
    const draftId = await w.loanIn('draft');
    const before = (await exports()).length;
    const all = await w.exportAs('lvjianhua', { scope: 'all', status: 'paid', applicantId: w.ids.guojing });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('spreadsheetml');
    const [header, ...rows] = await readSheet(all.rawPayload);
    expect(header).toEqual([
      '借款编号',
      '借款人',
      '用途',
      '案件',
      '借款金额',
      '币种',
      '已还金额',
      '余额',
      '预计还款日期',
      '状态',
      '提交时间',
      '付款日期',
    ]);
    const paid = rows.find((cells) => cells[0] === String(paidId));
    const stored = await w.loanRow(paidId);
    expect(paid).toEqual(
      expect.arrayContaining(['已付款', stored.amount, formatIsoDateTime(stored.submittedAt!), '2026-11-10']),
    );
    expect(rows.every((cells) => cells[9] === '已付款')).toBe(true);
    expect(rows.map((cells) => cells[0])).not.toContain(String(draftId));
    // The applicant's own list holds her draft too.
    const mine = await w.exportAs('guojing', {});
    const [, ...mineRows] = await readSheet(mine.rawPayload);
    expect(mineRows.map((cells) => cells[0])).toEqual(
      expect.arrayContaining([String(paidId), String(draftId)]),
    );
    expect((await exports()).length).toBe(before + 2);
  });

  it('refuses 全部借款 to someone without it, writing no audit row', async () => {
    const before = (await exports()).length;
    const refused = await w.exportAs('hezhenyu', { scope: 'all' });
    expect(JSON.parse(refused.payload).code).toBe(403);
    const badStatus = await w.exportAs('lvjianhua', { scope: 'all', status: 'lost' });
    expect(JSON.parse(badStatus.payload).code).toBe(400);
    expect((await exports()).length).toBe(before);
  });
});
