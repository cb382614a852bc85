import type { DelegationInput } from '@venus/shared';
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { approvalDelegations } from './approvals.tables.ts';
import type { ApproverDirectory } from './approver-directory.ts';

export type DelegationRow = typeof approvalDelegations.$inferSelect;
export type DelegationView = DelegationRow & { principalName: string; delegateName: string };

/** Whose tasks a request acts on: the caller's own, or (as a delegate) the person they stand in for. */
export interface ActingAs {
  assigneeId: number;
  /** Set when a delegate acts: the person whose task it is. */
  onBehalfOfId: number | null;
}

/** Today as the database's calendar has it, so every server instance agrees on the day. */
const TODAY = sql`current_date`;

/**
 * Delegation of approvals for a period (holiday, trial). While it runs, the delegate sees and acts
 * on the principal's tasks by sending the delegateUser header; the timeline names both.
 */
export class DelegationsService {
  constructor(
    private readonly db: Database,
    private readonly directory: ApproverDirectory,
  ) {}

  /** What the caller acts as; a header naming someone who has not delegated to them is refused. */
  async actingAs(
    ctx: SignedInContext,
    delegateUser: string | undefined,
    tx: Executor = this.db,
  ): Promise<ActingAs> {
    const self = ctx.actor.userId;
    if (delegateUser === undefined || delegateUser.trim() === '')
      return { assigneeId: self, onBehalfOfId: null };
    const principalId = Number(delegateUser);
    if (!Number.isInteger(principalId) || principalId <= 0) throw forbidden('approvals.notDelegate');
    if (principalId === self) return { assigneeId: self, onBehalfOfId: null };
    const [active] = await tx
      .select({ id: approvalDelegations.delegationId })
      .from(approvalDelegations)
      .where(
        and(
          eq(approvalDelegations.principalId, principalId),
          eq(approvalDelegations.delegateId, self),
          isNull(approvalDelegations.revokedAt),
          lte(approvalDelegations.startsOn, TODAY),
          gte(approvalDelegations.endsOn, TODAY),
        ),
      )
      .limit(1);
    if (!active) throw forbidden('approvals.notDelegate');
    return { assigneeId: principalId, onBehalfOfId: principalId };
  }

  /** The delegations I gave and the ones given to me, newest first. */
  async findMine(ctx: SignedInContext): Promise<{ given: DelegationView[]; received: DelegationView[] }> {
    const rows = await this.db
      .select()
      .from(approvalDelegations)
      .where(
        and(
          isNull(approvalDelegations.revokedAt),
          or(
            eq(approvalDelegations.principalId, ctx.actor.userId),
            eq(approvalDelegations.delegateId, ctx.actor.userId),
          ),
        ),
      )
      .orderBy(desc(approvalDelegations.startsOn));
    const people = await this.directory.peopleByIds(rows.flatMap((row) => [row.principalId, row.delegateId]));
    const named = rows.map((row) => ({
      ...row,
      principalName: people.get(row.principalId)?.nickName ?? '',
      delegateName: people.get(row.delegateId)?.nickName ?? '',
    }));
    return {
      given: named.filter((row) => row.principalId === ctx.actor.userId),
      received: named.filter((row) => row.delegateId === ctx.actor.userId),
    };
  }

  async createDelegation(ctx: SignedInContext, input: DelegationInput): Promise<DelegationRow> {
    const self = ctx.actor.userId;
    if (input.delegateId === self) throw badRequest('approvals.delegateToSelf', {}, 'delegateId');
    return this.db.transaction(async (tx) => {
      const [delegate] = await this.directory.activeUserIds([input.delegateId], tx);
      if (delegate === undefined) throw badRequest('approvals.transferTargetInactive', {}, 'delegateId');
      // One delegate at a time: two could both act on one task and the history would not say why.
      const [overlap] = await tx
        .select({ id: approvalDelegations.delegationId })
        .from(approvalDelegations)
        .where(
          and(
            eq(approvalDelegations.principalId, self),
            isNull(approvalDelegations.revokedAt),
            lte(approvalDelegations.startsOn, input.endsOn),
            gte(approvalDelegations.endsOn, input.startsOn),
          ),
        )
        .for('update');
      if (overlap) throw conflict('approvals.delegationOverlap', {}, 'startsOn');
      const [row] = await tx
        .insert(approvalDelegations)
        .values({ ...input, principalId: self, createdBy: self, updatedBy: self })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'approvalDelegation',
        entityId: row!.delegationId,
        after: row,
      });
      return row!;
    });
  }

  /** Ends a delegation I gave; the delegate loses access at once. */
  async revokeDelegation(ctx: SignedInContext, delegationId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(approvalDelegations)
        .where(
          and(
            eq(approvalDelegations.delegationId, delegationId),
            eq(approvalDelegations.principalId, ctx.actor.userId),
            isNull(approvalDelegations.revokedAt),
          ),
        )
        .for('update');
      if (!before) throw notFound('approvals.delegationNotFound');
      const [after] = await tx
        .update(approvalDelegations)
        .set({ revokedAt: new Date(), updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(approvalDelegations.delegationId, delegationId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'revoke',
        entity: 'approvalDelegation',
        entityId: delegationId,
        before,
        after,
      });
    });
  }
}
