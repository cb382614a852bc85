import type { BookingView } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { BOARD_SLOTS, columnOf, isPastSlot, isTaken, proposedEnd, slotStart } from './board-layout.ts';

const booking = (startTime: string, endTime: string) => ({ startTime, endTime }) as BookingView;

describe('the board’s half-hour columns', () => {
  it('run from 07:00 to 22:00', () => {
    expect(BOARD_SLOTS).toBe(30);
    expect(columnOf('07:00')).toBe(0);
    expect(columnOf('09:30')).toBe(5);
    expect(columnOf('22:00')).toBe(30);
    expect(slotStart(29)).toBe('21:30');
  });

  it('propose an hour from a free slot, shortened by closing or the next booking', () => {
    expect(proposedEnd('09:00', [])).toBe('10:00');
    expect(proposedEnd('21:30', [])).toBe('22:00');
    expect(proposedEnd('09:00', [booking('09:30', '10:00'), booking('08:00', '08:30')])).toBe('09:30');
  });

  it('know which slots a booking takes and which have passed', () => {
    expect(isTaken(4, [booking('09:00', '10:00')])).toBe(true);
    expect(isTaken(6, [booking('09:00', '10:00')])).toBe(false);
    const now = new Date('2026-03-02T02:10:00Z'); // 10:10 at the firm
    expect(isPastSlot('2026-03-02', columnOf('09:30'), now)).toBe(true);
    expect(isPastSlot('2026-03-02', columnOf('10:00'), now)).toBe(false);
    expect(isPastSlot('2026-03-03', 0, now)).toBe(false);
  });
});
