import { describe, expect, it } from 'vitest';
import {
  billBalance,
  billLineAmount,
  billLineMoney,
  billTotals,
  capAdjustment,
  contingencyFee,
} from './bill-totals.rules.ts';

describe('bill line amount (decision 0030)', () => {
  it('rounds units × unit cost half-up to the cent before adding the adjustment', () => {
    // 0.1 h × 0.05 = 0.005 → 0.01 (half-up), not 0.00 as banker's rounding or a float would give.
    expect(billLineAmount('0.1', '0.05')).toBe('0.01');
    expect(billLineAmount('1.5', '2345.67')).toBe('3518.51'); // 3518.505 → 3518.51
  });

  it('adds a negative adjustment (discount, write-down) after rounding', () => {
    expect(billLineAmount('2.5', '3000', '-500.50')).toBe('6999.50');
    expect(billLineAmount('1', '100', '-100')).toBe('0.00');
  });

  it('keeps large amounts exact up to 999,999,999.99', () => {
    expect(billLineAmount('1', '999999999.99')).toBe('999999999.99');
    expect(billLineAmount('3', '333333333.33')).toBe('999999999.99');
  });
});

describe('bill line tax', () => {
  it('adds tax on top of a net amount when the bill is tax-exclusive', () => {
    expect(billLineMoney({ units: '1', unitCost: '100.10', taxRate: '0.06' }, 'exclusive')).toEqual({
      amount: '100.10',
      netAmount: '100.10',
      taxAmount: '6.01', // 6.006 → 6.01
      grossAmount: '106.11',
    });
  });

  it('takes tax out of a gross amount when the bill is tax-inclusive, net + tax equal to gross', () => {
    const line = billLineMoney({ units: '1', unitCost: '100', taxRate: '0.06' }, 'inclusive');
    // 100 / 1.06 = 94.3396… → 94.34; tax is what is left, 5.66.
    expect(line).toEqual({ amount: '100.00', netAmount: '94.34', taxAmount: '5.66', grossAmount: '100.00' });
    for (const gross of ['0.01', '0.03', '1.06', '999999999.99', '12345.67', '-500.00']) {
      const money = billLineMoney({ units: '1', unitCost: gross, taxRate: '0.06' }, 'inclusive');
      expect((Number(money.netAmount) * 100 + Number(money.taxAmount) * 100).toFixed(0)).toBe(
        (Number(gross) * 100).toFixed(0),
      );
    }
  });

  it('charges no tax at 0 % in either mode', () => {
    for (const mode of ['exclusive', 'inclusive'] as const) {
      expect(billLineMoney({ units: '2', unitCost: '50.005', taxRate: '0' }, mode)).toEqual({
        amount: '100.01',
        netAmount: '100.01',
        taxAmount: '0.00',
        grossAmount: '100.01',
      });
    }
  });

  it('taxes a negative (credit) line negatively, rounding away from zero at half a cent', () => {
    expect(
      billLineMoney({ units: '1', unitCost: '0', adjustment: '-0.25', taxRate: '0.06' }, 'exclusive'),
    ).toEqual({
      amount: '-0.25',
      netAmount: '-0.25',
      taxAmount: '-0.02', // -0.015 → -0.02
      grossAmount: '-0.27',
    });
  });

  it('refuses a negative tax rate', () => {
    expect(() => billLineMoney({ units: '1', unitCost: '1', taxRate: '-0.01' }, 'exclusive')).toThrow(
      RangeError,
    );
  });
});

