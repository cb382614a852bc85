import { describe, expect, it } from 'vitest';
import { dayRangeInstants, isDayDisabled, presetRanges } from './date-range-logic.ts';

describe('date range picker', () => {
  const range = { start: '2026-03-10', end: '2026-03-20' };

  it('greys out start days after the chosen end and before the earliest start', () => {
    expect(isDayDisabled('2026-03-21', 'start', range, {})).toBe(true);
    expect(isDayDisabled('2026-03-20', 'start', range, {})).toBe(false);
    expect(isDayDisabled('2026-01-01', 'start', range, { minStart: '2026-02-01' })).toBe(true);
  });

  it('greys out end days before the chosen start and after the latest end', () => {
    expect(isDayDisabled('2026-03-09', 'end', range, {})).toBe(true);
    expect(isDayDisabled('2026-03-10', 'end', range, {})).toBe(false);
    expect(isDayDisabled('2026-04-01', 'end', range, { maxEnd: '2026-03-31' })).toBe(true);
  });

  it('leaves every day open when neither end is chosen', () => {
    expect(isDayDisabled('1999-01-01', 'start', { start: null, end: null }, {})).toBe(false);
    expect(isDayDisabled('2099-01-01', 'end', { start: null, end: null }, {})).toBe(false);
  });

  it('offers the six presets ending today', () => {
    const presets = presetRanges('2026-05-15');
    expect(presets.map((preset) => preset.preset)).toEqual([
      'past30Days',
      'past90Days',
      'past180Days',
      'pastYear',
      'past3Years',
      'yearToDate',
    ]);
    expect(presets[0]).toEqual({ preset: 'past30Days', start: '2026-04-15', end: '2026-05-15' });
    expect(presets[5]).toEqual({ preset: 'yearToDate', start: '2026-01-01', end: '2026-05-15' });
  });

  it('leaves out presets that break the limits', () => {
    const presets = presetRanges('2026-05-15', { minStart: '2026-01-01' });
    expect(presets.map((preset) => preset.preset)).toEqual(['past30Days', 'past90Days', 'yearToDate']);
  });

  it("turns calendar days in the person's time zone into the instants of a log filter", () => {
    // China is 8 hours ahead of UTC: getTimezoneOffset answers -480.
    const instants = dayRangeInstants({ start: '2026-05-01', end: '2026-05-02' }, () => -480);
    expect(instants).toEqual({
      beginTime: '2026-04-30T16:00:00.000Z',
      endTime: '2026-05-02T15:59:59.999Z',
    });
    expect(dayRangeInstants({ start: null, end: '2026-05-02' }, () => 0)).toEqual({
      endTime: '2026-05-02T23:59:59.999Z',
    });
  });
});
