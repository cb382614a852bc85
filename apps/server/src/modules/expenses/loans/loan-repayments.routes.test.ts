import {
  type ExpenseClaimDetail,
  type LoanBalanceRow,
  type LoanDetail,
  type LoanRow,
  loanBalance,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { expenseClaims } from '../expenses.tables.ts';
import { loanRepayments, loans } from './loans.tables.ts';
import { loanWorld } from './loans.test-support.ts';

let w: Awaited<ReturnType<typeof loanWorld>>;
beforeAll(async () => {
  w = await loanWorld();
});
afterAll(() => w.t.close());

const repay = (loanId: number, amount: string) => ({
  loanId,
  amount,
  repaidDate: '2026-11-25',
  method: 'cash',
});
const detail = async (loanId: number) =>
  (await w.succeed('guojing', 'GET', `/hankun/expenses/borrow/${loanId}`)).data as LoanDetail;

/** An approved claim of guojing's on a case, the given amount, ready for finance to pay. */
async function approvedClaim(projectId: number, amount: string): Promise<number> {
  const line = { expenseDate: '2026-11-02', expenseType: '1', amount, description: '出租车', projectId };
  const claim = (await w.succeed('guojing', 'POST', '/hankun/expenses', { title: '差旅', lines: [line] }))
    .data as ExpenseClaimDetail;
  await w.succeed('guojing', 'POST', '/hankun/expenses/submit', { claimId: claim.claimId });
  await w.succeed('zhangzhiqiang', 'POST', '/hankun/expenses/audit', { claimId: claim.claimId });
  await w.succeed('lvjianhua', 'POST', '/hankun/expenses/audit', { claimId: claim.claimId });
  return claim.claimId;
}
const claimPay = (claimId: number, offsets: object[]) => ({
  claimId,
  paidDate: '2026-11-28',
  method: 'bankTransfer',
  reference: 'EX-9',
  offsets,
});
const claimRow = async (claimId: number) =>
  (await w.t.db.select().from(expenseClaims).where(eq(expenseClaims.claimId, claimId)))[0]!;

describe('cash repayments', () => {
  it('repay exactly, partly then whole; never more than the balance', async () => {
    const loanId = await w.loanIn('paid', { amount: '1000.00' });
    await w.succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/repay', repay(loanId, '333.33'));
    expect(await detail(loanId)).toMatchObject({
      status: 'partlyRepaid',
      repaidTotal: '333.33',
      balance: '666.67',
    });
    const over = await w.call(
      'lvjianhua',
      'POST',
      '/hankun/expenses/borrow/repay',
      repay(loanId, '666.68'),
      'en',
    );
    expect(over.code).toBe(409);
    expect(over.msg).toContain('exceeds the loan');
    await w.succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/repay', repay(loanId, '666.67'));
    const repaid = await detail(loanId);
    expect(repaid).toMatchObject({ status: 'repaid', repaidTotal: '1000.00', balance: '0.00' });
    expect(repaid.repayments.map((one) => [one.kind, one.amount])).toEqual([
      ['cash', '333.33'],
      ['cash', '666.67'],
    ]);
    const audits = await w.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'loan'), eq(auditLog.entityId, String(loanId)), eq(auditLog.action, 'repay')),
      );
    expect(audits).toHaveLength(2);
  });

  it('nobody records repayments of their own loan, and only finance records any', async () => {
    const loanId = await w.loanIn('paid');
    expect((await w.call('guojing', 'POST', '/hankun/expenses/borrow/repay', repay(loanId, '1'))).code).toBe(
      403,
    );
    expect((await w.call('hezhenyu', 'POST', '/hankun/expenses/borrow/repay', repay(loanId, '1'))).code).toBe(
      403,
    );
    // Finance's own approved loan (made so here: finance holds no loan tile) is paid by someone else.
    const own = await w.loanIn('approved');
    await w.t.db.update(loans).set({ applicantId: w.ids.lvjianhua }).where(eq(loans.loanId, own));
    const body = await w.call('lvjianhua', 'POST', '/hankun/expenses/borrow/pay', w.payment(own), 'en');
    expect(body.code).toBe(403);
    expect(body.msg).toContain('your own loan');
    expect((await w.loanRow(own)).status).toBe('approved');
  });
});

