import { type BillDetail, type BillFeeTerms, FEE_TYPE } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { capPreview, feeItems, feeLinesOfBill, feePayload } from './bill-form-fee-rows.ts';

const terms = (extra: Partial<BillFeeTerms>): BillFeeTerms => ({
  feeType: FEE_TYPE.fixed,
  currency: 'CNY',
  amount: '300000.00',
  contingencyRate: null,
  contingencyBasis: '',
  milestones: [],
  billedFees: '0.00',
  ...extra,
});

const milestones = [
  { milestoneId: 1, name: '签约', amount: '100000.00', dueDate: null },
  { milestoneId: 2, name: '交割', amount: '200000.00', dueDate: null },
];

describe('the arrangement on the bill form (decision 0045)', () => {
  it('prices the ticked milestones and the outcomes at the percentage, as the server will', () => {
    expect(feeItems(terms({}), milestones, { milestoneIds: new Set([2]), outcomes: [] })).toEqual([
      { kind: 'milestone', units: '1', unitCost: '200000.00', adjustment: '0.00' },
    ]);
    const contingent = terms({ feeType: FEE_TYPE.contingency, amount: null, contingencyRate: '33.33' });
    expect(
      feeItems(contingent, [], { milestoneIds: new Set(), outcomes: ['1,000.05', 'abc', ''] }).map(
        (item) => item.unitCost,
      ),
    ).toEqual(['333.32']);
  });

  it('proposes the cap adjustment only past the cap', () => {
    const capped = terms({ feeType: FEE_TYPE.capped, amount: '6000.00', billedFees: '4500.00' });
    expect(capPreview(capped, '4500.00')?.adjustment).toBe('-3000.00');
    expect(capPreview(capped, '1000.00')).toBeNull();
    expect(capPreview(terms({}), '999999.00')).toBeNull();
  });

  it('sends milestone ids and outcomes, never an amount; a saved draft comes back as it was', () => {
    const payload = feePayload({ milestoneIds: new Set([1]), outcomes: [' 1,000.05 ', ''] }, '0.06');
    expect(payload.milestoneLines).toEqual([
      {
        milestoneId: 1,
        description: '',
        taxRate: '0.06',
        adjustment: '0.00',
        adjustmentKind: null,
        adjustmentReason: '',
      },
    ]);
    expect(payload.contingencyLines?.map((line) => line.outcomeAmount)).toEqual(['1000.05']);
    const bill = {
      lines: [
        { kind: 'milestone', milestoneId: 1, outcomeAmount: null, released: false },
        { kind: 'milestone', milestoneId: 2, outcomeAmount: null, released: true },
        { kind: 'contingency', milestoneId: null, outcomeAmount: '500000.00', released: false },
      ],
    } as unknown as BillDetail;
    const state = feeLinesOfBill(bill);
    expect([...state.milestoneIds]).toEqual([1]);
    expect(state.outcomes).toEqual(['500000.00']);
  });
});
