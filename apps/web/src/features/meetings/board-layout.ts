import {
  type BookingView,
  currentSlotStart,
  firmMoment,
  minutesOf,
  OFFICE_CLOSES,
  OFFICE_OPENS,
  SLOT_MINUTES,
  timeOf,
} from '@venus/shared';

/** The board's columns: one per half hour from opening to closing. */
export const BOARD_SLOTS = (minutesOf(OFFICE_CLOSES) - minutesOf(OFFICE_OPENS)) / SLOT_MINUTES;

/** The half-hour column (from 0) a wall-clock time starts; clipped to the board. */
export function columnOf(time: string): number {
  const column = (minutesOf(time) - minutesOf(OFFICE_OPENS)) / SLOT_MINUTES;
  return Math.min(Math.max(column, 0), BOARD_SLOTS);
}

/** The start time of column `index`. */
export const slotStart = (index: number) => timeOf(minutesOf(OFFICE_OPENS) + index * SLOT_MINUTES);

/** Whether a slot of a day has passed at the firm: it may no longer be booked. */
export function isPastSlot(day: string, index: number, now: Date): boolean {
  return firmMoment(day, slotStart(index)) < currentSlotStart(now);
}

/**
 * The end a click on a free slot proposes: an hour on, but not past closing or into the room's
 * next booking that day.
 */
export function proposedEnd(start: string, roomBookings: readonly BookingView[]): string {
  const from = minutesOf(start);
  const next = roomBookings
    .map((booking) => minutesOf(booking.startTime))
    .filter((minutes) => minutes > from)
    .sort((a, b) => a - b)[0];
  return timeOf(Math.min(from + 60, minutesOf(OFFICE_CLOSES), next ?? Number.POSITIVE_INFINITY));
}

/** Whether a slot is inside one of the room's bookings. */
export const isTaken = (index: number, roomBookings: readonly BookingView[]) =>
  roomBookings.some((booking) => columnOf(booking.startTime) <= index && columnOf(booking.endTime) > index);
