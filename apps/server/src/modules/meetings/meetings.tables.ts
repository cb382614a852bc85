import type { BookingStatus, RoomEquipment } from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** The meeting rooms of the firm's offices (spec /meeting/meetingRoomAdd, decision 0055). */
export const meetingRooms = pgTable(
  'hk_meeting_room',
  {
    roomId: serial().primaryKey(),
    /** The office (a `sys_dept` of kind office) the room is in. */
    officeId: integer().notNull(),
    name: text().notNull(),
    floor: text().notNull().default(''),
    capacity: integer().notNull(),
    equipment: text().array().$type<RoomEquipment[]>().notNull().default(sql`'{}'::text[]`),
    /** An inactive room keeps its past bookings and takes no new ones. */
    isActive: boolean().notNull().default(true),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('hk_meeting_room_office_name_uq').on(table.officeId, table.name)],
);

/**
 * A room booked from `starts_at` to `ends_at` (spec usemeeting). No two bookings of a room that
 * are not cancelled overlap: migration 0043 adds the exclusion constraint that decides it, so two
 * requests at the same moment cannot both win.
 */
export const meetingBookings = pgTable(
  'hk_meeting_booking',
  {
    bookingId: serial().primaryKey(),
    roomId: integer()
      .notNull()
      .references(() => meetingRooms.roomId),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    bookerId: integer().notNull(),
    attendeeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    isPrivate: boolean().notNull().default(false),
    /** The meetings of one weekly booking share it; null for a single booking. */
    seriesId: text(),
    status: text().$type<BookingStatus>().notNull().default('booked'),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer(),
    ...trackingColumns,
  },
  (table) => [
    index('hk_meeting_booking_room_idx').on(table.roomId, table.startsAt),
    index('hk_meeting_booking_booker_idx').on(table.bookerId, table.startsAt),
    index('hk_meeting_booking_attendee_idx').using('gin', table.attendeeIds),
    index('hk_meeting_booking_series_idx').on(table.seriesId),
    check('hk_meeting_booking_order_ck', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
