import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/**
 * A desk in an office's seat plan (decision 0024): a floor, a code people say ("BJ-10F-010") and a
 * place on the floor's grid. The occupant lives on the seat, so a seat holds at most one person;
 * the unique index on `user_id` keeps a person to one seat.
 */
export const officeSeats = pgTable(
  'office_seat',
  {
    seatId: serial().primaryKey(),
    officeId: integer().notNull(),
    floor: text().notNull(),
    code: text().notNull(),
    /** Grid position on the floor plan, from 1. */
    gridRow: integer().notNull(),
    gridCol: integer().notNull(),
    userId: integer(),
    ...trackingColumns,
  },
  (table) => [
    uniqueIndex('office_seat_code_uq').on(table.officeId, table.code),
    uniqueIndex('office_seat_place_uq').on(table.officeId, table.floor, table.gridRow, table.gridCol),
    uniqueIndex('office_seat_user_uq').on(table.userId),
  ],
);
