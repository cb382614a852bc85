import { describe, expect, it } from 'vitest';
import {
  checkDateRange,
  dateRangeSchema,
  isEndDateDisabled,
  isStartDateDisabled,
} from './date-range.rules.ts';

describe('date range validity (spec §5 Date range)', () => {
  it('accepts a start on or before the end', () => {
    expect(checkDateRange({ start: '2026-01-01', end: '2026-01-31' })).toBeNull();
    expect(checkDateRange({ start: '2026-01-31', end: '2026-01-31' })).toBeNull();
  });

  it('refuses a start after the end', () => {
    expect(checkDateRange({ start: '2026-02-01', end: '2026-01-31' })).toBe('dateRange.startAfterEnd');
  });

  it('accepts an open end on either side', () => {
    expect(checkDateRange({ start: '2026-02-01' })).toBeNull();
    expect(checkDateRange({ end: '2026-02-01', start: '' })).toBeNull();
    expect(checkDateRange({})).toBeNull();
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(checkDateRange({ start: '2026/02/01' })).toBe('dateRange.invalidDate');
  });

  it('applies the optional earliest start', () => {
    const limits = { minStart: '2025-01-01' };
    expect(checkDateRange({ start: '2024-12-31' }, limits)).toBe('dateRange.beforeMinStart');
    expect(checkDateRange({ start: '2025-01-01' }, limits)).toBeNull();
  });

  it('applies the optional latest end', () => {
    const limits = { maxEnd: '2026-06-30' };
    expect(checkDateRange({ end: '2026-07-01' }, limits)).toBe('dateRange.afterMaxEnd');
    expect(checkDateRange({ end: '2026-06-30' }, limits)).toBeNull();
  });
});

describe('date range pickers, from both sides', () => {
  it('greys out start days after the chosen end or before the earliest start', () => {
    const range = { end: '2026-03-10' };
    expect(isStartDateDisabled('2026-03-11', range)).toBe(true);
    expect(isStartDateDisabled('2026-03-10', range)).toBe(false);
    expect(isStartDateDisabled('2024-12-31', range, { minStart: '2025-01-01' })).toBe(true);
    expect(isStartDateDisabled('2030-01-01', {})).toBe(false);
  });

  it('greys out end days before the chosen start or after the latest end', () => {
    const range = { start: '2026-03-10' };
    expect(isEndDateDisabled('2026-03-09', range)).toBe(true);
    expect(isEndDateDisabled('2026-03-10', range)).toBe(false);
    expect(isEndDateDisabled('2026-07-01', range, { maxEnd: '2026-06-30' })).toBe(true);
  });
});

describe('dateRangeSchema', () => {
  it('reports the broken rule on the field it concerns', () => {
    const schema = dateRangeSchema({ maxEnd: '2026-06-30' });
    const reversed = schema.safeParse({ start: '2026-03-02', end: '2026-03-01' });
    expect(reversed.success ? null : reversed.error.issues[0]).toMatchObject({
      path: ['start'],
      message: 'dateRange.startAfterEnd',
    });
    const late = schema.safeParse({ start: '2026-03-02', end: '2026-07-01' });
    expect(late.success ? null : late.error.issues[0]).toMatchObject({
      path: ['end'],
      message: 'dateRange.afterMaxEnd',
    });
    expect(schema.parse({ start: '2026-03-01', end: null })).toEqual({ start: '2026-03-01', end: null });
  });
});
