import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per mutation: who, when, what, before and after (written in the change's transaction). */
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
  },
  (table) => [
    index('sys_audit_log_entity_idx').on(table.entity, table.entityId),
    index('sys_audit_log_created_idx').on(table.createdAt),
    index('sys_audit_log_user_idx').on(table.userId),
  ],
);
