import { type BillDetail, billDraftSchema } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import type { TimeRow } from './bill-form-time-rows.ts';
import {
  adjustmentAmount,
  type BillFormValues,
  draftPayload,
  formErrorsOf,
  liveTotals,
  NEW_BILL_VALUES,
  periodInOrder,
  valuesOfBill,
} from './bill-form-values.ts';

const time: TimeRow[] = [
  {
    worklogId: 11,
    userId: 3,
    timekeeperName: '张三',
    workDate: '2026-03-02',
    hours: '1.5',
    rate: '2000.00',
    narrative: 'a',
  },
  {
    worklogId: 12,
    userId: 4,
    timekeeperName: '李四',
    workDate: '2026-03-03',
    hours: '0.3',
    rate: '1333.33',
    narrative: 'b',
  },
];

const values: BillFormValues = {
  ...NEW_BILL_VALUES,
  lines: [{ kind: 'manualFee', description: '备案费', amount: '1000.00' }],
  adjustments: [{ kind: 'discount', target: 'fees', percent: '10', reason: '长期客户' }],
};

describe('bill form values', () => {
  it('signs an adjustment by its kind and takes a percentage of the base, half-up to the cent', () => {
    expect(adjustmentAmount({ kind: 'discount', amount: '50', reason: '' }, '0')).toBe('-50.00');
    expect(adjustmentAmount({ kind: 'writeDown', amount: '-50', reason: '' }, '0')).toBe('-50.00');
    expect(adjustmentAmount({ kind: 'writeUp', amount: '-5.5', reason: '' }, '0')).toBe('5.50');
    expect(adjustmentAmount({ kind: 'cap', amount: '-7', reason: '' }, '0')).toBe('-7.00');
    expect(adjustmentAmount({ kind: 'discount', percent: '10', reason: '' }, '4400.05')).toBe('-440.01');
    expect(adjustmentAmount(null, '100')).toBe('0.00');
  });

  it('totals the picked time, the manual line and a 10% discount of the fees as the server will', () => {
    // 1.5 × 2000 = 3000.00; 0.3 × 1333.33 = 399.999 → 400.00; + 1000 = 4400.00; −10 % = −440.00
    const totals = liveTotals(values, time, new Map());
    expect(totals.feeTotal).toBe('3960.00');
    expect(totals.taxTotal).toBe('237.60');
    expect(totals.total).toBe('4197.60');
    const inclusive = liveTotals({ ...values, taxMode: 'inclusive' }, time, new Map());
    expect(inclusive.total).toBe('3960.00');
  });

  it('sends what the server schema accepts: the picked time, the line, the adjustment with its reason', () => {
    const payload = draftPayload(values, time.slice(0, 1), new Map(), () => '折扣 10%');
    const parsed = billDraftSchema.parse({ projectId: 5, ...payload });
    expect(parsed.timeLines?.map((line) => line.worklogId)).toEqual([11]);
    expect(parsed.lines).toMatchObject([
      { kind: 'manualFee', unitCost: '1000.00', adjustment: '0.00' },
      {
        kind: 'feeAdjustment',
        adjustment: '-400.00',
        adjustmentKind: 'discount',
        adjustmentReason: '长期客户',
      },
    ]);
  });

  it('keeps a period in order as the server does, either end may be open', () => {
    expect(periodInOrder('2026-03-01', '2026-03-31')).toBe(true);
    expect(periodInOrder('2026-03-01', '2026-03-01')).toBe(true);
    expect(periodInOrder('2026-03-31', '2026-03-01')).toBe(false);
    expect(periodInOrder(null, '2026-03-01')).toBe(true);
  });

  it('places the server errors of lines on the manual line or the adjustment they belong to', () => {
    const mapped = formErrorsOf(
      [
        { field: 'lines.0.unitCost', key: 'k', message: 'm' },
        { field: 'lines.1.adjustmentReason', key: 'k', message: 'r' },
        { field: 'periodTo', key: 'k', message: 'p' },
      ],
      1,
    );
    expect(mapped.map((error) => error.field)).toEqual([
      'lines.0.amount',
      'adjustments.0.reason',
      'periodTo',
    ]);
  });

  it('reads a saved draft back: held time with its adjustment, lines, the whole-bill discount', () => {
    const line = {
      lineId: 1,
      orderNum: 0,
      timekeeperId: 3,
      timekeeperName: '张三',
      taskCode: '',
      activityCode: '',
      expenseCode: '',
      taxRate: '0.060000',
      netAmount: '0',
      taxAmount: '0',
      grossAmount: '0',
      amount: '0',
      expenseLineId: null,
      milestoneId: null,
      outcomeAmount: null,
      contingencyRate: null,
      contingencyBasis: '',
      released: false,
    };
    const bill = {
      billingContactId: null,
      invoiceTitleId: 2,
      periodFrom: '2026-03-01',
      periodTo: '2026-03-31',
      language: 'en',
      taxMode: 'exclusive',
      paymentTermsDays: 45,
      narrative: 'March',
      lines: [
        {
          ...line,
          kind: 'time',
          lineDate: '2026-03-02',
          description: 'a',
          units: '1.50',
          unitCost: '2000.00',
          adjustment: '-100.00',
          adjustmentKind: 'writeDown',
          adjustmentReason: 'long',
          worklogId: 11,
        },
        {
          ...line,
          kind: 'manualFee',
          lineDate: null,
          description: '备案费',
          units: '1',
          unitCost: '1000.00',
          adjustment: '0.00',
          adjustmentKind: null,
          adjustmentReason: '',
          worklogId: null,
        },
        {
          ...line,
          kind: 'disbursement',
          lineDate: '2026-03-05',
          description: '诉讼费',
          units: '1',
          unitCost: '300.00',
          adjustment: '0.00',
          adjustmentKind: null,
          adjustmentReason: '',
          worklogId: null,
          expenseLineId: 77,
        },
        {
          ...line,
          kind: 'feeAdjustment',
          lineDate: null,
          description: 'd',
          units: '1',
          unitCost: '0.00',
          adjustment: '-390.00',
          adjustmentKind: 'discount',
          adjustmentReason: '长期客户',
          worklogId: null,
        },
      ],
    } as unknown as BillDetail;
    const read = valuesOfBill(bill);
    expect(read.held.map((row) => row.worklogId)).toEqual([11]);
    // A disbursement billed from an expense claim is picked again, never resent as a typed line.
    expect(read.heldExpenses).toEqual([
      { expenseLineId: 77, expenseDate: '2026-03-05', description: '诉讼费', amountCny: '300.00' },
    ]);
    expect(read.timeAdjustments.get(11)).toEqual({ kind: 'writeDown', amount: '100.00', reason: 'long' });
    expect(read.values).toMatchObject({
      taxRate: '0.06',
      paymentTermsDays: 45,
      lines: [{ kind: 'manualFee', amount: '1000.00' }],
      adjustments: [{ kind: 'discount', amount: '390.00', target: 'fees', reason: '长期客户' }],
    });
  });

  it('bills picked expenses at cost: in the totals and the disbursement discount when priced, always sent', () => {
    const expense = {
      expenseLineId: 5,
      expenseDate: '2026-03-04',
      description: '诉讼费',
      amountCny: '500.00',
    };
    const withDiscount: BillFormValues = {
      ...values,
      adjustments: [{ kind: 'discount', target: 'disbursements', percent: '10', reason: '让利' }],
    };
    // Fees 3000 + 400 + 1000 = 4400; disbursements 500 − 10 % = 450; tax 6 % of 4850 = 291.
    const totals = liveTotals(withDiscount, time, new Map(), [expense]);
    expect([totals.feeTotal, totals.disbursementTotal, totals.total]).toEqual([
      '4400.00',
      '450.00',
      '5141.00',
    ]);
    const payload = draftPayload(withDiscount, time, new Map(), () => '折扣', {
      picked: [expense],
      priced: [expense],
    });
    expect(payload.expenseLines?.map((line) => line.expenseLineId)).toEqual([5]);
    expect(payload.lines.at(-1)).toMatchObject({ kind: 'expenseAdjustment', adjustment: '-50.00' });
    expect(billDraftSchema.safeParse({ projectId: 1, ...payload }).success).toBe(true);
    // In a foreign currency the amount is the server's to convert: sent, not priced here.
    const foreign = draftPayload(values, time, new Map(), () => '', { picked: [expense], priced: [] });
    expect(foreign.expenseLines).toHaveLength(1);
  });
});
