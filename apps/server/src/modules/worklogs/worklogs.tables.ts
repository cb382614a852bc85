import type { RateSource, ScoreRules, WorklogStatus } from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** A time entry (spec /worklog/writeWorklog); its status follows decision 0026. */
export const worklogs = pgTable(
  'hk_worklog',
  {
    worklogId: serial().primaryKey(),
    userId: integer().notNull(),
    projectId: integer().notNull(),
    workDate: date({ mode: 'string' }).notNull(),
    /** On the 0.1-hour step. */
    hours: numeric({ precision: 4, scale: 1 }).notNull(),
    billable: boolean().notNull().default(true),
    activityCode: text().notNull().default(''),
    taskCode: text().notNull().default(''),
    narrative: text().notNull(),
    /** The rate that applied when the entry was written or last changed, and where it came from. */
    rate: numeric({ precision: 15, scale: 2 }).notNull(),
    currency: text().notNull(),
    rateSource: text().$type<RateSource>().notNull(),
    amount: numeric({ precision: 15, scale: 2 }).notNull(),
    status: text().$type<WorklogStatus>().notNull().default('draft'),
    submissionId: integer(),
    /** Narrative score out of 100 under the rules in force when it was last written. */
    score: smallint().notNull().default(100),
    scoreReasons: text().array().notNull().default([]),
    /** Hours as the timekeeper wrote them, kept when a partner adjusts the entry. */
    originalHours: numeric({ precision: 4, scale: 1 }),
    adjustReason: text().notNull().default(''),
    /** The bill that took this time (billing arrives later); set → the entry is locked. */
    billId: integer(),
    writeOffReason: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    index('hk_worklog_user_date_idx').on(table.userId, table.workDate),
    index('hk_worklog_project_status_idx').on(table.projectId, table.status),
    index('hk_worklog_submission_idx').on(table.submissionId),
    index('hk_worklog_date_idx').on(table.workDate),
  ],
);

/**
 * What a timekeeper sent for confirmation in one go on one case: one request in the approvals
 * engine, so the partner's task list shows one line per submission, not one per entry.
 */
export const worklogSubmissions = pgTable(
  'hk_worklog_submission',
  {
    submissionId: serial().primaryKey(),
    userId: integer().notNull(),
    projectId: integer().notNull(),
    instanceId: integer(),
    /** submitted → confirmed | sentBack. */
    status: text().$type<'submitted' | 'confirmed' | 'sentBack'>().notNull().default('submitted'),
    comment: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    index('hk_worklog_submission_project_idx').on(table.projectId, table.status),
    index('hk_worklog_submission_user_idx').on(table.userId),
  ],
);

/** A floating timer, kept on the server so every tab and device shows the same one. */
export const worklogTimers = pgTable(
  'hk_worklog_timer',
  {
    timerId: serial().primaryKey(),
    userId: integer().notNull(),
    projectId: integer(),
    narrative: text().notNull().default(''),
    /** Set while it runs: the start of the current run on the server's clock. */
    runningSince: timestamp({ withTimezone: true }),
    /** Time banked by earlier runs. */
    elapsedMs: bigint({ mode: 'number' }).notNull().default(0),
    ...trackingColumns,
  },
  (table) => [
    index('hk_worklog_timer_user_idx').on(table.userId),
    // One running timer per person: starting another pauses it first, and the database holds the line.
    uniqueIndex('hk_worklog_timer_one_running_uq')
      .on(table.userId)
      .where(sql`${table.runningSince} is not null`),
  ],
);

/** A timekeeper's level and standard hourly rate, used where the case agreed no rate for them. */
export const timekeeperRates = pgTable('hk_timekeeper_rate', {
  userId: integer().primaryKey(),
  /** Dictionary `hk_timekeeper_level`: partner, counsel, senior associate, associate, paralegal. */
  level: text().notNull(),
  rate: numeric({ precision: 15, scale: 2 }).notNull(),
  currency: text().notNull().default('CNY'),
  ...trackingColumns,
});

/** The firm's narrative scoring rules: one row, edited by admins (spec /worklog/score/rule). */
export const worklogScoreRules = pgTable('hk_worklog_score_rule', {
  ruleSetId: integer().primaryKey().default(1),
  rules: jsonb().$type<ScoreRules>().notNull(),
  ...trackingColumns,
});

/** Who was reminded of missing time on which day, so several instances remind once. */
export const worklogReminders = pgTable(
  'hk_worklog_reminder',
  {
    userId: integer().notNull(),
    remindedOn: date({ mode: 'string' }).notNull(),
    missingDays: text().array().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.remindedOn] })],
);
