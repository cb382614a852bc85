import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** A case (a "project" in the API, as the spec says), from application to closing (decision 0025). */
export const projects = pgTable(
  'hk_project',
  {
    projectId: serial().primaryKey(),
    /** Given when the application is first sent; null while a draft. */
    number: text(),
    nameCn: text().notNull(),
    nameEn: text().notNull().default(''),
    clientId: integer().notNull(),
    officeId: integer().notNull(),
    practiceArea: text().notNull(),
    projectType: text().notNull(),
    category: text().notNull().default('1'),
    description: text().notNull().default(''),
    /** See `CASE_STATUS` in packages/shared. */
    status: integer().notNull().default(0),
    feeType: text().notNull(),
    feeAmount: numeric({ precision: 15, scale: 2 }),
    contingencyRate: numeric({ precision: 5, scale: 2 }),
    currency: text().notNull().default('CNY'),
    budget: numeric({ precision: 15, scale: 2 }),
    /** What the team may spend on the case in expense claims, in CNY (decision 0044); null: no limit set. */
    expenseBudget: numeric({ precision: 15, scale: 2 }),
    /** Walled: outsiders see nothing of it, not even in pickers; conflict hits name no case. */
    restricted: boolean().notNull().default(false),
    /** Set by an administrator: kept out of the routine reminders (pro bono, firm matters). */
    special: boolean().notNull().default(false),
    readyForSettlement: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    billRemind: text().notNull().default(''),
    applicantId: integer().notNull(),
    /** The request the case is in now (application or closing), for "auditors of its current step". */
    instanceId: integer(),
    appliedAt: timestamp({ withTimezone: true }),
    openedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    ...trackingColumns,
  },
  (table) => [
    uniqueIndex('hk_project_number_uq').on(table.number),
    index('hk_project_status_idx').on(table.status),
    index('hk_project_client_idx').on(table.clientId),
    // "My" lists' scope: the cases one applied for (decision 0048; every case was read before).
    index('hk_project_applicant_idx').on(table.applicantId),
    // Walled cases are few: every firm-wide list asks for the ones a person is outside of (issue 25).
    index('hk_project_restricted_idx').on(table.projectId).where(sql`${table.restricted}`),
  ],
);

/** A party to a case, checked for conflicts: the client, adverse and related parties, counsel. */
export const projectParties = pgTable(
  'hk_project_party',
  {
    partyId: serial().primaryKey(),
    projectId: integer().notNull(),
    /** Dictionary `hk_party_role`. */
    role: text().notNull(),
    name: text().notNull(),
    formerNames: text().array().notNull().default([]),
    aliases: text().array().notNull().default([]),
    registrationNumber: text().notNull().default(''),
    orderNum: integer().notNull().default(0),
  },
  (table) => [index('hk_project_party_project_idx').on(table.projectId)],
);

/** A person on the case team; the team decides who sees the case. */
export const projectMembers = pgTable(
  'hk_project_member',
  {
    projectId: integer().notNull(),
    userId: integer().notNull(),
    /** Dictionary `hk_team_role`. */
    role: text().notNull(),
    hourlyRate: numeric({ precision: 15, scale: 2 }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('hk_project_member_user_idx').on(table.userId),
  ],
);

export const relatedProjects = pgTable(
  'hk_project_related',
  { projectId: integer().notNull(), relatedProjectId: integer().notNull() },
  (table) => [primaryKey({ columns: [table.projectId, table.relatedProjectId] })],
);

/**
 * The expense types (dictionary `hk_expense_type`) that may be claimed against a case, as its
 * engagement letter or the client's billing guidelines allow; none listed means every type.
 */
export const projectExpenseTypes = pgTable(
  'hk_project_expense_type',
  { projectId: integer().notNull(), expenseType: text().notNull() },
  (table) => [primaryKey({ columns: [table.projectId, table.expenseType] })],
);

/** The last sequence number given per year, office code and case type. */
export const projectNumberSequences = pgTable(
  'hk_project_number_seq',
  {
    year: integer().notNull(),
    officeCode: text().notNull(),
    typeCode: text().notNull(),
    lastValue: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.year, table.officeCode, table.typeCode] })],
);

