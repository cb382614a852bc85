import {
  type DailyExpensePayBatchInput,
  type ExpenseClaimAuditInput,
  type ExpenseClaimBackInput,
  type ExpenseClaimPayInput,
  type ExpensePaymentMethod,
  expenseActionAllowed,
  translate,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import { myPendingTask } from '../approvals/my-pending-task.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import { assertAllowed, type ExpenseAccess, type ExpenseClaimRecord } from './expense-access.ts';
import { EXPENSE_KIND_SETUP } from './expense-kinds.ts';
import { expenseClaims } from './expenses.tables.ts';
import type { LoanOffsets } from './loans/loan-repayments.ts';

export interface ExpenseDecisionsDeps {
  access: ExpenseAccess;
  engine: Pick<ApprovalEngine, 'approve' | 'sendBack' | 'reject'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'hadHandledTask'>;
  /** Claims only: their payment may offset the claimant's loans (decision 0041). */
  offsets?: LoanOffsets;
}

/**
 * The approvers' and finance's side of a claim (decision 0032, spec §4 audit, back): an approver
 * decides from the claim's page through the approvals engine (which checks the task again under
 * its lock); finance pays an approved claim and it closes.
 */
export class ExpenseDecisionsService {
  constructor(
    private readonly db: Database,
    private readonly deps: ExpenseDecisionsDeps,
  ) {}

  async approve(ctx: SignedInContext, input: ExpenseClaimAuditInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.claimId, 'audit');
    await this.deps.engine.approve(ctx, taskId, { comment: input.comment });
  }

  async sendBack(ctx: SignedInContext, input: ExpenseClaimBackInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.claimId, 'back');
    await this.deps.engine.sendBack(ctx, taskId, { comment: input.comment, to: 'applicant' });
  }

  /** reject (daily expenses, spec §4): the approver ends it with a reason; it is final. */
  async reject(ctx: SignedInContext, input: ExpenseClaimBackInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.claimId, 'reject');
    await this.deps.engine.reject(ctx, taskId, { comment: input.comment });
  }

  /** Finance records the payment: the claim is paid and closed. */
  async pay(ctx: SignedInContext, input: ExpenseClaimPayInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.readable(ctx, input.claimId, tx, { lock: true });
      if (before.applicantId === ctx.actor.userId) throw forbidden('expense.ownPayment');
      assertAllowed(before, 'pay');
      if (input.offsets.length > 0 && !this.deps.offsets)
        throw badRequest('validation.invalid', {}, 'offsets');
      // Kept back against the claimant's loans, in this same transaction: all of it or nothing.
      const loanOffsetTotal =
        input.offsets.length > 0 && this.deps.offsets
          ? await this.deps.offsets.offsetAgainstClaim(
              tx,
              ctx,
              {
                claimId: before.claimId,
                applicantId: before.applicantId,
                total: before.total,
                paidDate: input.paidDate,
              },
              input.offsets,
            )
          : '0.00';
      await this.markPaid(tx, ctx, before, { ...input, loanOffsetTotal });
    });
  }

  /**
   * Finance's monthly batch of daily expenses (decision 0050): every one paid with the same date,
   * method and reference, or none. Locked in id order, so two batches sharing a claim wait on
   * each other instead of deadlocking; one that cannot be paid refuses the batch, naming it.
   */
  async payBatch(ctx: SignedInContext, input: DailyExpensePayBatchInput): Promise<number> {
    return this.db.transaction(async (tx) => {
      const claims: ExpenseClaimRecord[] = [];
      for (const claimId of [...input.claimIds].sort((a, b) => a - b))
        claims.push(await this.deps.access.readable(ctx, claimId, tx, { lock: true }));
      const refused = claims.filter(
        (claim) => claim.applicantId === ctx.actor.userId || !expenseActionAllowed('pay', claim.status),
      );
      if (refused.length > 0) {
        const why = (claim: ExpenseClaimRecord) =>
          claim.applicantId === ctx.actor.userId
            ? translate(ctx.lang, 'dailyExpense.batchOwn')
            : translate(ctx.lang, `expense.status.${claim.status}`);
        const list = refused.map((claim) => `#${claim.claimId} ${claim.title}（${why(claim)}）`).join('、');
        throw conflict('dailyExpense.batchRefused', { list });
      }
      for (const claim of claims) await this.markPaid(tx, ctx, claim, { ...input, loanOffsetTotal: '0.00' });
      return claims.length;
    });
  }

  private async markPaid(
    tx: Executor,
    ctx: SignedInContext,
    before: ExpenseClaimRecord,
    payment: { paidDate: string; method: ExpensePaymentMethod; reference: string; loanOffsetTotal: string },
  ): Promise<void> {
    const [after] = await tx
      .update(expenseClaims)
      .set({
        status: 'paid',
        paidDate: payment.paidDate,
        paymentMethod: payment.method,
        paymentReference: payment.reference,
        paidBy: ctx.actor.userId,
        loanOffsetTotal: payment.loanOffsetTotal,
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      })
      .where(eq(expenseClaims.claimId, before.claimId))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'pay',
      entity: EXPENSE_KIND_SETUP[this.deps.access.kind].entity,
      entityId: before.claimId,
      before: { status: before.status },
      after: {
        status: after!.status,
        paidDate: after!.paidDate,
        paymentMethod: after!.paymentMethod,
        paymentReference: after!.paymentReference,
        loanOffsetTotal: after!.loanOffsetTotal,
      },
    });
  }

  private async myPendingTask(
    ctx: SignedInContext,
    claimId: number,
    action: 'audit' | 'back' | 'reject',
  ): Promise<number> {
    const claim = await this.deps.access.readable(ctx, claimId);
    assertAllowed(claim, action);
    return myPendingTask(
      this.deps.taskCentre,
      ctx,
      claim.instanceId!,
      `${EXPENSE_KIND_SETUP[this.deps.access.kind].messages}.noPendingTask`,
    );
  }
}
