import { describe, expect, it } from 'vitest';
import { moneyInputMode, settledMoney, typedMoney } from './money-input-logic.ts';

describe('money input', () => {
  it('keeps digits and one decimal point while typing', () => {
    expect(typedMoney('1a2.3.4', {})).toBe('12.34');
    expect(typedMoney('-12', {})).toBe('12');
  });

  it('keeps a leading minus only when negatives are allowed', () => {
    expect(typedMoney('-12.5', { allowNegative: true })).toBe('-12.5');
  });

  it('clamps to 999,999,999 at once', () => {
    expect(typedMoney('1234567890', {})).toBe('999999999');
    expect(typedMoney('-1234567890', { allowNegative: true })).toBe('-999999999');
  });

  it('strips every non-digit in an integer-only field', () => {
    expect(typedMoney('12.5x', { integerOnly: true })).toBe('125');
  });

  it('settles 2 decimals on blur, rounding half up', () => {
    expect(settledMoney('2.345', {})).toBe('2.35');
    expect(settledMoney('12.', {})).toBe('12.00');
  });

  it('settles an empty field to 0.00, or leaves it empty when allowed', () => {
    expect(settledMoney('', {})).toBe('0.00');
    expect(settledMoney(undefined, {})).toBe('0.00');
    expect(settledMoney('', { allowEmpty: true })).toBeUndefined();
  });

  it('settles an integer-only field without decimals', () => {
    expect(settledMoney('', { integerOnly: true })).toBe('0');
    expect(settledMoney('42', { integerOnly: true })).toBe('42');
  });

  it('asks phones for a keypad that can type what the field accepts', () => {
    expect(moneyInputMode({})).toBe('decimal');
    expect(moneyInputMode({ integerOnly: true })).toBe('numeric');
    expect(moneyInputMode({ allowNegative: true })).toBe('text');
  });
});
