import { describe, expect, it } from 'vitest';
import { clampMoney, normaliseMoneyOnBlur, sanitiseMoneyInput } from './money-input.rules.ts';

describe('money input while typing (spec §5)', () => {
  it('keeps only digits and one decimal point', () => {
    expect(sanitiseMoneyInput('¥1,234.5a6')).toBe('1234.56');
    expect(sanitiseMoneyInput('1.2.3')).toBe('1.23');
    expect(sanitiseMoneyInput('12.')).toBe('12.');
  });

  it('keeps a leading minus only when negatives are allowed', () => {
    expect(sanitiseMoneyInput('-12')).toBe('12');
    expect(sanitiseMoneyInput('-12', { allowNegative: true })).toBe('-12');
    expect(sanitiseMoneyInput('-', { allowNegative: true })).toBe('-');
  });

  it('drops a minus that is not leading', () => {
    expect(sanitiseMoneyInput('12-3', { allowNegative: true })).toBe('123');
    expect(sanitiseMoneyInput('--5', { allowNegative: true })).toBe('-5');
  });

  it('strips every non-digit in integer-only mode', () => {
    expect(sanitiseMoneyInput('1,234.56', { integerOnly: true })).toBe('123456');
    expect(sanitiseMoneyInput('-7', { integerOnly: true, allowNegative: true })).toBe('-7');
  });

  it('clamps to ±999999999', () => {
    expect(sanitiseMoneyInput('1234567890')).toBe('999999999');
    expect(sanitiseMoneyInput('999999999.5')).toBe('999999999');
    expect(sanitiseMoneyInput('-1000000000', { allowNegative: true })).toBe('-999999999');
    expect(sanitiseMoneyInput('999999999')).toBe('999999999');
  });
});

describe('clampMoney', () => {
  it('holds an amount inside ±999999999', () => {
    expect(clampMoney('1e12')).toBe('999999999');
    expect(clampMoney(-2_000_000_000)).toBe('-999999999');
    expect(clampMoney('12.34')).toBe('12.34');
  });
});

describe('money input on blur (spec §5)', () => {
  it('applies 2 decimals, half up', () => {
    expect(normaliseMoneyOnBlur('12')).toBe('12.00');
    expect(normaliseMoneyOnBlur('12.345')).toBe('12.35');
    expect(normaliseMoneyOnBlur('.5')).toBe('0.50');
    expect(normaliseMoneyOnBlur('007.1')).toBe('7.10');
    expect(normaliseMoneyOnBlur('12.')).toBe('12.00');
  });

  it('turns an empty field into 0.00', () => {
    expect(normaliseMoneyOnBlur('')).toBe('0.00');
    expect(normaliseMoneyOnBlur('-', { allowNegative: true })).toBe('0.00');
    expect(normaliseMoneyOnBlur('abc')).toBe('0.00');
  });

  it('leaves an empty field empty when the field allows it', () => {
    expect(normaliseMoneyOnBlur('', { allowEmpty: true })).toBeUndefined();
    expect(normaliseMoneyOnBlur('5', { allowEmpty: true })).toBe('5.00');
  });

  it('keeps the sign of an allowed negative and never shows -0.00', () => {
    expect(normaliseMoneyOnBlur('-3.1', { allowNegative: true })).toBe('-3.10');
    expect(normaliseMoneyOnBlur('-0', { allowNegative: true })).toBe('0.00');
    expect(normaliseMoneyOnBlur('-3.1')).toBe('3.10');
  });

  it('clamps the amount', () => {
    expect(normaliseMoneyOnBlur('99999999999.99')).toBe('999999999.00');
    expect(normaliseMoneyOnBlur('999999998.999')).toBe('999999999.00');
  });

  it('shows no decimals in integer-only mode', () => {
    expect(normaliseMoneyOnBlur('12.7', { integerOnly: true })).toBe('127');
    expect(normaliseMoneyOnBlur('', { integerOnly: true })).toBe('0');
  });
});
