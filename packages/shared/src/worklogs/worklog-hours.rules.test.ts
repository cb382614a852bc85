import { describe, expect, it } from 'vitest';
import { worklogHoursSchema } from './worklog.schemas.ts';
import { elapsedToTenths, hoursToTenths, parseHours, tenthsToHours } from './worklog-hours.rules.ts';

describe('typed hours', () => {
  it.each([
    ['1.5', 15],
    ['1,5', 15],
    ['1.5h', 15],
    ['2h', 20],
    ['90m', 15],
    ['45min', 8],
    ['1h20m', 14],
    ['1h 20m', 14],
    ['0.1', 1],
    ['24', 240],
    ['8', 80],
  ])('reads %s as %i tenths', (typed, tenths) => {
    expect(parseHours(typed)).toBe(tenths);
  });

  it('rounds minutes up to the next 6-minute step, as firms bill', () => {
    expect(parseHours('20m')).toBe(4);
    expect(parseHours('1m')).toBe(1);
    expect(parseHours('6m')).toBe(1);
    expect(parseHours('7m')).toBe(2);
    expect(parseHours('1.25')).toBe(13);
  });

  it.each(['', 'abc', '0', '0m', '-1', '1..5', 'h', '1h20', '3 hours'])('refuses %j', (typed) => {
    expect(parseHours(typed)).toBeNull();
  });

  it('writes tenths as decimal text and back', () => {
    expect(tenthsToHours(14)).toBe('1.4');
    expect(tenthsToHours(240)).toBe('24.0');
    expect(hoursToTenths('1.4')).toBe(14);
    expect(hoursToTenths('1.40')).toBe(14);
    expect(hoursToTenths('1.45')).toBeNull();
  });

  it('counts a started minute of a timer', () => {
    expect(elapsedToTenths(1)).toBe(1);
    expect(elapsedToTenths(6 * 60_000)).toBe(1);
    expect(elapsedToTenths(6 * 60_000 + 1)).toBe(2);
    expect(elapsedToTenths(3_600_000)).toBe(10);
  });
});

describe('the hours field', () => {
  it('normalises typed forms to decimal hours', () => {
    expect(worklogHoursSchema.parse('1h20m')).toBe('1.4');
    expect(worklogHoursSchema.parse(1.5)).toBe('1.5');
    expect(worklogHoursSchema.parse('90m')).toBe('1.5');
  });

  it('refuses more than a day in one entry, and nonsense, with their messages', () => {
    const long = worklogHoursSchema.safeParse('25');
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('worklog.entryTooLong');
    const bad = worklogHoursSchema.safeParse('soon');
    expect(bad.error?.issues[0]?.message).toBe('worklog.invalidHours');
  });
});
