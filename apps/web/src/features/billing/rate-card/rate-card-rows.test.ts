import { describe, expect, it } from 'vitest';
import { filterRateRows, rateCardRows } from './rate-card-rows.ts';

const rate = (levelRateId: number, level: string, effectiveFrom: string, currency = 'USD') => ({
  levelRateId,
  level,
  currency,
  rate: '100.00',
  effectiveFrom,
});

describe('the rate card’s rows', () => {
  const rows = rateCardRows(
    [
      rate(1, 'partner', '2026-01-01'),
      rate(2, 'partner', '2026-07-01'),
      rate(3, 'partner', '2027-01-01'),
      rate(4, 'partner', '2026-01-01', 'HKD'),
    ],
    '2026-11-27',
  );
  const byId = new Map(rows.map((row) => [row.levelRateId, row]));

  it('marks the newest rate dated today or earlier in force, older ones superseded, later ones to come', () => {
    expect(byId.get(1)).toMatchObject({ standing: 'superseded', until: '2026-07-01' });
    expect(byId.get(2)).toMatchObject({ standing: 'current', until: '2027-01-01' });
    expect(byId.get(3)).toMatchObject({ standing: 'future', until: null });
    expect(byId.get(4)).toMatchObject({ standing: 'current', until: null });
  });

  it('filters by level and currency', () => {
    expect(filterRateRows(rows, { currency: 'HKD' }).map((row) => row.levelRateId)).toEqual([4]);
    expect(filterRateRows(rows, { level: 'counsel' })).toEqual([]);
  });
});
