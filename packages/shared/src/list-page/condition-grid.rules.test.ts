import { describe, expect, it } from 'vitest';
import { fillerCells } from './condition-grid.rules.ts';

describe('the 8-unit condition grid (spec §2)', () => {
  it('fills the row so the buttons end at the right edge, 4 cells a row at span 2', () => {
    expect(fillerCells(0, 2)).toBe(3);
    expect(fillerCells(1, 2)).toBe(2);
    expect(fillerCells(3, 2)).toBe(0);
    expect(fillerCells(4, 2)).toBe(3);
    expect(fillerCells(6, 2)).toBe(1);
  });

  it('works for 2 cells a row at span 4 and none needed at span 8', () => {
    expect(fillerCells(2, 4)).toBe(1);
    expect(fillerCells(3, 4)).toBe(0);
    expect(fillerCells(5, 8)).toBe(0);
  });

  it('uses whole cells when the span does not divide 8', () => {
    // span 3: two cells a row (6 units), the rest of the row stays empty.
    expect(fillerCells(2, 3)).toBe(1);
    expect(fillerCells(1, 3)).toBe(0);
  });

  it('refuses a span outside 1 to 8 units', () => {
    expect(() => fillerCells(3, 0)).toThrow(RangeError);
    expect(() => fillerCells(3, 9)).toThrow(RangeError);
    expect(() => fillerCells(3, 1.5)).toThrow(RangeError);
  });
});
