import { describe, expect, it } from 'vitest';
import { mondayOf, parseTypedDate, recentDates, shiftDate, weekDates } from './worklog-dates.ts';

describe('dates of the time pages', () => {
  it('runs the week from Monday to Sunday', () => {
    expect(mondayOf('2026-05-06')).toBe('2026-05-04');
    expect(mondayOf('2026-05-10')).toBe('2026-05-04');
    expect(mondayOf('2026-05-04')).toBe('2026-05-04');
    expect(weekDates('2026-04-27')).toEqual([
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
    ]);
  });

  it('lists the recent days newest first, today included', () => {
    expect(recentDates('2026-03-01', 3)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27']);
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('a typed date', () => {
  const reference = '2026-05-04';

  it('reads a full date with dashes, slashes or dots', () => {
    expect(parseTypedDate('2026-05-06', reference)).toBe('2026-05-06');
    expect(parseTypedDate('2025/12/1', reference)).toBe('2025-12-01');
    expect(parseTypedDate('2026.5.7', reference)).toBe('2026-05-07');
  });

  it('takes the year, and for a bare day the month, from the date already there', () => {
    expect(parseTypedDate('5-6', reference)).toBe('2026-05-06');
    expect(parseTypedDate('12/31', reference)).toBe('2026-12-31');
    expect(parseTypedDate('0507', reference)).toBe('2026-05-07');
    expect(parseTypedDate('8', reference)).toBe('2026-05-08');
  });

  it('refuses a day that does not exist and text that is no date', () => {
    expect(parseTypedDate('2026-02-30', reference)).toBeNull();
    expect(parseTypedDate('31', '2026-04-10')).toBeNull();
    expect(parseTypedDate('13-1', reference)).toBeNull();
    expect(parseTypedDate('monday', reference)).toBeNull();
    expect(parseTypedDate('', reference)).toBeNull();
  });
});
