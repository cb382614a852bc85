import type { RequestContext } from '../auth/request-context.ts';
import type { Executor } from '../db/database.ts';
import { insertInBatches } from '../db/insert-in-batches.ts';
import { auditLog } from './audit.tables.ts';

export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | 'login' | 'logout' | string;
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Fields that must never reach the audit trail, whatever entity carries them. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'tokenHash', 'token']);

function redact(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_FIELDS.has(key))
        .map(([key, item]) => [key, redact(item)]),
    );
  }
  return value;
}

/**
 * Writes the audit rows of a change (a large import's in several inserts); call it with the
 * transaction of the change it records, so the trail and the change commit or fail together.
 */
export async function recordAudit(
  tx: Executor,
  ctx: RequestContext,
  entries: AuditEntry | AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await insertInBatches(
    tx,
    auditLog,
    list.map((entry) => ({
      userId: ctx.actor?.userId ?? null,
      userName: ctx.actor?.userName ?? '',
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined ? '' : String(entry.entityId),
      before: redact(entry.before),
      after: redact(entry.after),
      requestId: ctx.requestId,
      ip: ctx.ip,
    })),
  );
}
