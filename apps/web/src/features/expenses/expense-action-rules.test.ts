import { describe, expect, it } from 'vitest';
import { expensePageActions } from './expense-action-rules.ts';

const claimant = { userId: 7, permissions: ['hankun:expenses:add', 'hankun:expenses:list'] };
const finance = { userId: 9, permissions: ['hankun:expenses:listAll', 'hankun:expenses:pay'] };

describe('the buttons of a claim (decision 0032)', () => {
  it('lets the applicant edit, submit and cancel a draft or sent-back claim', () => {
    expect(expensePageActions({ applicantId: 7, status: 'draft' }, [], claimant)).toEqual([
      'edit',
      'submit',
      'cancel',
    ]);
    expect(expensePageActions({ applicantId: 7, status: 'sentBack' }, [], claimant)).toEqual([
      'edit',
      'submit',
      'cancel',
    ]);
  });

  it('lets the applicant only withdraw while it is in approval, and nothing once it ends', () => {
    expect(expensePageActions({ applicantId: 7, status: 'approving' }, [8], claimant)).toEqual(['withdraw']);
    for (const status of ['approved', 'paid', 'rejected', 'cancelled'] as const)
      expect(expensePageActions({ applicantId: 7, status }, [], claimant)).toEqual([]);
  });

  it('offers approve and send back only to the holder of the pending task', () => {
    const partner = { userId: 8, permissions: [] };
    expect(expensePageActions({ applicantId: 7, status: 'approving' }, [8], partner)).toEqual([
      'audit',
      'back',
    ]);
    expect(expensePageActions({ applicantId: 7, status: 'approving' }, [5], partner)).toEqual([]);
  });

  it('lets finance pay an approved claim, never its own', () => {
    expect(expensePageActions({ applicantId: 7, status: 'approved' }, [], finance)).toEqual(['pay']);
    expect(expensePageActions({ applicantId: 9, status: 'approved' }, [], finance)).toEqual([]);
    expect(expensePageActions({ applicantId: 7, status: 'approving' }, [], finance)).toEqual([]);
  });
});

describe('the buttons of a daily expense (decision 0038)', () => {
  const secretary = { userId: 7, permissions: ['hankun:expenses:dailyAdd'] };
  it('lets the applicant edit, submit and cancel a draft, and nothing once submitted', () => {
    expect(expensePageActions({ applicantId: 7, status: 'draft' }, [], secretary, 'daily')).toEqual([
      'edit',
      'submit',
      'cancel',
    ]);
    expect(expensePageActions({ applicantId: 7, status: 'approving' }, [8], secretary, 'daily')).toEqual([]);
  });

  it('offers approve and reject (not send back) to the holder of the pending task', () => {
    const head = { userId: 8, permissions: ['hankun:expenses:dailyList'] };
    expect(expensePageActions({ applicantId: 7, status: 'approving' }, [8], head, 'daily')).toEqual([
      'audit',
      'reject',
    ]);
    expect(expensePageActions({ applicantId: 7, status: 'approved' }, [], head, 'daily')).toEqual([]);
  });

  it('lets finance pay an approved daily expense (decision 0050), never its own', () => {
    expect(expensePageActions({ applicantId: 7, status: 'approved' }, [], finance, 'daily')).toEqual(['pay']);
    expect(expensePageActions({ applicantId: 9, status: 'approved' }, [], finance, 'daily')).toEqual([]);
    expect(expensePageActions({ applicantId: 7, status: 'paid' }, [], finance, 'daily')).toEqual([]);
  });
});
