import { describe, expect, it } from 'vitest';
import { idParamOf, receiptAddPath, receiptDetailPath } from './receipt-paths.ts';
import { allocationStateOf, receiptQuery } from './receipt-rules.ts';

describe('allocationStateOf', () => {
  it('reads none, partly or full from the allocated total, to the cent', () => {
    expect(allocationStateOf({ amount: '100.00', allocatedTotal: '0.00' })).toBe('none');
    expect(allocationStateOf({ amount: '100.00', allocatedTotal: '99.99' })).toBe('partly');
    expect(allocationStateOf({ amount: '100.00', allocatedTotal: '100.00' })).toBe('full');
  });
});

describe('receiptQuery', () => {
  it('sends the received period as dateFrom / dateTo and the credit filter only when chosen', () => {
    expect(
      receiptQuery({
        keyword: 'TT',
        period: { start: '2026-01-01', end: '2026-03-31' },
        unallocatedOnly: 'true',
      }),
    ).toEqual({ keyword: 'TT', dateFrom: '2026-01-01', dateTo: '2026-03-31', unallocatedOnly: true });
    expect(receiptQuery({ currency: 'USD' })).toEqual({ currency: 'USD' });
  });
});

describe('receipt paths', () => {
  it('carries the id in the query and the title in the path', () => {
    expect(receiptDetailPath('2026SH-R00001', 7)).toBe('/receipt/detail/2026SH-R00001?id=7');
    expect(receiptAddPath('登记收款', 3)).toBe(
      `/bill/billReceiptV2/${encodeURIComponent('登记收款')}?clientId=3`,
    );
    expect(idParamOf(new URLSearchParams('id=12'))).toBe(12);
    expect(idParamOf(new URLSearchParams('id=-1'))).toBe(0);
    expect(idParamOf(new URLSearchParams('clientId=x'), 'clientId')).toBe(0);
  });
});
