import { notInArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ACCESS_DENIED_ACTION, READ_ACTIONS } from './access-audit.ts';
import { auditLog } from './audit.tables.ts';

/**
 * The audit rows of changes, leaving out those of reads and refusals: what a refused or failed
 * change must leave as it was (its refusal writes a row of its own, access-audit.ts).
 */
export const countChangeAudits = (db: Database) =>
  db.$count(auditLog, notInArray(auditLog.action, [...READ_ACTIONS, ACCESS_DENIED_ACTION]));
