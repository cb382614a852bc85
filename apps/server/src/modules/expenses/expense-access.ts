import {
  DAILY_EXPENSE_PERMISSIONS,
  EXPENSE_PERMISSIONS,
  type ExpenseClaimAction,
  type ExpenseKind,
  expenseActionAllowed,
  hasPermission,
} from '@venus/shared';
import { and, eq, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ExpenseCollaborators } from './expenses.collaborators.ts';
import { expenseClaims, expenseLines } from './expenses.tables.ts';

export type ExpenseClaimRecord = typeof expenseClaims.$inferSelect;
export type ExpenseListScope = 'mine' | 'all';

/** Each kind's finance permission and its not-found message: a row of the other kind is missing. */
const KIND_RULES: Record<ExpenseKind, { listAll: string; notFound: string }> = {
  claim: { listAll: EXPENSE_PERMISSIONS.listAll, notFound: 'expense.notFound' },
  daily: { listAll: DAILY_EXPENSE_PERMISSIONS.listAll, notFound: 'dailyExpense.notFound' },
};

/**
 * Who may read and change a claim (decision 0032). The applicant always; others only once it was
 * submitted, and only when they may see every case its lines are on (the wall, decision 0025):
 * finance holding `listAll`, and whoever its approval lets read it (its approvers). Everyone
 * else gets 404, as for a missing claim.
 */
export class ExpenseAccess {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<ExpenseCollaborators, 'cases' | 'mayViewRequest'>,
    readonly kind: ExpenseKind = 'claim',
  ) {}

  private get rules() {
    return KIND_RULES[this.kind];
  }

  async readable(
    ctx: SignedInContext,
    claimId: number,
    tx: Executor = this.db,
    options: { lock?: boolean; delegateUser?: string; viaApproval?: boolean } = {},
  ): Promise<ExpenseClaimRecord> {
    const query = tx.select().from(expenseClaims).where(eq(expenseClaims.claimId, claimId));
    const [claim] = options.lock ? await query.for('update') : await query;
    if (!claim || claim.kind !== this.kind) throw notFound(this.rules.notFound);
    if (claim.applicantId === ctx.actor.userId) return claim;
    if (claim.instanceId === null || !(await this.insideWalls(ctx, claimId, tx))) {
      throw notFound(this.rules.notFound);
    }
    if (hasPermission(ctx.actor.permissions, this.rules.listAll)) return claim;
    // Read outside the transaction: the approval's visibility is the task centre's rule. The
    // approval asks back (its canView) without it, or each would ask the other for ever.
    if (
      !options.lock &&
      options.viaApproval !== false &&
      (await this.deps.mayViewRequest(ctx, claim.instanceId, options.delegateUser))
    ) {
      return claim;
    }
    throw notFound(this.rules.notFound);
  }

  /** The applicant's own claim, locked, in a state the action starts from. */
  async own(
    ctx: SignedInContext,
    claimId: number,
    tx: Executor,
    action: ExpenseClaimAction,
  ): Promise<ExpenseClaimRecord> {
    const [claim] = await tx
      .select()
      .from(expenseClaims)
      .where(eq(expenseClaims.claimId, claimId))
      .for('update');
    if (!claim || claim.kind !== this.kind) throw notFound(this.rules.notFound);
    if (claim.applicantId !== ctx.actor.userId) {
      await this.readable(ctx, claimId, tx);
      throw forbidden();
    }
    assertAllowed(claim, action);
    return claim;
  }

  /** The SQL filter of a list: my claims, or (listAll) every submitted claim inside my walls. */
  async listFilter(ctx: SignedInContext, scope: ExpenseListScope): Promise<SQL> {
    const ofKind = eq(expenseClaims.kind, this.kind);
    if (scope === 'mine') return and(ofKind, eq(expenseClaims.applicantId, ctx.actor.userId))!;
    if (!hasPermission(ctx.actor.permissions, this.rules.listAll)) throw forbidden();
    const hidden = await this.deps.cases.hiddenCaseIds(ctx);
    const submitted = and(ofKind, isNotNull(expenseClaims.instanceId))!;
    if (hidden.length === 0) return submitted;
    const walled = sql`exists (select 1 from ${expenseLines} where ${expenseLines.claimId} = ${expenseClaims.claimId} and ${inArray(expenseLines.projectId, hidden)})`;
    return and(submitted, not(walled))!;
  }

  private async insideWalls(ctx: SignedInContext, claimId: number, tx: Executor): Promise<boolean> {
    const rows = await tx
      .selectDistinct({ projectId: expenseLines.projectId })
      .from(expenseLines)
      .where(and(eq(expenseLines.claimId, claimId), isNotNull(expenseLines.projectId)));
    for (const { projectId } of rows) {
      if (!(await this.deps.cases.canView(ctx, projectId!, tx))) return false;
    }
    return true;
  }
}

export function assertAllowed(claim: ExpenseClaimRecord, action: ExpenseClaimAction): void {
  if (!expenseActionAllowed(action, claim.status))
    throw conflict('expense.notAllowed', { status: claim.status });
}
