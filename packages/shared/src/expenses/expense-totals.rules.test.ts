import { describe, expect, it } from 'vitest';
import {
  expenseClaimTotals,
  expenseLineAmounts,
  needsDepartmentHead,
  receiptRequired,
} from './expense-totals.rules.ts';

describe('expense line amounts (decision 0032)', () => {
  it('keeps a CNY line as it is, whatever rate is sent', () => {
    expect(
      expenseLineAmounts({ amount: '120.50', taxAmount: '3.51', currency: 'CNY', exchangeRate: '9' }),
    ).toEqual({
      amountCny: '120.50',
      taxCny: '3.51',
    });
  });

  it('converts another currency half-up to the cent per line', () => {
    // 10.05 × 7.123456 = 71.5907328 → 71.59; 0.005 × 1 would round up, never to even.
    expect(
      expenseLineAmounts({ amount: '10.05', taxAmount: '0.60', currency: 'USD', exchangeRate: '7.123456' }),
    ).toEqual({
      amountCny: '71.59',
      taxCny: '4.27',
    });
    expect(
      expenseLineAmounts({ amount: '0.01', taxAmount: '0', currency: 'JPY', exchangeRate: '0.5' }).amountCny,
    ).toBe('0.01');
  });
});

describe('expense claim totals', () => {
  it('sums the rounded lines exactly, where floats would drift', () => {
    const lines = Array.from({ length: 10 }, () => ({ amountCny: '0.10', taxCny: '0.01', billable: true }));
    expect(expenseClaimTotals([...lines, { amountCny: '999999.99', taxCny: '0', billable: false }])).toEqual({
      total: '1000000.99',
      taxTotal: '0.10',
      billableTotal: '1.00',
    });
  });
});

describe('limits', () => {
  it('asks for a receipt only above the threshold', () => {
    expect(receiptRequired('200.00', '200.00')).toBe(false);
    expect(receiptRequired('200.01', '200.00')).toBe(true);
  });

  it('asks the department head above the limit, and always for overhead', () => {
    expect(needsDepartmentHead('5000.00', '5000.00', true)).toBe(false);
    expect(needsDepartmentHead('5000.01', '5000.00', true)).toBe(true);
    expect(needsDepartmentHead('1.00', '5000.00', false)).toBe(true);
  });
});
