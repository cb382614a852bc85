import { z } from 'zod';
import { BOOKING_STATUSES, ROOM_EQUIPMENT } from './meeting.schemas.ts';

export const meetingRoomSchema = z.object({
  roomId: z.number(),
  officeId: z.number(),
  name: z.string(),
  floor: z.string(),
  capacity: z.number(),
  equipment: z.array(z.enum(ROOM_EQUIPMENT)),
  isActive: z.boolean(),
});
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;

const personSchema = z.object({ userId: z.number(), name: z.string() });

/**
 * A booking as a reader sees it. A private booking shows others only that the room is taken and
 * by whom: `title` is empty and `attendees` too, `isHidden` says so.
 */
export const bookingViewSchema = z.object({
  bookingId: z.number(),
  roomId: z.number(),
  roomName: z.string(),
  officeId: z.number(),
  title: z.string(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  booker: personSchema,
  attendees: z.array(personSchema),
  isPrivate: z.boolean(),
  isHidden: z.boolean(),
  /** The weekly series it belongs to, null for a single booking. */
  seriesId: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** Whether the reader may change or cancel it now (booker or administration, not yet begun). */
  mayChange: z.boolean(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const meetingBoardSchema = z.object({
  day: z.string(),
  rooms: z.array(meetingRoomSchema),
  bookings: z.array(bookingViewSchema),
});
export type MeetingBoard = z.infer<typeof meetingBoardSchema>;
