import { describe, expect, it } from 'vitest';
import { billCreditSchema, billDraftSchema, billManualLineSchema, taxRateSchema } from './bill.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('bill draft schema', () => {
  it('asks for the kind and reason of a non-zero adjustment, naming the fields', () => {
    const result = billManualLineSchema.safeParse({
      kind: 'manualFee',
      description: 'Advice',
      unitCost: '100',
      adjustment: '-10',
    });
    expect(messages(result)).toEqual(['bill.adjustmentKindRequired', 'bill.adjustmentReasonRequired']);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'adjustmentKind',
      'adjustmentReason',
    ]);
  });

  it('asks a whole-bill adjustment for its kind and reason even at zero', () => {
    expect(
      messages(billManualLineSchema.safeParse({ kind: 'feeAdjustment', description: 'Courtesy' })),
    ).toEqual(['bill.adjustmentKindRequired', 'bill.adjustmentReasonRequired']);
  });

  it('refuses a period that ends before it starts and the same time entry twice', () => {
    const result = billDraftSchema.safeParse({
      projectId: 1,
      periodFrom: '2026-03-01',
      periodTo: '2026-02-01',
      timeLines: [{ worklogId: 5 }, { worklogId: 5 }],
    });
    expect(messages(result)).toEqual(['bill.periodOrder', 'bill.timeTwice']);
  });

  it('fills the defaults: Chinese, tax-exclusive, 30 days, no manual lines', () => {
    expect(billDraftSchema.parse({ projectId: 3 })).toMatchObject({
      language: 'cn',
      taxMode: 'exclusive',
      paymentTermsDays: 30,
      lines: [],
    });
  });

  it('reads tax rates as ratios from 0 to 1 with six decimals', () => {
    expect(taxRateSchema.parse('0.06')).toBe('0.060000');
    expect(taxRateSchema.safeParse('6').success).toBe(false);
    expect(taxRateSchema.safeParse('-0.01').success).toBe(false);
  });

  it('asks a partial credit note for a positive amount', () => {
    expect(messages(billCreditSchema.safeParse({ billId: 1, whole: false, reason: 'fee dispute' }))).toEqual([
      'bill.creditAmountRequired',
    ]);
    expect(billCreditSchema.safeParse({ billId: 1, whole: true, reason: 'wrong client' }).success).toBe(true);
  });

  it('refuses an unreadable adjustment or credit amount with the field message, never throwing', () => {
    // The whole-object rules run even after a field failed: found by fuzzing (a 500 before).
    const line = { worklogId: 1, adjustment: '2O&R336=3_', adjustmentKind: 'cap', adjustmentReason: 'x' };
    const draft = billDraftSchema.safeParse({ projectId: 1, timeLines: [line] });
    expect(draft.success).toBe(false);
    expect(draft.error?.issues.map((issue) => issue.path.join('.'))).toContain('timeLines.0.adjustment');
    const credit = billCreditSchema.safeParse({ billId: 1, whole: false, amount: '1; DROP', reason: 'x' });
    expect(credit.success).toBe(false);
    expect(credit.error?.issues.map((issue) => issue.path.join('.'))).toContain('amount');
  });
});
