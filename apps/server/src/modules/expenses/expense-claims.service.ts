import {
  type ExpenseClaimDetail,
  type ExpenseClaimDraftInput,
  type ExpenseClaimUpdateInput,
  needsDepartmentHead,
  TEAM_ROLE,
  toDecimal,
} from '@venus/shared';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { ExpenseAccess, ExpenseClaimRecord } from './expense-access.ts';
import { EXPENSE_KIND_SETUP } from './expense-kinds.ts';
import { assertSubmittable, buildExpenseLines, claimTotalsOf } from './expense-lines.ts';
import type { ExpenseCollaborators } from './expenses.collaborators.ts';
import { expenseClaims, expenseLines } from './expenses.tables.ts';

export interface ExpenseClaimsDeps extends ExpenseCollaborators {
  access: ExpenseAccess;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw'>;
  detail: (ctx: SignedInContext, claimId: number) => Promise<ExpenseClaimDetail>;
}

/**
 * The applicant's side of a claim (decision 0032, spec expenseAdd and §4 submit, cancel,
 * cancelWithdraw): drafts written with their lines and totals in one transaction, sent through
 * the approvals engine, withdrawn or cancelled — each refused in a state it does not start from.
 */
export class ExpenseClaimsService {
  constructor(
    private readonly db: Database,
    private readonly deps: ExpenseClaimsDeps,
  ) {}

  /** The kind is its access's: a daily expense's service only ever sees daily expenses. */
  private get setup() {
    return EXPENSE_KIND_SETUP[this.deps.access.kind];
  }

