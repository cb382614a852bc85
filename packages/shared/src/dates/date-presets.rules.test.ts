import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, presetRange } from './date-presets.rules.ts';

const today = '2026-03-15';

describe('date presets (spec §9 Dates)', () => {
  it('offers 30, 90, 180 days, 1 year, 3 years and the year start', () => {
    expect(DATE_PRESETS).toEqual([
      'past30Days',
      'past90Days',
      'past180Days',
      'pastYear',
      'past3Years',
      'yearToDate',
    ]);
  });

  it('goes back 30, 90 and 180 days from the given today', () => {
    expect(presetRange('past30Days', today)).toEqual({ start: '2026-02-13', end: today });
    expect(presetRange('past90Days', today)).toEqual({ start: '2025-12-15', end: today });
    expect(presetRange('past180Days', today)).toEqual({ start: '2025-09-16', end: today });
  });

  it('goes back to the same day 1 and 3 years ago', () => {
    expect(presetRange('pastYear', today)).toEqual({ start: '2025-03-15', end: today });
    expect(presetRange('past3Years', '2024-02-29')).toEqual({ start: '2021-02-28', end: '2024-02-29' });
  });

  it('starts the year-start preset on 1 January of today’s year', () => {
    expect(presetRange('yearToDate', today)).toEqual({ start: '2026-01-01', end: today });
  });
});