/** What happened to a case outside its approvals: restart, reset, special, closing overrides. */
export const projectEvents = pgTable(
  'hk_project_event',
  {
    eventId: serial().primaryKey(),
    projectId: integer().notNull(),
    action: text().notNull(),
    fromStatus: integer(),
    toStatus: integer(),
    comment: text().notNull().default(''),
    detail: text().notNull().default(''),
    actorId: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hk_project_event_project_idx').on(table.projectId, table.at)],
);

/** One conflict check as it was run: what was asked, by whom, when (spec checkHistory). */
export const conflictChecks = pgTable(
  'hk_conflict_check',
  {
    checkId: serial().primaryKey(),
    projectId: integer(),
    checkedBy: integer().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The names checked: [{ name, registrationNumber }]. */
    queries: jsonb().$type<{ name: string; registrationNumber: string }[]>().notNull(),
  },
  (table) => [index('hk_conflict_check_project_idx').on(table.projectId, table.checkedAt)],
);

/** One hit of a check, with the applicant's answer once given. */
export const conflictHits = pgTable(
  'hk_conflict_hit',
  {
    hitId: serial().primaryKey(),
    checkId: integer().notNull(),
    queryName: text().notNull(),
    source: text().notNull(),
    sourceId: integer().notNull(),
    projectId: integer(),
    clientId: integer(),
    matched: text().notNull(),
    field: text().notNull(),
    reason: text().notNull(),
    /** What the hit rests on (HitBasis: pinyin, slip, homophone …), for its grade and explanation. */
    basis: text().notNull().default(''),
    /** A hit through the well-known-names dictionary: the dictionary's name that matched. */
    via: text(),
    score: numeric({ precision: 4, scale: 3 }).notNull(),
    /** The same hit (record and matched name) in the case's previous check, if any. */
    previousHitId: integer(),
    /** The answer and note were carried over from that previous hit, not given on this check. */
    carried: boolean().notNull().default(false),
    /** The hit lies in a walled case: shown as "contact the conflicts team", nothing more. */
    walled: boolean().notNull().default(false),
    answer: text(),
    note: text().notNull().default(''),
    answeredBy: integer(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('hk_conflict_hit_check_idx').on(table.checkId)],
);

/** The deal facts filed when a transactional case closes: M&A, VC/PE or fund (decision 0025). */
export const projectClosingInfo = pgTable('hk_project_closing_info', {
  projectId: integer().primaryKey(),
  kind: text().notNull(),
  info: jsonb().$type<Record<string, unknown>>().notNull(),
  ...trackingColumns,
});

/**
 * A change of an open case's parties whose conflict check found hits (issue 27 item 9): held
 * until the responsible partner approves it, then written; refused or withdrawn, it is dropped.
 */
export const projectPartyChanges = pgTable(
  'hk_project_party_change',
  {
    changeId: serial().primaryKey(),
    projectId: integer().notNull(),
    /** The whole party list as it will be: [{ role, name, formerNames, aliases, registrationNumber }]. */
    parties: jsonb()
      .$type<
        { role: string; name: string; formerNames: string[]; aliases: string[]; registrationNumber: string }[]
      >()
      .notNull(),
    reason: text().notNull(),
    checkId: integer().notNull(),
    /** pending → approved | rejected | withdrawn */
    status: text().notNull().default('pending'),
    instanceId: integer(),
    ...trackingColumns,
  },
  (table) => [
    index('hk_project_party_change_project_idx').on(table.projectId),
    // One change waits at a time: the second would be checked against parties about to change.
    uniqueIndex('hk_project_party_change_pending_uq').on(table.projectId).where(sql`status = 'pending'`),
  ],
);
