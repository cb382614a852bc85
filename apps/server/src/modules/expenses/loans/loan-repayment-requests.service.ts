import {
  LOAN_REPAYMENT_BUSINESS_TYPE,
  LOAN_REPAYMENT_REQUEST_OPEN,
  type LoanRepaymentRequestAction,
  type LoanRepayRequestAuditInput,
  type LoanRepayRequestBackInput,
  type LoanRepayRequestInput,
  type LoanRepayResubmitInput,
  loanBalance,
  loanRepaymentRequestActionAllowed,
  toDecimal,
} from '@venus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { conflict, notFound } from '../../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import { myPendingTask } from '../../approvals/my-pending-task.ts';
import type { TaskCentreService } from '../../approvals/task-centre.service.ts';
import type { ExpenseCollaborators } from '../expenses.collaborators.ts';
import type { LoanAccess, LoanRecord } from './loan-access.ts';
import { loanApprovalFacts } from './loan-approval-facts.ts';
import { loanRepaymentRequests } from './loans.tables.ts';

type RequestRecord = typeof loanRepaymentRequests.$inferSelect;
type RequestFields = Pick<LoanRepayRequestInput, 'amount' | 'method' | 'plannedDate' | 'remark'>;

export interface LoanRepaymentRequestsDeps extends Pick<ExpenseCollaborators, 'cases'> {
  access: LoanAccess;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw' | 'approve' | 'sendBack' | 'reject'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'hadHandledTask'>;
}

/**
 * The borrower's repayment requests (decision 0053): asked on a paid or partly repaid loan, one
 * open at a time, never more than the balance; approved through the engine (the case's partner or
 * the department head, then finance), whose final approval records the repayment
 * (loan-repayment-request-approvals.ts). Each action is refused (409) in a state it does not
 * start from; someone who may not read the loan hears 404.
 */
export class LoanRepaymentRequestsService {
  constructor(
    private readonly db: Database,
    private readonly deps: LoanRepaymentRequestsDeps,
  ) {}

  /** Asks to repay; the request is created in approval (no drafts). Answers its id. */
  async request(ctx: SignedInContext, input: LoanRepayRequestInput): Promise<number> {
    const { loan, facts } = await this.db.transaction(async (tx) => {
      const locked = await this.deps.access.own(ctx, input.loanId, tx, 'repay');
      return { loan: locked, facts: await loanApprovalFacts(this.deps.cases, tx, locked) };
    });
    let requestId = 0;
    await this.deps.engine.submit(
      ctx,
      {
        businessType: LOAN_REPAYMENT_BUSINESS_TYPE,
        // The approval's record is the loan: the task centre opens its page (decision 0053).
        recordId: String(loan.loanId),
        title: this.titleOf(loan, input.amount),
        facts,
      },
      async (tx) => {
        // Again under the loan's lock: the balance or an open request may have changed meanwhile.
        const locked = await this.deps.access.own(ctx, input.loanId, tx, 'repay');
        await this.assertNoOpenRequest(tx, locked.loanId);
        assertWithinBalance(locked, input.amount);
        const [created] = await tx
          .insert(loanRepaymentRequests)
          .values({
            loanId: locked.loanId,
            applicantId: ctx.actor.userId,
            ...fieldsOf(input),
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning();
        requestId = created!.requestId;
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'loanRepaymentRequest',
          entityId: requestId,
          after: created,
        });
        return undefined;
      },
    );
    return requestId;
  }

  /** A sent-back request, amended, through its own approval again. */
  async resubmit(ctx: SignedInContext, input: LoanRepayResubmitInput): Promise<void> {
    const { request, loan, facts } = await this.db.transaction(async (tx) => {
      const own = await this.ownRequest(ctx, input.requestId, tx, 'resubmit');
      return { ...own, facts: await loanApprovalFacts(this.deps.cases, tx, own.loan) };
    });
    await this.deps.engine.resubmit(
      ctx,
      request.instanceId!,
      { comment: '', title: this.titleOf(loan, input.amount), facts },
      async (tx) => {
        const locked = await this.ownRequest(ctx, input.requestId, tx, 'resubmit');
        assertWithinBalance(locked.loan, input.amount);
        const [after] = await tx
          .update(loanRepaymentRequests)
          .set({ ...fieldsOf(input), updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(loanRepaymentRequests.requestId, input.requestId))
          .returning();
        await recordAudit(tx, ctx, {
          action: 'update',
          entity: 'loanRepaymentRequest',
          entityId: input.requestId,
          before: locked.request,
          after,
        });
      },
    );
  }

  /** Takes the request back before its pending step decided, or once sent back; it is over. */
  async withdraw(ctx: SignedInContext, requestId: number): Promise<void> {
    const { request } = await this.db.transaction((tx) => this.ownRequest(ctx, requestId, tx, 'withdraw'));
    await this.deps.engine.withdraw(ctx, request.instanceId!);
  }

  async approve(ctx: SignedInContext, input: LoanRepayRequestAuditInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.requestId, 'audit');
    await this.deps.engine.approve(ctx, taskId, { comment: input.comment });
  }

