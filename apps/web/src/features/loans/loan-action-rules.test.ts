import { LOAN_PERMISSIONS } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { loanPageActions } from './loan-action-rules.ts';

const applicant = { userId: 7, permissions: [LOAN_PERMISSIONS.add] };
const finance = { userId: 9, permissions: [LOAN_PERMISSIONS.pay] };

describe('a loan page’s buttons', () => {
  it('offers the applicant their own actions by status', () => {
    expect(loanPageActions({ applicantId: 7, status: 'draft' }, [], applicant)).toEqual([
      'edit',
      'submit',
      'cancel',
    ]);
    expect(loanPageActions({ applicantId: 7, status: 'approving' }, [], applicant)).toEqual(['withdraw']);
    expect(loanPageActions({ applicantId: 7, status: 'paid' }, [], applicant)).toEqual([]);
  });

  it('offers the task holder the decisions, and never on their own loan', () => {
    expect(loanPageActions({ applicantId: 7, status: 'approving' }, [9], finance)).toEqual([
      'audit',
      'back',
      'reject',
    ]);
    expect(loanPageActions({ applicantId: 7, status: 'approving' }, [7], applicant)).toEqual(['withdraw']);
  });

  it('offers finance the payment, then repayments while money is owed', () => {
    expect(loanPageActions({ applicantId: 7, status: 'approved' }, [], finance)).toEqual(['pay']);
    expect(loanPageActions({ applicantId: 7, status: 'partlyRepaid' }, [], finance)).toEqual(['repay']);
    expect(loanPageActions({ applicantId: 7, status: 'repaid' }, [], finance)).toEqual([]);
    expect(loanPageActions({ applicantId: 9, status: 'approved' }, [], finance)).toEqual([]);
  });
});