describe('bill totals', () => {
  it('sums the rounded lines, so the total equals what the lines show', () => {
    // Three lines of 0.335 tax each would be 1.005 → 1.01 on the sum; per line they are 0.34 × 3.
    const line = billLineMoney({ units: '1', unitCost: '5.58', taxRate: '0.06' }, 'exclusive');
    expect(line.taxAmount).toBe('0.33');
    const lines = [
      {
        kind: 'time' as const,
        ...billLineMoney({ units: '0.3', unitCost: '1111.15', taxRate: '0.06' }, 'exclusive'),
      },
      {
        kind: 'time' as const,
        ...billLineMoney({ units: '0.3', unitCost: '1111.15', taxRate: '0.06' }, 'exclusive'),
      },
      {
        kind: 'disbursement' as const,
        ...billLineMoney({ units: '1', unitCost: '88.88', taxRate: '0' }, 'exclusive'),
      },
      {
        kind: 'feeAdjustment' as const,
        ...billLineMoney({ units: '1', unitCost: '0', adjustment: '-66.69', taxRate: '0.06' }, 'exclusive'),
      },
    ];
    // 0.3 × 1111.15 = 333.345 → 333.35; tax 20.001 → 20.00.
    expect(lines[0]?.netAmount).toBe('333.35');
    expect(billTotals(lines, '1')).toEqual({
      feeTotal: '600.01', // 333.35 + 333.35 − 66.69
      disbursementTotal: '88.88',
      taxTotal: '36.00', // 20.00 + 20.00 + 0 − 4.00
      total: '724.89',
      totalCny: '724.89',
    });
  });

  it('converts the total to CNY at the exchange rate, rounded to the cent', () => {
    const lines = [
      {
        kind: 'manualFee' as const,
        ...billLineMoney({ units: '1', unitCost: '1000', taxRate: '0' }, 'exclusive'),
      },
    ];
    expect(billTotals(lines, '7.123456').totalCny).toBe('7123.46');
  });

  it('leaves released lines out of the totals', () => {
    const kept = {
      kind: 'time' as const,
      ...billLineMoney({ units: '1', unitCost: '100', taxRate: '0' }, 'exclusive'),
    };
    expect(billTotals([kept, { ...kept, released: true }]).total).toBe('100.00');
  });

  it('answers zeros for a bill without lines', () => {
    expect(billTotals([])).toEqual({
      feeTotal: '0.00',
      disbursementTotal: '0.00',
      taxTotal: '0.00',
      total: '0.00',
      totalCny: '0.00',
    });
  });
});

describe('bill balance', () => {
  it('is the total less credits, payments and write-offs', () => {
    expect(
      billBalance({ total: '1000.00', creditedTotal: '100.10', paidTotal: '800', writtenOffTotal: '0.05' }),
    ).toBe('99.85');
  });
});

describe('contingency fee (decision 0045)', () => {
  it('is the outcome × the percentage, half up to the cent', () => {
    expect(contingencyFee('1000.05', '33.33')).toBe('333.32'); // 333.316665
    expect(contingencyFee('0.15', '10')).toBe('0.02'); // 0.015, half up
    expect(contingencyFee('0.01', '0.01')).toBe('0.00');
    expect(contingencyFee('999999999.99', '100')).toBe('999999999.99');
    expect(contingencyFee('1234567.89', '18.5')).toBe('228395.06'); // 228395.05965
  });

  it('refuses a percentage outside 0–100 and a negative outcome', () => {
    expect(() => contingencyFee('100', '100.01')).toThrow(RangeError);
    expect(() => contingencyFee('-1', '10')).toThrow(RangeError);
  });
});

describe('cap adjustment (decision 0045)', () => {
  it('takes off what passes the cap, never more than this bill', () => {
    expect(capAdjustment({ cap: '6000', billedBefore: '4500', thisBill: '4500' })).toBe('-3000.00');
    expect(capAdjustment({ cap: '6000', billedBefore: '7000', thisBill: '4500' })).toBe('-4500.00');
    expect(capAdjustment({ cap: '6000', billedBefore: '0', thisBill: '6000' })).toBe('0.00');
    expect(capAdjustment({ cap: '6000', billedBefore: '5999.99', thisBill: '0.02' })).toBe('-0.01');
    expect(capAdjustment({ cap: '6000', billedBefore: '7000', thisBill: '-10' })).toBe('0.00');
  });
});
