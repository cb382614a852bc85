import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Who created and last changed a row, and when: every business table carries these. */
export const trackingColumns = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer(),
};
