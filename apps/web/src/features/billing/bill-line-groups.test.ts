import type { BillLine } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { groupBillLines, releasedCount } from './bill-line-groups.ts';

let nextId = 1;
function line(kind: BillLine['kind'], amount: string, more: Partial<BillLine> = {}): BillLine {
  const lineId = nextId++;
  return {
    lineId,
    kind,
    orderNum: lineId,
    lineDate: null,
    timekeeperId: null,
    timekeeperName: '',
    description: `line ${lineId}`,
    taskCode: '',
    activityCode: '',
    expenseCode: '',
    units: '1',
    unitCost: amount,
    adjustment: '0.00',
    adjustmentKind: null,
    adjustmentReason: '',
    amount,
    taxRate: '0.060000',
    netAmount: amount,
    taxAmount: '0.00',
    grossAmount: amount,
    worklogId: null,
    expenseLineId: null,
    milestoneId: null,
    outcomeAmount: null,
    contingencyRate: null,
    contingencyBasis: '',
    released: false,
    ...more,
  };
}

describe('groupBillLines', () => {
  it('puts time first, by timekeeper in the order of their first line, then fees, disbursements and adjustments, each with its subtotal', () => {
    const groups = groupBillLines([
      line('feeAdjustment', '-100.00', { adjustmentKind: 'discount', adjustmentReason: '老客户' }),
      line('disbursement', '350.50'),
      line('time', '1500.00', { timekeeperName: '郭静' }),
      line('manualFee', '2000.00'),
      line('time', '900.00', { timekeeperName: '张志强' }),
      line('time', '0.10', { timekeeperName: '郭静' }),
      line('time', '0.20', { timekeeperName: '郭静' }),
    ]);
    expect(groups.map((group) => [group.kind, group.timekeeper, group.subtotal])).toEqual([
      ['time', '郭静', '1500.30'],
      ['time', '张志强', '900.00'],
      ['fees', '', '2000.00'],
      ['disbursements', '', '350.50'],
      ['adjustments', '', '-100.00'],
    ]);
  });

  it('leaves out the lines a whole credit note gave back, and counts them', () => {
    const lines = [
      line('time', '800.00', { timekeeperName: '郭静', released: true }),
      line('manualFee', '10.00'),
    ];
    expect(groupBillLines(lines).map((group) => group.kind)).toEqual(['fees']);
    expect(releasedCount(lines)).toBe(1);
  });
});
