import type { SealRequestKind, SealRequestStatus, SealStatus, SealType } from '@venus/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** The firm's seals (用印 register, decision 0057): one office, one custodian each. */
export const seals = pgTable(
  'hk_seal',
  {
    sealId: serial().primaryKey(),
    name: text().notNull(),
    type: text().$type<SealType>().notNull(),
    /** The office (a `sys_dept` of kind office) that keeps it. */
    officeId: integer().notNull(),
    /** The person who keeps it, stamps with it and hands it out. */
    custodianId: integer().notNull(),
    status: text().$type<SealStatus>().notNull().default('inOffice'),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    uniqueIndex('hk_seal_office_name_uq').on(table.officeId, table.name),
    index('hk_seal_custodian_idx').on(table.custodianId),
  ],
);

/** A request to use a seal on documents, on bid documents, or to take it out of the office. */
export const sealRequests = pgTable(
  'hk_seal_request',
  {
    requestId: serial().primaryKey(),
    kind: text().$type<SealRequestKind>().notNull(),
    sealId: integer().notNull(),
    applicantId: integer().notNull(),
    deptId: integer(),
    purpose: text().notNull(),
    /** The case the documents belong to; a walled case keeps the request inside its wall. */
    projectId: integer(),
    tenderName: text().notNull().default(''),
    status: text().$type<SealRequestStatus>().notNull().default('draft'),
    instanceId: integer(),
    returnComment: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    stampedBy: integer(),
    stampedAt: timestamp({ withTimezone: true }),
    stampRemark: text().notNull().default(''),
    /** Lending: the day it should be back, when it went out and came back, and who acted. */
    expectedReturnDate: date({ mode: 'string' }),
    lentAt: timestamp({ withTimezone: true }),
    lentBy: integer(),
    returnedAt: timestamp({ withTimezone: true }),
    receivedBy: integer(),
    ...trackingColumns,
  },
  (table) => [
    index('hk_seal_request_applicant_idx').on(table.applicantId, table.status),
    index('hk_seal_request_seal_idx').on(table.sealId, table.status),
    index('hk_seal_request_project_idx').on(table.projectId),
    // One seal is out on one request at a time.
    uniqueIndex('hk_seal_request_lent_uq').on(table.sealId).where(sql`status = 'lentOut'`),
  ],
);

/** A document of a request: the file submitted, copies asked, and after stamping the scan. */
export const sealDocuments = pgTable(
  'hk_seal_document',
  {
    documentId: serial().primaryKey(),
    requestId: integer().notNull(),
    fileId: integer().notNull(),
    copies: integer().notNull(),
    stampedCopies: integer(),
    scanFileId: integer(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index('hk_seal_document_request_idx').on(table.requestId, table.sortOrder)],
);
