import type { ApprovalStep, InstanceStatus, TaskStatus, TimelineAction } from '@venus/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/**
 * One version of a business type's workflow. Editing a workflow adds a version; an instance
 * keeps the version it started with, so a change never reroutes a request already under way.
 */
export const approvalDefinitions = pgTable(
  'wf_definition',
  {
    definitionId: serial().primaryKey(),
    businessType: text().notNull(),
    version: integer().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    steps: jsonb().$type<ApprovalStep[]>().notNull(),
    ...trackingColumns,
  },
  (table) => [uniqueIndex('wf_definition_type_version_uq').on(table.businessType, table.version)],
);

/** A request going through its workflow: one per submission of a record. */
export const approvalInstances = pgTable(
  'wf_instance',
  {
    instanceId: serial().primaryKey(),
    definitionId: integer().notNull(),
    businessType: text().notNull(),
    recordId: text().notNull(),
    title: text().notNull(),
    applicantId: integer().notNull(),
    applicantDeptId: integer(),
    status: text().$type<InstanceStatus>().notNull().default('running'),
    /** Index into the definition's steps; the step whose tasks are pending. */
    currentStep: integer().notNull().default(0),
    /** Counts the times a step's tasks were raised; the tasks of the newest round are the live ones. */
    round: integer().notNull().default(0),
    /** What the rules read: amounts, days, the case's partner... as the domain gave them. */
    facts: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    finishedAt: timestamp({ withTimezone: true }),
    ...trackingColumns,
  },
  (table) => [
    index('wf_instance_record_idx').on(table.businessType, table.recordId),
    index('wf_instance_applicant_idx').on(table.applicantId),
    // One request in progress per record: a second submission while one runs is refused.
    uniqueIndex('wf_instance_one_open_uq')
      .on(table.businessType, table.recordId)
      .where(sql`status in ('running', 'sentBack')`),
  ],
);

/** One approver's part of a step. */
export const approvalTasks = pgTable(
  'wf_task',
  {
    taskId: serial().primaryKey(),
    instanceId: integer().notNull(),
    stepIndex: integer().notNull(),
    stepKey: text().notNull(),
    round: integer().notNull(),
    taskCode: integer().notNull(),
    assigneeId: integer().notNull(),
    status: text().$type<TaskStatus>().notNull().default('pending'),
    /** Who pressed the button: the assignee, or their delegate. */
    actedBy: integer(),
    comment: text().notNull().default(''),
    actedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wf_task_assignee_idx').on(table.assigneeId, table.status),
    index('wf_task_instance_idx').on(table.instanceId),
  ],
);

/** The timeline of a request: every action, by whom, for whom, with what comment. */
export const approvalEvents = pgTable(
  'wf_event',
  {
    eventId: serial().primaryKey(),
    instanceId: integer().notNull(),
    stepIndex: integer(),
    stepKey: text().notNull().default(''),
    action: text().$type<TimelineAction>().notNull(),
    actorId: integer(),
    /** Set when a delegate acted: the person they acted for. */
    onBehalfOfId: integer(),
    /** The new assignee of a transfer. */
    targetUserId: integer(),
    comment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wf_event_instance_idx').on(table.instanceId)],
);

/** A person hands their approvals to a colleague for a period. */
export const approvalDelegations = pgTable(
  'wf_delegation',
  {
    delegationId: serial().primaryKey(),
    principalId: integer().notNull(),
    delegateId: integer().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    remark: text().notNull().default(''),
    revokedAt: timestamp({ withTimezone: true }),
    ...trackingColumns,
  },
  (table) => [
    index('wf_delegation_principal_idx').on(table.principalId),
    index('wf_delegation_delegate_idx').on(table.delegateId),
  ],
);
