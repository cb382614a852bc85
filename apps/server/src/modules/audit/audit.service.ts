import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { type AuditChainReport, AuditSealer } from '../../platform/audit/audit-sealer.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import type { AuditQuery } from './audit.schemas.ts';

const SORTABLE = {
  createdAt: auditLog.createdAt,
  userName: auditLog.userName,
  entity: auditLog.entity,
  action: auditLog.action,
};

/** Reads the audit trail; rows are written by the platform's recordAudit inside each change. */
export class AuditService {
  constructor(private readonly db: Database) {}

  /** Seals what is pending, then walks the chain: where, if anywhere, the trail was altered. */
  async verifyChain(): Promise<AuditChainReport> {
    const sealer = new AuditSealer(this.db);
    await sealer.sealPending();
    return sealer.verify();
  }

  async findEntries(query: AuditQuery) {
    const filters: SQL[] = [];
    if (query.userName) filters.push(ilike(auditLog.userName, containsPattern(query.userName)));
    if (query.entity) filters.push(eq(auditLog.entity, query.entity));
    if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
    if (query.action) filters.push(eq(auditLog.action, query.action));
    if (query.beginTime) filters.push(gte(auditLog.createdAt, query.beginTime));
    if (query.endTime) filters.push(lte(auditLog.createdAt, query.endTime));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, desc(auditLog.auditId)))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
