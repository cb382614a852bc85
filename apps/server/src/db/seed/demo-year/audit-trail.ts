import type { auditLog } from '../../schema.ts';

type AuditRow = typeof auditLog.$inferInsert;

/** Who did something, as the audit trail names them. */
export interface Actor {
  userId: number;
  userName: string;
}

/**
 * The demo year's audit trail: each change the services would have audited, at the moment it
 * happened. Rows are collected from every domain and written in time order at the end, so the
 * trail reads as the year went (the sealer chains them in id order).
 */
export class AuditTrail {
  private readonly rows: AuditRow[] = [];

  add(
    at: Date,
    actor: Actor | null,
    entry: { action: string; entity: string; entityId: number | string; before?: unknown; after?: unknown },
  ): void {
    this.rows.push({
      userId: actor?.userId ?? null,
      userName: actor?.userName ?? '',
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: plain(entry.before),
      after: plain(entry.after),
      createdAt: at,
    });
  }

  /** The rows in the order they happened (a stable sort keeps one action's rows together). */
  inOrder(): AuditRow[] {
    return [...this.rows].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  }
}

/** As recordAudit stores a value: nothing undefined (dates become ISO text in the JSON written). */
function plain(value: unknown): unknown {
  return value ?? null;
}
