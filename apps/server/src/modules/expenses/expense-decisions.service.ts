import type { ExpenseClaimAuditInput, ExpenseClaimBackInput, ExpenseClaimPayInput } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import { assertAllowed, type ExpenseAccess } from './expense-access.ts';
import { expenseClaims } from './expenses.tables.ts';

export interface ExpenseDecisionsDeps {
  access: ExpenseAccess;
  engine: Pick<ApprovalEngine, 'approve' | 'sendBack'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks'>;
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

  /** Finance records the payment: the claim is paid and closed. */
  async pay(ctx: SignedInContext, input: ExpenseClaimPayInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.readable(ctx, input.claimId, tx, { lock: true });
      if (before.applicantId === ctx.actor.userId) throw forbidden('expense.ownPayment');
      assertAllowed(before, 'pay');
      const [after] = await tx
        .update(expenseClaims)
        .set({
          status: 'paid',
          paidDate: input.paidDate,
          paymentMethod: input.method,
          paymentReference: input.reference,
          paidBy: ctx.actor.userId,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(expenseClaims.claimId, input.claimId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'pay',
        entity: 'expenseClaim',
        entityId: input.claimId,
        before: { status: before.status },
        after: {
          status: after!.status,
          paidDate: after!.paidDate,
          paymentMethod: after!.paymentMethod,
          paymentReference: after!.paymentReference,
        },
      });
    });
  }

  private async myPendingTask(
    ctx: SignedInContext,
    claimId: number,
    action: 'audit' | 'back',
  ): Promise<number> {
    const claim = await this.deps.access.readable(ctx, claimId);
    assertAllowed(claim, action);
    const tasks = await this.deps.taskCentre.findPendingTasks([claim.instanceId!]);
    const mine = tasks.find((task) => task.assigneeId === ctx.actor.userId);
    if (!mine) throw forbidden('expense.noPendingTask');
    return mine.taskId;
  }
}
