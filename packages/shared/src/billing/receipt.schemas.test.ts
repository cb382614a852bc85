import { describe, expect, it } from 'vitest';
import { allocationSchema, receiptSchema, reverseAllocationSchema } from './receipt.schemas.ts';

const receipt = (overrides: object = {}) => ({
  clientId: 1,
  officeId: 2,
  receivedOn: '2026-03-02',
  amount: '1000',
  currency: 'usd',
  payer: 'Acme Ltd',
  bankAccount: 'ICBC 6222',
  ...overrides,
});
const issueOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.success
    ? null
    : { message: result.error!.issues[0]!.message, path: result.error!.issues[0]!.path.join('.') };

describe('a receipt as finance records it', () => {
  it('reads the amount to the cent and the currency in capitals, with no rate until the server finds it', () => {
    const parsed = receiptSchema.parse(receipt());
    expect(parsed).toMatchObject({ amount: '1000.00', currency: 'USD', isRetainer: false });
    expect(parsed.exchangeRate).toBeUndefined();
  });

  it('refuses a zero or negative amount', () => {
    expect(issueOf(receiptSchema.safeParse(receipt({ amount: '0' })))).toEqual({
      message: 'receipt.amountPositive',
      path: 'amount',
    });
    expect(issueOf(receiptSchema.safeParse(receipt({ amount: '-1' })))?.message).toBe('money.negative');
  });

  it('refuses a rate of zero or with more than 6 decimals', () => {
    expect(issueOf(receiptSchema.safeParse(receipt({ exchangeRate: '0' })))?.message).toBe(
      'receipt.invalidRate',
    );
    expect(issueOf(receiptSchema.safeParse(receipt({ exchangeRate: '7.1234567' })))?.message).toBe(
      'receipt.invalidRate',
    );
    expect(receiptSchema.parse(receipt({ exchangeRate: '7.123456' })).exchangeRate).toBe('7.123456');
  });

  it('refuses an impossible date and a currency that is not a 3-letter code', () => {
    expect(issueOf(receiptSchema.safeParse(receipt({ receivedOn: '2026-02-30' })))?.message).toBe(
      'receipt.invalidDate',
    );
    expect(issueOf(receiptSchema.safeParse(receipt({ currency: 'RMB1' })))?.message).toBe(
      'receipt.invalidCurrency',
    );
  });

  it('asks for the payer and the bank account', () => {
    expect(issueOf(receiptSchema.safeParse(receipt({ payer: ' ' })))?.message).toBe('receipt.payerRequired');
    expect(issueOf(receiptSchema.safeParse(receipt({ bankAccount: '' })))?.message).toBe(
      'receipt.bankAccountRequired',
    );
  });

  it('needs the case of a retainer deposit', () => {
    expect(issueOf(receiptSchema.safeParse(receipt({ isRetainer: true })))).toEqual({
      message: 'receipt.retainerNeedsCase',
      path: 'projectId',
    });
    expect(receiptSchema.parse(receipt({ isRetainer: true, projectId: 9 })).projectId).toBe(9);
  });
});

describe('an allocation', () => {
  it('names each bill once, each with an amount above zero', () => {
    expect(
      issueOf(
        allocationSchema.safeParse({
          receiptId: 1,
          lines: [
            { billId: 3, amount: '1' },
            { billId: 3, amount: '2' },
          ],
        }),
      )?.message,
    ).toBe('receipt.billTwice');
    expect(issueOf(allocationSchema.safeParse({ receiptId: 1, lines: [] }))?.message).toBe(
      'receipt.linesRequired',
    );
    expect(
      issueOf(allocationSchema.safeParse({ receiptId: 1, lines: [{ billId: 3, amount: '0.00' }] }))?.message,
    ).toBe('receipt.amountPositive');
  });

  it('is reversed only with a reason', () => {
    expect(issueOf(reverseAllocationSchema.safeParse({ allocationId: 1, reason: '  ' }))?.message).toBe(
      'receipt.reasonRequired',
    );
  });
});
