import type { AbsenceStatus, HalfDay, LeaveType } from '@venus/shared';
import { date, index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** A leave request (spec /leave/leaveEdit, leaveDetail); its status follows its approval. */
export const leaveRequests = pgTable(
  'hr_leave_request',
  {
    leaveId: serial().primaryKey(),
    applicantId: integer().notNull(),
    deptId: integer(),
    leaveType: text().$type<LeaveType>().notNull(),
    start: date({ mode: 'string' }).notNull(),
    startHalf: text().$type<HalfDay>().notNull(),
    end: date({ mode: 'string' }).notNull(),
    endHalf: text().$type<HalfDay>().notNull(),
    /** Working days on the firm's calendar when it was last submitted, in half days. */
    days: numeric({ precision: 6, scale: 1 }).notNull(),
    reason: text().notNull(),
    status: text().$type<AbsenceStatus>().notNull().default('approving'),
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [
    index('hr_leave_request_applicant_idx').on(table.applicantId, table.start),
    index('hr_leave_request_period_idx').on(table.start, table.end),
  ],
);

/** Overtime worked (spec /overtime/overtimeEdit); approved hours earn compensatory leave. */
export const overtimeRequests = pgTable(
  'hr_overtime_request',
  {
    overtimeId: serial().primaryKey(),
    applicantId: integer().notNull(),
    deptId: integer(),
    workDate: date({ mode: 'string' }).notNull(),
    hours: numeric({ precision: 4, scale: 1 }).notNull(),
    reason: text().notNull(),
    status: text().$type<AbsenceStatus>().notNull().default('approving'),
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [index('hr_overtime_request_applicant_idx').on(table.applicantId, table.workDate)],
);

/** A person's annual leave for a year, where HR set one; otherwise the firm's default applies. */
export const leaveEntitlements = pgTable(
  'hr_leave_entitlement',
  {
    userId: integer().notNull(),
    year: integer().notNull(),
    annualDays: numeric({ precision: 4, scale: 1 }).notNull(),
    ...trackingColumns,
  },
  (table) => [primaryKey({ columns: [table.userId, table.year] })],
);
