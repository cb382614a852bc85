import { describe, expect, it } from 'vitest';
import { formatMoney, groupThousands } from './money-format.rules.ts';

describe('formatMoney (spec §9 Money)', () => {
  it('uses 2 decimals and thousands separators', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('-98765.4')).toBe('-98,765.40');
    expect(formatMoney('999')).toBe('999.00');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('  ')).toBe('');
  });

  it('shows amounts of 1,000,000 or more in 万 when asked', () => {
    expect(formatMoney('1234567.89', { tenThousands: true })).toBe('123.46万');
    expect(formatMoney('1000000', { tenThousands: true })).toBe('100.00万');
    expect(formatMoney('-25000000', { tenThousands: true })).toBe('-2,500.00万');
    expect(formatMoney('1234567.89', { tenThousands: true, lang: 'en' })).toBe('123.46 ×10k');
  });

  it('keeps amounts under 1,000,000 in yuan even when 万 is asked', () => {
    expect(formatMoney('999999.99', { tenThousands: true })).toBe('999,999.99');
  });

  it('keeps yuan when 万 is not asked', () => {
    expect(formatMoney('1234567.89')).toBe('1,234,567.89');
  });

  it('throws for text that is not a number', () => {
    expect(() => formatMoney('12abc')).toThrow();
  });
});

describe('groupThousands', () => {
  it('groups the whole part only', () => {
    expect(groupThousands('-1234567.1234')).toBe('-1,234,567.1234');
    expect(groupThousands('123')).toBe('123');
  });
});
