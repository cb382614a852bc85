import { describe, expect, it } from 'vitest';
import { changedInputs, draftPayload, liveTotal, newLine, parseDraft } from './expense-form-values.ts';

const line = (over: Record<string, unknown>) => ({ ...newLine('2026-11-20'), ...over });

describe('the claim form against the shared schema', () => {
  it('sends billable only for a line on a case, and the rate only for another currency', () => {
    const payload = draftPayload({
      title: '出差',
      lines: [
        line({ amount: '10.00', billable: true, exchangeRate: '7' }),
        line({ amount: '5.00', currency: 'USD', exchangeRate: '7.1', projectId: 3, billable: true }),
      ],
    }) as { lines: Record<string, unknown>[] };
    expect(payload.lines[0]).toMatchObject({ billable: false, currency: 'CNY' });
    expect(payload.lines[0]).not.toHaveProperty('exchangeRate');
    expect(payload.lines[1]).toMatchObject({ billable: true, exchangeRate: '7.1', projectId: 3 });
  });

  it('names the field of each refusal with the shared message key', () => {
    const parsed = parseDraft({
      title: ' ',
      lines: [line({ expenseType: '1', amount: '50.00', taxAmount: '60.00', description: '' })],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const byPath = new Map(parsed.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath.get('title')).toBe('expense.titleRequired');
    expect(byPath.get('lines.0.description')).toBe('expense.descriptionRequired');
    expect(byPath.get('lines.0.taxAmount')).toBe('expense.taxOverAmount');
  });

  it('accepts a complete claim', () => {
    const parsed = parseDraft({
      title: '北京出差',
      lines: [line({ expenseType: '1', amount: '88.50', description: '出租车' })],
    });
    expect(parsed.ok && parsed.draft.lines[0]?.amount).toBe('88.50');
  });
});

describe('the running total', () => {
  it('rounds each line as the server does and skips lines not yet numbers', () => {
    expect(
      liveTotal({
        lines: [
          line({ amount: '10.05', currency: 'USD', exchangeRate: '7.123456' }),
          line({ amount: '0.10' }),
          line({ amount: 'abc' }),
          line({ amount: '3.00', currency: 'EUR', exchangeRate: '' }),
        ],
      }),
    ).toBe('71.69');
  });
});

describe('what a change touches', () => {
  it('names each changed input, a line by its index', () => {
    // biome-ignore lint/suspicious/noSparseArray: antd reports an untouched line as a hole.
    expect(changedInputs({ lines: [, { amount: '1', taxAmount: '' }] })).toEqual([
      ['lines', 1, 'amount'],
      ['lines', 1, 'taxAmount'],
    ]);
    expect(changedInputs({ title: 'x' })).toEqual([['title']]);
  });
});
