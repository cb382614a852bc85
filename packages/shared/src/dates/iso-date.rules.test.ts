import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  formatIsoDate,
  formatIsoDateTime,
  isIsoDate,
  isoDateSchema,
} from './iso-date.rules.ts';

describe('YYYY-MM-DD dates (spec §9 Dates)', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('2026/01/05')).toBe(false);
    expect(isIsoDate(20260105)).toBe(false);
  });

  it('formats a Date as its local calendar day', () => {
    expect(formatIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('formats a Date as its local day and minute', () => {
    expect(formatIsoDateTime(new Date(2026, 0, 5, 23, 59, 58))).toBe('2026-01-05 23:59');
    expect(formatIsoDateTime(new Date(2026, 2, 2, 9, 5))).toBe('2026-03-02 09:05');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('adds years, turning 29 February into 28 February', () => {
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2026-05-20', -3)).toBe('2023-05-20');
  });

  it('validates a date field on the wire', () => {
    expect(isoDateSchema.parse(' 2026-05-20 ')).toBe('2026-05-20');
    const result = isoDateSchema.safeParse('2026-02-30');
    expect(result.success ? null : result.error.issues[0]?.message).toBe('dateRange.invalidDate');
  });
});
