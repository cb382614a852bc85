import {
  hasPermission,
  SEAL_PERMISSIONS,
  type SealRequestAction,
  type SealRequestScope,
  sealActionAllowed,
} from '@venus/shared';
import { and, eq, inArray, isNotNull, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { SealCollaborators } from './seals.collaborators.ts';
import { sealRequests, seals } from './seals.tables.ts';

export type SealRequestRecord = typeof sealRequests.$inferSelect;
export type SealRecord = typeof seals.$inferSelect;

/**
 * Who may read and act on a seal request (decision 0057). The applicant always; others only once
 * it was submitted and only inside the wall of a walled case: the ledger (`hk:seal:listAll`), the
 * custodian of its seal, and whoever its approval lets read it. Everyone else hears 404, so a
 * walled case's request does not show that it exists.
 */
export class SealAccess {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<SealCollaborators, 'cases' | 'mayViewRequest'>,
  ) {}

  async readable(
    ctx: SignedInContext,
    requestId: number,
    tx: Executor = this.db,
    options: { lock?: boolean; viaApproval?: boolean } = {},
  ): Promise<{ request: SealRequestRecord; seal: SealRecord }> {
    const query = tx.select().from(sealRequests).where(eq(sealRequests.requestId, requestId));
    const [request] = options.lock ? await query.for('update') : await query;
    if (!request) throw notFound('seal.requestNotFound');
    const seal = await this.sealOf(request.sealId, tx, options.lock);
    if (request.applicantId === ctx.actor.userId) return { request, seal };
    if (request.instanceId === null) throw notFound('seal.requestNotFound');
    // The wall, not the case list: the custodian (administration) reads requests on cases they
    // are not on, but never one on a walled case they are outside of.
    if (
      request.projectId !== null &&
      (await this.deps.cases.hiddenCaseIds(ctx, tx)).includes(request.projectId)
    ) {
      throw notFound('seal.requestNotFound');
    }
    if (hasPermission(ctx.actor.permissions, SEAL_PERMISSIONS.listAll)) return { request, seal };
    if (seal.custodianId === ctx.actor.userId) return { request, seal };
    // Outside the transaction: the approval's visibility is the task centre's rule (it asks back).
    if (!options.lock && options.viaApproval !== false) {
      if (await this.deps.mayViewRequest(ctx, request.instanceId)) return { request, seal };
    }
    throw notFound('seal.requestNotFound');
  }

  /** The applicant's own request, locked, in a state the action starts from. */
  async own(
    ctx: SignedInContext,
    requestId: number,
    tx: Executor,
    action: SealRequestAction,
  ): Promise<SealRequestRecord> {
    const [request] = await tx
      .select()
      .from(sealRequests)
      .where(eq(sealRequests.requestId, requestId))
      .for('update');
    if (!request) throw notFound('seal.requestNotFound');
    if (request.applicantId !== ctx.actor.userId) {
      // Inside the transaction the approval is not asked (a second connection): 404 unless the
      // caller reads the request otherwise, 403 when they do.
      await this.readable(ctx, requestId, tx, { viaApproval: false });
      throw forbidden('seal.notApplicant');
    }
    assertSealAllowed(request, action);
    return request;
  }

  /** A request the custodian of its seal acts on (stamp, hand out, take back): locked, theirs. */
  async forCustodian(
    ctx: SignedInContext,
    requestId: number,
    tx: Executor,
    action: SealRequestAction,
  ): Promise<{ request: SealRequestRecord; seal: SealRecord }> {
    const found = await this.readable(ctx, requestId, tx, { lock: true, viaApproval: false });
    if (found.seal.custodianId !== ctx.actor.userId) throw forbidden('seal.notCustodian');
    assertSealAllowed(found.request, action);
    return found;
  }

  async sealOf(sealId: number, tx: Executor, lock = false): Promise<SealRecord> {
    const query = tx.select().from(seals).where(eq(seals.sealId, sealId));
    const [seal] = lock ? await query.for('update') : await query;
    if (!seal) throw notFound('seal.notFound');
    return seal;
  }

  /** The SQL filter of a list: mine, those on the seals I keep, or (listAll) all inside my walls. */
  async listFilter(ctx: SignedInContext, scope: SealRequestScope): Promise<SQL> {
    if (scope === 'mine') return eq(sealRequests.applicantId, ctx.actor.userId);
    if (scope === 'all' && !hasPermission(ctx.actor.permissions, SEAL_PERMISSIONS.listAll)) throw forbidden();
    const hidden = await this.deps.cases.hiddenCaseIds(ctx);
    const submitted = isNotNull(sealRequests.instanceId);
    const walls =
      hidden.length === 0
        ? undefined
        : or(isNull(sealRequests.projectId), notInArray(sealRequests.projectId, hidden));
    if (scope === 'all') return and(submitted, walls)!;
    const kept = this.db
      .select({ sealId: seals.sealId })
      .from(seals)
      .where(eq(seals.custodianId, ctx.actor.userId));
    return and(submitted, walls, inArray(sealRequests.sealId, kept))!;
  }
}

/** A refusal in the wrong state names what the action needs (409, both languages). */
export function assertSealAllowed(request: SealRequestRecord, action: SealRequestAction): void {
  if (!sealActionAllowed(action, request.status, request.kind)) {
    throw conflict(`seal.refused.${action}`, { status: request.status });
  }
}
