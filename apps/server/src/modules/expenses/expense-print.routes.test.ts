import type { ExpenseClaimDetail, ExpensePrint, LoanPrint } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ACTIONS } from '../../platform/audit/access-audit.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { loanWorld } from './loans/loans.test-support.ts';

/**
 * The print pages' data (decision 0047): letterhead, department, 大写 from the bill's own
 * function, the approval trail with names and dates, and the detail's access — an outsider and
 * anyone outside the case's wall are refused as the detail refuses them.
 */
let w: Awaited<ReturnType<typeof loanWorld>>;
beforeAll(async () => {
  w = await loanWorld();
});
afterAll(() => w.t.close());

async function submittedClaim(projectId: number): Promise<number> {
  const line = { expenseDate: '2026-11-02', expenseType: '1', description: '出租车去法院' };
  const claim = (
    await w.succeed('guojing', 'POST', '/hankun/expenses', {
      title: '十一月差旅',
      lines: [
        { ...line, projectId, billable: true, amount: '150.50', taxAmount: '1.20' },
        { ...line, amount: '0.06' },
      ],
    })
  ).data as ExpenseClaimDetail;
  await w.succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
  return claim.claimId;
}

async function paidClaim(projectId: number): Promise<number> {
  const claimId = await submittedClaim(projectId);
  const claim = { claimId };
  await w.succeed('zhangzhiqiang', 'POST', '/hankun/expenses/audit', {
    claimId: claim.claimId,
    comment: '同意',
  });
  await w.succeed('lvjianhua', 'POST', '/hankun/expenses/audit', { claimId: claim.claimId });
  await w.succeed('lvjianhua', 'POST', '/hankun/expenses/pay', {
    claimId: claim.claimId,
    paidDate: '2026-11-20',
    method: 'bankTransfer',
    reference: 'TX-9',
  });
  return claim.claimId;
}

describe('printing a claim', () => {
  it('carries the firm, the total in capitals and the trail with who and when', async () => {
    const claimId = await paidClaim(await w.openCase());
    const print = (await w.succeed('guojing', 'GET', `/hankun/expenses/print/${claimId}`))
      .data as ExpensePrint;
    expect(print.firm.nameCn).toBe('汉坤律师事务所');
    // Under the receipt threshold (200): the receipts are counted, none required.
    expect(print.claim.total).toBe('150.56');
    expect(print.capitalAmount).toBe('壹佰伍拾元伍角陆分');
    expect(print.receiptCount).toBe(0);
    expect(print.departmentName).not.toBe('');
    expect(print.trail.map((line) => line.action)).toEqual(['submit', 'approve', 'approve', 'pay']);
    expect(print.trail[1]).toMatchObject({ actorName: '张志强', comment: '同意' });
    expect(print.trail.at(-1)).toMatchObject({ at: '2026-11-20', stepName: '付款' });
    expect(print.trail.every((line) => line.at.length >= 10)).toBe(true);
    // Finance and the approving partner print it too.
    for (const reader of ['lvjianhua', 'zhangzhiqiang'])
      expect((await w.call(reader, 'GET', `/hankun/expenses/print/${claimId}`)).code).toBe(200);
  });

  it('names everyone in English for an English reader', async () => {
    const claimId = await paidClaim(await w.openCase());
    const print = (await w.call('guojing', 'GET', `/hankun/expenses/print/${claimId}`, undefined, 'en'))
      .data as ExpensePrint;
    expect(print.claim.applicantName).toBe('Guo Jing');
    expect(print.trail.map((line) => line.actorName)).toEqual([
      'Guo Jing',
      'Zhang Zhiqiang',
      'Lyu Jianhua',
      'Lyu Jianhua',
    ]);
  });

  it('is refused to an outsider and outside the wall, as the detail is', async () => {
    const claimId = await paidClaim(await w.openCase());
    expect((await w.call('hezhenyu', 'GET', `/hankun/expenses/print/${claimId}`)).code).toBe(404);
    const walled = await submittedClaim(await w.openCase({ restricted: true }));
    // Finance is not on the walled case's team nor asked yet: it reads neither the claim nor its print.
    expect((await w.call('lvjianhua', 'GET', `/hankun/expenses/${walled}`)).code).toBe(404);
    expect((await w.call('lvjianhua', 'GET', `/hankun/expenses/print/${walled}`)).code).toBe(404);
    // A claim's id on the daily route is another kind: not found.
    expect((await w.call('guojing', 'GET', `/hankun/expenses/daily/print/${claimId}`)).code).toBe(404);
  });
});

describe('printing a loan', () => {
  it('carries the amount in capitals and its trail; an outsider is refused', async () => {
    const loanId = await w.loanIn('paid', { amount: '10005.00', projectId: await w.openCase() });
    const print = (await w.succeed('guojing', 'GET', `/hankun/expenses/borrow/print/${loanId}`))
      .data as LoanPrint;
    expect(print.loan.amount).toBe('10005.00');
    expect(print.capitalAmount).toBe('壹万零伍元整');
    expect(print.trail.map((line) => line.action)).toEqual(['submit', 'approve', 'approve', 'pay']);
    const english = (
      await w.call('guojing', 'GET', `/hankun/expenses/borrow/print/${loanId}`, undefined, 'en')
    ).data as LoanPrint;
    expect(english.loan.applicantName).toBe('Guo Jing');
    expect(english.trail[0]).toMatchObject({ action: 'submit', actorName: 'Guo Jing' });
    expect((await w.call('hezhenyu', 'GET', `/hankun/expenses/borrow/print/${loanId}`)).code).toBe(404);
    expect((await w.call('lvjianhua', 'GET', `/hankun/expenses/borrow/print/${loanId}`)).code).toBe(200);
  });
});

describe('the audit of prints', () => {
  const printsOf = async (entity: string, entityId: number) =>
    (
      await w.t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'print'),
            eq(auditLog.entity, entity),
            eq(auditLog.entityId, String(entityId)),
          ),
        )
    )
      .map((row) => [row.userName, (row.after as { name: string }).name])
      // A read row is written as its answer leaves: two prints in a row may land in either order.
      .sort(([a], [b]) => String(a).localeCompare(String(b)));

  it('writes one read row per print, naming who printed which record, and none for a refused one', async () => {
    const claimId = await paidClaim(await w.openCase());
    await w.succeed('guojing', 'GET', `/hankun/expenses/print/${claimId}`);
    await w.succeed('lvjianhua', 'GET', `/hankun/expenses/print/${claimId}`);
    expect((await w.call('hezhenyu', 'GET', `/hankun/expenses/print/${claimId}`)).code).toBe(404);
    expect(await printsOf('expenseClaim', claimId)).toEqual([
      ['guojing', '十一月差旅'],
      ['lvjianhua', '十一月差旅'],
    ]);
    const loanId = await w.loanIn('paid', { amount: '800.00', projectId: await w.openCase() });
    await w.succeed('guojing', 'GET', `/hankun/expenses/borrow/print/${loanId}`);
    expect((await w.call('hezhenyu', 'GET', `/hankun/expenses/borrow/print/${loanId}`)).code).toBe(404);
    expect((await printsOf('loan', loanId)).map(([who]) => who)).toEqual(['guojing']);
    // A print is a read: the change counters of other suites leave it out.
    expect(READ_ACTIONS).toContain('print');
  });
});