describe('offsetting a loan against a later claim', () => {
  it('finance is offered the open loans and keeps part of the claim back, exactly, in one transaction', async () => {
    const projectId = await w.openCase();
    const loanId = await w.loanIn('paid', { amount: '150.00', projectId });
    const claimId = await approvedClaim(projectId, '120.50');
    const offered = await w.succeed(
      'lvjianhua',
      'GET',
      `/hankun/expenses/borrow/open?applicantId=${w.ids.guojing}`,
    );
    expect((offered.data as LoanRow[]).map((row) => row.loanId)).toContain(loanId);

    // More than the claim, more than the balance, twice the same loan: refused, nothing written.
    const other = await w.loanIn('paid', { amount: '50.00' });
    for (const [offsets, status] of [
      [[{ loanId, amount: '120.51' }], 400],
      [
        [
          { loanId, amount: '100' },
          { loanId: other, amount: '50' },
        ],
        400,
      ],
      [
        [
          { loanId, amount: '10' },
          { loanId, amount: '10' },
        ],
        400,
      ],
    ] as const) {
      const body = await w.call('lvjianhua', 'POST', '/hankun/expenses/pay', claimPay(claimId, [...offsets]));
      expect(body.code, JSON.stringify(body)).toBe(status);
    }
    const overBalance = await w.loanIn('paid', { amount: '20.00' });
    expect(
      (
        await w.call(
          'lvjianhua',
          'POST',
          '/hankun/expenses/pay',
          claimPay(claimId, [{ loanId: overBalance, amount: '20.01' }]),
        )
      ).code,
    ).toBe(409);
    expect((await claimRow(claimId)).status).toBe('approved');
    expect(await w.t.db.select().from(loanRepayments).where(eq(loanRepayments.claimId, claimId))).toEqual([]);
    expect((await detail(loanId)).repaidTotal).toBe('0.00');

    await w.succeed(
      'lvjianhua',
      'POST',
      '/hankun/expenses/pay',
      claimPay(claimId, [{ loanId, amount: '120.50' }]),
    );
    const claim = await claimRow(claimId);
    expect(claim).toMatchObject({ status: 'paid', loanOffsetTotal: '120.50' });
    const loan = await detail(loanId);
    expect(loan).toMatchObject({ status: 'partlyRepaid', repaidTotal: '120.50', balance: '29.50' });
    expect(loan.repayments).toMatchObject([
      { kind: 'offset', amount: '120.50', claimId, repaidDate: '2026-11-28' },
    ]);
    // The claim's page tells the applicant what was kept back.
    const page = (await w.succeed('guojing', 'GET', `/hankun/expenses/${claimId}`))
      .data as ExpenseClaimDetail;
    expect(page.loanOffsetTotal).toBe('120.50');
  });

  it('refuses another person’s loan and a loan in another currency', async () => {
    const projectId = await w.openCase();
    const claimId = await approvedClaim(projectId, '100.00');
    const usd = await w.loanIn('paid', { amount: '100.00', currency: 'USD' });
    const body = await w.call(
      'lvjianhua',
      'POST',
      '/hankun/expenses/pay',
      claimPay(claimId, [{ loanId: usd, amount: '1' }]),
      'en',
    );
    expect(body.msg).toContain('Only a CNY loan');
    const hers = await w.draft({ purpose: '他人借款' }, 'zhangzhiqiang');
    const notOf = await w.call(
      'lvjianhua',
      'POST',
      '/hankun/expenses/pay',
      claimPay(claimId, [{ loanId: hers.loanId, amount: '1' }]),
      'en',
    );
    expect(notOf.msg).toContain('claimant');
    expect((await claimRow(claimId)).status).toBe('approved');
  });
});

describe('what is owed', () => {
  it('finance sees each person’s outstanding balance', async () => {
    const before = await balanceOf();
    const loanId = await w.loanIn('paid', { amount: '77.70' });
    await w.succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/repay', repay(loanId, '7.70'));
    const after = await balanceOf();
    expect(after.sub(before).toFixed(2)).toBe('70.00');
    expect((await w.call('guojing', 'GET', '/hankun/expenses/borrow/balances')).code).toBe(403);
    expect(loanBalance('77.70', '7.70')).toBe('70.00');
  });

  it('an unpaid loan on a case holds its closing checklist', async () => {
    const projectId = await w.openCase();
    // The cases' checklist asks every registered check: loans registered theirs (openLoans).
    const openLoans = async () => {
      const body = await w.succeed(
        'guojing',
        'GET',
        `/hankun/project/closingChecklist?projectId=${projectId}`,
      );
      return (body.data as { check: string; count: number; passed: boolean }[]).find(
        (one) => one.check === 'openLoans',
      );
    };
    expect(await openLoans()).toMatchObject({ count: 0, passed: true });
    const loanId = await w.loanIn('paid', { amount: '10.00', projectId });
    await w.loanIn('draft', { projectId });
    expect(await openLoans()).toMatchObject({ count: 1, passed: false });
    await w.succeed('lvjianhua', 'POST', '/hankun/expenses/borrow/repay', repay(loanId, '10.00'));
    expect(await openLoans()).toMatchObject({ count: 0, passed: true });
  });
});

async function balanceOf() {
  const rows = (await w.succeed('lvjianhua', 'GET', '/hankun/expenses/borrow/balances'))
    .data as LoanBalanceRow[];
  const row = rows.find((one) => one.applicantId === w.ids.guojing && one.currency === 'CNY');
  const { toDecimal } = await import('@venus/shared');
  return toDecimal(row?.balance ?? '0');
}
