import type { LoanAuditInput, LoanBackInput, LoanPayInput } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import { myPendingTask } from '../../approvals/my-pending-task.ts';
import type { TaskCentreService } from '../../approvals/task-centre.service.ts';
import { assertLoanAllowed, type LoanAccess } from './loan-access.ts';
import { loans } from './loans.tables.ts';

export interface LoanDecisionsDeps {
  access: LoanAccess;
  engine: Pick<ApprovalEngine, 'approve' | 'sendBack' | 'reject'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'hadHandledTask'>;
}

/**
 * The approvers' and finance's side of a loan (decision 0041): an approver decides from the loan's
 * page through the approvals engine; finance pays an approved loan out, and it is owed from then.
 */
export class LoanDecisionsService {
  constructor(
    private readonly db: Database,
    private readonly deps: LoanDecisionsDeps,
  ) {}

  async approve(ctx: SignedInContext, input: LoanAuditInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.loanId, 'audit');
    await this.deps.engine.approve(ctx, taskId, { comment: input.comment });
  }

  async sendBack(ctx: SignedInContext, input: LoanBackInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.loanId, 'back');
    await this.deps.engine.sendBack(ctx, taskId, { comment: input.comment, to: 'applicant' });
  }

  async reject(ctx: SignedInContext, input: LoanBackInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.loanId, 'reject');
    await this.deps.engine.reject(ctx, taskId, { comment: input.comment });
  }

  async pay(ctx: SignedInContext, input: LoanPayInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.forFinance(ctx, input.loanId, tx, 'pay');
      const [after] = await tx
        .update(loans)
        .set({
          status: 'paid',
          paidDate: input.paidDate,
          paymentMethod: input.method,
          paymentReference: input.reference,
          paidBy: ctx.actor.userId,
          updatedAt: new Date(),
          updatedBy: ctx.actor.userId,
        })
        .where(eq(loans.loanId, input.loanId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'pay',
        entity: 'loan',
        entityId: input.loanId,
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
    loanId: number,
    action: 'audit' | 'back' | 'reject',
  ): Promise<number> {
    const loan = await this.deps.access.readable(ctx, loanId);
    assertLoanAllowed(loan, action);
    return myPendingTask(this.deps.taskCentre, ctx, loan.instanceId!, 'loan.noPendingTask');
  }
}