  async sendBack(ctx: SignedInContext, input: LoanRepayRequestBackInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.requestId, 'back');
    await this.deps.engine.sendBack(ctx, taskId, { comment: input.comment, to: 'applicant' });
  }

  async reject(ctx: SignedInContext, input: LoanRepayRequestBackInput): Promise<void> {
    const taskId = await this.myPendingTask(ctx, input.requestId, 'reject');
    await this.deps.engine.reject(ctx, taskId, { comment: input.comment });
  }

  private titleOf(loan: LoanRecord, amount: string): string {
    return `${loan.purpose} · ${loan.currency} ${toDecimal(amount).toFixed(2)}`;
  }

  private async assertNoOpenRequest(tx: Executor, loanId: number): Promise<void> {
    const [open] = await tx
      .select({ requestId: loanRepaymentRequests.requestId })
      .from(loanRepaymentRequests)
      .where(
        and(
          eq(loanRepaymentRequests.loanId, loanId),
          inArray(loanRepaymentRequests.status, [...LOAN_REPAYMENT_REQUEST_OPEN]),
        ),
      )
      .limit(1);
    if (open) throw conflict('loan.repayRequest.alreadyOpen', { requestId: open.requestId });
  }

  /** The request and its loan, read as the loan is (404 otherwise), in a state the action starts from. */
  private async readable(
    ctx: SignedInContext,
    requestId: number,
    action: LoanRepaymentRequestAction,
  ): Promise<RequestRecord> {
    const [request] = await this.db
      .select()
      .from(loanRepaymentRequests)
      .where(eq(loanRepaymentRequests.requestId, requestId));
    if (!request) throw notFound('loan.repayRequest.notFound');
    await this.deps.access.readable(ctx, request.loanId);
    assertRequestAllowed(request, action);
    return request;
  }

  /** The borrower's own request and loan, both locked (the loan first, as a repayment locks it). */
  private async ownRequest(
    ctx: SignedInContext,
    requestId: number,
    tx: Executor,
    action: LoanRepaymentRequestAction,
  ): Promise<{ request: RequestRecord; loan: LoanRecord }> {
    const [found] = await tx
      .select({ loanId: loanRepaymentRequests.loanId })
      .from(loanRepaymentRequests)
      .where(eq(loanRepaymentRequests.requestId, requestId));
    if (!found) throw notFound('loan.repayRequest.notFound');
    // A resubmission asks what a new request asks of the loan; a withdrawal only that it is theirs.
    const loan = await this.deps.access.own(ctx, found.loanId, tx, action === 'resubmit' ? 'repay' : null);
    const [request] = await tx
      .select()
      .from(loanRepaymentRequests)
      .where(eq(loanRepaymentRequests.requestId, requestId))
      .for('update');
    assertRequestAllowed(request!, action);
    return { request: request!, loan };
  }

  private async myPendingTask(
    ctx: SignedInContext,
    requestId: number,
    action: 'audit' | 'back' | 'reject',
  ): Promise<number> {
    const request = await this.readable(ctx, requestId, action);
    return myPendingTask(this.deps.taskCentre, ctx, request.instanceId!, 'loan.repayRequest.noPendingTask');
  }
}

function fieldsOf(input: RequestFields) {
  return {
    amount: toDecimal(input.amount).toFixed(2),
    method: input.method,
    plannedDate: input.plannedDate,
    remark: input.remark,
  };
}

function assertRequestAllowed(request: RequestRecord, action: LoanRepaymentRequestAction): void {
  if (!loanRepaymentRequestActionAllowed(action, request.status)) {
    throw conflict('loan.repayRequest.notAllowed', { status: request.status });
  }
}

/** Never more than the loan's balance: the same limit finance's repayment holds (decision 0041). */
function assertWithinBalance(loan: LoanRecord, amount: string): void {
  const balance = loanBalance(loan.amount, loan.repaidTotal);
  if (toDecimal(amount).gt(balance)) throw conflict('loan.overBalance', { amount, balance }, 'amount');
}
