import { asc, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { auditLog } from './audit.tables.ts';
import { AUDIT_CHAIN_GENESIS, sealOf } from './audit-chain.ts';

/** Rows sealed per transaction: small enough to keep the lock short on a busy trail. */
const SEAL_BATCH = 500;
/** Rows read per page while verifying. */
const VERIFY_PAGE = 2000;

export interface AuditChainReport {
  sealed: number;
  unsealed: number;
  /** The first row whose seal does not match, or the place where a sealed row is missing. */
  broken: { sealSeq: number; auditId: number | null; reason: 'hashMismatch' | 'missingRow' } | null;
}

/**
 * Links audit rows into a hash chain after they commit (decision 0027). Sealing runs apart from
 * the writes, so no change waits on a chain-wide lock: each row gets the next place in the chain
 * when the sealer first sees it committed, whatever order the transactions committed in.
 */
export class AuditSealer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly warn: (error: unknown, message: string) => void = () => {},
    /**
     * Told the chain's head after each run that sealed something. The app writes it to its log:
     * a witness outside the database, so cutting rows off the end of the chain shows too.
     */
    private readonly witness: (head: { sealSeq: number; sealHash: string }) => void = () => {},
  ) {}

  /** Seals what was written since the last run, in batches; answers how many rows it sealed. */
  async sealPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const { sealed, head } = await this.sealBatch();
      total += sealed;
      if (head) this.witness(head);
      if (sealed < SEAL_BATCH) return total;
    }
  }

  private async sealBatch(): Promise<{ sealed: number; head: { sealSeq: number; sealHash: string } | null }> {
    return this.db.transaction(async (tx) => {
      // One sealer at a time across every instance of the server.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('venus-audit-sealer'))`);
      const [last] = await tx
        .select({ sealSeq: auditLog.sealSeq, sealHash: auditLog.sealHash })
        .from(auditLog)
        .where(isNotNull(auditLog.sealSeq))
        .orderBy(desc(auditLog.sealSeq))
        .limit(1);
      const rows = await tx
        .select()
        .from(auditLog)
        .where(isNull(auditLog.sealSeq))
        .orderBy(asc(auditLog.auditId))
        .limit(SEAL_BATCH);
      if (rows.length === 0) return { sealed: 0, head: null };
      let previous = last?.sealHash ?? AUDIT_CHAIN_GENESIS;
      let seq = last?.sealSeq ?? 0;
      const seals = rows.map((row) => {
        seq += 1;
        previous = sealOf(previous, seq, row);
        return sql`(${row.auditId}::bigint, ${seq}::bigint, ${previous}::text)`;
      });
      await tx.execute(sql`
        update ${auditLog} set seal_seq = sealed.seq, seal_hash = sealed.hash
        from (values ${sql.join(seals, sql`, `)}) as sealed(audit_id, seq, hash)
        where ${auditLog.auditId} = sealed.audit_id`);
      return { sealed: rows.length, head: { sealSeq: seq, sealHash: previous } };
    });
  }

  /** Walks the whole chain and says where it breaks, if it does (the verify command). */
  async verify(): Promise<AuditChainReport> {
    let previous = AUDIT_CHAIN_GENESIS;
    let expected = 1;
    let sealed = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.sealSeq} >= ${expected}`)
        .orderBy(asc(auditLog.sealSeq))
        .limit(VERIFY_PAGE);
      for (const row of rows) {
        const seq = row.sealSeq as number;
        if (seq !== expected)
          return {
            sealed,
            unsealed: await this.countUnsealed(),
            broken: { sealSeq: expected, auditId: null, reason: 'missingRow' },
          };
        const hash = sealOf(previous, seq, row);
        if (hash !== row.sealHash)
          return {
            sealed,
            unsealed: await this.countUnsealed(),
            broken: { sealSeq: seq, auditId: row.auditId, reason: 'hashMismatch' },
          };
        previous = hash;
        expected += 1;
        sealed += 1;
      }
      if (rows.length < VERIFY_PAGE) return { sealed, unsealed: await this.countUnsealed(), broken: null };
    }
  }

  private async countUnsealed(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(isNull(auditLog.sealSeq));
    return row?.count ?? 0;
  }

  /** Seals every few seconds until stopped; a failed run is reported and retried. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.running = this.running
        .then(() => this.sealPending())
        .catch((error: unknown) => this.warn(error, 'audit sealing failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
