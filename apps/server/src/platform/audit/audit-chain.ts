import { createHash } from 'node:crypto';
import type { auditLog } from './audit.tables.ts';

type AuditRow = typeof auditLog.$inferSelect;

/** The hash before the first sealed row. */
export const AUDIT_CHAIN_GENESIS = 'venus-audit-chain-v1';

/** JSON with object keys sorted at every depth, so the same row always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** What a seal covers: every column a person wrote, none of the seal itself. */
function sealedFields(row: AuditRow) {
  return {
    auditId: row.auditId,
    userId: row.userId,
    userName: row.userName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
    ip: row.ip,
    createdAt: row.createdAt,
  };
}

/** The seal of a row: sha256 over the previous seal, the row's place in the chain and the row. */
export function sealOf(previousHash: string, seq: number, row: AuditRow): string {
  return createHash('sha256')
    .update(previousHash)
    .update('\n')
    .update(String(seq))
    .update('\n')
    .update(canonicalJson(sealedFields(row)))
    .digest('hex');
}