  async create(ctx: SignedInContext, input: ExpenseClaimDraftInput): Promise<ExpenseClaimDetail> {
    const claimId = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(expenseClaims)
        .values({
          kind: this.deps.access.kind,
          applicantId: ctx.actor.userId,
          deptId: ctx.actor.deptId,
          title: input.title,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      const after = await this.write(tx, ctx, created!, input);
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: this.setup.entity,
        entityId: after.claimId,
        after,
      });
      return after.claimId;
    });
    return this.deps.detail(ctx, claimId);
  }

  async update(ctx: SignedInContext, input: ExpenseClaimUpdateInput): Promise<ExpenseClaimDetail> {
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.own(ctx, input.claimId, tx, 'edit');
      const beforeLines = await this.linesOf(tx, before.claimId);
      await tx.delete(expenseLines).where(eq(expenseLines.claimId, before.claimId));
      const after = await this.write(tx, ctx, before, input);
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: this.setup.entity,
        entityId: before.claimId,
        before: { ...before, lines: beforeLines },
        after,
      });
    });
    return this.deps.detail(ctx, input.claimId);
  }

  /**
   * Sends a draft (or a sent-back claim, through its own workflow again) for approval: the case
   * partner of its largest case, the department head above the limit or for overhead, finance.
   */
  async submit(ctx: SignedInContext, claimId: number): Promise<void> {
    // The firm's limits come through the config's own connection: read before the transaction,
    // not while it holds one (a second connection inside it can starve the pool).
    const [threshold, headLimit] = await Promise.all([this.deps.receiptThreshold(), this.deps.headLimit()]);
    const { claim, facts } = await this.db.transaction(async (tx) => {
      const locked = await this.deps.access.own(ctx, claimId, tx, 'submit');
      const lines = await this.linesOf(tx, claimId);
      assertSubmittable(lines, new Set(await this.deps.claimFileIds(claimId, tx)), threshold);
      return { claim: locked, facts: await this.factsOf(tx, locked, lines, headLimit) };
    });
    const request = { title: `${claim.title} · CNY ${claim.total}`, facts };
    // Re-checked under the row lock inside the approval's transaction: an edit meanwhile refuses it.
    const recheck = async (tx: Executor) => {
      const locked = await this.deps.access.own(ctx, claimId, tx, 'submit');
      if (locked.updatedAt.getTime() !== claim.updatedAt.getTime()) {
        throw conflict('expense.notAllowed', { status: 'changed' });
      }
    };
    if (claim.status === 'sentBack' && claim.instanceId !== null) {
      await this.deps.engine.resubmit(ctx, claim.instanceId, { comment: '', ...request }, recheck);
      return;
    }
    await this.deps.engine.submit(
      ctx,
      { businessType: this.setup.businessType, recordId: String(claimId), ...request },
      async (tx) => {
        await recheck(tx);
        return undefined;
      },
    );
  }

  /** cancelWithdraw: back to draft while the pending step has not decided (the engine's rule). */
  async withdraw(ctx: SignedInContext, claimId: number): Promise<void> {
    const claim = await this.db.transaction((tx) => this.deps.access.own(ctx, claimId, tx, 'withdraw'));
    await this.deps.engine.withdraw(ctx, claim.instanceId!);
  }

  /**
   * The applicant gives up a draft or a sent-back claim. A sent-back one is withdrawn from its
   * approval first (it is then a draft, a whole state), and cancelled in a second transaction.
   */
  async cancel(ctx: SignedInContext, claimId: number): Promise<void> {
    const claim = await this.db.transaction((tx) => this.deps.access.own(ctx, claimId, tx, 'cancel'));
    if (claim.status === 'sentBack' && claim.instanceId !== null) {
      await this.deps.engine.withdraw(ctx, claim.instanceId);
    }
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.own(ctx, claimId, tx, 'cancel');
      const [after] = await tx
        .update(expenseClaims)
        .set({ status: 'cancelled', updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(expenseClaims.claimId, claimId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'cancel',
        entity: this.setup.entity,
        entityId: claimId,
        before: { status: before.status },
        after: { status: after!.status },
      });
    });
  }

  private linesOf(tx: Executor, claimId: number) {
    return tx
      .select()
      .from(expenseLines)
      .where(eq(expenseLines.claimId, claimId))
      .orderBy(asc(expenseLines.orderNum), asc(expenseLines.lineId));
  }

  /** The facts the workflow's steps read (decision 0032). */
  private async factsOf(
    tx: Executor,
    claim: ExpenseClaimRecord,
    lines: readonly (typeof expenseLines.$inferSelect)[],
    headLimit: string,
  ): Promise<Record<string, string | number>> {
    const byCase = new Map<number, ReturnType<typeof toDecimal>>();
    for (const line of lines) {
      if (line.projectId === null) continue;
      byCase.set(line.projectId, (byCase.get(line.projectId) ?? toDecimal(0)).plus(line.amountCny));
    }
    // The case with the most money on the claim (the lowest id on a tie) names the partner.
    const [mainCase] = [...byCase.entries()].sort((a, b) => b[1].comparedTo(a[1]) || a[0] - b[0]);
    let casePartnerId = 0;
    if (mainCase) {
      const team = await this.deps.cases.teamsOf([mainCase[0]], tx);
      const partner = team.find((member) => member.role === TEAM_ROLE.partner);
      if (!partner) throw conflict('expense.noCasePartner');
      casePartnerId = partner.userId;
    }
    const hasCase = mainCase !== undefined;
    return {
      amount: claim.total,
      casePartnerId,
      projectId: mainCase?.[0] ?? 0,
      hasCase: hasCase ? 1 : 0,
      needsHead: needsDepartmentHead(claim.total, headLimit, hasCase) ? 1 : 0,
    };
  }

  /** Writes the claim's lines and its totals, all from the server's rules. */
  private async write(
    tx: Executor,
    ctx: SignedInContext,
    claim: ExpenseClaimRecord,
    input: ExpenseClaimDraftInput,
  ): Promise<ExpenseClaimRecord & { lines: (typeof expenseLines.$inferSelect)[] }> {
    const lines = await buildExpenseLines(tx, ctx, claim.claimId, input.lines, this.deps);
    const written =
      lines.length > 0
        ? await tx
            .insert(expenseLines)
            .values(lines.map((line) => ({ ...line, claimId: claim.claimId })))
            .returning()
        : [];
    const [after] = await tx
      .update(expenseClaims)
      .set({
        title: input.title,
        ...claimTotalsOf(written),
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      })
      .where(eq(expenseClaims.claimId, claim.claimId))
      .returning();
    return { ...after!, lines: written };
  }
}
