import { describe, expect, it } from 'vitest';
import { percentOf, targetHoursOf } from './utilisation.schemas.ts';

describe('utilisation ratios and targets (decision 0056)', () => {
  it('gives a ratio of sums as a percentage with one decimal, half up', () => {
    expect(percentOf('9000.00', '18500.00')).toBe('48.6');
    expect(percentOf('1', '8')).toBe('12.5');
    expect(percentOf('1', '16')).toBe('6.3');
  });

  it('has no ratio over a zero denominator or a missing one', () => {
    expect(percentOf('5.0', '0.00')).toBeNull();
    expect(percentOf('5.0', null)).toBeNull();
  });

  it('pro-rates the annual target by calendar days, year by year', () => {
    expect(targetHoursOf(1800, '2025-01-01', '2025-12-31')).toBe('1800.0');
    expect(targetHoursOf(1800, '2024-01-01', '2024-12-31')).toBe('1800.0');
    expect(targetHoursOf(1800, '2026-02-01', '2026-02-28')).toBe('138.1');
    // 184 of 2024's 366 days and 181 of 2025's 365: each day is its own year's share.
    expect(targetHoursOf(1800, '2024-07-01', '2025-06-30')).toBe('1797.5');
  });
});
