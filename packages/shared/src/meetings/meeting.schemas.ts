import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { isSlotTime, MAX_OCCURRENCES, minutesOf, weeklyDays } from './meeting-time.rules.ts';

/**
 * Meeting rooms (spec /meeting/meetingRoomAdd and usemeeting; issue 23; decision 0055): the rooms
 * of each office, and bookings of them by the half hour.
 */
export const MEETING_PERMISSIONS = {
  /** The day's board of an office, and booking a room: everyone signed in. */
  use: 'meeting:usemeeting:list',
  /** One's own bookings and those one attends. */
  mine: 'meeting:myBooking:list',
  /** Adding and changing rooms (administration). */
  rooms: 'meeting:meetingRoomAdd:list',
  /** Changing and cancelling anyone's booking (administration). */
  manage: 'meeting:booking:manage',
} as const;

/** What a room may have; a fixed list, since the board filters and shows icons by it. */
export const ROOM_EQUIPMENT = ['screen', 'videoConference', 'phone', 'whiteboard'] as const;
export type RoomEquipment = (typeof ROOM_EQUIPMENT)[number];

/** A booking stands until cancelled; a cancelled one is kept for the record and frees its slot. */
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const ROOM_CAPACITY_MAX = 500;
export const BOOKING_ATTENDEES_MAX = 100;

const id = recordIdSchema;
const isoDate = z.string().trim().refine(isIsoDate, { message: 'dateRange.invalidDate' });
const slotTime = z.string().trim().refine(isSlotTime, { message: 'meeting.invalidTime' });

const roomFields = {
  officeId: id,
  name: z.string().trim().min(1, { message: 'meeting.roomNameRequired' }).max(50),
  floor: z.string().trim().max(20).default(''),
  capacity: z.coerce
    .number({ message: 'meeting.invalidCapacity' })
    .int({ message: 'meeting.invalidCapacity' })
    .min(1, { message: 'meeting.invalidCapacity' })
    .max(ROOM_CAPACITY_MAX, { message: 'meeting.invalidCapacity' }),
  equipment: z
    .array(z.enum(ROOM_EQUIPMENT, { message: 'meeting.invalidEquipment' }))
    .max(ROOM_EQUIPMENT.length)
    .default([])
    .transform((list) => ROOM_EQUIPMENT.filter((item) => list.includes(item))),
  isActive: z.boolean().default(true),
};

export const roomInputSchema = z.strictObject(roomFields);
export type RoomInput = z.input<typeof roomInputSchema>;
export type RoomValues = z.output<typeof roomInputSchema>;
export const roomUpdateSchema = z.strictObject({ roomId: id, ...roomFields });
export type RoomUpdateValues = z.output<typeof roomUpdateSchema>;

export const roomQuerySchema = pageQuerySchema(['name', 'floor', 'capacity']).extend({
  officeId: id.optional(),
  name: z.string().trim().max(50).optional(),
  isActive: z.enum(['true', 'false']).optional(),
});
export type RoomQuery = z.infer<typeof roomQuerySchema>;

const timeInOrder = (input: { startTime: string; endTime: string }) =>
  minutesOf(input.endTime) > minutesOf(input.startTime);
const endAfterStart = { message: 'meeting.endBeforeStart', path: ['endTime'] };

const bookingFields = {
  roomId: id,
  title: z.string().trim().min(1, { message: 'meeting.titleRequired' }).max(100),
  day: isoDate,
  startTime: slotTime,
  endTime: slotTime,
  attendeeIds: z
    .array(id)
    .max(BOOKING_ATTENDEES_MAX)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Only the booker, the attendees and administration read a private booking's title. */
  isPrivate: z.boolean().default(false),
};

const bothDates = (input: { day: unknown; repeatUntil: unknown }) =>
  isIsoDate(input.day) && (input.repeatUntil === null || isIsoDate(input.repeatUntil));

/** A new booking; with `repeatUntil`, the same weekday and time every week up to that day. */
export const bookingInputSchema = z
  .strictObject({ ...bookingFields, repeatUntil: isoDate.nullable().default(null) })
  .refine(timeInOrder, endAfterStart)
  .refine((input) => !input.repeatUntil || input.repeatUntil >= input.day, {
    message: 'meeting.repeatBeforeStart',
    path: ['repeatUntil'],
  })
  // Counted only on real dates: a refinement runs even when a field already failed.
  .refine(
    (input) => !bothDates(input) || weeklyDays(input.day, input.repeatUntil).length <= MAX_OCCURRENCES,
    {
      message: 'meeting.tooManyOccurrences',
      path: ['repeatUntil'],
    },
  );
export type BookingInput = z.input<typeof bookingInputSchema>;
export type BookingValues = z.output<typeof bookingInputSchema>;

/** A change of one booking (one meeting of a weekly series). */
export const bookingUpdateSchema = z
  .strictObject({ bookingId: id, ...bookingFields })
  .refine(timeInOrder, endAfterStart);
export type BookingUpdateInput = z.input<typeof bookingUpdateSchema>;
export type BookingUpdateValues = z.output<typeof bookingUpdateSchema>;

/** Cancels a booking; `wholeSeries` also the later meetings of its weekly series. */
export const bookingCancelSchema = z.strictObject({
  bookingId: id,
  wholeSeries: z.boolean().default(false),
});
export type BookingCancelInput = z.input<typeof bookingCancelSchema>;
export type BookingCancelValues = z.output<typeof bookingCancelSchema>;

export const boardQuerySchema = z.object({ officeId: id, day: isoDate });
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const MY_BOOKING_WHEN = ['upcoming', 'past'] as const;
export const myBookingsQuerySchema = pageQuerySchema(['day']).extend({
  when: z.enum(MY_BOOKING_WHEN).default('upcoming'),
});
export type MyBookingsQuery = z.infer<typeof myBookingsQuerySchema>;
