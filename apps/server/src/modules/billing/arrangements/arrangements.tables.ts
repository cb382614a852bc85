import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../../platform/db/columns.ts';

/**
 * How a case is charged, with history (decision 0030): each change is a new version effective from
 * a date; the newest version in force is the arrangement. Version 1 is the intake's terms.
 */
export const feeArrangements = pgTable(
  'hk_fee_arrangement',
  {
    arrangementId: serial().primaryKey(),
    projectId: integer().notNull(),
    version: integer().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    /** Dictionary `hk_fee_type` (FEE_TYPE): hourly, fixed, capped, contingency, retainer. */
    feeType: text().notNull(),
    currency: text().notNull(),
    /** The fixed total, the cap, or the retainer's deposit; null for hourly and contingency. */
    amount: numeric({ precision: 15, scale: 2 }),
    /** Percentage of the outcome, for contingency. */
    contingencyRate: numeric({ precision: 5, scale: 2 }),
    /** What the contingency is a percentage of ("amount recovered", "deal value"). */
    contingencyBasis: text().notNull().default(''),
    /** A standard discount on hourly fees, in percent. */
    discountPercent: numeric({ precision: 5, scale: 2 }),
    reason: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    uniqueIndex('hk_fee_arrangement_version_uq').on(table.projectId, table.version),
    index('hk_fee_arrangement_project_idx').on(table.projectId, table.effectiveFrom),
  ],
);

/** A case's agreed hourly rate for a timekeeper level, under one arrangement version. */
export const feeArrangementRates = pgTable(
  'hk_fee_arrangement_rate',
  {
    arrangementId: integer().notNull(),
    /** Dictionary `hk_timekeeper_level`. */
    level: text().notNull(),
    rate: numeric({ precision: 15, scale: 2 }).notNull(),
  },
  (table) => [uniqueIndex('hk_fee_arrangement_rate_uq').on(table.arrangementId, table.level)],
);

/** A milestone of a fixed fee: billed once, by one live bill line (the line holds the lock). */
export const feeMilestones = pgTable(
  'hk_fee_milestone',
  {
    milestoneId: serial().primaryKey(),
    projectId: integer().notNull(),
    name: text().notNull(),
    amount: numeric({ precision: 15, scale: 2 }).notNull(),
    dueDate: date({ mode: 'string' }),
    orderNum: integer().notNull().default(0),
    ...trackingColumns,
  },
  (table) => [index('hk_fee_milestone_project_idx').on(table.projectId)],
);

/** The firm's rate card: the standard hourly rate of a level, in force from a date. */
export const levelRates = pgTable(
  'hk_level_rate',
  {
    levelRateId: serial().primaryKey(),
    level: text().notNull(),
    currency: text().notNull().default('CNY'),
    rate: numeric({ precision: 15, scale: 2 }).notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('hk_level_rate_uq').on(table.level, table.currency, table.effectiveFrom)],
);

/** The signed engagement letter of a case, with the date it expires (spec /lawyerfee/lawyerDetail). */
export const feeAgreements = pgTable(
  'hk_fee_agreement',
  {
    agreementId: serial().primaryKey(),
    projectId: integer().notNull(),
    /** The firm's number of the letter and its title (decision 0046). */
    agreementNo: text().notNull().default(''),
    title: text().notNull().default(''),
    signedOn: date({ mode: 'string' }).notNull(),
    /** From when its terms apply (may be before signing: a letter covering work already begun). */
    effectiveFrom: date({ mode: 'string' }).notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    currency: text().notNull().default('CNY'),
    /** The agreed fee in figures, when the letter names one. */
    amount: numeric({ precision: 15, scale: 2 }),
    /** The fee terms in words (a cap, a rate, a retainer's drawdown...). */
    terms: text().notNull().default(''),
    /** Ended before its expiry: when and why. */
    endedOn: date({ mode: 'string' }),
    endReason: text().notNull().default(''),
    /** active → (postponed: a new expiry) → expired | ended. */
    status: text().$type<'active' | 'expired' | 'ended'>().notNull().default('active'),
    remark: text().notNull().default(''),
    /** The postponement request under way, if any. */
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [
    index('hk_fee_agreement_project_idx').on(table.projectId),
    index('hk_fee_agreement_expiry_idx').on(table.expiresOn).where(sql`${table.status} = 'active'`),
  ],
);

/** Which expiry reminder (task code) was raised for which agreement and expiry date: once each. */
export const feeAgreementReminders = pgTable(
  'hk_fee_agreement_reminder',
  {
    agreementId: integer().notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    taskCode: integer().notNull(),
    raisedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hk_fee_agreement_reminder_uq').on(table.agreementId, table.expiresOn, table.taskCode),
  ],
);
