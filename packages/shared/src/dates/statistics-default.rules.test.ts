import { describe, expect, it } from 'vitest';
import { defaultStatisticsRange, defaultStatisticsYear } from './statistics-default.rules.ts';

describe('data statistics default (spec §9 Dates)', () => {
  it('defaults to last year during the first quarter', () => {
    expect(defaultStatisticsYear('2026-01-01', false)).toBe(2025);
    expect(defaultStatisticsYear('2026-03-31', false)).toBe(2025);
    expect(defaultStatisticsRange('2026-02-10', false)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });

  it('defaults to this year from April', () => {
    expect(defaultStatisticsYear('2026-04-01', false)).toBe(2026);
    expect(defaultStatisticsRange('2026-08-10', false)).toEqual({ start: '2026-01-01', end: '2026-08-10' });
  });

  it('stays on this year in the first quarter when the latestTime setting is on', () => {
    expect(defaultStatisticsYear('2026-02-10', true)).toBe(2026);
    expect(defaultStatisticsRange('2026-02-10', true)).toEqual({ start: '2026-01-01', end: '2026-02-10' });
  });
});
