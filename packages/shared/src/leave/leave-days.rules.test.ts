import { describe, expect, it } from 'vitest';
import { checkLeavePeriod, isWorkingDay, leaveDays, type WorkCalendar } from './leave-days.rules.ts';

// October 2026: the national holiday 1–7 (Thu–Wed), and Saturday the 10th worked in exchange.
const calendar: WorkCalendar = {
  holidays: new Set(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']),
  workdays: new Set(['2026-10-10']),
};
const plain: WorkCalendar = { holidays: new Set(), workdays: new Set() };

describe('working days', () => {
  it('takes Monday to Friday, minus holidays, plus adjusted working days', () => {
    expect(isWorkingDay('2026-11-20', plain)).toBe(true); // Friday
    expect(isWorkingDay('2026-11-21', plain)).toBe(false); // Saturday
    expect(isWorkingDay('2026-10-05', calendar)).toBe(false); // a holiday Monday
    expect(isWorkingDay('2026-10-10', calendar)).toBe(true); // a worked Saturday
  });
});

describe('leave days', () => {
  it('counts a full week as five days, skipping the weekend', () => {
    expect(leaveDays({ start: '2026-11-16', startHalf: 'am', end: '2026-11-22', endHalf: 'pm' }, plain)).toBe(
      5,
    );
  });

  it('counts half days at either end', () => {
    expect(leaveDays({ start: '2026-11-16', startHalf: 'pm', end: '2026-11-18', endHalf: 'am' }, plain)).toBe(
      2,
    );
    expect(leaveDays({ start: '2026-11-16', startHalf: 'am', end: '2026-11-16', endHalf: 'am' }, plain)).toBe(
      0.5,
    );
    expect(leaveDays({ start: '2026-11-16', startHalf: 'pm', end: '2026-11-16', endHalf: 'pm' }, plain)).toBe(
      0.5,
    );
    expect(leaveDays({ start: '2026-11-16', startHalf: 'am', end: '2026-11-16', endHalf: 'pm' }, plain)).toBe(
      1,
    );
  });

  it('does not charge the holiday, and charges the worked Saturday', () => {
    expect(
      leaveDays({ start: '2026-09-28', startHalf: 'am', end: '2026-10-10', endHalf: 'pm' }, calendar),
    ).toBe(
      // Sep 28–30 (3) + Oct 8–9 (2) + Sat Oct 10 (1)
      6,
    );
  });

  it('takes nothing for a leave that falls on a weekend only', () => {
    expect(leaveDays({ start: '2026-11-21', startHalf: 'am', end: '2026-11-22', endHalf: 'pm' }, plain)).toBe(
      0,
    );
  });

  it('refuses an end before the start, an afternoon start ending the same morning, and bad dates', () => {
    expect(checkLeavePeriod({ start: '2026-11-18', startHalf: 'am', end: '2026-11-17', endHalf: 'pm' })).toBe(
      'leave.endBeforeStart',
    );
    expect(checkLeavePeriod({ start: '2026-11-18', startHalf: 'pm', end: '2026-11-18', endHalf: 'am' })).toBe(
      'leave.endBeforeStart',
    );
    expect(checkLeavePeriod({ start: '2026-02-30', startHalf: 'am', end: '2026-03-01', endHalf: 'pm' })).toBe(
      'leave.invalidDate',
    );
    expect(checkLeavePeriod({ start: '2026-01-01', startHalf: 'am', end: '2027-12-31', endHalf: 'pm' })).toBe(
      'leave.tooLong',
    );
    expect(() =>
      leaveDays({ start: '2026-11-18', startHalf: 'am', end: '2026-11-17', endHalf: 'pm' }, plain),
    ).toThrow(RangeError);
  });
});
