import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { recordAudit } from './audit.service.ts';
import { auditLog } from './audit.tables.ts';
import { AuditSealer } from './audit-sealer.ts';

/** The audit trail as decision 0027 says: append-only, hash-chained, verifiable. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { actor: null, requestId: 'test', ip: '127.0.0.1', lang: 'cn' } as never;
const write = (entityId: number) =>
  t.db.transaction((tx) =>
    recordAudit(tx, ctx, { action: 'update', entity: 'chainTest', entityId, after: { n: entityId } }),
  );

/** The database's refusal, which Drizzle carries as the cause of its own error. */
async function refused(attempt: PromiseLike<unknown>): Promise<void> {
  const error = await Promise.resolve(attempt).then(
    () => null,
    (failure: unknown) => failure as { message: string; cause?: { message: string } },
  );
  expect(error?.cause?.message ?? error?.message).toMatch(/append-only/);
}

/** Runs statements with the append-only trigger off, as a database superuser tampering would. */
async function tamper(db: TestApp['db'], statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('the audit chain', () => {
  it('seals every row, including rows written while it seals, into one unbroken chain', async () => {
    const sealer = new AuditSealer(t.db);
    await sealer.sealPending();
    await Promise.all([
      ...Array.from({ length: 40 }, (_, index) => write(index + 1)),
      sealer.sealPending(),
      new AuditSealer(t.db).sealPending(),
    ]);
    await sealer.sealPending();
    const report = await sealer.verify();
    const [{ total }] = (await t.db.select({ total: sql<number>`count(*)::int` }).from(auditLog)) as [
      { total: number },
    ];
    expect(report).toEqual({ sealed: total, unsealed: 0, broken: null });
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('refuses to change, delete or empty audit rows', async () => {
    await write(100);
    await refused(
      t.db.update(auditLog).set({ userName: 'someone else' }).where(eq(auditLog.entityId, '100')),
    );
    await refused(t.db.delete(auditLog).where(eq(auditLog.entityId, '100')));
    await refused(t.db.execute(sql`truncate sys_audit_log`));
    await new AuditSealer(t.db).sealPending();
    // Nor may a sealed row be sealed again with another seal.
    await refused(t.db.update(auditLog).set({ sealHash: 'forged' }).where(eq(auditLog.entityId, '100')));
  });

  it('answers the verification to an administrator, and not to a lawyer', async () => {
    const admin = await signIn(t.app, 'admin');
    const body = await callApi(t.app, 'GET', '/monitor/operlog/verify', admin);
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({ unsealed: 0, broken: null });
    const lawyer = await signIn(t.app, 'guojing');
    expect((await callApi(t.app, 'GET', '/monitor/operlog/verify', lawyer)).code).toBe(403);
  });
});

describe('tampering behind the trigger', () => {
  it('is found at the row whose content changed', async () => {
    const other = await createTestApp();
    try {
      const sealer = new AuditSealer(other.db);
      for (let n = 1; n <= 5; n += 1)
        await other.db.transaction((tx) =>
          recordAudit(tx, ctx, { action: 'update', entity: 'chainTest', entityId: n }),
        );
      await sealer.sealPending();
      const [victim] = await other.db.select().from(auditLog).where(eq(auditLog.entityId, '3'));
      await tamper(
        other.db,
        sql`update sys_audit_log set after = '{"amount": "1.00"}' where audit_id = ${victim!.auditId}`,
      );
      expect((await sealer.verify()).broken).toEqual({
        sealSeq: victim!.sealSeq,
        auditId: victim!.auditId,
        reason: 'hashMismatch',
      });
    } finally {
      await other.close();
    }
  });

  it('is found where a row was deleted from the middle of the chain', async () => {
    const other = await createTestApp();
    try {
      const sealer = new AuditSealer(other.db);
      for (let n = 1; n <= 5; n += 1)
        await other.db.transaction((tx) =>
          recordAudit(tx, ctx, { action: 'update', entity: 'chainTest', entityId: n }),
        );
      await sealer.sealPending();
      const rows = await other.db.select().from(auditLog).orderBy(asc(auditLog.sealSeq));
      const victim = rows[Math.floor(rows.length / 2)]!;
      await tamper(other.db, sql`delete from sys_audit_log where audit_id = ${victim.auditId}`);
      expect((await sealer.verify()).broken).toEqual({
        sealSeq: victim.sealSeq,
        auditId: null,
        reason: 'missingRow',
      });
    } finally {
      await other.close();
    }
  });
});
