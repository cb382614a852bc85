import type {
  ContractPeriod,
  CorrectionStatus,
  Education,
  EmergencyContact,
  IdentityType,
  StaffProfile,
} from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/**
 * A person's staff record (spec userDataInfo, editArchivesForm, entryMore; decision 0059), one row
 * per `sys_user`, kept by HR. The identity number, home address and emergency contact are read
 * only through the privacy-gated route, each read audited.
 */
export const staffRecords = pgTable('hk_staff_record', {
  userId: integer().primaryKey(),
  gender: text().notNull().default(''),
  birthDate: date({ mode: 'string' }),
  personalPhone: text().notNull().default(''),
  personalEmail: text().notNull().default(''),
  education: jsonb().$type<Education[]>().notNull().default([]),
  barLicenceNo: text().notNull().default(''),
  barLicenceDate: date({ mode: 'string' }),
  hireDate: date({ mode: 'string' }),
  contracts: jsonb().$type<ContractPeriod[]>().notNull().default([]),
  userTypeId: integer(),
  groupIds: integer().array().notNull().default(sql`'{}'::integer[]`),
  remark: text().notNull().default(''),
  identityType: text().$type<IdentityType>().notNull().default('prcId'),
  identityNumber: text().notNull().default(''),
  homeAddress: text().notNull().default(''),
  emergencyContact: jsonb()
    .$type<EmergencyContact>()
    .notNull()
    .default({ name: '', relation: '', phone: '' }),
  ...trackingColumns,
});

/** A person's request to correct their own record, decided by HR (decision 0059). */
export const staffCorrections = pgTable(
  'hk_staff_correction',
  {
    correctionId: serial().primaryKey(),
    userId: integer().notNull(),
    changes: jsonb().$type<Partial<StaffProfile>>().notNull(),
    /** The same fields as the record held them when asked, so HR sees what changes. */
    before: jsonb().$type<Partial<StaffProfile>>().notNull(),
    reason: text().notNull(),
    status: text().$type<CorrectionStatus>().notNull().default('pending'),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionNote: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [index('hk_staff_correction_user_idx').on(table.userId, table.status)],
);

/**
 * A person's level from a day to a day (null: still in force). Migration 0046 adds the exclusion
 * constraint that keeps one person's periods from overlapping, even between two requests.
 */
export const staffLevels = pgTable(
  'hk_staff_level',
  {
    levelId: serial().primaryKey(),
    userId: integer().notNull(),
    /** Dictionary `hk_timekeeper_level`. */
    level: text().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    effectiveTo: date({ mode: 'string' }),
    note: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    index('hk_staff_level_user_idx').on(table.userId, table.effectiveFrom),
    check(
      'hk_staff_level_order_ck',
      sql`${table.effectiveTo} is null or ${table.effectiveTo} >= ${table.effectiveFrom}`,
    ),
  ],
);

/** The kinds of people the firm employs (spec editUserType): partner, lawyer, trainee, staff. */
export const userTypes = pgTable('hk_user_type', {
  userTypeId: serial().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull().default(''),
  description: text().notNull().default(''),
  orderNum: integer().notNull().default(0),
  isFeeEarner: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  ...trackingColumns,
});

/** Groups HR sorts people into beside the firm's tree (spec editGroup): teams, intakes, committees. */
export const staffGroups = pgTable('hk_staff_group', {
  groupId: serial().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull().default(''),
  description: text().notNull().default(''),
  orderNum: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...trackingColumns,
});
