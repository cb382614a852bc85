import { describe, expect, it } from 'vitest';
import { claimAmountsByCase, expenseBudgetOverrun } from './expense-budget.rules.ts';

const state = (expenseBudget: string | null, expenseSpent = '4200.00', expensePending = '300.00') => ({
  expenseBudget,
  expenseSpent,
  expensePending,
});

describe('expenseBudgetOverrun', () => {
  it('warns of a new claim that would pass the budget, by the cent it passes', () => {
    expect(expenseBudgetOverrun(state('5000.00'), '500.01', false)).toEqual({
      budget: '5000.00',
      after: '5000.01',
      over: '0.01',
    });
  });

  it('lets a claim that reaches the budget exactly go without a warning', () => {
    expect(expenseBudgetOverrun(state('5000.00'), '500.00', false)).toBeNull();
  });

  it('does not count a claim in approval twice: it is already pending', () => {
    expect(expenseBudgetOverrun(state('4500.00'), '300.00', true)).toBeNull();
    expect(expenseBudgetOverrun(state('4499.99'), '300.00', true)?.over).toBe('0.01');
  });

  it('says nothing when the case has no budget', () => {
    expect(expenseBudgetOverrun(state(null), '999999.00', false)).toBeNull();
  });
});

describe('claimAmountsByCase', () => {
  it('sums the CNY amounts per case exactly and leaves the firm’s overheads out', () => {
    const sums = claimAmountsByCase([
      { projectId: 7, amountCny: '0.10' },
      { projectId: 7, amountCny: '0.20' },
      { projectId: null, amountCny: '50.00' },
      { projectId: 9, amountCny: '12.00' },
    ]);
    expect([...sums]).toEqual([
      [7, '0.30'],
      [9, '12.00'],
    ]);
  });
});
