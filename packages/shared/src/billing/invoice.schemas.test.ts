import { describe, expect, it } from 'vitest';
import { invoiceRecordSchema, invoiceRequestSchema, invoiceReverseSchema } from './invoice.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('tax invoice input (decision 0039)', () => {
  it('asks for an amount above 0, to the cent, of a known type', () => {
    const request = { billId: 1, invoiceTitleId: 2, invoiceType: 'vatSpecial', amount: '1060.5' };
    expect(invoiceRequestSchema.parse(request)).toMatchObject({ amount: '1060.50', remark: '' });
    expect(messages(invoiceRequestSchema.safeParse({ ...request, amount: '0' }))).toEqual([
      'invoice.amountPositive',
    ]);
    expect(messages(invoiceRequestSchema.safeParse({ ...request, amount: '1.005' }))).toEqual([
      'money.invalid',
    ]);
    expect(messages(invoiceRequestSchema.safeParse({ ...request, invoiceType: 'receipt' }))).toEqual([
      'invoice.invalidType',
    ]);
  });

  it('records a number of digits, letters and dashes and a real date; a red letter needs its reason', () => {
    const recorded = { invoiceId: 1, invoiceNumber: ' 24312000000012345678 ', invoiceDate: '2026-03-18' };
    expect(invoiceRecordSchema.parse(recorded).invoiceNumber).toBe('24312000000012345678');
    expect(messages(invoiceRecordSchema.safeParse({ ...recorded, invoiceNumber: '2431 0001' }))).toEqual([
      'invoice.invalidNumber',
    ]);
    expect(messages(invoiceRecordSchema.safeParse({ ...recorded, invoiceDate: '2026-02-30' }))).toEqual([
      'invoice.invalidDate',
    ]);
    expect(messages(invoiceReverseSchema.safeParse({ ...recorded, reason: '  ' }))).toEqual([
      'invoice.reasonRequired',
    ]);
  });
});
