import { describe, expect, it } from 'vitest';
import { growthPercent, monthlyGrowth, sharePercent } from './growth.rules.ts';

describe('growth rates', () => {
  it('measures growth against the size of the figure before, to one decimal', () => {
    expect(growthPercent('112.50', '100')).toBe('12.5');
    expect(growthPercent('60', '100')).toBe('-40.0');
    expect(growthPercent('-50', '-100')).toBe('50.0');
    expect(growthPercent('1', '3')).toBe('-66.7');
  });

  it('has no rate without a figure to grow from', () => {
    expect(growthPercent('100', '0')).toBeNull();
    expect(growthPercent('100', undefined)).toBeNull();
  });

  it('compares a month with the month before and the same month a year before', () => {
    const rows = [
      { month: '2026-01', income: '200' },
      { month: '2025-12', income: '100' },
      { month: '2025-01', income: '400' },
    ];
    const growth = monthlyGrowth(rows, (row) => row.income);
    expect(growth.get('2026-01')).toEqual({ monthOnMonth: '100.0', yearOnYear: '-50.0' });
    expect(growth.get('2025-12')).toEqual({ monthOnMonth: null, yearOnYear: null });
  });
});

describe('sharePercent', () => {
  it('is the part of the whole in percent to one decimal, null of nothing', () => {
    expect(sharePercent('375', '1000')).toBe('37.5');
    expect(sharePercent('1', '3')).toBe('33.3');
    expect(sharePercent('-50', '1000')).toBe('-5.0');
    expect(sharePercent('10', '0')).toBeNull();
  });
});
