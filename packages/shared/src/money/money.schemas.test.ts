import { describe, expect, it } from 'vitest';
import { moneyFieldSchema, moneySchema } from './money.schemas.ts';

const issue = (value: unknown, schema = moneySchema) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('money on the wire', () => {
  it('answers decimal text with exactly 2 decimals', () => {
    expect(moneySchema.parse('12')).toBe('12.00');
    expect(moneySchema.parse(' 1234.5 ')).toBe('1234.50');
    expect(moneySchema.parse(1234.56)).toBe('1234.56');
  });

  it('refuses more than 2 decimals and non-numbers', () => {
    expect(issue('1.234')).toBe('money.invalid');
    expect(issue(0.1 + 0.2)).toBe('money.invalid');
    expect(issue('1,234')).toBe('money.invalid');
    expect(issue('abc')).toBe('money.invalid');
    expect(issue('')).toBe('money.invalid');
  });

  it('refuses a negative amount unless the field allows it', () => {
    expect(issue('-5')).toBe('money.negative');
    expect(moneySchema.parse('-0')).toBe('0.00');
    expect(moneyFieldSchema({ allowNegative: true }).parse('-5')).toBe('-5.00');
  });

  it('refuses an amount outside ±999999999', () => {
    expect(moneySchema.parse('999999999')).toBe('999999999.00');
    expect(issue('999999999.01')).toBe('money.outOfRange');
    expect(issue('-1000000000', moneyFieldSchema({ allowNegative: true }))).toBe('money.outOfRange');
  });

  it('refuses a value that is neither text nor a number', () => {
    expect(moneySchema.safeParse(null).success).toBe(false);
    expect(moneySchema.safeParse(Number.NaN).success).toBe(false);
  });
});
