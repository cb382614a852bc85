import { LOAN_PERMISSIONS } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { mayRequestRepayment, repaymentRequestActions } from './loan-repayment-request-rules.ts';

const borrower = { userId: 7, permissions: [LOAN_PERMISSIONS.add] };
const partner = { userId: 9, permissions: [] };

describe('a loan’s repayment requests on its page', () => {
  it('lets the borrower ask while money is owed and no request is open', () => {
    const loan = { applicantId: 7, status: 'paid' as const, repaymentRequests: [] };
    expect(mayRequestRepayment(loan, borrower)).toBe(true);
    expect(mayRequestRepayment({ ...loan, status: 'repaid' }, borrower)).toBe(false);
    expect(mayRequestRepayment(loan, partner)).toBe(false);
    expect(mayRequestRepayment({ ...loan, repaymentRequests: [{ status: 'sentBack' }] }, borrower)).toBe(
      false,
    );
    expect(
      mayRequestRepayment(
        { ...loan, status: 'partlyRepaid', repaymentRequests: [{ status: 'rejected' }] },
        borrower,
      ),
    ).toBe(true);
  });

  it('offers the borrower amend and withdraw, the task holder the decisions', () => {
    const loan = { applicantId: 7 };
    expect(repaymentRequestActions(loan, { status: 'sentBack' }, [], borrower)).toEqual([
      'resubmit',
      'withdraw',
    ]);
    expect(repaymentRequestActions(loan, { status: 'approving' }, [], borrower)).toEqual(['withdraw']);
    expect(repaymentRequestActions(loan, { status: 'approving' }, [9], partner)).toEqual([
      'audit',
      'back',
      'reject',
    ]);
    expect(repaymentRequestActions(loan, { status: 'approving' }, [7], borrower)).toEqual(['withdraw']);
    expect(repaymentRequestActions(loan, { status: 'approved' }, [9], partner)).toEqual([]);
  });
});
