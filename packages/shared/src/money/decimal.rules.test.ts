import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  divideDecimal,
  growthRate,
  multiplyDecimal,
  subtractDecimal,
  sumDecimals,
  toFixedDecimal,
} from './decimal.rules.ts';

describe('exact decimal helpers (spec §9 Money)', () => {
  it('adds without float error', () => {
    expect(addDecimal(0.1, 0.2)).toBe('0.3');
    expect(addDecimal('1,000.10', '0.05')).toBe('1000.15');
  });

  it('subtracts without float error', () => {
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal(1, '1.01')).toBe('-0.01');
  });

  it('multiplies without float error', () => {
    expect(multiplyDecimal('1.1', '1.1')).toBe('1.21');
    expect(multiplyDecimal('19.99', 3)).toBe('59.97');
  });

  it('divides exactly and refuses division by zero', () => {
    expect(divideDecimal('0.3', '0.1')).toBe('3');
    expect(divideDecimal(1, 8)).toBe('0.125');
    expect(() => divideDecimal(1, 0)).toThrow(RangeError);
  });

  it('sums a list, counting empty cells as zero', () => {
    expect(sumDecimals(['0.1', 0.2, null, undefined, '', '1,000'])).toBe('1000.3');
    expect(sumDecimals([])).toBe('0');
  });

  it('never answers exponent notation', () => {
    expect(multiplyDecimal('1e21', 1)).toBe('1000000000000000000000');
    expect(divideDecimal(1, '10000000')).toBe('0.0000001');
  });
});

describe('toFixedDecimal (spec §5)', () => {
  it('rounds half up to the given digits', () => {
    expect(toFixedDecimal('2.345', 2)).toBe('2.35');
    expect(toFixedDecimal('-2.345', 2)).toBe('-2.35');
    expect(toFixedDecimal(1.005, 2)).toBe('1.01');
    expect(toFixedDecimal('7', 0)).toBe('7');
  });

  it('does not print a negative zero', () => {
    expect(toFixedDecimal('-0.001', 2)).toBe('0.00');
  });

  it('throws a range error for digits outside 0 to 20', () => {
    expect(() => toFixedDecimal(1, -1)).toThrow(RangeError);
    expect(() => toFixedDecimal(1, 21)).toThrow(RangeError);
    expect(() => toFixedDecimal(1, 1.5)).toThrow(RangeError);
    expect(toFixedDecimal(1, 20)).toBe(`1.${'0'.repeat(20)}`);
  });
});

describe('growthRate (spec §9)', () => {
  it('is (a − b) / b × 100 to 2 decimals', () => {
    expect(growthRate(150, 100)).toBe('50.00');
    expect(growthRate('80', '120')).toBe('-33.33');
    expect(growthRate('200', '3')).toBe('6566.67');
  });

  it('is 0 when either value is zero', () => {
    expect(growthRate(0, 100)).toBe('0.00');
    expect(growthRate(100, 0)).toBe('0.00');
    expect(growthRate(null, 100)).toBe('0.00');
  });
});
