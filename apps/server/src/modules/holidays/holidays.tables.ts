import type { CalendarDayKind } from '@venus/shared';
import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** The firm's calendar beyond the week (spec /holiday/holidayEdit): one row per exceptional day. */
export const calendarDays = pgTable('hr_calendar_day', {
  day: date({ mode: 'string' }).primaryKey(),
  kind: text().$type<CalendarDayKind>().notNull(),
  name: text().notNull(),
  nameEn: text().notNull().default(''),
  ...trackingColumns,
});
