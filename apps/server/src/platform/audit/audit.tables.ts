import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One row per mutation: who, when, what, before and after (written in the change's transaction).
 * Append-only (a trigger refuses updates and deletes) and hash-chained by the sealer: `sealSeq`
 * orders the chain, `sealHash` = sha256(previous hash, seq, the row) (decision 0027).
 */
export const auditLog = pgTable(
  'sys_audit_log',
  {
    auditId: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer(),
    userName: text().notNull().default(''),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull().default(''),
    before: jsonb(),
    after: jsonb(),
    requestId: text().notNull().default(''),
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sealSeq: bigint({ mode: 'number' }),
    sealHash: text(),
  },
  (table) => [
    index('sys_audit_log_entity_idx').on(table.entity, table.entityId),
    index('sys_audit_log_created_idx').on(table.createdAt),
    index('sys_audit_log_user_idx').on(table.userId),
    uniqueIndex('sys_audit_log_seal_seq_uq').on(table.sealSeq),
    // The sealer's work list: rows written since its last run.
    index('sys_audit_log_unsealed_idx').on(table.auditId).where(sql`${table.sealSeq} is null`),
  ],
);
