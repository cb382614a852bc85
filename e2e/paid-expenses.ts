import type { ExpenseClaimDetail, LoanDetail } from '@venus/shared';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { apiAs } from './api-as.ts';
import { demoRows } from './demo-database.ts';

/**
 * A paid claim and a paid loan made through the API for the journeys that read them (the print
 * pages and the expense report, decision 0047): drafted by a lawyer no other journey claims as,
 * approved step by step by whoever holds each pending task, paid by the finance step's holder.
 */
const TAKEN = ['gaoxiang', 'jiangtao', 'guojing', 'chengpeng', 'xuqing', 'zhulihua', 'sunyue', 'chenlixin'];

/** A lawyer of the demo firm, the `nth` after the ones other journeys use. */
export async function spareLawyer(nth: number): Promise<string> {
  const rows = await demoRows<{ user_name: string }>(
    `select u.user_name from sys_user u join sys_user_role ur using (user_id) join sys_role r using (role_id)
      where r.role_key = 'lawyer' and u.status = '3' and u.deleted_at is null and not (u.user_name = any($1))
      order by u.user_id desc limit 8`,
    [TAKEN],
  );
  expect(rows.length, 'spare lawyers').toBeGreaterThan(nth);
  return rows[nth]!.user_name;
}

async function pendingApprover(table: 'hk_expense_loan' | 'hk_expense_claim', id: number) {
  const key = table === 'hk_expense_loan' ? 'loan_id' : 'claim_id';
  const [row] = await demoRows<{ user_name: string }>(
    `select u.user_name from ${table} r join wf_task t on t.instance_id = r.instance_id
       join sys_user u on u.user_id = t.assignee_id where r.${key} = $1 and t.status = 'pending'`,
    [id],
  );
  return row?.user_name ?? null;
}

/** Approves every step in turn; answers who approved last (finance, who pays). */
async function approveAll(browser: Browser, table: 'hk_expense_loan' | 'hk_expense_claim', id: number) {
  let last = '';
  for (let step = 0; step < 5; step++) {
    const who = await pendingApprover(table, id);
    if (!who) break;
    const api = await apiAs(browser, who);
    const body = table === 'hk_expense_loan' ? { loanId: id } : { claimId: id, comment: '同意' };
    await api.call('POST', `/hankun/expenses${table === 'hk_expense_loan' ? '/borrow' : ''}/audit`, body);
    await api.close();
    last = who;
  }
  expect(last, 'someone approved').not.toBe('');
  return last;
}

export async function paidClaim(browser: Browser, lawyer: string, title: string, lines: object[]) {
  const api = await apiAs(browser, lawyer);
  const claim = await api.call<ExpenseClaimDetail>('POST', '/hankun/expenses', { title, lines });
  await api.call('POST', '/hankun/expenses/submit', { claimId: claim.claimId });
  await api.close();
  const finance = await approveAll(browser, 'hk_expense_claim', claim.claimId);
  const payer = await apiAs(browser, finance);
  await payer.call('POST', '/hankun/expenses/pay', {
    claimId: claim.claimId,
    paidDate: new Date().toISOString().slice(0, 10),
    method: 'bankTransfer',
    reference: `PR-${claim.claimId}`,
  });
  await payer.close();
  return { ...claim, finance };
}

export async function paidLoan(browser: Browser, lawyer: string, purpose: string, amount: string) {
  const api = await apiAs(browser, lawyer);
  const loan = await api.call<LoanDetail>('POST', '/hankun/expenses/borrow', {
    purpose,
    amount,
    expectedRepayDate: '2027-06-30',
  });
  await api.call('POST', '/hankun/expenses/borrow/submit', { loanId: loan.loanId });
  await api.close();
  const finance = await approveAll(browser, 'hk_expense_loan', loan.loanId);
  const payer = await apiAs(browser, finance);
  await payer.call('POST', '/hankun/expenses/borrow/pay', {
    loanId: loan.loanId,
    paidDate: new Date().toISOString().slice(0, 10),
    method: 'bankTransfer',
    reference: `LN-${loan.loanId}`,
  });
  await payer.close();
  return { ...loan, finance };
}
