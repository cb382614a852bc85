import { describe, expect, it } from 'vitest';
import { monthPeriod, rateText } from './withholding-months.ts';

const year = { from: '2026-01-01', to: '2026-11-28' };

describe('monthPeriod', () => {
  it('covers a whole month inside the period, to its last day', () => {
    expect(monthPeriod('2026-02', year)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2024-02', { from: '2024-01-01', to: '2024-12-31' })).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(monthPeriod('2025-12', { from: '2025-01-01', to: '2026-06-30' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('keeps a month at either end of the period to the period’s days', () => {
    expect(monthPeriod('2026-11', year)).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(monthPeriod('2026-03', { from: '2026-03-15', to: '2026-06-30' })).toEqual({
      from: '2026-03-15',
      to: '2026-03-31',
    });
  });
});

describe('rateText', () => {
  it('drops the decimals that add nothing', () => {
    expect(rateText('15.00')).toBe('15');
    expect(rateText('12.50')).toBe('12.5');
    expect(rateText('0.75')).toBe('0.75');
  });
});
