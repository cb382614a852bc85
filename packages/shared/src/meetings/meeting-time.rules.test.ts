import { describe, expect, it } from 'vitest';
import {
  currentSlotStart,
  firmMoment,
  firmWallClock,
  isSlotTime,
  slotTimes,
  weeklyDays,
} from './meeting-time.rules.ts';

describe('meeting-room time', () => {
  it('takes half-hour marks within office hours only', () => {
    expect(['07:00', '09:30', '21:30', '22:00'].every(isSlotTime)).toBe(true);
    expect(['06:30', '22:30', '09:15', '9:00', '24:00', 'noon'].some(isSlotTime)).toBe(false);
    expect(slotTimes()).toHaveLength(31);
  });

  it('reads wall-clock times at UTC+8 both ways', () => {
    const moment = firmMoment('2026-03-02', '07:30');
    expect(moment.toISOString()).toBe('2026-03-01T23:30:00.000Z');
    expect(firmWallClock(moment)).toEqual({ day: '2026-03-02', time: '07:30' });
  });

  it('starts the current slot on the half hour before now', () => {
    expect(currentSlotStart(new Date('2026-03-02T02:10:00Z')).toISOString()).toBe('2026-03-02T02:00:00.000Z');
    expect(currentSlotStart(new Date('2026-03-02T02:45:00Z')).toISOString()).toBe('2026-03-02T02:30:00.000Z');
  });

  it('repeats weekly up to the last day included', () => {
    expect(weeklyDays('2026-03-02', null)).toEqual(['2026-03-02']);
    expect(weeklyDays('2026-03-02', '2026-03-16')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(weeklyDays('2026-03-02', '2026-03-15')).toEqual(['2026-03-02', '2026-03-09']);
  });
});
