import { describe, expect, it } from 'vitest';
import { addMonths, lastDayOf, monthsFrom, snapshotSpanOf } from './months.ts';

describe('months', () => {
  it('counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('0670-04', 1)).toBe('0670-05');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('reads only whole closed months of a period from their stored rows', () => {
    const year = { from: '2026-01-01', to: '2026-12-31' };
    expect(snapshotSpanOf(year, null)).toBeNull();
    expect(snapshotSpanOf(year, '2026-09')).toEqual({ fromMonth: '2026-01', toMonth: '2026-09' });
    expect(snapshotSpanOf(year, '2027-03')).toEqual({ fromMonth: '2026-01', toMonth: '2026-12' });
    // A month cut by either end is read from its movements.
    expect(snapshotSpanOf({ from: '2026-03-15', to: '2026-08-30' }, '2026-10')).toEqual({
      fromMonth: '2026-04',
      toMonth: '2026-07',
    });
    expect(snapshotSpanOf({ from: '2026-03-02', to: '2026-04-29' }, '2026-10')).toBeNull();
    expect(snapshotSpanOf({ from: '2026-11-01', to: '2026-11-30' }, '2026-10')).toBeNull();
  });
});
